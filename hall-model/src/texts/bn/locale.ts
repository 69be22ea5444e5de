import type { locale as English } from '../locale.ts';

/** Bangla digits and month names; lakh grouping (১২,৩৪,৫৬৭), as Bangladesh writes numbers. */
export const locale = {
  lang: 'bn',
  numbers: 'bn-BD',
  dates: 'bn-BD',
  hourCycle: 'h23',
} satisfies typeof English;
