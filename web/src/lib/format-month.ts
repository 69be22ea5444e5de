// Months as people read them, for format-date.ts (import them from there): 'November 2026',
// 'November 2026 – February 2027', in the build's language ('নভেম্বর ২০২৬'). The spec's stored
// spellings ('january', 'june') stay as stored.
import { MONTHS, hallDate, monthName } from '@hall/model';
import { locale } from '@hall/model/texts/locale';

const monthAndYear = new Intl.DateTimeFormat(locale.dates, { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** 0 for January … 11 for December, whatever the case; -1 for anything else. */
function monthIndex(month: string): number {
  return MONTHS.findIndex((name) => name.toLowerCase() === month.toLowerCase());
}

/** A month of the calendar: 0 to 11, and its year when known. */
interface CalendarMonth {
  index: number;
  year?: number;
}

const monthText = ({ index, year }: CalendarMonth) =>
  year === undefined ? monthName(MONTHS[index]!) : monthAndYear.format(Date.UTC(year, index, 1));

/** 'November 2026', or 'November' without a year; anything that is not a month is shown as it is. */
export function formatMonth(month: string, year?: number): string {
  const index = monthIndex(month);
  return index < 0 ? month : monthText({ index, year });
}

/** A hall fee as stored: month names without a year, and when it was filed. */
export interface HallFeeMonths {
  month_start: string;
  month_end: string;
  createdAt?: string;
}

/** Its first and last month with their years ('November 2026', 'February 2027'). */
export interface MonthSpanText {
  start: string;
  end: string;
}

/**
 * The hall fee's first and last month with their years. A hall fee stores month names only, so
 * the year comes from the day it was filed (in the hall's time zone): the start month is the one
 * nearest to it (up to five months back, six ahead: arrears or paying ahead), and the span reads
 * forward from there, wrapping the year (November to February ends in the next year). Null when
 * a month or the day filed is unknown.
 */
function hallFeeSpan(record: HallFeeMonths): { start: CalendarMonth; end: CalendarMonth } | null {
  const start = monthIndex(record.month_start);
  const end = monthIndex(record.month_end);
  const filed = record.createdAt ? Date.parse(record.createdAt) : Number.NaN;
  if (start < 0 || end < 0 || Number.isNaN(filed)) return null;
  const [year, month] = hallDate(new Date(filed)).split('-').map(Number) as [number, number];
  const filedMonth = year * 12 + month - 1;
  let ahead = (start - (month - 1) + 12) % 12;
  if (ahead > 6) ahead -= 12;
  const first = filedMonth + ahead;
  const last = first + ((end - start + 12) % 12);
  return {
    start: { index: start, year: Math.floor(first / 12) },
    end: { index: end, year: Math.floor(last / 12) },
  };
}

/** The hall fee's first and last month with their years (as stored when they cannot be known). */
export function hallFeeMonths(record: HallFeeMonths): MonthSpanText {
  const span = hallFeeSpan(record);
  if (!span) return { start: formatMonth(record.month_start), end: formatMonth(record.month_end) };
  return { start: monthText(span.start), end: monthText(span.end) };
}

/**
 * A hall fee's months in one phrase: 'November 2026 – February 2027' across a new year,
 * 'January – June 2026' within one, 'June 2026' for a single month.
 */
export function formatHallFeeMonths(record: HallFeeMonths): string {
  const { start, end } = hallFeeMonths(record);
  if (start === end) return start;
  const span = hallFeeSpan(record);
  if (span && span.start.year === span.end.year) return `${monthText({ index: span.start.index })} – ${end}`;
  return `${start} – ${end}`;
}
