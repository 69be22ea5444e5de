// The activity log's pages as the office reads them (issue 35): a clear or rejection and the
// transaction id it gave back are one row. The two entries are written together, the release
// just after the action, so newest first the release comes just before it; a page that ends on a
// release also takes the next entry, and the page after starts past it.
import type { ActivityEntry } from '@hall/model';
import type { ListFilter, ListPage, PagedList, PageQuery } from '../../../lib/data/port.ts';
import type { Query } from '../../../lib/data/query.ts';
import { pairActivityEntries, type ActivityRow } from '../utils/activity-sentence.ts';

/** One page of rows; `limit` entries are read (a page may show fewer rows: paired ones). */
export async function pairedActivityPage(
  log: PagedList<ActivityEntry>,
  query: PageQuery,
): Promise<ListPage<ActivityRow>> {
  const page = await log.page(query);
  // A filtered log (one action) holds no pairs.
  if (query.action !== undefined) return page;
  let { items, next } = page;
  if (items.at(-1)?.action === 'transaction_released' && next !== null) {
    const { action: _none, limit: _limit, after: _after, ...filter } = query;
    const following = await log.page({ ...filter, limit: 1, after: next });
    items = [...items, ...following.items];
    next = following.next;
  }
  return { items: pairActivityEntries(items), next };
}

/** Rows for a filter: entries, less the releases folded into their action. */
export async function pairedActivityCount(log: PagedList<ActivityEntry>, filter: ListFilter): Promise<number> {
  if (filter.action !== undefined) return log.count(filter);
  const [entries, releases] = await Promise.all([
    log.count(filter),
    log.count({ ...filter, action: 'transaction_released' }),
  ]);
  return Math.max(0, entries - releases);
}

export const activityQueries = {
  page: (query: PageQuery): Query<ListPage<ActivityRow>> => ({
    key: ['activity', 'page', query],
    load: (data) => pairedActivityPage(data.activity, query),
  }),
  count: (filter: ListFilter): Query<number> => ({
    key: ['activity', 'count', filter],
    load: (data) => pairedActivityCount(data.activity, filter),
  }),
};
