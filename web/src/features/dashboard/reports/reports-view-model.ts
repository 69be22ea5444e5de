// The Reports page's words and numbers (issue 32, decision 035): pure formatting, tested on its own.
import {
  hallDate,
  MONTH_LABELS,
  MONTHS,
  type DuesPeriod,
  type DuesTotals,
  type PendingFigure,
  type QueueKind,
  type StudentDues,
} from '@hall/model';
import type { CsvColumn } from '../../../lib/export-csv.ts';

const SHORT_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const count = (value: number) => value.toLocaleString('en-US');
const plural = (value: number, one: string, many = `${one}s`) => `${count(value)} ${value === 1 ? one : many}`;

/** 52800 → '52,800 Tk'. */
export const taka = (amount: number): string => `${count(amount)} Tk`;

/** What a student owes: '600 Tk (2 months)', or '0 Tk' when nothing. */
export const owedText = (row: Pick<StudentDues, 'owed' | 'owedMonths'>): string =>
  row.owed > 0 ? `${taka(row.owed)} (${plural(row.owedMonths, 'month')})` : taka(0);

/** '1,200 students, 87 owe 52,800 Tk'. */
export const duesTotalsLine = (totals: DuesTotals): string =>
  `${plural(totals.students, 'student')}, ${count(totals.owing)} ${totals.owing === 1 ? 'owes' : 'owe'} ${taka(totals.owed)}`;

/** A hall month (yyyy-mm) as the chart and table name it: '2025-12' → 'Dec 2025'. */
export function monthName(month: string): string {
  const [year, number] = month.split('-');
  return `${SHORT_MONTHS[Number(number) - 1] ?? number} ${year}`;
}

/** A hall day (yyyy-mm-dd) in the queue's table: '2026-11-07' → '7 Nov'. */
export function dayName(day: string): string {
  const [, month, date] = day.split('-');
  return `${Number(date)} ${SHORT_MONTHS[Number(month) - 1] ?? month}`;
}

/**
 * A span of hours as people say it: 28 → '1 day 4 hours', 48 → '2 days', 0.5 → '30 minutes'. The
 * report counts in tenths of an hour, so less than one tenth is 'under 6 minutes', never '0 minutes'.
 */
export function durationText(hours: number): string {
  if (hours < 0.1) return 'under 6 minutes';
  const minutes = Math.round(hours * 60);
  if (minutes < 60) return plural(minutes, 'minute');
  const wholeHours = Math.round(minutes / 60);
  const days = Math.floor(wholeHours / 24);
  const rest = wholeHours % 24;
  if (days === 0) return plural(rest, 'hour');
  return rest === 0 ? plural(days, 'day') : `${plural(days, 'day')} ${plural(rest, 'hour')}`;
}

/** How long the oldest request has waited: 'oldest waiting 3 days' (whole days; hours within the first day). */
export function waitedText(oldestFiledAt: string, now: Date): string {
  const hours = Math.max(0, (now.getTime() - Date.parse(oldestFiledAt)) / 3_600_000);
  if (hours < 1) return 'oldest waiting under an hour';
  return hours < 24
    ? `oldest waiting ${plural(Math.floor(hours), 'hour')}`
    : `oldest waiting ${plural(Math.floor(hours / 24), 'day')}`;
}

export const QUEUE_KIND_NAMES: Record<QueueKind, string> = {
  tokenPurchases: 'Meal tokens',
  hallFees: 'Hall fees',
  roomAllotments: 'Room applications',
};

/** 'Meal tokens: 4 pending, oldest waiting 3 days', or 'Hall fees: none pending'. */
export function pendingLine(figure: PendingFigure, now: Date): string {
  const name = QUEUE_KIND_NAMES[figure.kind];
  if (figure.pending === 0 || figure.oldestFiledAt === null) return `${name}: none pending`;
  return `${name}: ${count(figure.pending)} pending, ${waitedText(figure.oldestFiledAt, now)}`;
}

/** 'Median time to decision: 1 day 4 hours', or '... no decisions in the last 30 days'. */
export const medianLine = (hours: number | null): string =>
  `Median time to decision: ${hours === null ? 'no decisions in the last 30 days' : durationText(hours)}`;

/**
 * The period the dues open on: level 1, term 1, the half-year of today in the hall (January to
 * June, or July to December), as the two terms of a year run.
 */
export function defaultDuesPeriod(now: Date): DuesPeriod {
  const firstHalf = Number(hallDate(now).slice(5, 7)) <= 6;
  return { level: '1', term: '1', from: firstHalf ? 'january' : 'July', to: firstHalf ? 'june' : 'December' };
}

/** 'Hall fee dues: Level 1, Term 2, November to February'. */
export const duesTitle = ({ level, term, from, to }: DuesPeriod): string =>
  `Hall fee dues: Level ${level}, Term ${term}, ${MONTH_LABELS[from]} to ${MONTH_LABELS[to]}`;

/** The exports' file name without its extension: 'dues-L1-T2-November-February'. */
export const duesFileBase = ({ level, term, from, to }: DuesPeriod): string =>
  `dues-L${level}-T${term}-${MONTH_LABELS[from]}-${MONTH_LABELS[to]}`;

/** The CSV's columns: every student, amounts as plain numbers for a spreadsheet. */
export const DUES_CSV_COLUMNS: readonly CsvColumn<StudentDues>[] = [
  { header: 'ID', value: (row) => row.id },
  { header: 'Name', value: (row) => row.name },
  { header: 'E-mail', value: (row) => row.email },
  { header: 'Paid (Tk)', value: (row) => String(row.paid) },
  { header: 'Pending (Tk)', value: (row) => String(row.pending) },
  { header: 'Owed (Tk)', value: (row) => String(row.owed) },
  { header: 'Owed months', value: (row) => String(row.owedMonths) },
];

/** The month selects' options, as the hall fee form shows them (stored values, readable labels). */
export const MONTH_OPTIONS = MONTHS.map((month) => ({ value: month, label: MONTH_LABELS[month] }));
