// The kitchen's count (issue 30): today's and tomorrow's meals per sitting, expected and served,
// as the office's dashboard and the staff's phone page both show it.
import { dayLabel, SITTINGS, type DayCounts } from '@hall/model';
import { Alert } from '../ui/alert.tsx';
import { useKitchenCounts } from './use-kitchen-counts.ts';
import './dining.css';

function CountTable({ title, counts }: { title: string; counts: DayCounts }) {
  return (
    <table className="count-table">
      <caption>{`${title}, ${dayLabel(counts.day)}`}</caption>
      <thead>
        <tr>
          <th scope="col">Sitting</th>
          <th scope="col">Expected</th>
          <th scope="col">Served</th>
        </tr>
      </thead>
      <tbody>
        {SITTINGS.map(({ key, label }) => {
          const count = counts.sittings.find((sitting) => sitting.sitting === key);
          return (
            <tr key={key}>
              <th scope="row">{label}</th>
              <td>{count?.expected ?? 0}</td>
              <td>{count?.served ?? 0}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/** Both days' tables, live; what was shown stays while the count loads again. */
export function KitchenCount() {
  const state = useKitchenCounts();
  return (
    <div className="kitchen-count">
      {state.data ? (
        <>
          <CountTable title="Today" counts={state.data.today} />
          <CountTable title="Tomorrow" counts={state.data.tomorrow} />
        </>
      ) : state.status === 'loading' ? (
        <p role="status">Loading the count…</p>
      ) : null}
      {state.status === 'error' ? (
        <Alert severity="error">{`The count could not be loaded: ${state.message}`}</Alert>
      ) : null}
    </div>
  );
}
