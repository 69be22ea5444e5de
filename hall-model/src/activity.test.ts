import { describe, expect, it } from 'vitest';
import { activityAbout, activityChanges, activityEntryId, activityFields } from './activity.ts';
import { sampleTokenPurchase } from './samples.ts';

describe('activityEntryId', () => {
  it('sorts entries made in the same millisecond in the order they were made', () => {
    const at = Date.UTC(2026, 10, 25, 10, 0, 0);
    // Random tails that would sort the other way round on their own.
    const ids = ['ffff', 'aaaa', '0000'].map((tail) => activityEntryId(tail, at));
    expect([...ids].sort()).toEqual(ids);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]{13}[0-9a-f]{4}$/);
  });

  it("sorts by time before the count: another instance's earlier entry sorts first", () => {
    const later = activityEntryId('0000', Date.UTC(2026, 10, 25, 10, 0, 0, 1));
    const earlier = activityEntryId('ffff', Date.UTC(2026, 10, 25, 10, 0, 0));
    expect(earlier < later).toBe(true);
  });
});

describe('activityChanges', () => {
  it('keeps the text fields and leaves out the rest', () => {
    expect(activityChanges({ status: 'confirm', SelectedRoom: '312', pdf: null, count: 3 })).toEqual({
      status: 'confirm',
      SelectedRoom: '312',
    });
  });
});

describe('activityAbout', () => {
  it("keeps the texts a sentence names the record by: a token's days, amount and transaction id", () => {
    const token = { ...sampleTokenPurchase({ Transaction_id: 'BKA1X9Q2T7' }), id: '2104321' };
    expect(activityAbout('tokenPurchases', token)).toEqual({
      package1: '30',
      amount: '2500',
      Transaction_id: 'BKA1X9Q2T7',
    });
    expect(
      activityAbout('hallFees', { month_start: 'november', month_end: 'february', Transaction_id: 'X1', lavel: '2' }),
    ).toEqual({
      month_start: 'november',
      month_end: 'february',
      Transaction_id: 'X1',
    });
  });

  it('keeps nothing for a collection without such texts, a missing record or an odd name', () => {
    expect(activityAbout('complaints', { complains: 'The fan is broken.' })).toEqual({});
    expect(activityAbout('tokenPurchases', undefined)).toEqual({});
    expect(activityAbout('__proto__', {})).toEqual({});
    expect(activityAbout('tokenPurchases', { package1: 30, amount: null })).toEqual({});
  });

  it("is written with the entry's fields only when there is something to keep", () => {
    const by = { uid: 'admin', email: 'hall.admin@student.cuet.ac.bd' };
    const subject = {
      collection: 'tokenPurchases',
      recordId: 'r1',
      studentId: '2104321',
      changes: { status: 'confirm' },
    };
    expect(activityFields(by, 'approve', { ...subject, record: { amount: '2500' } }).about).toEqual({ amount: '2500' });
    expect(activityFields(by, 'approve', subject)).not.toHaveProperty('about');
  });
});
