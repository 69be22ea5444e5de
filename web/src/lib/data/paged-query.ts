// The one way a list is read a page at a time (decision 015): every page is a query, keyed by
// its group, filter, order and cursor, so it is cached, shared and reloaded like any other;
// what a change invalidates reloads the pages on screen. An office table shows one page and
// moves between neighbours; a student's history shows every page loaded, "Load more" appending.
import { useCallback, useMemo, useRef, useState } from 'react';
import type { ListPage } from './port.ts';
import { useQueries, useQuery, useQueryCache, type Query, type QueryState } from './query.ts';

/** A list read a page at a time: the query of the page after a cursor, and the count of the whole. */
export interface PagedSource<T> {
  /** `after`: the `next` of the page before; undefined for the first page. */
  page(after: string | undefined): Query<ListPage<T>>;
  count: Query<number>;
}

export interface PagedQuery<T> {
  /** The records shown; while a page loads, the ones shown before stay (the list does not blink). */
  state: QueryState<readonly T[]>;
  /** Matches of the whole list; null until counted. */
  total: number | null;
  count: QueryState<number>;
  /** The index of the last page shown. */
  page: number;
  /** Whether a page follows the last one shown. */
  hasNext: boolean;
  /** Shows page `index`: the first, or one whose cursor is known (a neighbour). */
  setPage(index: number): void;
  /** Loads the next page, then shows it; settles when it is shown (or failed: the state says why). */
  loadMore(): Promise<void>;
}

const NOTHING: readonly never[] = [];

/**
 * A list of `source`, shown a page at a time (`show: 'page'`) or every page loaded so far
 * (`'all'`). A new source (another filter, order or page size) starts again from its first page.
 * `null`: nothing is asked yet.
 */
export function usePagedQuery<T>(source: PagedSource<T> | null, show: 'page' | 'all'): PagedQuery<T> {
  const cache = useQueryCache();
  const identity = source ? JSON.stringify([source.page(undefined).key, source.count.key]) : '';
  // cursors[k] is the `after` of page k; cursors[0] is the first page's (none).
  const cursors = useRef<Array<string | undefined>>([undefined]);
  const [shown, setShown] = useState({ identity, page: 0 });
  let last = shown.page;
  if (shown.identity !== identity) {
    cursors.current = [undefined];
    last = 0;
    setShown({ identity, page: 0 });
  }
  const indices = show === 'page' ? [last] : Array.from({ length: last + 1 }, (_, index) => index);
  const pages = useQueries(source ? indices.map((index) => source.page(cursors.current[index])) : NOTHING);
  const count = useQuery(source?.count ?? null);

  const newest = pages.at(-1);
  const next = newest?.status === 'ready' ? newest.data.next : null;
  if (newest?.status === 'ready') cursors.current[last + 1] = next ?? undefined;

  // One page's own array, or the pages joined (a new array only when a page changed: rows keep their identity).
  const items = useMemo(
    () => (pages.length === 1 ? (pages[0]?.data?.items ?? NOTHING) : pages.flatMap((page) => page.data?.items ?? [])),
    [pages],
  );
  // While another page or filter loads, what was shown last stays.
  const [lastShown, setLastShown] = useState<readonly T[]>(NOTHING);
  const failed = pages.find((page) => page.status === 'error');
  const shownNow = pages.every((page) => page.data !== undefined) ? items : lastShown;
  let state: QueryState<readonly T[]>;
  if (failed?.status === 'error') state = { status: 'error', data: shownNow, message: failed.message };
  else if (source && pages.every((page) => page.status === 'ready')) state = { status: 'ready', data: items };
  else state = { status: 'loading', data: shownNow };
  if (state.status === 'ready' && items !== lastShown) setLastShown(items);

  const setPage = useCallback(
    (index: number) => {
      // Only neighbours have known cursors (and the first page always).
      if (index === 0 || cursors.current[index] !== undefined) setShown({ identity, page: index });
    },
    [identity],
  );
  const loadMore = useCallback(async () => {
    const after = cursors.current[last + 1];
    if (!source || after === undefined) return;
    // Loaded first, so the list shows it whole (no 'loading' in between); a failure shows as the page's error.
    await cache.fetch(source.page(after)).catch(() => {});
    setShown({ identity, page: last + 1 });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the source is known by its identity
  }, [cache, identity, last]);

  return {
    state,
    total: count.status === 'ready' ? count.data : null,
    count,
    page: last,
    hasNext: newest?.status === 'ready' && next !== null,
    setPage,
    loadMore,
  };
}
