// A student's history, newest filed first (decision 015). Both back ends page a list approved
// first, then pending and rejected, each newest first (decision 016); a history merges the two
// parts here, so its order is the query's own and "Load more" only ever appends older records.
import { isApproved, PENDING_PART } from '@hall/model';
import type { ListFilter, ListPage, PagedList, PageQuery } from './port.ts';
import { queries, type ItemOf, type PagedGroup } from './queries.ts';
import type { PagedSource } from './paged-query.ts';

type Filed = { createdAt: string; status?: string };

/**
 * The first `size` records of the list, newest filed first, and whether more follow. The newest
 * `size` of each part are enough: the back end's order is read until it has them (one page for
 * most students), and the pending part is read on its own when the approved part alone is longer.
 */
export async function newestFirst<T extends Filed>(
  readPage: (query: PageQuery) => Promise<ListPage<T>>,
  filter: ListFilter,
  size: number,
  pageSize: number,
): Promise<{ items: T[]; more: boolean }> {
  const approved: T[] = [];
  const pending: T[] = [];
  let after: string | undefined;
  let ended = false;
  while (!ended && pending.length < size && !(approved.length >= size && pending.length === 0)) {
    const page = await readPage({ ...filter, limit: pageSize, ...(after === undefined ? {} : { after }) });
    for (const item of page.items) (isApproved(item) ? approved : pending).push(item);
    after = page.next ?? undefined;
    ended = page.next === null;
  }
  if (!ended && pending.length === 0) {
    let pendingAfter: string | undefined;
    do {
      const page = await readPage({
        ...filter,
        status: PENDING_PART,
        limit: pageSize,
        ...(pendingAfter === undefined ? {} : { after: pendingAfter }),
      });
      pending.push(...page.items);
      pendingAfter = page.next ?? undefined;
    } while (pendingAfter !== undefined && pending.length < size);
  }
  // A stable sort: a tie keeps the back end's order (approved first).
  const merged = [...approved, ...pending].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  return { items: merged.slice(0, size), more: merged.length > size || !ended };
}

/**
 * The pages of a group's list newest filed first, `pageSize` at a time: a page's cursor is where
 * it starts in that order. Each page reads the back end's pages from the start, so whatever loads
 * again after a change is whole and current; a student's history rarely has more than one page.
 */
export function newestFirstPages<G extends PagedGroup>(
  group: G,
  filter: ListFilter,
  pageSize: number,
): PagedSource<ItemOf<G>> {
  return {
    page: (after) => {
      const start = after === undefined ? 0 : Number(after);
      return {
        key: [
          group,
          'page',
          { ...filter, limit: pageSize, order: 'newest', ...(after === undefined ? {} : { after }) },
        ],
        load: async (data) => {
          const list = data[group] as PagedList<ItemOf<G>>;
          const window = await newestFirst((query) => list.page(query), filter, start + pageSize, pageSize);
          const more = window.more && window.items.length === start + pageSize;
          return { items: window.items.slice(start), next: more ? String(start + pageSize) : null };
        },
      };
    },
    count: queries.count(group, filter),
  };
}
