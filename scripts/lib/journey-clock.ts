// The hall's clock for the browser journeys (decision 033): the API's clock starts at 13:05 hall
// time on today's hall date, inside the lunch sitting, so the dining journeys can serve a meal
// and switch tomorrow off (its cutoff is 22:00 today) whatever the real time. The date stays the
// real hall date, so the other journeys' "today" is the API's too.
import { hallDate, hallInstant } from '@hall/model';

/** The hall time the journeys' clock starts at: five minutes into lunch. */
export const JOURNEY_HALL_TIME = '13:05';

/** HALL_CLOCK_START for a journeys' run starting `now`: today's hall date at 13:05 (+06:00). */
export function journeyClockStart(now = new Date()): string {
  return hallInstant(hallDate(now), JOURNEY_HALL_TIME).toISOString();
}

/** The journeys' clock for a local portal: from journeyClockStart(), running forward in real time. */
export function journeyClock(): () => Date {
  const offset = Date.parse(journeyClockStart()) - Date.now();
  return () => new Date(Date.now() + offset);
}
