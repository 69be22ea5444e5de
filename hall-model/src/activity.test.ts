import { describe, expect, it } from 'vitest';
import { activityChanges, activityEntryId } from './activity.ts';

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
