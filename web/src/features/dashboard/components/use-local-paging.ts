import { useDeferredValue, useMemo, useState } from 'react';
import type { QueryState } from '../../../lib/data/query.ts';
import type { PagedRecords } from '../api/use-paged-list.ts';
import { filterByKeys } from '../utils/order.ts';

export const ROWS_PER_PAGE_OPTIONS = [25, 50, 100];

export interface LocalList<T> {
  /** Every record, searched and paged here. */
  state: QueryState<readonly T[]>;
  /** The texts the search box matches (a substring of any): the student id, as the spec says. */
  searchKeys: (record: T) => readonly string[];
  paged?: undefined;
}

/** The same controls over records held here: the short lists (students, messages). */
export function useLocalPaging<T extends { _id: string }>(props: LocalList<T> | null): PagedRecords<T> | null {
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);
  const [page, setPage] = useState(0);
  const [rowsPerPage, setRowsPerPage] = useState(ROWS_PER_PAGE_OPTIONS[1]!);
  const items = props?.state.data;
  const searchKeys = props?.searchKeys;
  const shown = useMemo(
    () => (items && searchKeys ? filterByKeys(items, deferredQuery, searchKeys) : []),
    [items, deferredQuery, searchKeys],
  );
  if (!props) return null;
  // A narrower search can leave the page past the end: show the last page instead.
  const lastPage = Math.max(0, Math.ceil(shown.length / rowsPerPage) - 1);
  const currentPage = Math.min(page, lastPage);
  const offset = currentPage * rowsPerPage;
  const { state } = props;
  return {
    state: { ...state, data: shown.slice(offset, offset + rowsPerPage) },
    total: state.status === 'ready' ? shown.length : null,
    query,
    setQuery: (text) => {
      setQuery(text);
      setPage(0);
    },
    page: currentPage,
    hasNext: currentPage < lastPage,
    rowsPerPage,
    setPage,
    setRowsPerPage: (rows) => {
      setRowsPerPage(rows);
      setPage(0);
    },
    loadAll: async () => [...shown],
  };
}
