// The office's reports in SQLite (ReportsRepository, issue 32, decision 035). The queries group
// and count in SQLite (indexes: migration 11); what is left in JavaScript is per student (dues:
// which months each fee covers) or per decision (the median). Hall months and days are Dhaka time.
import type Database from 'better-sqlite3';
import {
  addDays,
  compareDues,
  DECISION_ACTIONS,
  DUES_PAGE_SIZE,
  duesMatch,
  duesRow,
  duesTotals,
  HALL_FEE_PER_MONTH,
  HALL_UTC_OFFSET,
  hallInstant,
  hoursBetween,
  lastDays,
  median,
  monthBounds,
  MONTHS,
  periodMonths,
  QUEUE_KINDS,
  type DuesPeriod,
  type Month,
  type MonthCollection,
  type QueueDay,
  type StudentDues,
} from '@hall/model';
import type { ReportsRepository } from '../port.ts';
import { ensureOpen, REQUEST_TABLES } from './rows.ts';

/** A set of months as bits (January is bit 0). */
const monthBits = (months: readonly Month[]) => months.reduce((bits, month) => bits | (1 << MONTHS.indexOf(month)), 0);
const bitCount = (bits: number) => {
  let count = 0;
  for (let rest = bits; rest !== 0; rest &= rest - 1) count += 1;
  return count;
};

/** The instant a hall day starts. */
const dayStart = (day: string) => hallInstant(day, '00:00').toISOString();

/** SQL of a record's hall day: createdAt moved by the hall's offset ('+06:00' is a SQLite modifier). */
const HALL_DAY = `strftime('%Y-%m-%d', created_at, '${HALL_UTC_OFFSET}')`;
const DECISIONS = DECISION_ACTIONS.map((action) => `'${action}'`).join(', ');
const KINDS = QUEUE_KINDS.map((kind) => `'${kind}'`).join(', ');

