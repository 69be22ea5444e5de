// The queue (decision 035): what waits per kind and since when, the last 30 hall days' requests
// filed and decided (a chart, and the table it stands for), and the median time to decision.
import { useMemo } from 'react';
import type { QueueReport } from '@hall/model';
import { Alert } from '../../../components/ui/alert.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useQuery } from '../../../lib/data/query.ts';
import { BarChart, type ChartSeries } from './bar-chart.tsx';
import { reportQueries } from './report-queries.ts';
import { dayName, medianLine, pendingLine } from './reports-view-model.ts';

export function QueueSection() {
  const state = useQuery(reportQueries.queue());
  return (
    <section className="reports__section" aria-labelledby="queue-title">
      <h2 id="queue-title" className="reports__heading">
        The queue
      </h2>
      {state.status === 'error' ? <Alert severity="error">{state.message}</Alert> : null}
      {state.data ? <Queue report={state.data} /> : state.status === 'loading' ? <Spinner /> : null}
    </section>
  );
}

function Queue({ report }: { report: QueueReport }) {
  const now = new Date();
  const labels = useMemo(() => report.days.map((day) => dayName(day.day)), [report]);
  const series = useMemo<ChartSeries[]>(
    () => [
      { name: 'Filed', className: 'series-filed', data: report.days.map((day) => day.filed) },
      { name: 'Decided', className: 'series-decided', data: report.days.map((day) => day.decided) },
    ],
    [report],
  );
  return (
    <>
      <ul className="reports__lines">
        {report.pending.map((figure) => (
          <li key={figure.kind}>{pendingLine(figure, now)}</li>
        ))}
      </ul>
      <BarChart labels={labels} series={series} narrowEvery={7} thin />
      <div className="table-box">
        <table className="table reports__table">
          <caption>Requests filed and decided, last 30 days</caption>
          <thead>
            <tr>
              {['Day', 'Filed', 'Decided'].map((header) => (
                <th key={header} scope="col">
                  {header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {report.days.map((day) => (
              <tr key={day.day}>
                <th scope="row">{dayName(day.day)}</th>
                <td>{day.filed.toLocaleString('en-US')}</td>
                <td>{day.decided.toLocaleString('en-US')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="reports__totals">{medianLine(report.medianHoursToDecision)}</p>
    </>
  );
}
