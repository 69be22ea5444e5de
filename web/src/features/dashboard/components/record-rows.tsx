// The office list's records: a table's rows, or a phone's cards (record-list.tsx picks).
import { memo, type ReactNode } from 'react';
import { listText } from '@hall/model/texts/dashboard';

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

export const cellClass = (column: { wrap?: 'text' | 'email' }) =>
  column.wrap ? `record-list__cell--${column.wrap}` : 'record-list__cell--value';

/** A cell's content; an e-mail column's text gets its one break opportunity. */
function cellContent<T>(column: Column<T>, record: T, index: number): ReactNode {
  const content = column.cell(record, index);
  return column.wrap === 'email' && typeof content === 'string' ? <EmailText address={content} /> : content;
}

/**
 * The table's rows, drawn again only when the records, columns or offset change: a keystroke in
 * the search box or a pending request does not redraw a page of cells (decision 016).
 */
export const RecordRows = memo(function RecordRows<T extends { _id: string }>({
  records,
  columns,
  offset,
}: {
  records: readonly T[];
  columns: readonly Column<T>[];
  offset: number;
}) {
  return (
    <tbody>
      {records.map((record, index) => (
        <tr key={record._id}>
          {columns.map((column) => (
            <td key={column.header} className={cellClass(column)}>
              {cellContent(column, record, offset + index)}
            </td>
          ))}
        </tr>
      ))}
      {records.length === 0 && (
        <tr>
          <td colSpan={columns.length}>{listText.nothingToShow}</td>
        </tr>
      )}
    </tbody>
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
export function RecordCards<T extends { _id: string }>({
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
      {records.length === 0 && <li className="record-card">{listText.nothingToShow}</li>}
    </ul>
  );
}
