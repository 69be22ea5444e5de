import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { DataPort, ListFilter, ListPage, PageQuery } from '../../../lib/data/port.ts';
import { queries, type PagedGroup } from '../../../lib/data/queries.ts';
import { useQuery, useQueryCache, type Query, type QueryState } from '../../../lib/data/query.ts';
import { activityQueries } from './activity-pages.ts';
import { heldArrivalsOf, isLiveGroup, useHeldCount } from './held-arrivals.ts';

/** Waits this long after the last keystroke before asking the server (decision 016). */
export const SEARCH_DEBOUNCE_MS = 80;
/** The most records the CSV export asks for at once (the API's page limit). */
const EXPORT_PAGE = 200;

export interface PagedRecords<T> {
  /** The records of the page on screen. */
  state: QueryState<readonly T[]>;
  /** Matches of the current filter on the server; null until counted. */
  total: number | null;
  /** What the search box holds (the server is asked once typing pauses). */
  query: string;
  setQuery(query: string): void;
  page: number;
  /** Whether a page follows the one on screen. */
  hasNext: boolean;
  rowsPerPage: number;
  /** Moves to the next or the previous page (cursor paging), or back to the first. */
  setPage(page: number): void;
  setRowsPerPage(rows: number): void;
  /** Every record of the current filter, a page at a time, reporting (loaded, total). */
  loadAll(onProgress: (loaded: number, total: number | null) => void): Promise<T[]>;
  /** Records filed since the list last loaded, not shown yet (held-arrivals.ts); absent where none arrive. */
  arrivals?: number;
  /** Loads the list again from its first page, showing them. */
  showArrivals?(): void;
}

type ItemOf<G extends PagedGroup> = Awaited<ReturnType<DataPort[G]['page']>>['items'][number];

/** A page of the group; the activity log's pairs each clear or rejection with its release. */
const pageQuery = <G extends PagedGroup>(group: G, query: PageQuery) =>
  (group === 'activity' ? activityQueries.page(query) : queries.page(group, query)) as Query<ListPage<ItemOf<G>>>;
const countQuery = (group: PagedGroup, filter: ListFilter) =>
  group === 'activity' ? activityQueries.count(filter) : queries.count(group, filter);

/**
 * An admin list read from the server a page at a time (the page and the count are queries): the
 * first page shows as soon as it arrives, the total is counted beside it, and the search asks
 * the server once typing pauses. A change to the group (approve, clear) invalidates both.
 */
export function usePagedList<G extends PagedGroup>(
  group: G,
  fixed: ListFilter = {},
  initialRows = 50,
): PagedRecords<ItemOf<G>> {
  const cache = useQueryCache();
  // A link to the list may carry the student id to search for (the activity log's, ?id=2104321).
  const [searchParams] = useSearchParams();
  const [query, setQueryText] = useState(() => searchParams.get('id') ?? '');
  const [search, setSearch] = useState(() => (searchParams.get('id') ?? '').trim());
  const [page, setPageIndex] = useState(0);
  const [rowsPerPage, setRows] = useState(initialRows);
  // cursors[k] is the `after` of page k; cursors[0] is the first page's (none).
  const cursors = useRef<Array<string | undefined>>([undefined]);
  const { status, action } = fixed;
  const filter: ListFilter = {
    ...(search ? { idPrefix: search } : {}),
    ...(status ? { status } : {}),
    ...(action ? { action } : {}),
  };
  const filterKey = JSON.stringify(filter);

  // Debounced: the server is asked once the office stops typing.
  useEffect(() => {
    const timer = setTimeout(() => {
      setSearch(query.trim());
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [query]);

  // A new filter or page size starts again from the first page.
  const [shownFor, setShownFor] = useState(`${filterKey}|${rowsPerPage}`);
  let pageIndex = page;
  if (shownFor !== `${filterKey}|${rowsPerPage}`) {
    cursors.current = [undefined];
    pageIndex = 0;
    setShownFor(`${filterKey}|${rowsPerPage}`);
    setPageIndex(0);
  }

  const after = cursors.current[pageIndex];
  const answer = useQuery(pageQuery(group, { ...filter, limit: rowsPerPage, ...(after ? { after } : {}) }));
  const count = useQuery(countQuery(group, filter));
  const next = answer.data?.next ?? null;
  if (answer.status === 'ready') cursors.current[pageIndex + 1] = next ?? undefined;

  // While another page or search loads, the last page shown stays (the table does not blink).
  const [lastShown, setLastShown] = useState<readonly ItemOf<G>[]>([]);
  if (answer.status === 'ready' && answer.data.items !== lastShown) setLastShown(answer.data.items);
  const state: QueryState<readonly ItemOf<G>[]> =
    answer.status === 'ready'
      ? { status: 'ready', data: answer.data.items }
      : { ...answer, data: answer.data?.items ?? lastShown };
  const total = count.status === 'ready' ? count.data : null;

  // A list loaded afresh shows what was filed before: nothing is held for it any more.
  const arrivals = useHeldCount(cache, group, status);
  const loadedPage = answer.status === 'ready' ? answer.data : null;
  useEffect(() => {
    if (loadedPage && isLiveGroup(group)) heldArrivalsOf(cache).forget(group);
  }, [cache, group, loadedPage]);
  const showArrivals = useCallback(() => {
    if (!isLiveGroup(group)) return;
    heldArrivalsOf(cache).forget(group);
    setPageIndex(0);
    void cache.invalidate([group]);
  }, [cache, group]);

  const setQuery = useCallback((text: string) => setQueryText(text), []);
  const setPage = useCallback((wanted: number) => {
    // Only neighbours have known cursors (and the first page always).
    if (wanted === 0 || cursors.current[wanted] !== undefined) setPageIndex(wanted);
  }, []);
  const loadAll = useCallback(
    async (onProgress: (loaded: number, total: number | null) => void) => {
      const wanted = JSON.parse(filterKey) as ListFilter;
      const all: ItemOf<G>[] = [];
      let from: string | undefined;
      do {
        const part = await cache.fetch(
          pageQuery(group, { ...wanted, limit: EXPORT_PAGE, ...(from ? { after: from } : {}) }),
        );
        all.push(...part.items);
        onProgress(all.length, total);
        from = part.next ?? undefined;
      } while (from);
      return all;
    },
    [cache, group, filterKey, total],
  );

  return {
    state,
    total,
    hasNext: answer.status === 'ready' && next !== null,
    query,
    setQuery,
    page: pageIndex,
    rowsPerPage,
    setPage,
    setRowsPerPage: setRows,
    loadAll,
    arrivals,
    showArrivals,
  };
}
