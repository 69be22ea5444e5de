import { describe, expect, it } from 'vitest';
import { approvedFirst, isApproved } from './approval.ts';

describe('approvedFirst', () => {
  it('puts approved records first, each group newest first, equal times in their given order', () => {
    const records = [
      { n: 1, createdAt: '2026-01-03T00:00:00.000Z' },
      { n: 2, createdAt: '2026-01-01T00:00:00.000Z', status: 'confirm' },
      { n: 3, createdAt: '2026-01-04T00:00:00.000Z' },
      { n: 4, createdAt: '2026-01-02T00:00:00.000Z', status: 'confirm' },
      { n: 5, createdAt: '2026-01-04T00:00:00.000Z' },
    ];
    expect(approvedFirst(records).map((record) => record.n)).toEqual([4, 2, 3, 5, 1]);
    expect(records.map((record) => record.n)).toEqual([1, 2, 3, 4, 5]);
  });

  it('counts only the approved status as approved', () => {
    expect([{ status: 'confirm' }, { status: 'pending' }, {}, { complains: 'x' }].map(isApproved)).toEqual([
      true,
      false,
      false,
      false,
    ]);
  });
});
