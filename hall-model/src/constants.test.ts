import { describe, expect, it } from 'vitest';
import {
  APPROVED_STATUS,
  DEFAULT_ADMIN_EMAIL,
  LEVELS,
  MIN_PASSWORD_LENGTH,
  MONTHS,
  MONTH_LABELS,
  NOTICE_MAX_BYTES,
  STUDENT_EMAIL_DOMAIN,
  TERMS,
  TOKEN_AMOUNTS,
  TOKEN_PACKAGE_LABELS,
  TOKEN_PACKAGES,
} from './index.ts';

// Expected values are written out literally: these are the spec's numbers (section 9).
describe('constants', () => {
  it('limits sign-up to the student domain and names the default administrator', () => {
    expect(STUDENT_EMAIL_DOMAIN).toBe('student.cuet.ac.bd');
    expect(DEFAULT_ADMIN_EMAIL).toBe('hall.admin@student.cuet.ac.bd');
    expect(MIN_PASSWORD_LENGTH).toBe(6);
  });

  it('offers 30 and 15 day packages and amounts 2500 and 1300, unpaired', () => {
    expect(TOKEN_PACKAGES).toEqual(['30', '15']);
    expect(TOKEN_PACKAGE_LABELS).toEqual({ '30': '30 days', '15': '15 days' });
    expect(TOKEN_AMOUNTS).toEqual(['2500', '1300']);
  });

  it('has levels 1-4, terms 1-2 and the months with january and june in lowercase', () => {
    expect(LEVELS).toEqual(['1', '2', '3', '4']);
    expect(TERMS).toEqual(['1', '2']);
    expect(MONTHS.join(' ')).toBe(
      'january February March April May june July August September October November December',
    );
  });

  it('labels the months January to December, whatever their stored spelling', () => {
    expect(MONTHS.map((month) => MONTH_LABELS[month]).join(' ')).toBe(
      'January February March April May June July August September October November December',
    );
  });

  it('approves with the status confirm and caps notices at 10 MiB', () => {
    expect(APPROVED_STATUS).toBe('confirm');
    expect(NOTICE_MAX_BYTES).toBe(10485760);
  });
});
