// The whole demo (seedDemoData) on both stores: the year of payments loads beside the demo's own
// requests, no transaction id twice across them, and the reports read it as the demo means them:
// Sumaiya Rahman owes two months of the opening period, money came in every month of the year,
// and requests wait in the queue.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Auth } from 'firebase-admin/auth';
import { afterEach, describe, expect, it } from 'vitest';
import { normalizeTransactionId, type Month } from '@hall/model';
import type { Store } from '../store/port.ts';
import { asBucket, asFirestore, FakeBucket, FakeFirestore } from '../store/firestore/fake-firestore.ts';
import { openFirestoreStore } from '../store/firestore/firestore-store.ts';
import { openSqliteStore } from '../store/sqlite/sqlite-store.ts';
import { demoPayments, TWO_MONTHS_OWED } from './seed-payments.ts';
import { seedDemoData } from './seed.ts';

const ADMIN = 'hall.admin@student.cuet.ac.bd';
/** The Auth emulator's part of the seeding: accounts made, the office's uid looked up. */
const auth = {
  createUser: async ({ email }: { email: string }) => ({ uid: `uid-${email}` }),
  getUserByEmail: async (email: string) => ({ uid: `uid-${email}` }),
} as unknown as Auth;

const folders: string[] = [];
const opened: Store[] = [];
afterEach(async () => {
  for (const store of opened.splice(0)) await store.close();
  for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
});
const open: Record<string, () => Store> = {
  SQLite: () => {
    folders.push(fs.mkdtempSync(path.join(os.tmpdir(), 'seed-demo-')));
    return openSqliteStore(folders.at(-1)!);
  },
  'Firestore (in-memory double)': () =>
    openFirestoreStore(asFirestore(new FakeFirestore()), asBucket(new FakeBucket())),
};

/** The hall month (Dhaka, UTC+6) of an instant, `back` months earlier. */
function dhakaMonth(at: Date, back = 0): string {
  const [year, month] = new Date(at.getTime() + 6 * 3_600_000).toISOString().slice(0, 7).split('-').map(Number);
  const index = year! * 12 + month! - 1 - back;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

describe.each(Object.keys(open))('the demo on %s', (name) => {
  it('holds the year of payments beside the demo requests, which the reports read', { timeout: 60_000 }, async () => {
    const store = open[name]!();
    opened.push(store);
    const before = new Date();
    await seedDemoData(store, auth, ADMIN);
    const now = new Date();

    const payments = [...(await store.tokenPurchases.list()), ...(await store.hallFees.list())];
    const keys = payments.map((record) => normalizeTransactionId(record.Transaction_id));
    expect(new Set(keys).size).toBe(keys.length);
    const year = demoPayments(before, { uid: `uid-${ADMIN}`, email: ADMIN });
    expect(payments.length).toBeGreaterThan(year.tokenPurchases.length + year.hallFees.length);

    // The Reports page opens on level 1, term 1 and this half-year.
    const firstHalf = Number(dhakaMonth(now).slice(5)) <= 6;
    const period = {
      level: '1',
      term: '1',
      from: (firstHalf ? 'january' : 'July') as Month,
      to: (firstHalf ? 'june' : 'December') as Month,
    } as const;
    const found = await store.reports.dues(period, { search: TWO_MONTHS_OWED.id });
    expect(found.rows).toEqual([
      expect.objectContaining({ id: TWO_MONTHS_OWED.id, name: 'Sumaiya Rahman', owedMonths: 2, owed: 600, paid: 1200 }),
    ]);

    const months = Array.from({ length: 12 }, (_, back) => dhakaMonth(now, 11 - back));
    const collected = await store.reports.collections(months);
    for (const month of collected) expect(month.tokens, month.month).toBeGreaterThan(0);

    const queue = await store.reports.queue(now);
    const pending = Object.fromEntries(queue.pending.map((figure) => [figure.kind, figure.pending]));
    expect(pending.tokenPurchases).toBeGreaterThanOrEqual(3);
    expect(pending.hallFees).toBeGreaterThanOrEqual(2);
    expect(queue.decisions).toBeGreaterThan(0);
    expect(queue.medianHoursToDecision).not.toBeNull();
  });
});
