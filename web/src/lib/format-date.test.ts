import { describe, expect, it } from 'vitest';
import { formatDate } from './format-date.ts';

describe('formatDate', () => {
  it('writes a calendar date as day, month name and year', () => {
    expect(formatDate('2026-11-15')).toBe('15 November 2026');
    expect(formatDate('2024-05-03')).toBe('3 May 2024');
  });

  it('writes the day of a timestamp', () => {
    expect(formatDate('2026-11-15T10:30:00.000Z')).toBe('15 November 2026');
  });

  it('shows anything that is not a date as it is', () => {
    for (const value of ['', 'soon', '2026-02-30', '2026-13-01', 'January']) expect(formatDate(value)).toBe(value);
  });
});
