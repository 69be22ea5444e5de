// The office's reports in Firestore (issue 32, decision 035), computed by the Cloud Function from
// aggregation queries (count) and narrow reads (select), never in the browser. What each costs in
// reads: decision 035. The queue: reports-queue.ts.
import type { Firestore, Timestamp } from 'firebase-admin/firestore';
import {
  APPROVED_STATUS,
  COLLECTIONS,
  compareDues,
  DUES_PAGE_SIZE,
  duesMatch,
  duesTotals,
  emptyMonth,
  hallFeeMoney,
  hallMonth,
  monthBounds,
  studentDues,
  TOKEN_AMOUNTS,
  addMonths,
  type DuesFee,
  type DuesPeriod,
  type HallFee,
  type MonthCollection,
  type StudentDues,
} from '@hall/model';
import type { ReportsRepository } from '../port.ts';
import { countOf, filedBetween, queueReport } from './reports-queue.ts';

export function reportsRepository(db: Firestore): ReportsRepository {
  const users = db.collection(COLLECTIONS.users);
  const hallFees = db.collection(COLLECTIONS.hallFees);
  const tokens = db.collection(COLLECTIONS.tokenPurchases);

  /**
   * Every registered student's dues, most owed first: the profiles (id, name and e-mail only) and
   * the period's level-and-term fees, matched by the owner's e-mail (stored lowercased).
   */
  async function duesRows(period: DuesPeriod): Promise<StudentDues[]> {
    const [profiles, fees] = await Promise.all([
      users.select('id', 'name', 'email').get(),
      hallFees
        .where('lavel', '==', period.level)
        .where('term', '==', period.term)
        .select('email', 'month_start', 'month_end', 'lavel', 'term', 'status')
        .get(),
    ]);
    const feesOf = new Map<string, DuesFee[]>();
    for (const doc of fees.docs) {
      const fee = doc.data() as DuesFee & { email?: string };
      const owner = String(fee.email ?? '').toLowerCase();
      feesOf.set(owner, [...(feesOf.get(owner) ?? []), fee]);
    }
    return profiles.docs
      .map((doc) => {
        const { id, name, email } = doc.data();
        const student = { id: String(id ?? ''), name: String(name ?? ''), email: String(email ?? '') };
        return studentDues(period, student, feesOf.get(student.email.toLowerCase()) ?? []);
      })
      .sort(compareDues);
  }

  /**
   * The approved hall fees filed in the given months, by hall month: one ranged read (three fields
   * a fee) per run of consecutive months. A fee's money depends on its month span, which no
   * aggregation can group by, so the fees are read.
   */
  async function hallFeesByMonth(months: readonly string[]): Promise<Map<string, MonthCollection>> {
    const byMonth = new Map(months.map((month) => [month, emptyMonth(month)]));
    const reads = consecutiveRuns(months).map(([first, last]) =>
      // Newest first, as the (status, createdAt DESC) index is ordered (none is scanned backwards).
      filedBetween(hallFees.where('status', '==', APPROVED_STATUS), monthBounds(first).start, monthBounds(last).end)
        .orderBy('createdAt', 'desc')
        .select('month_start', 'month_end', 'createdAt')
        .get(),
    );
    for (const snapshot of await Promise.all(reads)) {
      for (const doc of snapshot.docs) {
        const fee = doc.data() as Pick<HallFee, 'month_start' | 'month_end'> & { createdAt: Timestamp };
        const month = byMonth.get(hallMonth(fee.createdAt.toDate()));
        if (!month) continue;
        month.hallFees += hallFeeMoney(fee);
        month.hallFeeCount += 1;
      }
    }
    return byMonth;
  }

  return {
    async dues(period, query = {}) {
      const rows = await duesRows(period);
      const matching = rows.filter((row) => duesMatch(row, query.search ?? ''));
      const start = ((query.page ?? 1) - 1) * DUES_PAGE_SIZE;
      return {
        period,
        rows: matching.slice(start, start + DUES_PAGE_SIZE),
        matching: matching.length,
        totals: duesTotals(rows),
      };
    },
    async duesList(period) {
      const rows = await duesRows(period);
      return { period, rows, totals: duesTotals(rows) };
    },
    async collections(months) {
      // Meal tokens: a count per month and amount (one read per 1,000 tokens counted, at least one),
      // createdAt ascending, as the (status, amount, createdAt ASC) index is ordered.
      const approvedTokens = tokens.where('status', '==', APPROVED_STATUS);
      const [fees, tokenCounts] = await Promise.all([
        hallFeesByMonth(months),
        Promise.all(
          months.map((month) => {
            const { start, end } = monthBounds(month);
            return Promise.all(
              TOKEN_AMOUNTS.map((amount) =>
                countOf(filedBetween(approvedTokens.where('amount', '==', amount), start, end)),
              ),
            );
          }),
        ),
      ]);
      return months.map((month, index) => {
        const figure = { ...fees.get(month)! };
        TOKEN_AMOUNTS.forEach((amount, at) => {
          const count = tokenCounts[index]![at]!;
          figure.tokenCount += count;
          figure.tokens += count * Number(amount);
        });
        figure.total = figure.tokens + figure.hallFees;
        return figure;
      });
    },
    queue: (now) => queueReport(db, now),
  };
}

/** The distinct months (yyyy-mm) as runs of consecutive months, [first, last] each. */
function consecutiveRuns(months: readonly string[]): Array<[string, string]> {
  const runs: Array<[string, string]> = [];
  for (const month of [...new Set(months)].sort()) {
    const run = runs.at(-1);
    if (run && addMonths(run[1], 1) === month) run[1] = month;
    else runs.push([month, month]);
  }
  return runs;
}
