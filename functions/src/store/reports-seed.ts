// The reports contract's hall (issue 32): 1,200 students, two years of meal tokens and hall fees
// (approved, pending, rejected; fees whose months wrap the year), room applications, and the
// office's decisions at their own times, some without the request's createdAt (older entries).
// Edges: an owner whose e-mail has capitals (profile and fees, each spelt its own way), a token and
// a hall fee on each side of a hall midnight that starts a month, a decision at a hall midnight.
// Deterministic: the same seed gives the same hall.
import {
  LEVELS,
  MONTHS,
  TERMS,
  type ActivityEntry,
  type HallFee,
  type RoomAllotment,
  type StudentUser,
  type TokenPurchase,
} from '@hall/model';
import { sampleRoomAllotment } from '@hall/model/samples';
import type { PastRecords } from './port.ts';

/** The contract's "now": the queue report is read at this instant. */
export const SEEDED_NOW = new Date('2026-03-10T09:30:00.000Z');

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const OFFICE = { actorUid: 'office-uid', actorEmail: 'hall.admin@student.cuet.ac.bd' };
const FIRST_NAMES = ['Rahim', 'Karim', 'Nusrat', 'Farhana', 'Tanvir', 'Sadia', 'Imran', 'Mitu'];
const LAST_NAMES = ['Uddin', 'Ahmed', 'Jahan', 'Hossain', 'Chowdhury', 'Akter', 'Islam'];

/** A small seeded generator (mulberry32): the hall is the same on every run and every store. */
function randomFrom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    below: (count: number) => Math.floor(next() * count),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
  };
}

type Status = { status?: 'confirm' | 'rejected' };

export interface SeededHall extends Required<PastRecords> {
  /** Requests to clear through the store after loading (they must then count for nothing). */
  toClear: { collection: 'tokenPurchases' | 'hallFees' | 'roomAllotments'; id: string }[];
}

