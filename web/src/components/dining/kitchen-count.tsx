// The kitchen's count (issue 30): today's and tomorrow's meals per sitting, expected and served,
// as the office's dashboard and the staff's phone page both show it.
import { dayLabel, SITTINGS, type DayCounts } from '@hall/model';
import { diningPageText as text } from '@hall/model/texts/dining-pages';
import { Alert } from '../ui/alert.tsx';
import { useKitchenCounts } from './use-kitchen-counts.ts';
import './dining.css';

function CountTable({ title, counts }: { title: string; counts: DayCounts }) {
  return (
    <table className="count-table">
      <caption>{`${title}, ${dayLabel(counts.day)}`}</caption>
      <thead>
        <tr>
          <th scope="col">{text.sitting}</th>
          <th scope="col">{text.expected}</th>
          <th scope="col">{text.served}</th>
        </tr>
      </thead>
      <tbody>
        {SITTINGS.map(({ key }) => {
          const count = counts.sittings.find((sitting) => sitting.sitting === key);
          return (
            <tr key={key}>
              <th scope="row">{text.sittings[key]}</th>
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
          <CountTable title={text.today} counts={state.data.today} />
          <CountTable title={text.tomorrow} counts={state.data.tomorrow} />
        </>
      ) : state.status === 'loading' ? (
        <p role="status">{text.loading}</p>
      ) : null}
      {state.status === 'error' ? <Alert severity="error">{text.countFailed(state.message)}</Alert> : null}
    </div>
  );
}
