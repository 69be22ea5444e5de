// The store port's reports part (ReportsRepository, issue 32, decision 035) as cases every store
// must pass: SQLite (sqlite/reports.test.ts), the Firestore store on the in-memory double and on
// the emulator. Each answer is compared with reports-oracle.ts, a direct computation over the
// seeded hall (reports-seed.ts), which is loaded through `store.history` and then has some
// requests cleared through the store itself.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMonths, lastMonths, type DuesPeriod } from '@hall/model';
import type { Store } from './port.ts';
import {
  expectedCollections,
  expectedDuesList,
  expectedDuesPage,
  expectedQueue,
  type StoredHall,
} from './reports-oracle.ts';
import { SEEDED_NOW, seedHall } from './reports-seed.ts';

export interface OpenedReportsStore {
  store: Store;
  close(): Promise<void>;
}

const PERIODS: DuesPeriod[] = [
  { level: '1', term: '2', from: 'November', to: 'February' }, // wraps the year
  { level: '2', term: '1', from: 'january', to: 'june' },
  { level: '3', term: '2', from: 'December', to: 'December' },
  { level: '1', term: '1', from: 'July', to: 'june' }, // the whole year, wrapping
];

/** Level 4 has no fees in the seeded hall: everyone owes every month. */
const NO_FEES: DuesPeriod = { level: '4', term: '1', from: 'March', to: 'May' };

/** A case's time limit: the Firestore emulator answers more slowly than SQLite. */
const CASE_MS = 120_000;

const SEARCHES = ['1900', '21', 'rahim', 'NUSRAT', '  u2000  ', 'jahan', '@student.cuet', 'zzz-nobody'];

/** The seeded hall's 24 months: the collections report's twelve and the same a year earlier. */
const months = () => {
  const recent = lastMonths(SEEDED_NOW);
  return [...recent, ...recent.map((month) => addMonths(month, -12))];
};

