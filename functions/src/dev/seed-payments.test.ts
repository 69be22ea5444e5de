// The demo's year of payments (seed-payments.ts), as a pure generator: twelve months with approved
// money, the student who owes exactly two months of the Reports page's opening period, unique
// transaction ids, every time in the past, records the API's schemas accept, and the office's
// decisions logged once each. Figures are counted here with plain loops over what it generates.
import { describe, expect, it } from 'vitest';
import {
  hallFeeSubmission,
  MONTHS,
  newUserInput,
  normalizeTransactionId,
  rejectionInput,
  tokenPurchaseSubmission,
  type HallFee,
  type TokenPurchase,
} from '@hall/model';
import { DEMO_RESIDENTS } from './seed-rooms.ts';
import { DEMO_PAYERS, demoPayments, TWO_MONTHS_OWED } from './seed-payments.ts';

const office = { uid: 'office-uid', email: 'hall.admin@student.cuet.ac.bd' };
const HOUR = 3_600_000;
/** The hall month (Dhaka, UTC+6) of an instant, counted here without the model. */
const dhakaMonth = (at: number) => new Date(at + 6 * HOUR).toISOString().slice(0, 7);
/** The twelve hall months ending with the one `now` is in, oldest first. */
function lastTwelveMonths(now: Date): string[] {
  const [year, month] = dhakaMonth(now.getTime()).split('-').map(Number) as [number, number];
  return Array.from({ length: 12 }, (_, index) => {
    const months = year * 12 + month - 1 - (11 - index);
    return `${Math.floor(months / 12)}-${String((months % 12) + 1).padStart(2, '0')}`;
  });
}

// Mid-month in either half-year, and two days into a half-year (its fees mostly not yet filed).
const MID_MONTH = ['2026-11-27T08:00:00Z', '2027-03-14T12:00:00Z', '2027-12-20T03:00:00Z'].map((at) => new Date(at));
const HALF_JUST_BEGUN = new Date('2027-07-02T05:00:00Z');
/** The months of level 1, term 1 this half-year at each `now`, as the Reports page opens on them. */
const OPENING_MONTHS = new Map<Date, string[]>([
  [MID_MONTH[0]!, ['July', 'August', 'September', 'October', 'November', 'December']],
  [MID_MONTH[1]!, ['january', 'February', 'March', 'April', 'May', 'june']],
  [MID_MONTH[2]!, ['July', 'August', 'September', 'October', 'November', 'December']],
  [HALF_JUST_BEGUN, ['July', 'August', 'September', 'October', 'November', 'December']],
]);

/** The months a fee covers, read forward from its first month and wrapping the year. */
function feeMonths(fee: Pick<HallFee, 'month_start' | 'month_end'>): string[] {
  const covered: string[] = [];
  let index = MONTHS.indexOf(fee.month_start);
  for (;;) {
    covered.push(MONTHS[index]!);
    if (MONTHS[index] === fee.month_end) return covered;
    index = (index + 1) % 12;
  }
}

/** Months of `period` a student's approved and pending fees of level 1, term 1 cover. */
function openingDues(fees: HallFee[], studentId: string, period: string[]) {
  const paid = new Set<string>();
  const pending = new Set<string>();
  for (const fee of fees) {
    if (fee.id !== studentId || fee.lavel !== '1' || fee.term !== '1' || fee.status === 'rejected') continue;
    for (const month of feeMonths(fee)) if (period.includes(month)) (fee.status ? paid : pending).add(month);
  }
  return { paid: paid.size, pending: [...pending].filter((month) => !paid.has(month)).length };
}

