// The queue (decision 035): what waits per kind and since when, the last 30 hall days' requests
// filed and decided (a chart, and the table it stands for), and the median time to decision.
import { useMemo } from 'react';
import type { QueueReport } from '@hall/model';
import { BarChart, type ChartSeries } from './bar-chart.tsx';
import { ReportSection, ReportTable } from './report-parts.tsx';
import { reportQueries } from './report-queries.ts';
import { dayName, medianLine, pendingLine } from './reports-view-model.ts';
import { reportsText as text } from '@hall/model/texts/dashboard-reports';
import { count } from '../utils/numbers.ts';

export function QueueSection() {
  return (
    <ReportSection id="queue-title" title={text.queue} query={reportQueries.queue()}>
      {(report) => <Queue report={report} />}
    </ReportSection>
  );
}

function Queue({ report }: { report: QueueReport }) {
  const now = new Date();
  const chart = useMemo(() => {
    const series: ChartSeries[] = [
      { name: text.filed, className: 'series-filed', data: report.days.map((day) => day.filed) },
      { name: text.decided, className: 'series-decided', data: report.days.map((day) => day.decided) },
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
      <ReportTable caption={text.queueCaption} headers={[text.day, text.filed, text.decided]}>
        {report.days.map((day) => (
          <tr key={day.day}>
            <th scope="row">{dayName(day.day)}</th>
            <td>{count(day.filed)}</td>
            <td>{count(day.decided)}</td>
          </tr>
        ))}
      </ReportTable>
      <p className="reports__totals">{medianLine(report.medianHoursToDecision)}</p>
    </>
  );
}
