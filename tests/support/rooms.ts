// The hall's rooms for the journeys (issue 31, decision 034): rooms of their own added to the
// hall's list as the administrator, and room applications that name only rooms of that list and
// registered students (a journey never leans on the demo rooms or on another journey's).
import type { RoomAllotmentInput } from '@hall/model';
import { sampleRoomAllotment } from '@hall/model/samples';
import { api } from './portal.ts';

/** A room number no other journey (or run on a shared emulator) uses: `lead` and five random digits. */
export const uniqueRoomNumber = (lead = 'J') => `${lead}${String(Math.floor(Math.random() * 1e5)).padStart(5, '0')}`;

export interface JourneyRoom {
  number: string;
  /** 'Journey floor' unless said. */
  floor?: string;
  /** 4 unless said. */
  beds?: number;
  notes?: string;
}

/** Adds the rooms to the hall's list (or changes them) as the administrator: PUT /api/rooms/{number}. */
export async function putRooms(portal: { url: string }, adminToken: string, rooms: readonly JourneyRoom[]) {
  for (const room of rooms) {
    const answer = await api(portal, 'PUT', `/rooms/${encodeURIComponent(room.number)}`, {
      token: adminToken,
      json: { floor: room.floor ?? 'Journey floor', beds: room.beds ?? 4, notes: room.notes ?? '' },
    });
    if (answer.status !== 200 && answer.status !== 201)
      throw new Error(`could not add room ${room.number}: ${answer.status} ${JSON.stringify(answer.body)}`);
  }
}

/** `count` new rooms on the hall's list, alike but for their numbers; the numbers. */
export async function addRooms(
  portal: { url: string },
  adminToken: string,
  count: number,
  room: Omit<JourneyRoom, 'number'> = {},
): Promise<string[]> {
  const numbers = Array.from({ length: count }, () => uniqueRoomNumber());
  await putRooms(
    portal,
    adminToken,
    numbers.map((number) => ({ ...room, number })),
  );
  return numbers;
}

/**
 * `who`'s application for a room alone: every student id slot theirs (a slot repeating the
 * applicant's id names no one), choosing `rooms` in turn to fill the four choices.
 */
export function soloApplication(
  who: { studentId: string },
  rooms: readonly string[],
  changes: Partial<RoomAllotmentInput> = {},
): RoomAllotmentInput {
  const choice = (slot: number) => rooms[slot % rooms.length]!;
  const id = who.studentId;
  return sampleRoomAllotment({
    student_Id_1: id,
    student_Id_2: id,
    student_Id_3: id,
    student_Id_4: id,
    room_1: choice(0),
    room_2: choice(1),
    room_3: choice(2),
    room_4: choice(3),
    ...changes,
  });
}

/** `who` answers the application `allotmentId` that names them: PUT /api/rooms/invitations/{id}. */
export async function answerInvitation(
  portal: { url: string },
  who: { idToken: string },
  allotmentId: string,
  answer: 'accepted' | 'declined' = 'accepted',
): Promise<void> {
  const answered = await api(portal, 'PUT', `/rooms/invitations/${allotmentId}`, {
    token: who.idToken,
    json: { answer },
  });
  if (answered.status !== 200)
    throw new Error(`could not answer ${allotmentId} (${answer}): ${answered.status} ${JSON.stringify(answered.body)}`);
}
