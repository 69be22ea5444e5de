// The bench's data (scripts/bench.ts): profiles through the store, then every request collection
// through the SQLite store's bulk loader, as one insert per record would take minutes.
import { APPROVED_STATUS } from '@hall/model';
import { bulkLoadSqlite, newId, openSqliteStore } from '@hall/functions/local-server';

const STUDENTS = 200;

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
  const start = Date.UTC(2020, 0, 1);
  const owners = Array.from({ length: STUDENTS }, (_, index) => {
    const id = `19${String(index).padStart(5, '0')}`;
    return { name: `Student ${index}`, email: `u${id}@student.cuet.ac.bd`, id };
  });
  const records = Array.from({ length: count }, (_, index) => {
    const owner = index % ownEvery === 0 ? student : owners[index % STUDENTS]!;
    return {
      ...owner,
      ...(index % 3 === 0 ? { status: APPROVED_STATUS } : {}),
      createdAt: new Date(start + index * 60_000).toISOString(),
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
  bulkLoadSqlite(dataDir, {
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
      month_start: 'january',
      month_end: 'june',
      lavel: '2',
      term: '1',
      Transaction_id: `SEEDH${index}`,
      bkash_number: '01712345678',
    })),
    complaints: records.map(({ status: _status, ...record }, index) => ({
      _id: newId(),
      ...record,
      complains: `Seed complaint ${index}`,
    })),
    roomAllotments: records.map((record) => ({ _id: newId(), ...record, ...room })),
  });
}
