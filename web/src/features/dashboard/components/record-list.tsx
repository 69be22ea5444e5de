import { useDeferredValue, useMemo, useState, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { Spinner } from '../../../components/ui/spinner.tsx';
import type { RecordsState } from '../api/use-records.ts';
import { downloadCsv, type CsvColumn } from '../utils/export-csv.ts';
import { filterByKeys } from '../utils/order.ts';

export interface Column<T> {
  header: string;
  cell: (record: T, index: number) => ReactNode;
  /** The column's text in the CSV export; columns without it (buttons) are left out. */
  csv?: (record: T, index: number) => string;
}

export interface RecordListProps<T extends { _id: string }> {
  title: string;
  state: RecordsState<T>;
  columns: readonly Column<T>[];
  /** The texts the search box matches (a substring of any): the student id, as the spec says. */
  searchKeys: (record: T) => readonly string[];
  searchLabel?: string;
  /** The CSV file's name, without date and extension. */
  exportName: string;
  /** Renders the filtered page instead of a table (the complaints box's cards). */
  renderItems?: (records: readonly T[], offset: number) => ReactNode;
}

export const ROWS_PER_PAGE_OPTIONS = [25, 50, 100];

/**
 * One admin list: 'Search by ID', the total of what the search shows, a CSV export of exactly
 * that, and a paginated table (decision 008: at most 100 rows in the DOM, so 5,000 records
 * filter and approve without jank). The search is deferred so typing never waits for the table.
 */
export function RecordList<T extends { _id: string }>({
  title,
  state,
  columns,
  searchKeys,
  searchLabel = 'Search by ID',
  exportName,
  renderItems,
}: RecordListProps<T>) {
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);
  const [page, setPage] = useState(0);
  const [rowsPerPage, setRowsPerPage] = useState(ROWS_PER_PAGE_OPTIONS[1]!);
  const [exporting, setExporting] = useState(false);

  const shown = useMemo(() => filterByKeys(state.items, deferredQuery, searchKeys), [state.items, deferredQuery, searchKeys]);
  // A narrower search can leave the page past the end: show the last page instead.
  const lastPage = Math.max(0, Math.ceil(shown.length / rowsPerPage) - 1);
  const currentPage = Math.min(page, lastPage);
  const offset = currentPage * rowsPerPage;
  const pageItems = useMemo(() => shown.slice(offset, offset + rowsPerPage), [shown, offset, rowsPerPage]);

  const exportShown = async () => {
    setExporting(true);
    try {
      const csvColumns: CsvColumn<T>[] = columns
        .filter((column) => column.csv)
        .map((column) => ({ header: column.header, value: column.csv! }));
      await downloadCsv(exportName, csvColumns, shown);
    } finally {
      setExporting(false);
    }
  };

  return (
    <section className="record-list" aria-labelledby={`${exportName}-title`}>
      <h1 id={`${exportName}-title`} className="dashboard__title">
        {title}
      </h1>
      <div className="record-list__toolbar">
        <TextField
          label={searchLabel}
          placeholder={searchLabel}
          type="search"
          size="small"
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setPage(0);
          }}
        />
        <Button variant="outlined" onClick={() => void exportShown()} disabled={exporting || state.status !== 'ready'}>
          Export CSV
        </Button>
      </div>
      <h2 className="record-list__total" aria-live="polite">
        Total: {shown.length}
      </h2>
      {state.status === 'loading' && <Spinner />}
      {state.status === 'error' && (
        <p role="alert" className="record-list__error">
          {state.message}
        </p>
      )}
      {state.status === 'ready' &&
        (renderItems ? (
          renderItems(pageItems, offset)
        ) : (
          <TableContainer className="record-list__table">
            <Table size="small" aria-label={title}>
              <TableHead>
                <TableRow>
                  {columns.map((column) => (
                    <TableCell key={column.header}>{column.header}</TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {pageItems.map((record, index) => (
                  <TableRow key={record._id}>
                    {columns.map((column) => (
                      <TableCell key={column.header}>{column.cell(record, offset + index)}</TableCell>
                    ))}
                  </TableRow>
                ))}
                {pageItems.length === 0 && (
                  <TableRow>
                    <TableCell colSpan={columns.length}>Nothing to show.</TableCell>
                  </TableRow>
                )}
              </TableBody>
            </Table>
          </TableContainer>
        ))}
      {state.status === 'ready' && shown.length > ROWS_PER_PAGE_OPTIONS[0]! && (
        <TablePagination
          component="div"
          count={shown.length}
          page={currentPage}
          rowsPerPage={rowsPerPage}
          rowsPerPageOptions={ROWS_PER_PAGE_OPTIONS}
          onPageChange={(_event, next) => setPage(next)}
          onRowsPerPageChange={(event) => {
            setRowsPerPage(Number(event.target.value));
            setPage(0);
          }}
        />
      )}
    </section>
  );
}
