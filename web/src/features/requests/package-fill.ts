import { TOKEN_PRICES } from '../../config/site.ts';

type TokenDates = { Start_date: string; End_date: string; package1: string; amount: string };

const DAY_MS = 86_400_000;

/** The last day of a package of `days` days from `start`, the start counted: 30 days from 1 June end on 30 June. */
export function packageEnd(start: string, days: string): string {
  const from = Date.parse(`${start}T00:00:00Z`);
  const length = Number(days);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(start) || Number.isNaN(from) || !Number.isInteger(length) || length < 1) return '';
  return new Date(from + (length - 1) * DAY_MS).toISOString().slice(0, 10);
}

/**
 * What a change of package or start date fills in: the package's amount, and the end date the
 * package's days give, unless the student has set an end date of their own (one the last fill did
 * not write). The two selects stay independent: the amount can still be changed by hand.
 */
export function packageFill<V extends TokenDates>(before: V, after: V): Partial<TokenDates> {
  const fill: Partial<TokenDates> = {};
  if (after.package1 !== before.package1 && after.package1 in TOKEN_PRICES) {
    fill.amount = TOKEN_PRICES[after.package1 as keyof typeof TOKEN_PRICES];
  }
  const end = packageEnd(after.Start_date, after.package1);
  if (
    end &&
    end !== after.End_date &&
    (after.End_date === '' || after.End_date === packageEnd(before.Start_date, before.package1))
  )
    fill.End_date = end;
  return fill;
}
