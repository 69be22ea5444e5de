// The hall's own day (Dhaka, UTC+6) as the rooms' words say it: when a room application was filed.
// Apart from format-date.ts, which the home page loads first: only the pages with rooms need it.
import { HALL_TIME_ZONE } from '@hall/model';
import { locale } from '@hall/model/texts/locale';

const hallDayAndMonth = new Intl.DateTimeFormat(locale.dates, {
  day: 'numeric',
  month: 'long',
  timeZone: HALL_TIME_ZONE,
});

/** '2026-05-02T20:00:00Z' → '3 May': the day and month in the hall's time zone; anything else as it is. */
export function formatHallDayAndMonth(iso: string): string {
  const time = Date.parse(iso);
  return /^\d{4}-\d{2}-\d{2}T/.test(iso) && !Number.isNaN(time) ? hallDayAndMonth.format(time) : iso;
}