export function describeReportsContract(name: string, open: () => Promise<OpenedReportsStore>): void {
  describe(`reports contract: ${name}`, () => {
    let opened: OpenedReportsStore;
    let store: Store;
    let hall: StoredHall;

    beforeAll(async () => {
      opened = await open();
      store = opened.store;
      const seeded = seedHall();
      await store.history.load(seeded);
      for (const { collection, id } of seeded.toClear) expect(await store[collection].remove(id)).toBe(true);
      const cleared = new Set(seeded.toClear.map((record) => record.id));
      const kept = <T extends { _id: string }>(records: T[]) => records.filter((record) => !cleared.has(record._id));
      hall = {
        // As stored: an owner's e-mail lowercased.
        users: seeded.users.map((user) => ({ ...user, email: user.email.toLowerCase() })),
        tokenPurchases: kept(seeded.tokenPurchases),
        hallFees: kept(seeded.hallFees),
        roomAllotments: kept(seeded.roomAllotments),
        activity: seeded.activity,
      };
    }, 600_000);
    afterAll(async () => {
      await opened?.close();
    }, CASE_MS);

    it(
      'seeds the hall the cases read (1,200 students, requests cleared through the store)',
      async () => {
        expect(hall.users).toHaveLength(1200);
        expect(await store.users.list()).toHaveLength(1200);
        expect(await store.hallFees.count()).toBe(hall.hallFees.length);
        expect(await store.tokenPurchases.count()).toBe(hall.tokenPurchases.length);
        expect(hall.hallFees.length).toBeLessThan(2600);
      },
      CASE_MS,
    );

    it(
      'lists every student’s dues for a period, most owed first, as computed directly',
      async () => {
        for (const period of [...PERIODS, NO_FEES]) {
          const expected = expectedDuesList(hall, period);
          expect(expected.totals.students).toBe(1200);
          expect(await store.reports.duesList(period)).toEqual(expected);
        }
      },
      CASE_MS,
    );

    it(
      'pages the dues 50 at a time, totals the whole period, and passes the last page',
      async () => {
        for (const period of PERIODS) {
          const expected = expectedDuesList(hall, period);
          expect(expected.totals.owing).toBeGreaterThan(0);
          expect(expected.totals.paid).toBeGreaterThan(0);
          expect(expected.totals.pending).toBeGreaterThan(0);
          for (const page of [1, 2, 24, 25]) {
            expect(await store.reports.dues(period, { page })).toEqual(expectedDuesPage(hall, period, '', page));
          }
          expect(await store.reports.dues(period)).toEqual(expectedDuesPage(hall, period, '', 1));
        }
      },
      CASE_MS,
    );

    it(
      'searches the dues by student id prefix, or name or e-mail in any case; totals stay the period’s',
      async () => {
        const period = PERIODS[0]!;
        for (const search of SEARCHES) {
          const expected = expectedDuesPage(hall, period, search, 1);
          const answer = await store.reports.dues(period, { search });
          expect(answer, search).toEqual(expected);
          if (expected.matching > 50) {
            expect(await store.reports.dues(period, { search, page: 2 }), search).toEqual(
              expectedDuesPage(hall, period, search, 2),
            );
          }
        }
        expect((await store.reports.dues(period, { search: 'zzz-nobody' })).matching).toBe(0);
      },
      CASE_MS,
    );

    it(
      'has everyone owe every month of a period without fees',
      async () => {
        const answer = await store.reports.duesList(NO_FEES);
        expect(answer.totals).toEqual({ students: 1200, owing: 1200, paid: 0, pending: 0, owed: 1200 * 900 });
        expect(answer).toEqual(expectedDuesList(hall, NO_FEES));
      },
      CASE_MS,
    );

    it(
      'sums the approved money of 24 months in the order asked, as computed directly',
      async () => {
        const asked = months();
        const expected = expectedCollections(hall, asked);
        expect(expected.every((month) => month.tokenCount > 0 && month.hallFeeCount > 0)).toBe(true);
        expect(await store.reports.collections(asked)).toEqual(expected);
        const shuffled = [...asked].reverse();
        expect(await store.reports.collections(shuffled)).toEqual(expectedCollections(hall, shuffled));
        // The hall's month starts at 18:00 UTC: one token on each side of December 2025's first minute.
        // And a hall fee on each side of January 2026's.
        const edges = ['2025-11', '2025-12', '2026-01'];
        expect(await store.reports.collections(edges)).toEqual(expectedCollections(hall, edges));
      },
      CASE_MS,
    );

    it(
      'reads the queue at a given time as computed directly',
      async () => {
        const expected = expectedQueue(hall, SEEDED_NOW);
        expect(expected.pending.every((kind) => kind.pending > 0)).toBe(true);
        expect(expected.decisions).toBeGreaterThan(0);
        expect(await store.reports.queue(SEEDED_NOW)).toEqual(expected);
        const earlier = new Date(SEEDED_NOW.getTime() - 45 * 24 * 60 * 60 * 1000);
        expect(await store.reports.queue(earlier)).toEqual(expectedQueue(hall, earlier));
      },
      CASE_MS,
    );
  });

  describe(`reports contract on an empty store: ${name}`, () => {
    it(
      'answers zeros, no rows and no median',
      async () => {
        const empty = await open();
        try {
          const hall: StoredHall = { users: [], tokenPurchases: [], hallFees: [], roomAllotments: [], activity: [] };
          const period = PERIODS[0]!;
          expect(await empty.store.reports.dues(period)).toEqual(expectedDuesPage(hall, period));
          expect(await empty.store.reports.duesList(period)).toEqual(expectedDuesList(hall, period));
          expect(await empty.store.reports.collections(months())).toEqual(expectedCollections(hall, months()));
          const queue = await empty.store.reports.queue(SEEDED_NOW);
          expect(queue).toEqual(expectedQueue(hall, SEEDED_NOW));
          expect(queue.medianHoursToDecision).toBeNull();
        } finally {
          await empty.close();
        }
      },
      CASE_MS,
    );
  });
}
