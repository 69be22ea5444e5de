// A list's page controls, worded as MUI's TablePagination was (the office's tests and habits
// know them): 'Rows per page:', '51–100 of 300' ('of more than 100' until counted), and the
// 'Go to previous page' / 'Go to next page' buttons.
import { paginationText } from '@hall/model/texts/pagination';
import { useId } from 'react';
import './table.css';

export function Pagination({
  count,
  page,
  rowsPerPage,
  rowsPerPageOptions,
  onPageChange,
  onRowsPerPageChange,
  nextDisabled,
}: {
  /** -1 while unknown. */
  count: number;
  page: number;
  rowsPerPage: number;
  rowsPerPageOptions: readonly number[];
  onPageChange: (page: number) => void;
  onRowsPerPageChange: (rows: number) => void;
  /** The list knows whether a next page exists (cursor paging). */
  nextDisabled: boolean;
}) {
  const selectId = useId();
  const from = count === 0 ? 0 : page * rowsPerPage + 1;
  const to = count === -1 ? (page + 1) * rowsPerPage : Math.min(count, (page + 1) * rowsPerPage);
  return (
    <div className="pagination">
      <label className="pagination__label" htmlFor={selectId}>
        {paginationText.rowsPerPage}
      </label>
      <select
        id={selectId}
        className="pagination__select"
        value={rowsPerPage}
        onChange={(event) => onRowsPerPageChange(Number(event.target.value))}
      >
        {rowsPerPageOptions.map((rows) => (
          <option key={rows} value={rows}>
            {rows}
          </option>
        ))}
      </select>
      <p className="pagination__shown">{paginationText.shown(from, to, count === -1 ? to : count, count === -1)}</p>
      <button
        type="button"
        className="pagination__step"
        aria-label={paginationText.previous}
        title={paginationText.previous}
        disabled={page === 0}
        onClick={() => onPageChange(page - 1)}
      >
        <Chevron back />
      </button>
      <button
        type="button"
        className="pagination__step"
        aria-label={paginationText.next}
        title={paginationText.next}
        disabled={nextDisabled}
        onClick={() => onPageChange(page + 1)}
      >
        <Chevron />
      </button>
    </div>
  );
}

function Chevron({ back = false }: { back?: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d={back ? 'M15.41 7.41 14 6l-6 6 6 6 1.41-1.41L10.83 12z' : 'M10 6 8.59 7.41 13.17 12l-4.58 4.59L10 18l6-6z'}
      />
    </svg>
  );
}
