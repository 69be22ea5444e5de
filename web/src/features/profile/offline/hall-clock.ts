// Times the offline notes show, in the hall's clock (Dhaka) and the build's language.
import { HALL_TIME_ZONE } from '@hall/model';
import { locale } from '@hall/model/texts/locale';

const clock = new Intl.DateTimeFormat(locale.dates, {
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: locale.hourCycle,
  timeZone: HALL_TIME_ZONE,
});
const dayAndClock = new Intl.DateTimeFormat(locale.dates, {
  day: 'numeric',
  month: 'long',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: locale.hourCycle,
  timeZone: HALL_TIME_ZONE,
});

/** 03:40 UTC → '09:40'. */
export const hallClock = (ms: number) => clock.format(ms);
/** 03:40 UTC on 27 November → '27 November, 09:40'. */
export const hallDayAndClock = (ms: number) => dayAndClock.format(ms);
