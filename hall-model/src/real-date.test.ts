import { describe, expect, it } from 'vitest';
import { REAL_ISO_DATE } from './real-date.ts';
import { isRealDate } from './schemas.ts';

describe("REAL_ISO_DATE (the rules' date check)", () => {
  it('agrees with isRealDate on every candidate day of leap, common and century years', () => {
    for (const year of ['1900', '1999', '2000', '2023', '2024', '2100', '2400', '0000', '9999']) {
      for (let month = 0; month <= 13; month += 1) {
        for (let day = 0; day <= 32; day += 1) {
          const date = `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
          expect(REAL_ISO_DATE.test(date), date).toBe(isRealDate(date));
        }
      }
    }
  });

  it('refuses what is not a date at all', () => {
    for (const text of ['2024-2-01', '2024-02-1', ' 2024-02-01', '2024-02-01T00:00', '20240201', '2024/02/01']) {
      expect(REAL_ISO_DATE.test(text), text).toBe(false);
    }
  });
});
