// The money that came in (decision 035): the last twelve hall months, tokens and hall fees stacked
// per month, each month beside the same month a year earlier in the table the chart stands for.
import { useMemo } from 'react';
import type { CollectionsReport } from '@hall/model';
import { Alert } from '../../../components/ui/alert.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useQuery } from '../../../lib/data/query.ts';
import { BarChart, type ChartSeries } from './bar-chart.tsx';
import { reportQueries } from './report-queries.ts';
import { monthName, taka } from './reports-view-model.ts';

export function CollectionsSection() {
  const state = useQuery(reportQueries.collections());
  return (
    <section className="reports__section" aria-labelledby="collections-title">
      <h2 id="collections-title" className="reports__heading">
        Collections
      </h2>
      {state.status === 'error' ? <Alert severity="error">{state.message}</Alert> : null}
      {state.data ? <Collections report={state.data} /> : state.status === 'loading' ? <Spinner /> : null}
    </section>
  );
}

function Collections({ report }: { report: CollectionsReport }) {
  const labels = useMemo(() => report.months.map((month) => monthName(month.month)), [report]);
  const series = useMemo<ChartSeries[]>(
    () => [
      { name: 'Meal tokens', className: 'series-tokens', data: report.months.map((month) => month.tokens) },
      { name: 'Hall fees', className: 'series-fees', data: report.months.map((month) => month.hallFees) },
    ],
    [report],
  );
  return (
    <>
      <BarChart labels={labels} series={series} stacked narrowEvery={3} />
      <div className="table-box">
        <table className="table reports__table">
          <caption>Collections by month</caption>
          <thead>
            <tr>
              {['Month', 'Meal tokens', 'Hall fees', 'Total', 'Same month last year'].map((header) => (
                <th key={header} scope="col">
                  {header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {report.months.map((month, index) => (
              <tr key={month.month}>
                <th scope="row">{monthName(month.month)}</th>
                <td>{taka(month.tokens)}</td>
                <td>{taka(month.hallFees)}</td>
                <td>{taka(month.total)}</td>
                <td>{taka(report.lastYear[index]?.total ?? 0)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
