// The office's reports in `npm run bench` (issue 32): the four report routes over the bench's
// 100,000 records per collection, each read by one office at a time (1 connection), against a
// p99 budget of 200 ms.
import type autocannon from 'autocannon';

export const REPORTS_P99_BUDGET_MS = 200;

/** The scenarios (label and autocannon options) as the office's Reports page asks for them. */
export function reportScenarios(url: string, adminToken: string, records: number) {
  const headers = { authorization: `Bearer ${adminToken}` };
  const size = records.toLocaleString('en');
  const period = 'level=2&term=1&from=November&to=February';
  return [
    { name: `[rs256] reports: dues, one page (1,200 students, ${size} fees)`, path: `/api/reports/dues?${period}` },
    { name: '[rs256] reports: dues, the whole list (the CSV)', path: `/api/reports/dues/all?${period}` },
    { name: '[rs256] reports: collections (24 months)', path: '/api/reports/collections' },
    { name: '[rs256] reports: the queue (30 days)', path: '/api/reports/queue' },
  ].map(({ name, path }) => ({ name, options: { url: `${url}${path}`, headers } satisfies autocannon.Options }));
}

/** What a report answered, for the bench's check column; undefined for something else. */
export function describeReport(body: object): string | undefined {
  const { rows, months, pending } = body as { rows?: unknown[]; months?: unknown[]; pending?: unknown[] };
  if (rows) return `${rows.length} rows`;
  if (months) return `${months.length} months`;
  if (pending) return `${pending.length} kinds`;
  return undefined;
}

/** One line per report: its p99 against the budget. */
export function reportBudgetLines(rows: readonly string[][]): string[] {
  return rows
    .filter(([label]) => label!.includes('reports:'))
    .map(([label, , , , p99]) => {
      const within = Number.parseFloat(p99!) < REPORTS_P99_BUDGET_MS;
      return `${within ? 'within' : 'OVER'} the ${REPORTS_P99_BUDGET_MS} ms p99 budget: ${label} (p99 ${p99})`;
    });
}
