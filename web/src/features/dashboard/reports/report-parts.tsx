// The pieces every report section shares: its heading, the API's message when it fails, a spinner
// while it first loads; and a table with its caption and column headers.
import type { ReactNode } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useQuery, type Query } from '../../../lib/data/query.ts';
import { listText } from '@hall/model/texts/dashboard';

export interface ReportSectionProps<T> {
  id: string;
  title: string;
  query: Query<T>;
  /** Shown above the figures whatever their state (the dues' period and exports). */
  controls?: ReactNode;
  children: (data: T, loading: boolean) => ReactNode;
}

export function ReportSection<T>({ id, title, query, controls, children }: ReportSectionProps<T>) {
  const state = useQuery(query);
  return (
    <section className="reports__section" aria-labelledby={id}>
      <h2 id={id} className="reports__heading">
        {title}
      </h2>
      {controls}
      {state.status === 'error' ? <Alert severity="error">{state.message}</Alert> : null}
      {state.data !== undefined && state.status !== 'error' ? (
        children(state.data, state.status === 'loading')
      ) : state.status === 'loading' ? (
        <Spinner />
      ) : null}
    </section>
  );
}

export interface ReportTableProps {
  caption: string;
  /** The caption is read out but not shown (the section's heading says it). */
  hideCaption?: boolean;
  headers: readonly string[];
  /** The body's rows; none says 'Nothing to show.'. */
  children: ReactNode[];
}

export function ReportTable({ caption, hideCaption = false, headers, children }: ReportTableProps) {
  return (
    // Focusable: on a phone a wide table scrolls in its box, and the keyboard must reach it too.
    <div className="table-box" tabIndex={0} role="group" aria-label={caption}>
      <table className="table reports__table">
        <caption className={hideCaption ? 'visually-hidden' : undefined}>{caption}</caption>
        <thead>
          <tr>
            {headers.map((header) => (
              <th key={header} scope="col">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {children.length > 0 ? (
            children
          ) : (
            <tr>
              <td colSpan={headers.length}>{listText.nothingToShow}</td>
            </tr>
          )}
        </tbody>
      </table>
    </div>
  );
}
