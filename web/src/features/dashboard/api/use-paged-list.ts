import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { usePagedQuery, type PagedSource } from '../../../lib/data/paged-query.ts';
import type { ListFilter, ListPage, PageQuery } from '../../../lib/data/port.ts';
import { queries, type ItemOf, type PagedGroup } from '../../../lib/data/queries.ts';
import { useQueryCache, type Query, type QueryState } from '../../../lib/data/query.ts';
import { activityQueries } from './activity-pages.ts';
import { heldArrivalsOf, isLiveGroup, useHeldCount } from './held-arrivals.ts';
import { SEARCH_DEBOUNCE_MS } from './search-timing.ts';

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

/** A page of the group; the activity log's pairs each clear or rejection with its release. */
const pageQuery = <G extends PagedGroup>(group: G, query: PageQuery) =>
  (group === 'activity' ? activityQueries.page(query) : queries.page(group, query)) as Query<ListPage<ItemOf<G>>>;
const countQuery = (group: PagedGroup, filter: ListFilter) =>
  group === 'activity' ? activityQueries.count(filter) : queries.count(group, filter);

/**
 * An admin list read from the server a page at a time (usePagedQuery: the page and the count are
 * queries): the first page shows as soon as it arrives, the total is counted beside it, and the
 * search asks the server once typing pauses. A change to the group (approve, clear) invalidates both.
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
  const [rowsPerPage, setRows] = useState(initialRows);
  const { status, action } = fixed;
  const filterKey = JSON.stringify({
    ...(search ? { idPrefix: search } : {}),
    ...(status ? { status } : {}),
    ...(action ? { action } : {}),
  });

  // Debounced: the server is asked once the office stops typing.
  useEffect(() => {
    const timer = setTimeout(() => {
      setSearch(query.trim());
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [query]);

  // A new filter or page size is a new source: it starts again from the first page.
  const source = useMemo<PagedSource<ItemOf<G>>>(() => {
    const filter = JSON.parse(filterKey) as ListFilter;
    return {
      page: (after) => pageQuery(group, { ...filter, limit: rowsPerPage, ...(after ? { after } : {}) }),
      count: countQuery(group, filter),
    };
  }, [group, filterKey, rowsPerPage]);
  const paged = usePagedQuery(source, 'page');
  const { total, setPage } = paged;

  // A list loaded afresh shows what was filed before: nothing is held for it any more.
  const arrivals = useHeldCount(cache, group, status);
  const loaded = paged.state.status === 'ready' ? paged.state.data : null;
  useEffect(() => {
    if (loaded && isLiveGroup(group)) heldArrivalsOf(cache).forget(group);
  }, [cache, group, loaded]);
  const showArrivals = useCallback(() => {
    if (!isLiveGroup(group)) return;
    heldArrivalsOf(cache).forget(group);
    setPage(0);
    void cache.invalidate([group]);
  }, [cache, group, setPage]);

  const setQuery = useCallback((text: string) => setQueryText(text), []);
  const loadAll = useCallback(
    async (onProgress: (loaded: number, total: number | null) => void) => {
      const wanted = JSON.parse(filterKey) as ListFilter;
      const all: ItemOf<G>[] = [];
      let from: string | undefined;
      do {
        const part = await cache.fetch(
          pageQuery(group, { ...wanted, limit: EXPORT_PAGE, ...(from ? { after: from } : {}) }),
          { keep: false },
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
    state: paged.state,
    total,
    hasNext: paged.hasNext,
    query,
    setQuery,
    page: paged.page,
    rowsPerPage,
    setPage,
    setRowsPerPage: setRows,
    loadAll,
    arrivals,
    showArrivals,
  };
}
