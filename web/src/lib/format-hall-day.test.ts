import { describe, expect, it } from 'vitest';
import { formatHallDayAndMonth } from './format-hall-day.ts';

describe('formatHallDayAndMonth', () => {
  it("writes the day and month in the hall's time zone (UTC+6), anything else as it is", () => {
    expect(formatHallDayAndMonth('2026-05-02T20:00:00.000Z')).toBe('3 May');
    expect(formatHallDayAndMonth('2026-05-02T17:59:00.000Z')).toBe('2 May');
    expect(formatHallDayAndMonth('soon')).toBe('soon');
  });
});
