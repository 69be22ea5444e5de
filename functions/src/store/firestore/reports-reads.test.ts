// What one report costs in firebase mode (decision 035): the document reads Firestore bills (one per
// document returned, one per 1,000 entries a count() counts), counted by the double on the reports
// contract's hall (1,200 students, two years of tokens and hall fees). The expected figures are
// the decision's, computed here from the seeded records: a report that starts reading more fails.
import { beforeAll, describe, expect, it } from 'vitest';
import { addMonths, lastMonths, type DuesPeriod } from '@hall/model';
import { SEEDED_NOW, seedHall } from '../reports-seed.ts';
import { asBucket, asFirestore, FakeBucket, FakeFirestore } from './fake-firestore.ts';
import { openFirestoreStore } from './firestore-store.ts';

const DAY = 24 * 60 * 60 * 1000;

describe('the reports’ reads in firebase mode, at a hall’s scale', () => {
  const db = new FakeFirestore();
  const store = openFirestoreStore(asFirestore(db), asBucket(new FakeBucket()));
  const hall = seedHall();
  const readsOf = async (report: () => Promise<unknown>) => {
    const before = db.billedReads;
    await report();
    return db.billedReads - before;
  };
  beforeAll(() => store.history.load(hall), 120_000);

  it('dues: one read per profile and per fee of the period’s level and term, whatever the period’s months', async () => {
    const period: DuesPeriod = { level: '1', term: '2', from: 'November', to: 'February' };
    let fees = 0;
    for (const fee of hall.hallFees) if (fee.lavel === period.level && fee.term === period.term) fees += 1;
    expect(await readsOf(() => store.reports.dues(period))).toBe(hall.users.length + fees);
    expect(await readsOf(() => store.reports.duesList({ ...period, from: 'July', to: 'june' }))).toBe(
      hall.users.length + fees,
    );
  });

  it('collections: a count per month and token amount (48), and one read per approved fee of the 24 months', async () => {
    const recent = lastMonths(SEEDED_NOW);
    // Oldest first: months[12] is the first month a year back, months[11] the current one.
    const months = [...recent, ...recent.map((month) => addMonths(month, -12))];
    const from = Date.parse(`${months[12]}-01T00:00:00+06:00`);
    const to = Date.parse(`${addMonths(months[11]!, 1)}-01T00:00:00+06:00`);
    let approvedFees = 0;
    for (const fee of hall.hallFees) {
      const at = Date.parse(fee.createdAt);
      if (fee.status === 'confirm' && at >= from && at < to) approvedFees += 1;
    }
    expect(await readsOf(() => store.reports.collections(months))).toBe(48 + approvedFees);
  });

  it('queue: 99 counts, a page and a halving search per kind, the decisions of 30 days: not every request since the oldest pending', async () => {
    let scanned = 0;
    let search = 0;
    for (const records of [hall.tokenPurchases, hall.hallFees, hall.roomAllotments]) {
      let oldestPending = Infinity;
      for (const record of records)
        if (record.status === undefined) oldestPending = Math.min(oldestPending, Date.parse(record.createdAt));
      for (const record of records) if (Date.parse(record.createdAt) >= oldestPending) scanned += 1;
      // The newest page, the first request, each halving's four counts, and at most a page left.
      search += 300 + 1 + Math.ceil(Math.log2(records.length)) * 4 * Math.ceil(records.length / 1000) + 300;
    }
    let decisions = 0;
    for (const entry of hall.activity) {
      const recent = Date.parse(entry.createdAt) > SEEDED_NOW.getTime() - 31 * DAY;
      if (recent && ['approve', 'reject', 'allocate'].includes(entry.action)) decisions += 1;
    }
    const reads = await readsOf(() => store.reports.queue(SEEDED_NOW));
    console.info(`queue: ${reads} reads (${scanned} requests since the oldest pending, ${decisions} decisions)`);
    expect(reads).toBeGreaterThanOrEqual(99 + decisions);
    // A moved room's log is read too (a few entries each).
    expect(reads).toBeLessThanOrEqual(99 + search + 3 * decisions);
    expect(reads).toBeLessThan(scanned);
    // Decision 035's figure on this hall, exactly: the halving's steps depend on where the pending
    // requests fall, so the figure is the one the search reads here, not a formula.
    expect(reads).toBe(1798);
  }, 30_000);
});
