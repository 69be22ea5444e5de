// What students type into the payment fields, and the hall-fee month span. The schemas store the
// normalised forms; the SPA shows the span while the form is filled.
import { MONTHS, type Month } from './constants.ts';

/**
 * A bKash number as people write it (`+8801712345678`, `8801712345678`, `01712-345678`,
 * `01712 345 678`) in its 11-digit form. Anything else comes back without spaces and dashes,
 * for the schema to refuse.
 */
export function normalizeBkashNumber(raw: string): string {
  return raw.replace(/[\s-]/g, '').replace(/^\+?88(?=01)/, '');
}

/**
 * How many months a hall fee from `start` to `end` covers, counting both, read forward and
 * wrapping the year: November to February is 4, June to June is 1, March to February is 12.
 * With month names alone every pair is a span of 1 to 12 months (decision 014).
 */
export function monthSpan(start: Month, end: Month): number {
  const months: readonly string[] = MONTHS;
  return ((months.indexOf(end) - months.indexOf(start) + MONTHS.length) % MONTHS.length) + 1;
}
