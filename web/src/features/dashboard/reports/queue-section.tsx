// The queue (decision 035): what waits per kind and since when, the last 30 hall days' requests
// filed and decided (a chart, and the table it stands for), and the median time to decision.
import { useMemo } from 'react';
import type { QueueReport } from '@hall/model';
import { BarChart, type ChartSeries } from './bar-chart.tsx';
import { ReportSection, ReportTable } from './report-parts.tsx';
import { reportQueries } from './report-queries.ts';
import { dayName, medianLine, pendingLine } from './reports-view-model.ts';

export function QueueSection() {
  return (
    <ReportSection id="queue-title" title="The queue" query={reportQueries.queue()}>
      {(report) => <Queue report={report} />}
    </ReportSection>
  );
}

function Queue({ report }: { report: QueueReport }) {
  const now = new Date();
  const chart = useMemo(() => {
    const series: ChartSeries[] = [
      { name: 'Filed', className: 'series-filed', data: report.days.map((day) => day.filed) },
      { name: 'Decided', className: 'series-decided', data: report.days.map((day) => day.decided) },
    ];
    return { labels: report.days.map((day) => dayName(day.day)), series };
  }, [report]);
  return (
    <>
      <ul className="reports__lines">
        {report.pending.map((figure) => (
          <li key={figure.kind}>{pendingLine(figure, now)}</li>
        ))}
      </ul>
      <BarChart {...chart} labelEvery={3} narrowEvery={7} thin />
      <ReportTable caption="Requests filed and decided, last 30 days" headers={['Day', 'Filed', 'Decided']}>
        {report.days.map((day) => (
          <tr key={day.day}>
            <th scope="row">{dayName(day.day)}</th>
            <td>{day.filed.toLocaleString('en-US')}</td>
            <td>{day.decided.toLocaleString('en-US')}</td>
          </tr>
        ))}
      </ReportTable>
      <p className="reports__totals">{medianLine(report.medianHoursToDecision)}</p>
    </>
  );
}
