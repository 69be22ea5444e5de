// The hall's rooms (issue 31, decision 034): the inventory the office keeps, who lives where
// (derived from approved allotments, never stored twice), roommates who agree to an application,
// and the waiting list. One source: the API and both stores decide with these functions, the pages
// show with them. Allotting and answering: room-allotting.ts; the words: room-messages.ts.
import { APPROVED_STATUS, REJECTED_STATUS } from './constants.ts';
import type { RoomAllotment } from './entities.ts';

/** A room of the hall, as the office keeps it. `number` is how everyone names it ("312", "B-12"). */
export interface Room {
  number: string;
  /** The floor or block, as the office writes it ("3rd floor", "North block"): the Rooms view filters by it. */
  floor: string;
  beds: number;
  notes: string;
}

/** The most beds one room may have; the fewest is 1. */
export const MAX_BEDS = 12;
/** The most rooms one CSV import may carry (one transaction). */
export const MAX_IMPORT_ROWS = 300;

/** Two spellings of one room number: case and runs of spaces do not matter ("b-12" is "B-12"). */
export function roomKey(number: string): string {
  return number.trim().replace(/\s+/g, ' ').toLowerCase();
}

export function sameRoom(a: string, b: string): boolean {
  return roomKey(a) === roomKey(b);
}

/** The room of the inventory that `typed` names, or undefined. */
export function findRoom<R extends Pick<Room, 'number'>>(rooms: readonly R[], typed: string): R | undefined {
  const key = roomKey(typed);
  return rooms.find((room) => roomKey(room.number) === key);
}

/** Firestore's document id of a room: its key, with "/" (allowed in a room number) escaped. */
export function roomDocumentId(number: string): string {
  return encodeURIComponent(roomKey(number));
}

// ---- Roommates ----------------------------------------------------------------------------------

export const ROOMMATE_ANSWERS = ['invited', 'accepted', 'declined'] as const;
export type RoommateAnswer = (typeof ROOMMATE_ANSWERS)[number];

/** A student the applicant named, with their answer; kept on the application (`roommates`). */
export interface Roommate {
  id: string;
  /** Their profile's name when the application was filed. */
  name: string;
  answer: RoommateAnswer;
  /** When they answered (ISO); absent while invited. */
  answeredAt?: string;
}

/**
 * The others an application names: the distinct student ids of student_Id_1..4 other than the
 * applicant's own, in slot order. A slot repeating the applicant's id (or another slot's) names
 * no one more, so a group of two fills its other slots with its own ids.
 */
export function namedIds(allotment: Pick<RoomAllotment, 'id' | `student_Id_${1 | 2 | 3 | 4}`>): string[] {
  const slots = [allotment.student_Id_1, allotment.student_Id_2, allotment.student_Id_3, allotment.student_Id_4];
  const named: string[] = [];
  for (const id of slots) if (id !== allotment.id && !named.includes(id)) named.push(id);
  return named;
}

/**
 * The roommates of an application. One filed before issue 31 has no `roommates`: its named
 * students count as having agreed (nobody could ask them), with the names unknown (their ids).
 */
export function roommatesOf(allotment: RoomAllotment): Roommate[] {
  return allotment.roommates ?? namedIds(allotment).map((id) => ({ id, name: id, answer: 'accepted' as const }));
}

/** "2 of 3 accepted": how many named students accepted, of how many were named. */
export function acceptedCount(allotment: RoomAllotment): { accepted: number; named: number } {
  const roommates = roommatesOf(allotment);
  return { accepted: roommates.filter((mate) => mate.answer === 'accepted').length, named: roommates.length };
}

export function isPendingAllotment(allotment: Pick<RoomAllotment, 'status'>): boolean {
  return allotment.status !== APPROVED_STATUS && allotment.status !== REJECTED_STATUS;
}

/**
 * Who an application's group is while it waits: the applicant and every named student who has
 * not declined. A student is in at most one pending group at a time (the API refuses a second).
 */
export function pendingMembers(allotment: RoomAllotment): string[] {
  return [
    allotment.id,
    ...roommatesOf(allotment)
      .filter((mate) => mate.answer !== 'declined')
      .map((mate) => mate.id),
  ];
}

/**
 * Who lives in the room an approved application was allotted: the applicant alone when the office
 * said so (`allottedAlone`), else the applicant and every roommate (all accepted: allotVerdict,
 * room-allotting.ts, refuses an allotment before).
 */
export function residentsOf(allotment: RoomAllotment): string[] {
  if (allotment.allottedAlone) return [allotment.id];
  return [
    allotment.id,
    ...roommatesOf(allotment)
      .filter((mate) => mate.answer === 'accepted')
      .map((mate) => mate.id),
  ];
}

// ---- Who lives where ----------------------------------------------------------------------------

/** A student living in a room, and the approved application that put them there. */
export interface RoomOccupant {
  studentId: string;
  name: string;
  allotmentId: string;
}

/** The office's Rooms view of one room: its beds, who lives there, and who is next in line. */
export interface RoomListing extends Room {
  occupants: RoomOccupant[];
  /** Beds less occupants; never below 0 (a room whose beds were lowered under an old allotment). */
  free: number;
  /** The oldest pending application that chose this room and whose group fits its free beds. */
  next: WaitingGroup | null;
}

