// The office's allotment and a named student's answer (issue 31, decision 034), decided here for
// both stores: each reads what a verdict needs inside its transaction and writes what it says.
import { APPROVED_STATUS, REJECTED_STATUS } from './constants.ts';
import type { RoomAllotment } from './entities.ts';
import {
  acceptedCount,
  isPendingAllotment,
  pendingMembers,
  residentsOf,
  roommatesOf,
  sameRoom,
  type Room,
  type RoomOccupant,
  type RoommateAnswer,
} from './rooms.ts';

/** What the office asks: the room (as typed) and whether the applicant moves in alone. */
export interface AllotRequest {
  room: string;
  alone: boolean;
}

/** Where a student lives now: the room of an approved application they are a resident of. */
export interface RoomHome {
  studentId: string;
  room: string;
  allotmentId: string;
}

/** The homes of `studentIds` among approved applications (others are ignored). */
export function homesOf(approved: readonly RoomAllotment[], studentIds: readonly string[]): RoomHome[] {
  const homes: RoomHome[] = [];
  for (const allotment of approved) {
    if (allotment.status !== APPROVED_STATUS || !allotment.SelectedRoom) continue;
    for (const studentId of residentsOf(allotment))
      if (studentIds.includes(studentId))
        homes.push({ studentId, room: allotment.SelectedRoom, allotmentId: allotment._id });
  }
  return homes;
}

/** Everyone an allotment of this application could house: the applicant and every named student. */
export function housedCandidates(allotment: RoomAllotment): string[] {
  return [allotment.id, ...roommatesOf(allotment).map((mate) => mate.id)];
}

/**
 * The verdict on allotting an application to a room, given the room as the inventory has it
 * (undefined: no such room), who lives there now, and where its students live now (`homes`, any
 * approved application naming them). Both stores call it inside the transaction that approves, so
 * two allotments to one room cannot both see its last bed free.
 */
export type AllotVerdict =
  | { ok: true; room: Room; residents: string[] }
  | { ok: false; code: 'unknown_room' }
  | { ok: false; code: 'already_decided' }
  | { ok: false; code: 'roommates_pending'; accepted: number; named: number }
  | { ok: false; code: 'already_housed'; homes: Array<Pick<RoomHome, 'studentId' | 'room'>> }
  | { ok: false; code: 'room_full'; room: Room; free: number; needed: number; occupants: RoomOccupant[] };

export function allotVerdict(
  allotment: RoomAllotment,
  request: AllotRequest,
  room: Room | undefined,
  occupants: readonly RoomOccupant[],
  homes: readonly RoomHome[],
): AllotVerdict {
  if (!room) return { ok: false, code: 'unknown_room' };
  if (allotment.status === REJECTED_STATUS) return { ok: false, code: 'already_decided' };
  const { accepted, named } = acceptedCount(allotment);
  if (!request.alone && accepted < named) return { ok: false, code: 'roommates_pending', accepted, named };
  const residents = residentsOf({ ...allotment, allottedAlone: request.alone });
  // One bed per student: a resident living in another allotment's room cannot take a second.
  const elsewhere = homes.filter((home) => home.allotmentId !== allotment._id && residents.includes(home.studentId));
  if (elsewhere.length > 0)
    return { ok: false, code: 'already_housed', homes: elsewhere.map(({ studentId, room }) => ({ studentId, room })) };
  // Re-allotting an approved group to the room it lives in: its own beds are not taken by others.
  const others = occupants.filter((occupant) => occupant.allotmentId !== allotment._id);
  const free = room.beds - others.length;
  if (residents.length > free)
    return { ok: false, code: 'room_full', room, free: Math.max(0, free), needed: residents.length, occupants: others };
  return { ok: true, room, residents };
}

/** What an allowed allotment writes, the same in both stores. */
export interface AllotmentChange {
  /** The allocate entry's changes. */
  changes: { status: typeof APPROVED_STATUS; SelectedRoom: string; allottedAlone?: true };
  /** The application after the change (as it was when nothing changes). */
  after: RoomAllotment;
  /** False when it already was so: an old approval without `allottedAlone` counts as not alone. */
  modified: boolean;
  /** The room an approved group leaves for another (its beds free again), else null. */
  leaves: string | null;
}

export function allotmentChange(allotment: RoomAllotment, room: Room, alone: boolean): AllotmentChange {
  const changes = {
    status: APPROVED_STATUS,
    SelectedRoom: room.number,
    ...(alone ? { allottedAlone: true as const } : {}),
  };
  const modified =
    allotment.status !== APPROVED_STATUS ||
    allotment.SelectedRoom !== room.number ||
    (allotment.allottedAlone === true) !== alone;
  const before = allotment.status === APPROVED_STATUS ? allotment.SelectedRoom : undefined;
  return {
    changes,
    after: modified
      ? { ...allotment, status: APPROVED_STATUS, SelectedRoom: room.number, allottedAlone: alone }
      : allotment,
    modified,
    leaves: before && !sameRoom(before, room.number) ? before : null,
  };
}

/** A named student's answer to an application, as both stores decide it. */
export type AnswerVerdict =
  | { outcome: 'answered'; modified: boolean; allotment: RoomAllotment }
  | { outcome: 'not_invited' | 'not_pending' | 'in_another_group' };

/**
 * `others`: pending applications that may name the student (any, this one too: it is skipped).
 * Accepting while in another pending group is refused; declining never is.
 */
export function answerVerdict(
  allotment: RoomAllotment,
  studentId: string,
  answer: Exclude<RoommateAnswer, 'invited'>,
  others: readonly RoomAllotment[],
  answeredAt: string,
): AnswerVerdict {
  const roommates = roommatesOf(allotment);
  const mine = roommates.find((mate) => mate.id === studentId);
  if (!mine) return { outcome: 'not_invited' };
  if (!isPendingAllotment(allotment)) return { outcome: 'not_pending' };
  if (mine.answer === answer) return { outcome: 'answered', modified: false, allotment };
  const inAnother = others.some(
    (other) => other._id !== allotment._id && isPendingAllotment(other) && pendingMembers(other).includes(studentId),
  );
  if (answer === 'accepted' && inAnother) return { outcome: 'in_another_group' };
  const answered = roommates.map((mate) => (mate.id === studentId ? { ...mate, answer, answeredAt } : mate));
  return { outcome: 'answered', modified: true, allotment: { ...allotment, roommates: answered } };
}
