// The one way the portal writes a date or a month for people: '15 November 2026' (the notice
// board's style), 'November 2026', 'November 2026 – February 2027'. Stored values keep their
// spelling ('2026-11-15', the spec's 'january'); only what people read goes through here. The
// months live in format-month.ts, re-exported here, so the home page (dates only) loads none of them.
import { dateText } from '@hall/model/texts/dates';
import { locale } from '@hall/model/texts/locale';

export { formatHallFeeMonths, formatMonth, hallFeeMonths } from './format-month.ts';
export type { HallFeeMonths, MonthSpanText } from './format-month.ts';

const calendarDay = /* @__PURE__ */ new Intl.DateTimeFormat(locale.dates, {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
const readersDay = /* @__PURE__ */ new Intl.DateTimeFormat(locale.dates, {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * '2026-11-15' → '15 November 2026': a calendar date (a form's date field) is the same day in
 * every time zone. A timestamp ('2026-11-15T08:30:00.000Z', when a record was filed) is the day
 * where the reader is. Anything else is shown as it is rather than as 'Invalid Date'.
 */
export function formatDate(value: string): string {
  return dayText(value, calendarDay, readersDay);
}

function dayText(value: string, calendarDay: Intl.DateTimeFormat, readersDay: Intl.DateTimeFormat): string {
  const calendar = CALENDAR_DATE.exec(value);
  if (calendar) {
    const [, year, month, day] = calendar.map(Number) as [number, number, number, number];
    const date = new Date(Date.UTC(year, month - 1, day));
    // Date.UTC rolls 2026-02-30 over to 2 March: such a value is not a date.
    return date.getUTCDate() === day && date.getUTCMonth() === month - 1 ? calendarDay.format(date) : value;
  }
  const time = Date.parse(value);
  return /^\d{4}-\d{2}-\d{2}T/.test(value) && !Number.isNaN(time) ? readersDay.format(time) : value;
}

/** A token's days: '1 June 2024 to 30 June 2024'. */
export function formatPeriod(start: string, end: string): string {
  return dateText.period(formatDate(start), formatDate(end));
}

/** formatPeriod for the PDFs: English in every build (pdf-lib's fonts draw no Bangla, decision 036). */
export function formatPeriodInEnglish(start: string, end: string): string {
  const calendar = new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const readers = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });
  return `${dayText(start, calendar, readers)} to ${dayText(end, calendar, readers)}`;
}
