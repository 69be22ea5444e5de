import { useMemo, useState, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { ProgressBar } from '../../../components/ui/progress-bar.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import TextField from '../../../components/ui/text-field.tsx';
import { useMediaQuery } from '../../../hooks/use-media-query.ts';
import type { PagedRecords } from '../api/use-paged-list.ts';
import { downloadCsv, type CsvColumn } from '../../../lib/export-csv.ts';
import { cellClass, RecordCards, RecordRows, type Column } from './record-rows.tsx';
import { ROWS_PER_PAGE_OPTIONS, useLocalPaging, type LocalList } from './use-local-paging.ts';
import { listText } from '@hall/model/texts/dashboard';
import { count, plainNumber } from '../utils/numbers.ts';
import '../../../components/ui/table.css';
import './record-list.css';

export type { Column } from './record-rows.tsx';

/** Where the dashboard shows cards instead of a table (dashboard.css folds the menu there too). */
export const CARDS_QUERY = '(max-width: 999.98px)';

interface ServerList<T> {
  /** Searched, counted and paged by the server (usePagedList; decision 016). */
  paged: PagedRecords<T>;
  state?: undefined;
  searchKeys?: undefined;
}

export type RecordListProps<T extends { _id: string }> = (LocalList<T> | ServerList<T>) & {
  title: string;
  columns: readonly Column<T>[];
  searchLabel?: string;
  /** The CSV file's name, without date and extension. */
  exportName: string;
  /** Renders the filtered page instead of a table (the complaints box's cards). */
  renderItems?: (records: readonly T[], offset: number) => ReactNode;
  /** More controls beside the search box (the activity log's Action select). */
  filters?: ReactNode;
  /** The button that shows the records filed meanwhile ('1 new request'): listText.newRequests by default. */
  arrivalText?: (count: number, shown: string) => string;
};

/**
 * One admin list: 'Search by ID', the total of what the search shows, a CSV export of exactly
 * that, and a paginated table (decision 008: at most 100 rows in the DOM). A long list comes from
 * the server a page at a time (`paged`, decision 016); a short one (`state`) is searched here.
 */
export function RecordList<T extends { _id: string }>(props: RecordListProps<T>) {
  const {
    title,
    columns: allColumns,
    searchLabel = listText.searchById,
    exportName,
    renderItems,
    filters,
    arrivalText = listText.newRequests,
  } = props;
  const columns = useMemo(() => allColumns.filter((column) => !column.csvOnly), [allColumns]);
  const local = useLocalPaging(props.paged ? null : props);
  const list = props.paged ?? local!;
  const state = list.state;
  const [exporting, setExporting] = useState<{ loaded: number; total: number | null } | null>(null);
  const offset = list.page * list.rowsPerPage;
  const pageItems: readonly T[] = state.data ?? [];
  const asCards = useMediaQuery(CARDS_QUERY);

  const exportShown = async () => {
    setExporting({ loaded: 0, total: list.total });
    try {
      const records = await list.loadAll((loaded, total) => setExporting({ loaded, total }));
      const csvColumns: CsvColumn<T>[] = allColumns
        .filter((column) => column.csv)
        .map((column) => ({ header: column.header, value: column.csv! }));
      await downloadCsv(exportName, csvColumns, records);
    } catch (error) {
      console.error(error);
    } finally {
      setExporting(null);
    }
  };

  return (
    <section className="record-list" aria-labelledby={`${exportName}-title`}>
      <h1 id={`${exportName}-title`} className="dashboard__title">
        {title}
      </h1>
      <div className="record-list__toolbar">
        <TextField
          className="record-list__search"
          label={searchLabel}
          placeholder={searchLabel}
          type="search"
          look="small"
          value={list.query}
          onChange={(event) => list.setQuery(event.target.value)}
        />
        {filters}
        <Button
          variant="secondary"
          onClick={() => void exportShown()}
          disabled={exporting !== null || state.status === 'error'}
        >
          {listText.exportCsv}
        </Button>
      </div>
      {exporting && (
        <div className="record-list__export" role="status">
          {listText.exporting(count(exporting.loaded), exporting.total !== null ? count(exporting.total) : null)}
          <ProgressBar
            {...(exporting.total ? { value: Math.min(100, (100 * exporting.loaded) / exporting.total) } : {})}
            label={listText.exportProgress}
          />
        </div>
      )}
      <h2 className="record-list__total" aria-live="polite">
        {listText.total(list.total === null ? '…' : plainNumber(list.total))}
      </h2>
      {/* Filed since the list loaded: shown when asked, so no row moves under the pointer (issue 35). */}
      <div className="record-list__arrivals" aria-live="polite">
        {list.arrivals ? (
          <Button size="small" onClick={() => list.showArrivals?.()}>
            {arrivalText(list.arrivals, plainNumber(list.arrivals))}
          </Button>
        ) : null}
      </div>
      {state.status === 'loading' && pageItems.length === 0 && <Spinner />}
      {state.status === 'error' && (
        <p role="alert" className="error-text">
          {state.message}
        </p>
      )}
      {state.status !== 'error' &&
        (state.status === 'ready' || pageItems.length > 0) &&
        (renderItems ? (
          renderItems(pageItems, offset)
        ) : asCards ? (
          <RecordCards title={title} columns={columns} records={pageItems} offset={offset} />
        ) : (
          <div className="table-box record-list__table">
            <table className="table" aria-label={title}>
              <thead>
                <tr>
                  {columns.map((column) => (
                    <th key={column.header} className={cellClass(column)}>
                      {column.header}
                    </th>
                  ))}
                </tr>
              </thead>
              <RecordRows records={pageItems} columns={columns} offset={offset} />
            </table>
          </div>
        ))}
      <ListPages list={list} />
    </section>
  );
}

/** A list's page controls, shown once it has more than one page. */
export function ListPages({ list }: { list: PagedRecords<unknown> }) {
  if (list.page === 0 && !list.hasNext) return null;
  return (
    <Pagination
      // Unknown until counted: 'of more than N'.
      count={list.total ?? -1}
      page={list.page}
      rowsPerPage={list.rowsPerPage}
      rowsPerPageOptions={ROWS_PER_PAGE_OPTIONS}
      onPageChange={list.setPage}
      onRowsPerPageChange={list.setRowsPerPage}
      nextDisabled={!list.hasNext || list.state.status === 'loading'}
    />
  );
}
