// What the office's Rooms view shows of each room, in words, and which rooms it shows (decision
// 034): pure functions, so the filters, the search and the waiting line are tested on their own.
import { roomMessages, type RoomListing, type RoomRowInput } from '@hall/model';
import { roomsText } from '@hall/model/texts/dashboard-rooms';
import { formatHallDayAndMonth } from '../../../lib/format-hall-day.ts';
import { plainNumber } from '../utils/numbers.ts';

/** "next for 312: 1904001's group, applied 3 May" (the hall's day), or null when nobody waits for the room. */
export function waitingLine(room: RoomListing): string | null {
  return room.next ? roomMessages.nextFor(room.number, room.next, formatHallDayAndMonth(room.next.appliedAt)) : null;
}

/** "1 free", or "Full" when no bed is free. */
export const freeText = (room: Pick<RoomListing, 'free'>) =>
  room.free > 0 ? roomsText.free(plainNumber(room.free)) : roomsText.full;

export const bedsText = (beds: number) => roomsText.beds(beds, plainNumber(beds));

export interface RoomFilter {
  /** One floor or block as the office writes it; '' for all. */
  floor: string;
  freeOnly: boolean;
}

export function filterRooms(rooms: readonly RoomListing[], { floor, freeOnly }: RoomFilter): RoomListing[] {
  return rooms.filter((room) => (floor === '' || room.floor === floor) && (!freeOnly || room.free > 0));
}

/** The floors or blocks in the order the rooms are listed (by number), each once. */
export function floorsOf(rooms: readonly RoomListing[]): string[] {
  return [...new Set(rooms.map((room) => room.floor))];
}

/** What the search box matches: the room's number, and the student id of anyone living there. */
export const roomSearchKeys = (room: RoomListing): string[] => [
  room.number,
  ...room.occupants.map((occupant) => occupant.studentId),
];

/** The CSV's columns (decision 034). */
export const CSV_COLUMNS = ['number', 'floor', 'beds', 'notes'] as const;

/**
 * A CSV's rows as the import sends them: beds as a number. A cell that is not a whole number
 * becomes NaN, which the request's JSON carries as null; the API's row check refuses that (the
 * beds' message under `row N`, the CSV's line) and imports nothing. `missing` names the columns
 * the header lacks (notes may be left out).
 */
export function importRows(records: readonly Record<string, string | undefined>[], header: readonly string[]) {
  const missing = CSV_COLUMNS.filter((column) => column !== 'notes' && !header.includes(column));
  const rows: RoomRowInput[] = records.map((record) => {
    const beds = (record.beds ?? '').trim();
    return {
      number: (record.number ?? '').trim(),
      floor: (record.floor ?? '').trim(),
      beds: /^\d+$/.test(beds) ? Number(beds) : Number.NaN,
      notes: (record.notes ?? '').trim(),
    };
  });
  return { rows, missing };
}
