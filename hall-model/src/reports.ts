// The office's reports (issue 32, decision 035): who owes hall fees for a period, the money that
// came in each month, and the queue of requests. The shapes both stores answer, the API sends and
// the Reports page shows, and the small pieces of arithmetic they share. Each store computes its
// figures in its own queries; tests compare them with a direct computation of their own.
import { APPROVED_STATUS, MONTHS, REJECTED_STATUS, type Level, type Month, type Term } from './constants.ts';
import type { HallFee, TokenPurchase } from './entities.ts';
import { addDays, HALL_UTC_OFFSET } from './dining.ts';
import { monthSpan } from './payment.ts';
import { hallDate } from './verify.ts';

/** The hall fee for one month, in taka: the hall fee form's guide and the dues report both use it. */
export const HALL_FEE_PER_MONTH = 300;

// ---- Dues -------------------------------------------------------------------------------------

/** A period of hall fees, as the hall fee form names one: a month range within a level and term. */
export interface DuesPeriod {
  level: Level;
  term: Term;
  /** First month of the period; with `to`, read forward and wrapping the year (November to February). */
  from: Month;
  to: Month;
}

/** The months of a period, first to last, wrapping the year as `monthSpan` does. */
export function periodMonths(from: Month, to: Month): Month[] {
  const start = MONTHS.indexOf(from);
  return Array.from({ length: monthSpan(from, to) }, (_, offset) => MONTHS[(start + offset) % MONTHS.length]!);
}

/** The months of a period that a hall fee from `start` to `end` covers. */
export function coveredMonths(period: readonly Month[], start: Month, end: Month): Month[] {
  const fee = new Set(periodMonths(start, end));
  return period.filter((month) => fee.has(month));
}

/** One registered student's dues for a period. Amounts in taka (months times HALL_FEE_PER_MONTH). */
export interface StudentDues {
  id: string;
  name: string;
  email: string;
  /** Months of the period an approved hall fee of the period's level and term covers. */
  paidMonths: number;
  /** Months no approved fee covers but a pending one does (still owed until approved). */
  pendingMonths: number;
  /** Months no approved fee covers: the period's months less `paidMonths`. */
  owedMonths: number;
  paid: number;
  pending: number;
  owed: number;
}

/** The whole period's figures, whatever the search. */
export interface DuesTotals {
  students: number;
  /** Students who owe anything. */
  owing: number;
  paid: number;
  pending: number;
  owed: number;
}

/** One page of the dues list: most owed first, then by student id. */
export interface DuesPage {
  period: DuesPeriod;
  rows: StudentDues[];
  /** How many students match the search (all of them without one). */
  matching: number;
  totals: DuesTotals;
}

/** The dues list in full (the CSV and the PDF): every registered student, most owed first. */
export interface DuesList {
  period: DuesPeriod;
  rows: StudentDues[];
  totals: DuesTotals;
}

export const DUES_PAGE_SIZE = 50;

/** What a dues query may narrow to: a search (student id prefix, or part of the name or e-mail) and a page (1-based). */
export interface DuesQuery {
  search?: string;
  page?: number;
}

/** The fields of a hall fee the dues read. */
export type DuesFee = Pick<HallFee, 'month_start' | 'month_end' | 'lavel' | 'term' | 'status'>;

/**
 * One student's dues for a period from their hall fees (any level and term: those of another are
 * ignored; rejected ones count for nothing). Used by the Firestore store, which reads the fees.
 */
export function studentDues(
  period: DuesPeriod,
  student: { id: string; name: string; email: string },
  fees: readonly DuesFee[],
): StudentDues {
  const months = periodMonths(period.from, period.to);
  const approved = new Set<Month>();
  const pending = new Set<Month>();
  for (const fee of fees) {
    if (fee.lavel !== period.level || fee.term !== period.term || fee.status === REJECTED_STATUS) continue;
    const into = fee.status === APPROVED_STATUS ? approved : pending;
    for (const month of coveredMonths(months, fee.month_start, fee.month_end)) into.add(month);
  }
  const pendingMonths = [...pending].filter((month) => !approved.has(month)).length;
  return duesRow(student, months.length, approved.size, pendingMonths);
}

/** A student's dues from how many of the period's months are paid, and how many only pending. */
export function duesRow(
  student: { id: string; name: string; email: string },
  periodLength: number,
  paidMonths: number,
  pendingMonths: number,
): StudentDues {
  const owedMonths = periodLength - paidMonths;
  return {
    id: student.id,
    name: student.name,
    email: student.email,
    paidMonths,
    pendingMonths,
    owedMonths,
    paid: paidMonths * HALL_FEE_PER_MONTH,
    pending: pendingMonths * HALL_FEE_PER_MONTH,
    owed: owedMonths * HALL_FEE_PER_MONTH,
  };
}