export function reportsRepository(db: Database.Database): ReportsRepository {
  const students = db.prepare<[], { id: string; name: string; email: string }>(
    "SELECT json_extract(data, '$.id') AS id, json_extract(data, '$.name') AS name, email FROM users",
  );
  const periodFees = db.prepare<[string, string], { owner: string; approved: number; start: Month; end: Month }>(
    `SELECT owner_email AS owner, approved, json_extract(data, '$.month_start') AS start, json_extract(data, '$.month_end') AS "end"
     FROM hall_fees WHERE json_extract(data, '$.lavel') = ? AND json_extract(data, '$.term') = ?
       AND json_extract(data, '$.status') IS NOT 'rejected'`,
  );
  // One month at a time: each a range of an index that holds every figure read (migration 11).
  const tokenMonth = db.prepare<[string, string], { amount: string; count: number }>(
    `SELECT json_extract(data, '$.amount') AS amount, COUNT(*) AS count FROM token_purchases INDEXED BY token_purchases_collected
     WHERE approved = 1 AND created_at >= ? AND created_at < ? GROUP BY amount`,
  );
  const feeMonth = db.prepare<[string, string], { start: Month; end: Month; count: number }>(
    `SELECT json_extract(data, '$.month_start') AS start, json_extract(data, '$.month_end') AS "end", COUNT(*) AS count
     FROM hall_fees INDEXED BY hall_fees_collected
     WHERE approved = 1 AND created_at >= ? AND created_at < ? GROUP BY start, "end"`,
  );
  const pending = QUEUE_KINDS.map((kind) =>
    db.prepare<[], { count: number; oldest: string | null }>(
      `SELECT COUNT(*) AS count, MIN(created_at) AS oldest FROM ${REQUEST_TABLES[kind]} INDEXED BY ${REQUEST_TABLES[kind]}_pending
       WHERE approved = 0 AND json_extract(data, '$.status') IS NULL`,
    ),
  );
  const filed = QUEUE_KINDS.map((kind) =>
    db.prepare<[string, string], { day: string; count: number }>(
      `SELECT ${HALL_DAY} AS day, COUNT(*) AS count FROM ${REQUEST_TABLES[kind]}
       WHERE created_at >= ? AND created_at < ? GROUP BY day`,
    ),
  );
  // A record's decision is its earliest decision entry: later ones (a room moved) are not counted.
  const decisions = db.prepare<[string, string], { day: string; at: string; filedAt: string | null }>(
    `SELECT ${HALL_DAY} AS day, created_at AS at, json_extract(data, '$.about.createdAt') AS filedAt
     FROM activity AS entry INDEXED BY activity_by_time
     WHERE created_at >= ? AND created_at < ? AND action IN (${DECISIONS})
       AND json_extract(data, '$.collection') IN (${KINDS})
       AND NOT EXISTS (
         SELECT 1 FROM activity AS earlier
         WHERE json_extract(earlier.data, '$.recordId') = json_extract(entry.data, '$.recordId')
           AND json_extract(earlier.data, '$.collection') = json_extract(entry.data, '$.collection')
           AND earlier.action IN (${DECISIONS})
           AND (earlier.created_at < entry.created_at OR (earlier.created_at = entry.created_at AND earlier.seq < entry.seq)))`,
  );

  /** Every registered student's dues for the period, in the dues order. */
  const duesRows = (period: DuesPeriod): StudentDues[] => {
    const months = periodMonths(period.from, period.to);
    const inPeriod = monthBits(months);
    const covered = new Map<string, { approved: number; pending: number }>();
    for (const fee of periodFees.all(period.level, period.term)) {
      const bits = monthBits(periodMonths(fee.start, fee.end)) & inPeriod;
      const owner = covered.get(fee.owner) ?? { approved: 0, pending: 0 };
      if (fee.approved === 1) owner.approved |= bits;
      else owner.pending |= bits;
      covered.set(fee.owner, owner);
    }
    return students
      .all()
      .map((student) => {
        const fees = covered.get(student.email) ?? { approved: 0, pending: 0 };
        return duesRow(student, months.length, bitCount(fees.approved), bitCount(fees.pending & ~fees.approved));
      })
      .sort(compareDues);
  };

  return {
    async dues(period, { search = '', page = 1 } = {}) {
      ensureOpen(db);
      const rows = duesRows(period);
      const matching = search.trim() === '' ? rows : rows.filter((row) => duesMatch(row, search));
      return {
        period,
        rows: matching.slice((page - 1) * DUES_PAGE_SIZE, page * DUES_PAGE_SIZE),
        matching: matching.length,
        totals: duesTotals(rows),
      };
    },
    async duesList(period) {
      ensureOpen(db);
      const rows = duesRows(period);
      return { period, rows, totals: duesTotals(rows) };
    },
    async collections(months) {
      ensureOpen(db);
      return months.map((month) => {
        const { start, end } = monthBounds(month);
        const figure: MonthCollection = { month, tokens: 0, hallFees: 0, total: 0, tokenCount: 0, hallFeeCount: 0 };
        for (const row of tokenMonth.all(start.toISOString(), end.toISOString())) {
          figure.tokens += Number(row.amount) * row.count;
          figure.tokenCount += row.count;
        }
        for (const row of feeMonth.all(start.toISOString(), end.toISOString())) {
          figure.hallFees += periodMonths(row.start, row.end).length * HALL_FEE_PER_MONTH * row.count;
          figure.hallFeeCount += row.count;
        }
        return { ...figure, total: figure.tokens + figure.hallFees };
      });
    },
    async queue(now) {
      ensureOpen(db);
      const days = lastDays(now);
      const from = dayStart(days[0]!);
      const to = dayStart(addDays(days.at(-1)!, 1));
      const perDay = new Map<string, QueueDay>(days.map((day) => [day, { day, filed: 0, decided: 0 }]));
      for (const query of filed) {
        for (const row of query.all(from, to)) perDay.get(row.day)!.filed += row.count;
      }
      const hours: number[] = [];
      for (const row of decisions.all(from, to)) {
        perDay.get(row.day)!.decided += 1;
        if (row.filedAt !== null) hours.push(hoursBetween(row.filedAt, row.at));
      }
      return {
        pending: QUEUE_KINDS.map((kind, index) => {
          const row = pending[index]!.get()!;
          return { kind, pending: row.count, oldestFiledAt: row.oldest };
        }),
        days: days.map((day) => perDay.get(day)!),
        medianHoursToDecision: median(hours),
        decisions: hours.length,
      };
    },
  };
}
