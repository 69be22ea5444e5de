import { useCallback, useEffect, useRef, useState } from 'react';
import type { ListFilter, PagedList } from '../../../lib/data/port.ts';
import { problemText, type RecordsState } from './use-records.ts';

/** Waits this long after the last keystroke before asking the server (decision 016). */
export const SEARCH_DEBOUNCE_MS = 80;
/** The most records the CSV export asks for at once (the API's page limit). */
const EXPORT_PAGE = 200;

export interface PagedRecords<T> {
  /** The records of the page on screen. */
  state: RecordsState<T>;
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
  /** Changes the page on screen after an approval (no refetch). */
  change(edit: (items: readonly T[]) => T[]): void;
  /** Takes a deleted record off the page and the total. */
  removed(id: string): void;
  /** Every record of the current filter, a page at a time, reporting (loaded, total). */
  loadAll(onProgress: (loaded: number, total: number | null) => void): Promise<T[]>;
}

/**
 * An admin list read from the server a page at a time: the first page shows as soon as it
 * arrives, the total is counted beside it, and the search asks the server once typing pauses.
 */
export function usePagedList<T extends { _id: string }>(source: PagedList<T>, fixed: ListFilter = {}, initialRows = 50): PagedRecords<T> {
  const [query, setQueryText] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPageIndex] = useState(0);
  const [rowsPerPage, setRows] = useState(initialRows);
  const [state, setState] = useState<RecordsState<T>>({ status: 'loading', items: [] });
  const [total, setTotal] = useState<number | null>(null);
  // cursors[k] is the `after` of page k; cursors[0] is the first page's (none).
  const cursors = useRef<Array<string | undefined>>([undefined]);
  const [hasNext, setHasNext] = useState(false);
  const { status } = fixed;
  const filter: ListFilter = { ...(search ? { idPrefix: search } : {}), ...(status ? { status } : {}) };
  const filterKey = JSON.stringify(filter);

  // Debounced: the server is asked once the office stops typing.
  useEffect(() => {
    const timer = setTimeout(() => {
      setSearch(query.trim());
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [query]);

  // A new filter or page size starts again from the first page.
  useEffect(() => {
    cursors.current = [undefined];
    setPageIndex(0);
  }, [filterKey, rowsPerPage]);

  useEffect(() => {
    let live = true;
    setTotal(null);
    source.count(JSON.parse(filterKey) as ListFilter).then(
      (count) => live && setTotal(count),
      (error: unknown) => console.error(error),
    );
    return () => {
      live = false;
    };
  }, [source, filterKey]);

  useEffect(() => {
    let live = true;
    const after = cursors.current[page];
    setState((current) => ({ status: 'loading', items: current.items }));
    source.page({ ...(JSON.parse(filterKey) as ListFilter), limit: rowsPerPage, ...(after ? { after } : {}) }).then(
      (answer) => {
        if (!live) return;
        cursors.current[page + 1] = answer.next ?? undefined;
        setHasNext(answer.next !== null);
        setState({ status: 'ready', items: answer.items });
      },
      (error: unknown) => {
        console.error(error);
        if (live) setState({ status: 'error', items: [], message: problemText(error) });
      },
    );
    return () => {
      live = false;
    };
  }, [source, filterKey, page, rowsPerPage]);

  const setQuery = useCallback((text: string) => setQueryText(text), []);
  const setPage = useCallback((next: number) => {
    // Only neighbours have known cursors (and the first page always).
    if (next === 0 || cursors.current[next] !== undefined) setPageIndex(next);
  }, []);
  const change = useCallback((edit: (items: readonly T[]) => T[]) => setState((current) => ({ ...current, items: edit(current.items) })), []);
  const removed = useCallback(
    (id: string) => {
      change((items) => items.filter((item) => item._id !== id));
      setTotal((count) => (count === null ? null : Math.max(0, count - 1)));
    },
    [change],
  );
  const loadAll = useCallback(
    async (onProgress: (loaded: number, total: number | null) => void) => {
      const wanted = JSON.parse(filterKey) as ListFilter;
      const all: T[] = [];
      let after: string | undefined;
      do {
        const answer = await source.page({ ...wanted, limit: EXPORT_PAGE, ...(after ? { after } : {}) });
        all.push(...answer.items);
        onProgress(all.length, total);
        after = answer.next ?? undefined;
      } while (after);
      return all;
    },
    [source, filterKey, total],
  );

  return {
    state,
    total,
    hasNext,
    query,
    setQuery,
    page,
    rowsPerPage,
    setPage,
    setRowsPerPage: setRows,
    change,
    removed,
    loadAll,
  };
}
