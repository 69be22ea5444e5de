import { describe, expect, it } from 'vitest';
import { formatDate, formatHallFeeMonths, formatMonth, formatPeriod, hallFeeMonths } from './format-date.ts';

describe('formatDate', () => {
  it.each([
    ['2026-11-15', '15 November 2026'],
    ['2024-05-03', '3 May 2024'],
    ['2026-11-15T10:30:00.000Z', '15 November 2026'],
  ])('writes %s (a calendar date, or the day of a timestamp) as day, month name and year: %s', (stored, shown) => {
    expect(formatDate(stored)).toBe(shown);
  });

  it('shows anything that is not a date as it is', () => {
    for (const value of ['', 'soon', '2026-02-30', '2026-13-01', 'January']) expect(formatDate(value)).toBe(value);
  });
});

describe('formatMonth', () => {
  it("writes every stored month with a capital, the spec's lowercase 'january' and 'june' too", () => {
    expect(formatMonth('january')).toBe('January');
    expect(formatMonth('june', 2026)).toBe('June 2026');
    expect(formatMonth('November', 2026)).toBe('November 2026');
  });

  it('shows anything that is not a month as it is', () => {
    for (const value of ['', 'Janvier', '2026-01']) expect(formatMonth(value, 2026)).toBe(value);
  });
});

describe('a hall fee’s months', () => {
  const filed = (createdAt: string, month_start: string, month_end: string) => ({ createdAt, month_start, month_end });

  it('takes the year from the filing and wraps it with the span', () => {
    expect(formatHallFeeMonths(filed('2026-11-26T05:00:00.000Z', 'November', 'February'))).toBe(
      'November 2026 – February 2027',
    );
    expect(hallFeeMonths(filed('2026-11-26T05:00:00.000Z', 'November', 'February'))).toEqual({
      start: 'November 2026',
      end: 'February 2027',
    });
  });

  it('names the year once when the span stays in it, and a single month once', () => {
    expect(formatHallFeeMonths(filed('2026-01-10T05:00:00.000Z', 'january', 'june'))).toBe('January – June 2026');
    expect(formatHallFeeMonths(filed('2026-06-10T05:00:00.000Z', 'june', 'june'))).toBe('June 2026');
    expect(formatHallFeeMonths(filed('2026-03-01T05:00:00.000Z', 'March', 'February'))).toBe(
      'March 2026 – February 2027',
    );
  });

  it('reads the start month nearest the filing: paying ahead into the next year, or arrears from the last', () => {
    // Filed in December for January: next year's January.
    expect(formatHallFeeMonths(filed('2026-12-20T05:00:00.000Z', 'january', 'june'))).toBe('January – June 2027');
    // Filed in January for the November before.
    expect(formatHallFeeMonths(filed('2027-01-10T05:00:00.000Z', 'November', 'December'))).toBe(
      'November – December 2026',
    );
  });

  it("counts the filing day in the hall's time zone (Dhaka, UTC+6)", () => {
    // 31 December 20:00 UTC is already 1 January 2027 in Dhaka: the January filed for is 2027's.
    expect(hallFeeMonths(filed('2026-12-31T20:00:00.000Z', 'july', 'july')).start).toBe('July 2027');
    expect(hallFeeMonths(filed('2026-12-31T17:00:00.000Z', 'july', 'july')).start).toBe('July 2026');
  });

  it('writes the months without a year when the filing date is unknown, and odd values as they are', () => {
    expect(formatHallFeeMonths({ month_start: 'june', month_end: 'August' })).toBe('June – August');
    expect(formatHallFeeMonths(filed('not a date', 'june', 'June'))).toBe('June');
    expect(formatHallFeeMonths(filed('2026-11-26T05:00:00.000Z', 'Smarch', 'May'))).toBe('Smarch – May');
  });
});

describe('formatPeriod', () => {
  it("writes a token's days in the one date style", () => {
    expect(formatPeriod('2024-06-01', '2024-06-30')).toBe('1 June 2024 to 30 June 2024');
  });
});
