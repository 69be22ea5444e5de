// The Reports page's words and numbers (issue 32, decision 035): pure formatting, tested on its own.
// On screen in the build's language (texts/dashboard-reports.ts); the dues PDF's title and file name
// stay English (pdf-lib cannot draw Bangla).
import {
  hallDate,
  monthName as fullMonthName,
  MONTHS,
  type DuesPeriod,
  type Month,
  type DuesTotals,
  type PendingFigure,
  type QueueKind,
  type StudentDues,
} from '@hall/model';
import { reportsText as text } from '@hall/model/texts/dashboard-reports';
import type { CsvColumn } from '../../../lib/export-csv.ts';
import { count, plainNumber } from '../utils/numbers.ts';

/** 52800 → '52,800 Tk'. */
export const taka = (amount: number): string => text.taka(count(amount));

/** What a student owes: '600 Tk (2 months)', or '0 Tk' when nothing. */
export const owedText = (row: Pick<StudentDues, 'owed' | 'owedMonths'>): string =>
  row.owed > 0 ? text.owed(taka(row.owed), row.owedMonths, count(row.owedMonths)) : taka(0);

/** '1,200 students, 87 owe 52,800 Tk'. */
export const duesTotalsLine = (totals: DuesTotals): string =>
  text.totals(totals.students, count(totals.students), totals.owing, count(totals.owing), taka(totals.owed));

/** A hall month (yyyy-mm) as the chart and table name it: '2025-12' → 'Dec 2025'. */
export function monthName(month: string): string {
  const [year, number] = month.split('-');
  return `${text.shortMonths[Number(number) - 1] ?? number} ${plainNumber(Number(year))}`;
}

/** A hall day (yyyy-mm-dd) in the queue's table: '2026-11-07' → '7 Nov'. */
export function dayName(day: string): string {
  const [, month, date] = day.split('-');
  return `${plainNumber(Number(date))} ${text.shortMonths[Number(month) - 1] ?? month}`;
}

/**
 * A span of hours as people say it: 28 → '1 day 4 hours', 48 → '2 days', 0.5 → '30 minutes'. The
 * report counts in tenths of an hour, so less than one tenth is 'under 6 minutes', never '0 minutes'.
 */
export function durationText(hours: number): string {
  if (hours < 0.1) return text.underSixMinutes;
  const minutes = Math.round(hours * 60);
  if (minutes < 60) return text.minutes(minutes, count(minutes));
  const wholeHours = Math.round(minutes / 60);
  const days = Math.floor(wholeHours / 24);
  const rest = wholeHours % 24;
  if (days === 0) return text.hours(rest, count(rest));
  const inDays = text.days(days, count(days));
  return rest === 0 ? inDays : `${inDays} ${text.hours(rest, count(rest))}`;
}

/** How long the oldest request has waited: 'oldest waiting 3 days' (whole days; hours within the first day). */
export function waitedText(oldestFiledAt: string, now: Date): string {
  const hours = Math.max(0, (now.getTime() - Date.parse(oldestFiledAt)) / 3_600_000);
  if (hours < 1) return text.oldestUnderAnHour;
  const whole = hours < 24 ? Math.floor(hours) : Math.floor(hours / 24);
  return text.oldestWaiting(hours < 24 ? text.hours(whole, count(whole)) : text.days(whole, count(whole)));
}

export const QUEUE_KIND_NAMES: Record<QueueKind, string> = text.kinds;

/** 'Meal tokens: 4 pending, oldest waiting 3 days', or 'Hall fees: none pending'. */
export function pendingLine(figure: PendingFigure, now: Date): string {
  const name = QUEUE_KIND_NAMES[figure.kind];
  if (figure.pending === 0 || figure.oldestFiledAt === null) return text.nonePending(name);
  return text.pending(name, count(figure.pending), waitedText(figure.oldestFiledAt, now));
}

/** 'Median time to decision: 1 day 4 hours', or '... no decisions in the last 30 days'. */
export const medianLine = (hours: number | null): string =>
  text.median(hours === null ? text.noDecisions : durationText(hours));

/**
 * The period the dues open on: level 1, term 1, the half-year of today in the hall (January to
 * June, or July to December), as the two terms of a year run.
 */
export function defaultDuesPeriod(now: Date): DuesPeriod {
  const firstHalf = Number(hallDate(now).slice(5, 7)) <= 6;
  return { level: '1', term: '1', from: firstHalf ? 'january' : 'July', to: firstHalf ? 'june' : 'December' };
}

/** A month's English name from its stored value ('january' → 'January'), whatever the build's language. */
const englishMonth = (month: Month) => `${month.charAt(0).toUpperCase()}${month.slice(1)}`;

/** The dues PDF's title, in English: 'Hall fee dues: Level 1, Term 2, November to February'. */
export const duesPdfTitle = ({ level, term, from, to }: DuesPeriod): string =>
  `Hall fee dues: Level ${level}, Term ${term}, ${englishMonth(from)} to ${englishMonth(to)}`;

/** The exports' file name without its extension: 'dues-L1-T2-November-February'. */
export const duesFileBase = ({ level, term, from, to }: DuesPeriod): string =>
  `dues-L${level}-T${term}-${englishMonth(from)}-${englishMonth(to)}`;

/** The CSV's columns: every student, amounts as plain numbers for a spreadsheet. */
export const DUES_CSV_COLUMNS: readonly CsvColumn<StudentDues>[] = [
  { header: text.csv.id, value: (row) => row.id },
  { header: text.csv.name, value: (row) => row.name },
  { header: text.csv.email, value: (row) => row.email },
  { header: text.csv.paid, value: (row) => String(row.paid) },
  { header: text.csv.pending, value: (row) => String(row.pending) },
  { header: text.csv.owed, value: (row) => String(row.owed) },
  { header: text.csv.owedMonths, value: (row) => String(row.owedMonths) },
];

/** The month selects' options, as the hall fee form shows them (stored values, the build's language's names). */
export const MONTH_OPTIONS = MONTHS.map((month) => ({ value: month, label: fullMonthName(month) }));
