// The money that came in (decision 035): the last twelve hall months, tokens and hall fees stacked
// per month, each month beside the same month a year earlier in the table the chart stands for.
import { useMemo } from 'react';
import type { CollectionsReport } from '@hall/model';
import { BarChart, type ChartSeries } from './bar-chart.tsx';
import { ReportSection, ReportTable } from './report-parts.tsx';
import { reportQueries } from './report-queries.ts';
import { monthName, taka } from './reports-view-model.ts';
import { reportsText as text } from '@hall/model/texts/dashboard-reports';

export function CollectionsSection() {
  return (
    <ReportSection id="collections-title" title={text.collections} query={reportQueries.collections()}>
      {(report) => <Collections report={report} />}
    </ReportSection>
  );
}

function Collections({ report }: { report: CollectionsReport }) {
  const chart = useMemo(() => {
    const series: ChartSeries[] = [
      { name: text.mealTokens, className: 'series-tokens', data: report.months.map((month) => month.tokens) },
      { name: text.hallFees, className: 'series-fees', data: report.months.map((month) => month.hallFees) },
    ];
    return { labels: report.months.map((month) => monthName(month.month)), series };
  }, [report]);
  return (
    <>
      <BarChart {...chart} stacked narrowEvery={3} />
      <ReportTable
        caption={text.collectionsCaption}
        headers={[text.month, text.mealTokens, text.hallFees, text.total, text.sameMonthLastYear]}
      >
        {report.months.map((month, index) => (
          <tr key={month.month}>
            <th scope="row">{monthName(month.month)}</th>
            <td>{taka(month.tokens)}</td>
            <td>{taka(month.hallFees)}</td>
            <td>{taka(month.total)}</td>
            <td>{taka(report.lastYear[index]?.total ?? 0)}</td>
          </tr>
        ))}
      </ReportTable>
    </>
  );
}
