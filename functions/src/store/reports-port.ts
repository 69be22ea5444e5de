// The store port's reports part (issue 32, decision 035), re-exported by port.ts.
import type { DuesList, DuesPage, DuesPeriod, DuesQuery, MonthCollection, QueueReport } from '@hall/model';

/**
 * The office's reports, computed where the records are (SQLite queries; Firestore aggregation
 * queries and reads by the Cloud Function), never by sending every record to the browser. Each
 * answer equals a direct computation over the stored records (the reports contract): rejected
 * requests and cleared (deleted) ones count for nothing.
 */
export interface ReportsRepository {
  /**
   * One page (DUES_PAGE_SIZE rows, `query.page` from 1) of every registered student's dues for the
   * period, most owed first, then by student id; `matching` counts the rows the search keeps, and
   * `totals` cover the whole period whatever the search.
   */
  dues(period: DuesPeriod, query?: DuesQuery): Promise<DuesPage>;
  /** Every registered student's dues for the period, in the same order (the CSV and the PDF). */
  duesList(period: DuesPeriod): Promise<DuesList>;
  /**
   * The approved money filed in each of these hall months (yyyy-mm), in the order given: meal
   * tokens at their amount, hall fees at their months times HALL_FEE_PER_MONTH.
   */
  collections(months: readonly string[]): Promise<MonthCollection[]>;
  /**
   * The queue at `now`: pending requests of each kind and the oldest's filing time, requests filed
   * and first decided on each of the last QUEUE_DAYS hall days, and the median time to decision.
   */
  queue(now: Date): Promise<QueueReport>;
}