/** The hall: `students` students, and requests filed over the two years before SEEDED_NOW. */
export function seedHall({ students = 1200, seed = 32 } = {}): SeededHall {
  const random = randomFrom(seed);
  let serial = 0;
  const nextId = (prefix: string) => `${prefix}${(serial++).toString(16).padStart(22, '0')}`;
  const past = (withinDays: number) => new Date(SEEDED_NOW.getTime() - 60_000 - random.below(withinDays * DAY));
  const status = (): Status => {
    const roll = random.next();
    return roll < 0.6 ? { status: 'confirm' } : roll < 0.75 ? { status: 'rejected' } : {};
  };

  const users: StudentUser[] = Array.from({ length: students }, (_, index) => {
    const id = `${19 + (index % 4)}${String(Math.floor(index / 4) + 1).padStart(5, '0')}`;
    return {
      _id: nextId('a0'),
      createdAt: past(800).toISOString(),
      name: `${random.pick(FIRST_NAMES)} ${random.pick(LAST_NAMES)}`,
      // One owner's e-mail has capitals; the stores keep owners' e-mails lowercased.
      email: index === 5 ? `U${id}@Student.CUET.ac.bd` : `u${id}@student.cuet.ac.bd`,
      id,
    };
  });
  const owner = () => {
    const user = random.pick(users);
    return { name: user.name, email: user.email, id: user.id };
  };

  const tokenAt = (createdAt: Date, decided: Status): TokenPurchase => {
    const amount =
      random.next() < 0.5
        ? ({ package1: '30', amount: '2500' } as const)
        : ({ package1: '15', amount: '1300' } as const);
    const start = createdAt.toISOString().slice(0, 10);
    return {
      _id: nextId('b0'),
      createdAt: createdAt.toISOString(),
      ...owner(),
      Start_date: start,
      End_date: start,
      ...amount,
      Transaction_id: `TK${serial}`,
      bkash_number: '01712345678',
      ...decided,
      ...(decided.status === 'rejected' ? { rejectReason: 'No such payment' } : {}),
    };
  };
  const tokenPurchases = Array.from({ length: 3000 }, () => tokenAt(past(730), status()));
  // Either side of the hall's midnight that starts December 2025 (18:00 UTC on 30 November).
  tokenPurchases.push(tokenAt(new Date('2025-11-30T17:59:59.999Z'), { status: 'confirm' }));
  tokenPurchases.push(tokenAt(new Date('2025-11-30T18:00:00.000Z'), { status: 'confirm' }));

  // Levels 1 to 3 only: a level 4 period has no fees at all.
  const hallFees: HallFee[] = Array.from({ length: 2600 }, () => {
    const decided = status();
    return {
      _id: nextId('c0'),
      createdAt: past(730).toISOString(),
      ...owner(),
      month_start: random.pick(MONTHS),
      month_end: random.pick(MONTHS),
      lavel: random.pick(LEVELS.slice(0, 3)),
      term: random.pick(TERMS),
      Transaction_id: `HF${serial}`,
      bkash_number: '01712345678',
      ...decided,
      ...(decided.status === 'rejected' ? { rejectReason: 'Wrong amount' } : {}),
    };
  });
  // Approved fees of the contract's wrapping period (level 1, term 2, November to February).
  const feeAt = (createdAt: string, student: StudentUser, email = student.email): HallFee => ({
    _id: nextId('c0'),
    createdAt,
    name: student.name,
    email,
    id: student.id,
    month_start: 'November',
    month_end: 'February',
    lavel: '1',
    term: '2',
    Transaction_id: `HF${serial}`,
    bkash_number: '01712345678',
    status: 'confirm',
  });
  // Either side of the hall's midnight that starts January 2026 (18:00 UTC on 31 December).
  hallFees.push(feeAt('2025-12-31T17:59:59.999Z', users[1]!), feeAt('2025-12-31T18:00:00.000Z', users[2]!));
  // The capitalised owner's fee, filed under the e-mail spelt another way.
  hallFees.push(feeAt('2026-01-15T04:00:00.000Z', users[5]!, users[5]!.email.toUpperCase()));

  const roomAllotments: RoomAllotment[] = Array.from({ length: 300 }, () => {
    const decided = status();
    const student = owner();
    return {
      _id: nextId('d0'),
      createdAt: past(120).toISOString(),
      ...student,
      ...sampleRoomAllotment({ student_Id_1: student.id }),
      ...decided,
      ...(decided.status === 'confirm' ? { SelectedRoom: String(101 + random.below(40)) } : {}),
      ...(decided.status === 'rejected' ? { rejectReason: 'No room fits' } : {}),
    };
  });

  const activity: ActivityEntry[] = [];
  const decide = (
    collection: 'tokenPurchases' | 'hallFees' | 'roomAllotments',
    record: { _id: string; createdAt: string; id: string; status?: string },
    about: Record<string, string>,
  ) => {
    if (record.status === undefined) return;
    const filed = Date.parse(record.createdAt);
    const room = collection === 'roomAllotments';
    let at = filed + 5 * 60_000 + random.below(96 * HOUR);
    if (at >= SEEDED_NOW.getTime()) at = filed + (SEEDED_NOW.getTime() - filed) / 2;
    const entry = (action: ActivityEntry['action'], when: number, withCreatedAt: boolean): ActivityEntry => ({
      _id: nextId('e0'),
      createdAt: new Date(Math.round(when)).toISOString(),
      ...OFFICE,
      action,
      collection,
      recordId: record._id,
      studentId: record.id,
      changes: { status: record.status! },
      // Entries written before issue 32 lack the request's createdAt.
      about: withCreatedAt ? { ...about, createdAt: record.createdAt } : about,
    });
    const action = record.status === 'rejected' ? 'reject' : room ? 'allocate' : 'approve';
    activity.push(entry(action, at, random.next() < 0.85));
    // A room moved later is not a second decision; nor is a PDF attached to a token.
    if (room && action === 'allocate' && random.next() < 0.3) {
      activity.push(entry('allocate', at + random.below(SEEDED_NOW.getTime() - at), true));
    }
    if (!room && action === 'approve' && random.next() < 0.1) activity.push(entry('pdf_attached', at + HOUR, true));
  };
  for (const token of tokenPurchases) {
    decide('tokenPurchases', token, {
      package1: token.package1,
      amount: token.amount,
      Transaction_id: token.Transaction_id,
    });
  }
  for (const fee of hallFees) {
    decide('hallFees', fee, {
      month_start: fee.month_start,
      month_end: fee.month_end,
      Transaction_id: fee.Transaction_id,
    });
  }
  for (const allotment of roomAllotments) decide('roomAllotments', allotment, {});
  // A decision at a hall midnight (18:00 UTC on 4 March 2026): it counts for 5 March, the day it starts.
  const atMidnight = tokenAt(new Date('2026-03-04T12:00:00.000Z'), { status: 'confirm' });
  tokenPurchases.push(atMidnight);
  activity.push({
    _id: nextId('e0'),
    createdAt: '2026-03-04T18:00:00.000Z',
    ...OFFICE,
    action: 'approve',
    collection: 'tokenPurchases',
    recordId: atMidnight._id,
    studentId: atMidnight.id,
    changes: { status: 'confirm' },
    about: {
      package1: atMidnight.package1,
      amount: atMidnight.amount,
      Transaction_id: atMidnight.Transaction_id,
      createdAt: atMidnight.createdAt,
    },
  });
  // The log is kept in the order it was written.
  activity.sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt));

  // Cleared requests: pending ones mostly, some approved (the office may clear those too).
  const toClear: SeededHall['toClear'] = [];
  for (const [collection, records] of [
    ['tokenPurchases', tokenPurchases],
    ['hallFees', hallFees],
    ['roomAllotments', roomAllotments],
  ] as const) {
    for (const record of records) {
      if (random.next() < (record.status === 'rejected' ? 0 : 0.02)) toClear.push({ collection, id: record._id });
    }
  }
  return { users, tokenPurchases, hallFees, roomAllotments, activity, toClear };
}