/** The dues order: most owed first, then by student id. */
export function compareDues(a: StudentDues, b: StudentDues): number {
  return b.owed - a.owed || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

/** Whether a row matches a search: the student id starts with it, or the name or e-mail contains it (any case). */
export function duesMatch(row: Pick<StudentDues, 'id' | 'name' | 'email'>, search: string): boolean {
  const wanted = search.trim().toLowerCase();
  if (wanted === '') return true;
  return (
    row.id.startsWith(wanted) || row.name.toLowerCase().includes(wanted) || row.email.toLowerCase().includes(wanted)
  );
}

export function duesTotals(rows: readonly StudentDues[]): DuesTotals {
  const totals: DuesTotals = { students: rows.length, owing: 0, paid: 0, pending: 0, owed: 0 };
  for (const row of rows) {
    if (row.owed > 0) totals.owing += 1;
    totals.paid += row.paid;
    totals.pending += row.pending;
    totals.owed += row.owed;
  }
  return totals;
}

// ---- Collections ------------------------------------------------------------------------------

/** How many months the collections report shows (and compares with the same months a year earlier). */
export const COLLECTION_MONTHS = 12;

/**
 * Approved money that came in during one hall month (yyyy-mm, Dhaka time), in taka. A payment
 * belongs to the month it was filed (the bKash transaction's month), counted once it is approved;
 * rejected and cleared requests count for nothing.
 */
export interface MonthCollection {
  month: string;
  tokens: number;
  hallFees: number;
  total: number;
  tokenCount: number;
  hallFeeCount: number;
}

export interface CollectionsReport {
  /** The last COLLECTION_MONTHS hall months, oldest first, ending with the current one. */
  months: MonthCollection[];
  /** The same months a year earlier, in the same order. */
  lastYear: MonthCollection[];
}

/** What an approved meal token brought in. */
export const tokenMoney = (token: Pick<TokenPurchase, 'amount'>): number => Number(token.amount);

/** What an approved hall fee brought in: its months at the monthly fee. */
export const hallFeeMoney = (fee: Pick<HallFee, 'month_start' | 'month_end'>): number =>
  monthSpan(fee.month_start, fee.month_end) * HALL_FEE_PER_MONTH;

/** The hall month (yyyy-mm) an instant falls in. */
export const hallMonth = (at: Date | string): string => hallDate(new Date(at)).slice(0, 7);

/** `month` (yyyy-mm) moved by `months` calendar months. */
export function addMonths(month: string, months: number): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  const index = year * 12 + (number - 1) + months;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** The last `count` hall months at `now`, oldest first. */
export function lastMonths(now: Date, count: number = COLLECTION_MONTHS): string[] {
  const current = hallMonth(now);
  return Array.from({ length: count }, (_, index) => addMonths(current, index - count + 1));
}

/** The instants a hall month starts and ends (exclusive), for range queries on `createdAt`. */
export function monthBounds(month: string): { start: Date; end: Date } {
  return {
    start: new Date(`${month}-01T00:00:00${HALL_UTC_OFFSET}`),
    end: new Date(`${addMonths(month, 1)}-01T00:00:00${HALL_UTC_OFFSET}`),
  };
}

export const emptyMonth = (month: string): MonthCollection => ({
  month,
  tokens: 0,
  hallFees: 0,
  total: 0,
  tokenCount: 0,
  hallFeeCount: 0,
});

// ---- The queue --------------------------------------------------------------------------------

/** The requests the office decides. */
export const QUEUE_KINDS = ['tokenPurchases', 'hallFees', 'roomAllotments'] as const;
export type QueueKind = (typeof QUEUE_KINDS)[number];

/** How many days the queue's chart covers, ending today. */
export const QUEUE_DAYS = 30;

/**
 * The activity log's actions that decide a request. A request's first such entry is its decision
 * (an allotment moved to another room later is not a second decision).
 */
export const DECISION_ACTIONS = ['approve', 'reject', 'allocate'] as const;

export interface PendingFigure {
  kind: QueueKind;
  pending: number;
  /** When the oldest pending request was filed (ISO), or null with none pending. */
  oldestFiledAt: string | null;
}

/** Requests of all three kinds filed on a hall day, and decided on it (first decisions only). */
export interface QueueDay {
  day: string;
  filed: number;
  decided: number;
}

export interface QueueReport {
  pending: PendingFigure[];
  /** The last QUEUE_DAYS hall days, oldest first, ending today. */
  days: QueueDay[];
  /**
   * The median time from filing to decision, in hours, over the requests first decided in those
   * days whose log entry knows when they were filed (`about.createdAt`); null with none.
   */
  medianHoursToDecision: number | null;
  /** How many decisions the median is over. */
  decisions: number;
}

/** The last `count` hall days at `now`, oldest first. */
export function lastDays(now: Date, count: number = QUEUE_DAYS): string[] {
  const today = hallDate(now);
  return Array.from({ length: count }, (_, index) => addDays(today, index - count + 1));
}

/** The median of some numbers (the mean of the middle two for an even count), or null for none. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Hours between two instants, to a tenth of an hour. */
export const hoursBetween = (from: string, to: string): number =>
  Math.round((new Date(to).getTime() - new Date(from).getTime()) / 360_000) / 10;
