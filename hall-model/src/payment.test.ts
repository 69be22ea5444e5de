import { describe, expect, it } from 'vitest';
import { MONTHS, monthSpan, normalizeBkashNumber } from './index.ts';

describe('normalizeBkashNumber', () => {
  it('turns the four usual spellings into the 11 digits', () => {
    for (const typed of ['+8801712345678', '8801712345678', '01712-345678', '01712 345 678']) {
      expect(normalizeBkashNumber(typed), typed).toBe('01712345678');
    }
  });
  it('leaves other input for the schema to refuse', () => {
    expect(normalizeBkashNumber('+1 555-0100')).toBe('+15550100');
    expect(normalizeBkashNumber('881712345678')).toBe('881712345678');
  });
});

describe('monthSpan', () => {
  it('counts both ends, wrapping the year', () => {
    expect(monthSpan('November', 'February')).toBe(4);
    expect(monthSpan('December', 'january')).toBe(2);
    expect(monthSpan('january', 'june')).toBe(6);
    expect(monthSpan('june', 'june')).toBe(1);
    expect(monthSpan('March', 'February')).toBe(12);
  });
  it('is between 1 and 12 for every pair of months', () => {
    const spans = MONTHS.flatMap((start) => MONTHS.map((end) => monthSpan(start, end)));
    expect(Math.min(...spans)).toBe(1);
    expect(Math.max(...spans)).toBe(12);
  });
});
