// The bench's data (scripts/bench.ts): profiles through the store, then every request collection
// through the SQLite store's bulk loader, as one insert per record would take minutes; then the
// office's decisions and the hall's other residents through the store's history loader (reports).
import { APPROVED_STATUS, LEVELS, MONTHS, TERMS, type ActivityEntry } from '@hall/model';
import { bulkLoadSqlite, newId, openSqliteStore } from '@hall/functions/local-server';

const STUDENTS = 200;
/** Registered residents in all (the dues list's length): the owners and some who filed nothing. */
const RESIDENTS = 1200;
/** The records are filed over the two years before the bench runs (the reports' months and days). */
const SPAN_MS = 2 * 365 * 24 * 60 * 60 * 1000;

type Person = { name: string; email: string; id: string };

/**
 * `records` per request collection over 200 students (a third approved) and the bench student,
 * who owns 20 of each (a few years of monthly tokens), loaded in one transaction; the student's
 * and the buyer's profiles through the store.
 */
export async function seedBench(
  dataDir: string,
  { records: count, student, buyer }: { records: number; student: Person; buyer: Person },
): Promise<void> {
  const ownEvery = Math.max(1, Math.floor(count / 20));
  const store = openSqliteStore(dataDir);
  await store.users.insert(student);
  await store.users.insert(buyer);
  await store.close();
  const start = Date.now() - SPAN_MS;
  const owners = Array.from({ length: STUDENTS }, (_, index) => {
    const id = `19${String(index).padStart(5, '0')}`;
    return { name: `Student ${index}`, email: `u${id}@student.cuet.ac.bd`, id };
  });
  const records = Array.from({ length: count }, (_, index) => {
    const owner = index % ownEvery === 0 ? student : owners[index % STUDENTS]!;
    return {
      ...owner,
      ...(index % 3 === 0 ? { status: APPROVED_STATUS } : {}),
      createdAt: new Date(start + Math.floor((index * SPAN_MS) / count)).toISOString(),
    };
  });
  const room = {
    student_Id_1: '1',
    student_Id_2: '2',
    student_Id_3: '3',
    student_Id_4: '4',
    room_1: '101',
    room_2: '102',
    room_3: '103',
    room_4: '104',
    pre_room: '100',
    apply_date: '2026-11-01',
  };
  const loaded = {
    tokenPurchases: records.map((record, index) => ({
      _id: newId(),
      ...record,
      Start_date: '2026-11-01',
      End_date: '2026-11-30',
      package1: '30',
      amount: '2500',
      Transaction_id: `SEEDT${index}`,
      bkash_number: '01712345678',
    })),
    hallFees: records.map((record, index) => ({
      _id: newId(),
      ...record,
      // Every level, term and month range, some wrapping the year.
      month_start: MONTHS[index % 12]!,
      month_end: MONTHS[(index * 7) % 12]!,
      lavel: LEVELS[index % 4]!,
      term: TERMS[Math.floor(index / 4) % 2]!,
      Transaction_id: `SEEDH${index}`,
      bkash_number: '01712345678',
    })),
    complaints: records.map(({ status: _status, ...record }, index) => ({
      _id: newId(),
      ...record,
      complains: `Seed complaint ${index}`,
    })),
    roomAllotments: records.map((record) => ({ _id: newId(), ...record, ...room })),
  };
  bulkLoadSqlite(dataDir, loaded);
  await loadReportsHistory(dataDir, owners, loaded);
}

/** Each approved request's decision in the log, an hour or two after it was filed; the residents. */
async function loadReportsHistory(
  dataDir: string,
  owners: Person[],
  loaded: Record<
    'tokenPurchases' | 'hallFees' | 'roomAllotments',
    Array<{ _id: string; createdAt: string; id: string; status?: string }>
  >,
) {
  const activity: ActivityEntry[] = [];
  for (const collection of ['tokenPurchases', 'hallFees', 'roomAllotments'] as const) {
    loaded[collection].forEach((record, index) => {
      if (record.status !== APPROVED_STATUS) return;
      activity.push({
        _id: newId(),
        createdAt: new Date(Date.parse(record.createdAt) + (1 + (index % 2)) * 3_600_000).toISOString(),
        actorUid: 'bench-admin',
        actorEmail: 'bench.admin@student.cuet.ac.bd',
        action: collection === 'roomAllotments' ? 'allocate' : 'approve',
        collection,
        recordId: record._id,
        studentId: record.id,
        changes: { status: APPROVED_STATUS },
        about: { createdAt: record.createdAt },
      });
    });
  }
  const others = Array.from({ length: RESIDENTS - owners.length - 2 }, (_, index) => {
    const id = `20${String(index).padStart(5, '0')}`;
    return { name: `Resident ${index}`, email: `u${id}@student.cuet.ac.bd`, id };
  });
  const store = openSqliteStore(dataDir);
  try {
    const users = [...owners, ...others].map((person) => ({
      _id: newId(),
      createdAt: new Date().toISOString(),
      ...person,
    }));
    await store.history.load({ users, activity });
  } finally {
    await store.close();
  }
}
