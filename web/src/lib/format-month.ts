// Months as people read them, for format-date.ts (import them from there): 'November 2026',
// 'November 2026 – February 2027'. The spec's stored spellings ('january', 'june') stay as stored.
import { hallDate, MONTHS } from '@hall/model';

/** A month's name as people write it: the spec stores 'january' and 'june' in lowercase. */
function monthName(month: string): string {
  return month.charAt(0).toUpperCase() + month.slice(1).toLowerCase();
}

/** 0 for January … 11 for December, whatever the case; -1 for anything else. */
function monthIndex(month: string): number {
  return MONTHS.findIndex((name) => name.toLowerCase() === month.toLowerCase());
}

/** 'November 2026', or 'November' without a year; anything that is not a month is shown as it is. */
export function formatMonth(month: string, year?: number): string {
  if (monthIndex(month) < 0) return month;
  return year === undefined ? monthName(month) : `${monthName(month)} ${year}`;
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
 * forward from there, wrapping the year (November to February ends in the next year).
 */
export function hallFeeMonths(record: HallFeeMonths): MonthSpanText {
  const start = monthIndex(record.month_start);
  const end = monthIndex(record.month_end);
  const filed = record.createdAt ? Date.parse(record.createdAt) : Number.NaN;
  if (start < 0 || end < 0 || Number.isNaN(filed)) {
    return { start: formatMonth(record.month_start), end: formatMonth(record.month_end) };
  }
  const [year, month] = hallDate(new Date(filed)).split('-').map(Number) as [number, number];
  const filedMonth = year * 12 + month - 1;
  let ahead = (start - (month - 1) + 12) % 12;
  if (ahead > 6) ahead -= 12;
  const first = filedMonth + ahead;
  const last = first + ((end - start + 12) % 12);
  return {
    start: formatMonth(record.month_start, Math.floor(first / 12)),
    end: formatMonth(record.month_end, Math.floor(last / 12)),
  };
}

/**
 * A hall fee's months in one phrase: 'November 2026 – February 2027' across a new year,
 * 'January – June 2026' within one, 'June 2026' for a single month.
 */
export function formatHallFeeMonths(record: HallFeeMonths): string {
  const { start, end } = hallFeeMonths(record);
  if (start === end) return start;
  const startYear = / (\d{4})$/.exec(start)?.[1];
  if (startYear && end.endsWith(` ${startYear}`)) return `${start.slice(0, -5)} – ${end}`;
  return `${start} – ${end}`;
}
