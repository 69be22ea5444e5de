import { describe, expect, it } from 'vitest';
import type { ActivityEntry } from '@hall/model';
import type { ListFilter, PagedList, PageQuery } from '../../../lib/data/port.ts';
import { pairedActivityCount, pairedActivityPage } from './activity-pages.ts';

const entry = (id: string, fields: Partial<ActivityEntry>): ActivityEntry => ({
  _id: id,
  createdAt: '2026-11-26T11:05:00.000Z',
  actorUid: 'admin-uid',
  actorEmail: 'hall.admin@student.cuet.ac.bd',
  action: 'approve',
  collection: 'hallFees',
  recordId: id,
  studentId: '1904001',
  changes: {},
  ...fields,
});

// Newest first, as the stores list it: each release just before the action written with it.
const LOG: ActivityEntry[] = [
  entry('a1', {}),
  entry('rel-r', { action: 'transaction_released', recordId: 'r', changes: { Transaction_id: 'BKA1' } }),
  entry('rej', { action: 'reject', recordId: 'r' }),
  entry('rel-c', { action: 'transaction_released', recordId: 'c', changes: { Transaction_id: 'BKA2' } }),
  entry('clr', { action: 'clear', recordId: 'c' }),
  entry('a2', {}),
];

/** A store's log over LOG with index cursors: what an adapter answers, paging included. */
function storeLog(): PagedList<ActivityEntry> {
  const matching = (filter: ListFilter) => LOG.filter((e) => !filter.action || e.action === filter.action);
  return {
    page: async ({ limit, after, ...filter }: PageQuery) => {
      const start = after === undefined ? 0 : Number(after);
      const all = matching(filter);
      const end = start + limit;
      return { items: all.slice(start, end), next: end < all.length ? String(end) : null };
    },
    count: async (filter: ListFilter) => matching(filter).length,
  };
}

async function allRows(limit: number) {
  const log = storeLog();
  const pages: string[][] = [];
  let after: string | undefined;
  do {
    const page = await pairedActivityPage(log, { limit, ...(after ? { after } : {}) });
    pages.push(page.items.map((row) => `${row._id}${row.released ? `+${row.released._id}` : ''}`));
    after = page.next ?? undefined;
  } while (after);
  return pages;
}

describe('the activity log read a page at a time', () => {
  it('shows each action once with its release, whatever the page size', async () => {
    for (const limit of [1, 2, 3, 4, 5, 6, 50]) {
      const rows = (await allRows(limit)).flat();
      expect(rows, `pages of ${limit}`).toEqual(['a1', 'rej+rel-r', 'clr+rel-c', 'a2']);
    }
  });

  it('takes the action onto the page that ends on its release, and starts the next page past it', async () => {
    // Pages of 2: [a1, rel-r] ends on a release, so rej joins it; the next page starts at rel-c
    // and ends on its partner, clr.
    expect(await allRows(2)).toEqual([['a1', 'rej+rel-r'], ['clr+rel-c'], ['a2']]);
  });

  it('counts rows: the releases folded into their actions are not counted twice', async () => {
    expect(await pairedActivityCount(storeLog(), {})).toBe(4);
    expect(await pairedActivityCount(storeLog(), { action: 'transaction_released' })).toBe(2);
  });

  it('lists a release on its own when the office filters on releases', async () => {
    const page = await pairedActivityPage(storeLog(), { limit: 10, action: 'transaction_released' });
    expect(page.items.map((row) => row._id)).toEqual(['rel-r', 'rel-c']);
  });
});
