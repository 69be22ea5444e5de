import { memo, useDeferredValue, useMemo, useState, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import LinearProgress from '@mui/material/LinearProgress';
import useMediaQuery from '@mui/material/useMediaQuery';
import { Spinner } from '../../../components/ui/spinner.tsx';
import type { PagedRecords } from '../api/use-paged-list.ts';
import type { QueryState } from '../../../lib/data/query.ts';
import { downloadCsv, type CsvColumn } from '../utils/export-csv.ts';
import { filterByKeys } from '../utils/order.ts';

export interface Column<T> {
  header: string;
  cell: (record: T, index: number) => ReactNode;
  /** The column's text in the CSV export; columns without it (buttons) are left out. */
  csv?: (record: T, index: number) => string;
  /** Status and buttons: on a phone's card they sit together in its actions row, below the fields. */
  action?: boolean;
  /**
   * How the table's cell may wrap (issue 35). By default never: ids, transaction ids, phones,
   * amounts and dates are read against a bKash statement whole. 'text' wraps at spaces (names,
   * reasons, complaints); 'email' only before its '@'.
   */
  wrap?: 'text' | 'email';
  /** Only in the CSV export (the raw fields behind a sentence), not on screen. */
  csvOnly?: boolean;
}

/** An e-mail address that a narrow cell breaks before its '@', nowhere else. */
export function EmailText({ address }: { address: string }) {
  const at = address.lastIndexOf('@');
  if (at <= 0) return address;
  return (
    <>
      {address.slice(0, at)}
      <wbr />
      {address.slice(at)}
    </>
  );
}

const cellClass = (column: { wrap?: 'text' | 'email' }) =>
  column.wrap ? `record-list__cell--${column.wrap}` : 'record-list__cell--value';

/** A cell's content; an e-mail column's text gets its one break opportunity. */
function cellContent<T>(column: Column<T>, record: T, index: number): ReactNode {
  const content = column.cell(record, index);
  return column.wrap === 'email' && typeof content === 'string' ? <EmailText address={content} /> : content;
}

/** Where the dashboard shows cards instead of a table (dashboard.css folds the menu there too). */
export const CARDS_QUERY = '(max-width: 999.98px)';

interface LocalList<T> {
  /** Every record, searched and paged here. */
  state: QueryState<readonly T[]>;
  /** The texts the search box matches (a substring of any): the student id, as the spec says. */
  searchKeys: (record: T) => readonly string[];
  paged?: undefined;
}

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
  /** What a new record is called on the button that shows those filed meanwhile ('1 new request'). */
  arrivalName?: string;
};

export const ROWS_PER_PAGE_OPTIONS = [25, 50, 100];

/**
 * One admin list: 'Search by ID', the total of what the search shows, a CSV export of exactly
 * that, and a paginated table (decision 008: at most 100 rows in the DOM). A long list comes from
 * the server a page at a time (`paged`, decision 016); a short one (`state`) is searched here.
 */
