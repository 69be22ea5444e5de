// What is new for a student in their rooms since the last answer (decision 034): the toasts the
// profile raises when the API's GET /api/rooms/mine answers again after a live nudge.
import { roomMessages, sameRoom, type MyRooms } from '@hall/model';

/**
 * The sentences to toast, comparing the answer before with the answer now: a room allotted (or a
 * different room), a new invitation, and a bed newly offered in a room a group chose.
 */
export function roomNews(before: MyRooms, now: MyRooms): string[] {
  const news: string[] = [];
  if (now.room && !(before.room && sameRoom(before.room.number, now.room.number)))
    news.push(roomMessages.allotted(now.room.number));
  const beforeGroups = new Map(before.groups.map((group) => [group.allotmentId, group]));
  for (const group of now.groups) {
    const earlier = beforeGroups.get(group.allotmentId);
    if (group.mine === 'invited' && earlier?.mine !== 'invited') news.push(roomMessages.invited(group.applicant.id));
    for (const room of group.offered)
      if (!earlier?.offered.some((offered) => sameRoom(offered, room))) news.push(roomMessages.offered(room));
  }
  return news;
}