describe.each([...OPENING_MONTHS.keys()])('the demo year of payments at %s', (now) => {
  const year = demoPayments(now, office);
  const payments: Array<{ kind: string; record: TokenPurchase | HallFee }> = [
    ...year.tokenPurchases.map((record) => ({ kind: 'tokenPurchases', record })),
    ...year.hallFees.map((record) => ({ kind: 'hallFees', record })),
  ];

  it('has Sumaiya Rahman owe exactly two months of level 1, term 1 this half-year; 2204008 all six', () => {
    const period = OPENING_MONTHS.get(now)!;
    expect(openingDues(year.hallFees, TWO_MONTHS_OWED.id, period)).toEqual({ paid: 4, pending: 0 });
    expect(openingDues(year.hallFees, '2204008', period)).toEqual({ paid: 0, pending: 0 });
    expect(openingDues(year.hallFees, '2204007', period)).toEqual({ paid: 0, pending: 6 });
    // Easy to find: registered, and no other demo student shares her name.
    expect(year.users.filter((user) => user.id === TWO_MONTHS_OWED.id)).toHaveLength(1);
    const names = [...DEMO_RESIDENTS, ...DEMO_PAYERS].map((one) => one.name);
    expect(names.filter((name) => name.includes('Sumaiya'))).toEqual(['Sumaiya Rahman']);
  });

  it('never repeats a transaction id, nor a record id', () => {
    const keys = payments.map(({ record }) => normalizeTransactionId(record.Transaction_id));
    expect(new Set(keys).size).toBe(keys.length);
    const ids = [...payments.map(({ record }) => record._id), ...year.users.map((user) => user._id)];
    expect(new Set(ids).size).toBe(ids.length);
    const entryIds = year.activity.map((entry) => entry._id);
    expect(new Set(entryIds).size).toBe(entryIds.length);
  });

  it('files and decides everything in the past, each decision logged once after its filing', () => {
    for (const user of year.users) expect(Date.parse(user.createdAt)).toBeLessThan(now.getTime());
    for (const { kind, record } of payments) {
      const filedAt = Date.parse(record.createdAt);
      expect(filedAt, record._id).toBeLessThan(now.getTime());
      const entries = year.activity.filter((entry) => entry.recordId === record._id);
      const decisions = entries.filter((entry) => entry.action === 'approve' || entry.action === 'reject');
      expect(decisions, record._id).toHaveLength(record.status ? 1 : 0);
      for (const entry of entries) {
        expect(entry).toMatchObject({ collection: kind, studentId: record.id, actorUid: office.uid });
        expect(Date.parse(entry.createdAt)).toBeGreaterThan(filedAt);
        expect(Date.parse(entry.createdAt)).toBeLessThanOrEqual(now.getTime());
        // The queue's time to decision reads when the request was filed from the entry.
        expect(entry.about?.createdAt).toBe(record.createdAt);
      }
      if (record.status === 'rejected')
        expect(entries.map((entry) => entry.action)).toEqual(['reject', 'transaction_released']);
    }
    expect(year.activity).toHaveLength(
      payments.filter(({ record }) => record.status).length +
        payments.filter(({ record }) => record.status === 'rejected').length,
    );
  });

  it('holds only what the API would have accepted', () => {
    for (const user of year.users) {
      const { _id, createdAt: _registeredAt, ...fields } = user;
      expect(newUserInput.parse(fields), user.id).toEqual(fields);
    }
    for (const { kind, record } of payments) {
      const { _id, createdAt: _filedAt, status, rejectReason, ...fields } = record;
      const schema = kind === 'tokenPurchases' ? tokenPurchaseSubmission : hallFeeSubmission;
      expect(schema.parse(fields), _id).toEqual(fields);
      if (status === 'rejected')
        expect(rejectionInput.parse({ status, rejectReason })).toEqual({ status, rejectReason });
      else expect(rejectReason).toBeUndefined();
    }
  });

  it('is mostly approved, with some pending filed over the last week and a few rejected', () => {
    const approved = payments.filter(({ record }) => record.status === 'confirm').length;
    const rejected = payments.filter(({ record }) => record.status === 'rejected').length;
    const pending = payments.filter(({ record }) => record.status === undefined);
    expect(approved / payments.length).toBeGreaterThan(0.85);
    expect(rejected).toBeGreaterThanOrEqual(1);
    expect(pending.filter(({ kind }) => kind === 'tokenPurchases').length).toBeGreaterThanOrEqual(3);
    expect(pending.filter(({ kind }) => kind === 'hallFees').length).toBeGreaterThanOrEqual(2);
    for (const { record } of pending)
      expect(Date.parse(record.createdAt)).toBeGreaterThan(now.getTime() - 8 * 24 * HOUR);
    // The queue's chart has decisions to show in its 30 days.
    const lately = year.activity.filter((entry) => Date.parse(entry.createdAt) > now.getTime() - 30 * 24 * HOUR);
    expect(lately.length).toBeGreaterThan(10);
  });

  it('gives the same year for the same moment', () => {
    expect(demoPayments(now, office)).toEqual(year);
  });
});

describe.each(MID_MONTH)('the collections of the demo year at %s', (now) => {
  it('has approved meal-token money in each of the last twelve months and hall fees in both half-years', () => {
    const year = demoPayments(now, office);
    const approvedIn = (records: Array<TokenPurchase | HallFee>) => {
      const months = new Set<string>();
      for (const record of records)
        if (record.status === 'confirm') months.add(dhakaMonth(Date.parse(record.createdAt)));
      return months;
    };
    const tokenMonths = approvedIn(year.tokenPurchases);
    for (const month of lastTwelveMonths(now)) expect(tokenMonths.has(month), month).toBe(true);
    const feeMonthsFiled = [...approvedIn(year.hallFees)].filter((month) => lastTwelveMonths(now).includes(month));
    expect(feeMonthsFiled.length).toBeGreaterThanOrEqual(2);
  });
});