/** A pending application as the waiting list shows it: "1904001's group, applied 3 May". */
export interface WaitingGroup {
  allotmentId: string;
  applicantId: string;
  applicantName: string;
  /** The group's size while it waits (pendingMembers). */
  size: number;
  /** When it was filed (createdAt): the list's order, which a typed date cannot jump. */
  appliedAt: string;
}

/** The names of students by id, for occupants the applications name only by id. */
export type NamesById = ReadonlyMap<string, string>;

/** The occupants of every room from the approved applications (by room key). */
export function occupantsByRoom(approved: readonly RoomAllotment[], names: NamesById): Map<string, RoomOccupant[]> {
  const byRoom = new Map<string, RoomOccupant[]>();
  for (const allotment of approved) {
    if (allotment.status !== APPROVED_STATUS || !allotment.SelectedRoom) continue;
    const key = roomKey(allotment.SelectedRoom);
    const list = byRoom.get(key) ?? [];
    const mates = new Map(roommatesOf(allotment).map((mate) => [mate.id, mate.name]));
    for (const studentId of residentsOf(allotment)) {
      const name =
        studentId === allotment.id ? allotment.name : (names.get(studentId) ?? mates.get(studentId) ?? studentId);
      list.push({ studentId, name, allotmentId: allotment._id });
    }
    byRoom.set(key, list);
  }
  return byRoom;
}

/** The pending applications in the order they were filed (createdAt, then _id). */
export function waitingOrder(pending: readonly RoomAllotment[]): RoomAllotment[] {
  return pending
    .filter(isPendingAllotment)
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a._id.localeCompare(b._id));
}

function choicesOf(allotment: RoomAllotment): string[] {
  return [allotment.room_1, allotment.room_2, allotment.room_3, allotment.room_4];
}

export function waitingGroup(allotment: RoomAllotment): WaitingGroup {
  return {
    allotmentId: allotment._id,
    applicantId: allotment.id,
    applicantName: allotment.name,
    size: pendingMembers(allotment).length,
    appliedAt: allotment.createdAt,
  };
}

/** Every named student who has not declined has accepted: no answer is awaited. */
function answeredByAll(allotment: RoomAllotment): boolean {
  return roommatesOf(allotment).every((mate) => mate.answer !== 'invited');
}

/**
 * The first pending application (in filing order) that chose the room, fits `free` beds and the
 * office can allot now: a group still waiting for answers is skipped, not offered a bed.
 */
export function nextFor(room: string, free: number, pendingInOrder: readonly RoomAllotment[]): WaitingGroup | null {
  if (free <= 0) return null;
  const found = pendingInOrder.find(
    (allotment) =>
      choicesOf(allotment).some((choice) => sameRoom(choice, room)) &&
      answeredByAll(allotment) &&
      pendingMembers(allotment).length <= free,
  );
  return found ? waitingGroup(found) : null;
}

/**
 * The Rooms view, computed directly from the inventory and the applications: what both stores
 * answer (`RoomRepository.list`) and are tested against. Sorted by room number, digits as numbers.
 */
export function roomListings(
  rooms: readonly Room[],
  allotments: readonly RoomAllotment[],
  names: NamesById = new Map(),
): RoomListing[] {
  const occupants = occupantsByRoom(allotments, names);
  const pendingInOrder = waitingOrder(allotments);
  return [...rooms].sort(byRoomNumber).map((room) => {
    const living = occupants.get(roomKey(room.number)) ?? [];
    const free = Math.max(0, room.beds - living.length);
    return { ...room, occupants: living, free, next: nextFor(room.number, free, pendingInOrder) };
  });
}

const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });
export function byRoomNumber(a: Pick<Room, 'number'>, b: Pick<Room, 'number'>): number {
  return collator.compare(a.number, b.number);
}

// ---- What a student sees ------------------------------------------------------------------------

/** A pending application as one of its group sees it on their profile. */
export interface RoomGroupView {
  allotmentId: string;
  applicant: { id: string; name: string };
  roommates: Roommate[];
  choices: string[];
  apply_date: string;
  appliedAt: string;
  /** The caller's part: the applicant, or their answer to the invitation. */
  mine: 'applicant' | RoommateAnswer;
  /** Rooms it chose with enough free beds where it is first in line: the office decides next. */
  offered: string[];
}

/** GET /api/rooms/mine: the caller's room (if allotted) and the pending groups they are in or invited to. */
export interface MyRooms {
  room: { number: string; floor: string; allotmentId: string; roommates: RoomOccupant[] } | null;
  groups: RoomGroupView[];
}

/** The room choices a form offers: every room of the inventory, by number. */
export type RoomChoice = Pick<Room, 'number' | 'floor' | 'beds'>;

// ---- The firebase back end ---------------------------------------------------------------------

/**
 * The firebase back end's room collections (written only by the Cloud Function's store):
 * `rooms/{roomDocumentId}` (the inventory; every allotment to a room also stamps its `allottedAt`
 * in the approving transaction, so two allotments to one room conflict and one retries) and
 * `roomNews/{studentId}` (bumped after a change a group's members should hear of: an invitation,
 * an answer, a bed offered, an allotment; what a student's profile listens to).
 */
export const ROOM_COLLECTIONS = { rooms: 'rooms', roomNews: 'roomNews' } as const;
