// The one way the portal writes a date for people: '15 November 2026' (the notice board's style).
const calendarDay = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
const readersDay = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * '2026-11-15' → '15 November 2026': a calendar date (a form's date field) is the same day in
 * every time zone. A timestamp ('2026-11-15T08:30:00.000Z', when a record was filed) is the day
 * where the reader is. Anything else is shown as it is rather than as 'Invalid Date'.
 */
export function formatDate(value: string): string {
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
