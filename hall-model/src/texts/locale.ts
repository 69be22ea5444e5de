import type { Lang } from './language.ts';

/** How this build of the SPA writes numbers and dates (the Bangla build reads bn/locale.ts). */
export const locale = {
  lang: 'en' as Lang,
  /** Numbers as the portal has always written them: 1,200. */
  numbers: 'en-US',
  /** Dates as the portal has always written them: 27 November 2026. */
  dates: 'en-GB',
  /** The clock: 24-hour in both languages (CLDR's Bangla keeps "AM"/"PM" in Latin letters). */
  hourCycle: 'h23' as const,
};
