import { describe, expect, it } from 'vitest';
import { packageEnd, packageFill } from './package-fill.ts';

const EMPTY = { Start_date: '', End_date: '', package1: '', amount: '' };

describe('the token package fill', () => {
  it('ends a package on its last day, the start counted, across months and leap days', () => {
    expect(packageEnd('2024-06-01', '30')).toBe('2024-06-30');
    expect(packageEnd('2024-02-20', '15')).toBe('2024-03-05');
    expect(packageEnd('2026-12-20', '30')).toBe('2027-01-18');
    expect(packageEnd('', '30')).toBe('');
    expect(packageEnd('2024-06-01', '')).toBe('');
  });

  it('fills the amount and the end date when a package is chosen', () => {
    const before = { ...EMPTY, Start_date: '2024-06-01' };
    expect(packageFill(before, { ...before, package1: '15' })).toEqual({ amount: '1300', End_date: '2024-06-15' });
    expect(packageFill(EMPTY, { ...EMPTY, package1: '30' })).toEqual({ amount: '2500' });
  });

  it('moves an end date it filled when the start or the package changes, but never one the student set', () => {
    const filled = { Start_date: '2024-06-01', End_date: '2024-06-30', package1: '30', amount: '2500' };
    expect(packageFill(filled, { ...filled, Start_date: '2024-07-01' })).toEqual({ End_date: '2024-07-30' });
    expect(packageFill(filled, { ...filled, package1: '15' })).toEqual({ amount: '1300', End_date: '2024-06-15' });
    const own = { ...filled, End_date: '2024-06-20' };
    expect(packageFill(own, { ...own, Start_date: '2024-07-01' })).toEqual({});
    // Changing the amount by hand changes nothing else.
    expect(packageFill(filled, { ...filled, amount: '1300' })).toEqual({});
  });
});