export function RecordList<T extends { _id: string }>(props: RecordListProps<T>) {
  const {
    title,
    columns: allColumns,
    searchLabel = 'Search by ID',
    exportName,
    renderItems,
    filters,
    arrivalName = 'request',
  } = props;
  const columns = useMemo(() => allColumns.filter((column) => !column.csvOnly), [allColumns]);
  const local = useLocalPaging(props.paged ? null : props);
  const list = props.paged ?? local!;
  const state = list.state;
  const [exporting, setExporting] = useState<{ loaded: number; total: number | null } | null>(null);
  const offset = list.page * list.rowsPerPage;
  const pageItems: readonly T[] = state.data ?? [];
  const asCards = useMediaQuery(CARDS_QUERY, { noSsr: true });

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
          size="small"
          value={list.query}
          onChange={(event) => list.setQuery(event.target.value)}
        />
        {filters}
        <Button
          variant="outlined"
          onClick={() => void exportShown()}
          disabled={exporting !== null || state.status === 'error'}
        >
          Export CSV
        </Button>
      </div>
      {exporting && (
        <div className="record-list__export" role="status">
          Exporting {exporting.loaded.toLocaleString('en')}
          {exporting.total !== null ? ` of ${exporting.total.toLocaleString('en')}` : ''} records
          <LinearProgress
            variant={exporting.total ? 'determinate' : 'indeterminate'}
            value={exporting.total ? Math.min(100, (100 * exporting.loaded) / exporting.total) : 0}
            aria-label="Export progress"
          />
        </div>
      )}
      <h2 className="record-list__total" aria-live="polite">
        Total: {list.total ?? '…'}
      </h2>
      {/* Filed since the list loaded: shown when asked, so no row moves under the pointer (issue 35). */}
      <div className="record-list__arrivals" aria-live="polite">
        {list.arrivals ? (
          <Button variant="contained" size="small" onClick={() => list.showArrivals?.()}>
            {list.arrivals} new {arrivalName}
            {list.arrivals === 1 ? '' : 's'}
          </Button>
        ) : null}
      </div>
      {state.status === 'loading' && pageItems.length === 0 && <Spinner />}
      {state.status === 'error' && (
        <p role="alert" className="record-list__error">
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
          <TableContainer className="record-list__table">
            <Table size="small" aria-label={title}>
              <TableHead>
                <TableRow>
                  {columns.map((column) => (
                    <TableCell key={column.header} className={cellClass(column)}>
                      {column.header}
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <RecordRows records={pageItems} columns={columns} offset={offset} />
            </Table>
          </TableContainer>
        ))}
      {(list.page > 0 || list.hasNext) && (
        <TablePagination
          component="div"
          // Unknown until counted: MUI then shows 'of more than N'.
          count={list.total ?? -1}
          page={list.page}
          rowsPerPage={list.rowsPerPage}
          rowsPerPageOptions={ROWS_PER_PAGE_OPTIONS}
          onPageChange={(_event, next) => list.setPage(next)}
          onRowsPerPageChange={(event) => list.setRowsPerPage(Number(event.target.value))}
          slotProps={{ actions: { nextButton: { disabled: !list.hasNext || state.status === 'loading' } } }}
        />
      )}
    </section>
  );
}

/**
 * The table's rows, drawn again only when the records, columns or offset change: a keystroke in
 * the search box or a pending request does not redraw a page of MUI cells (decision 016).
 */
const RecordRows = memo(function RecordRows<T extends { _id: string }>({
  records,
  columns,
  offset,
}: {
  records: readonly T[];
  columns: readonly Column<T>[];
  offset: number;
}) {
  return (
    <TableBody>
      {records.map((record, index) => (
        <TableRow key={record._id}>
          {columns.map((column) => (
            <TableCell key={column.header} className={cellClass(column)}>
              {cellContent(column, record, offset + index)}
            </TableCell>
          ))}
        </TableRow>
      ))}
      {records.length === 0 && (
        <TableRow>
          <TableCell colSpan={columns.length}>Nothing to show.</TableCell>
        </TableRow>
      )}
    </TableBody>
  );
}) as <T extends { _id: string }>(props: {
  records: readonly T[];
  columns: readonly Column<T>[];
  offset: number;
}) => ReactNode;

/**
 * A phone's list: one card per record, each field under its column's name, then the status and
 * buttons in one row (room for more than one action), so nothing needs sideways scrolling.
 */
function RecordCards<T extends { _id: string }>({
  title,
  columns,
  records,
  offset,
}: {
  title: string;
  columns: readonly Column<T>[];
  records: readonly T[];
  offset: number;
}) {
  const fields = columns.filter((column) => !column.action);
  const actions = columns.filter((column) => column.action);
  return (
    <ul className="record-cards" aria-label={title}>
      {records.map((record, index) => (
        <li key={record._id} className="record-card">
          <dl className="record-card__fields">
            {fields.map((column) => (
              <div key={column.header}>
                <dt>{column.header}</dt>
                <dd>{cellContent(column, record, offset + index)}</dd>
              </div>
            ))}
          </dl>
          {actions.length > 0 && (
            <div className="record-card__actions">
              {actions.map((column) => (
                <div key={column.header}>{column.cell(record, offset + index)}</div>
              ))}
            </div>
          )}
        </li>
      ))}
      {records.length === 0 && <li className="record-card">Nothing to show.</li>}
    </ul>
  );
}

/** The same controls over records held here: the short lists (students, messages). */
function useLocalPaging<T extends { _id: string }>(props: LocalList<T> | null): PagedRecords<T> | null {
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
