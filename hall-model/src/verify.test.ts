import { describe, expect, it } from 'vitest';
import type { TokenPurchase } from './entities.ts';
import { sampleTokenPurchase } from './samples.ts';
import { hallDate, verifyPath, verifyToken, verifyUrl } from './verify.ts';

const token: TokenPurchase = {
  ...sampleTokenPurchase({ Start_date: '2026-12-01', End_date: '2026-12-30' }),
  _id: '0123456789abcdef01234567',
  createdAt: '2026-11-01T00:00:00.000Z',
  name: 'Rahim Uddin',
  id: '1904101',
  email: 'rahim@example.com',
  phone: '01712345678',
  status: 'confirm',
} as TokenPurchase;

describe('verifyToken', () => {
  it('is valid on the first and the last day of an approved period, in Dhaka time', () => {
    // 2026-11-30T18:00Z is already 1 December in Dhaka (UTC+6).
    expect(verifyToken(token, new Date('2026-11-30T18:00:00Z'))).toMatchObject({
      valid: true,
      inPeriod: true,
      today: '2026-12-01',
    });
    expect(verifyToken(token, new Date('2026-11-30T17:59:00Z'))).toMatchObject({
      valid: false,
      inPeriod: false,
      approved: true,
    });
    expect(verifyToken(token, new Date('2026-12-30T17:59:00Z')).valid).toBe(true);
    expect(verifyToken(token, new Date('2026-12-30T18:00:00Z')).valid).toBe(false);
  });

  it('is not valid once rejected, and says so without the reason', () => {
    const answer = verifyToken(
      { ...token, status: 'rejected', rejectReason: 'No such payment' },
      new Date('2026-12-10T06:00:00Z'),
    );
    expect(answer).toMatchObject({ valid: false, approved: false, rejected: true });
    expect(JSON.stringify(answer)).not.toContain('No such payment');
  });

  it('is not valid while pending, and says nothing private', () => {
    const { status: _status, ...pending } = token;
    const answer = verifyToken(pending, new Date('2026-12-10T06:00:00Z'));
    // The token's package and period, and nothing about the student (no name, id, e-mail, phone or payment).
    const shown = { startDate: token.Start_date, endDate: token.End_date };
    expect(answer).toEqual({
      valid: false,
      approved: false,
      rejected: false,
      inPeriod: true,
      today: '2026-12-10',
      package: '30 days',
      ...shown,
    });
  });

  it('builds the verify path', () => {
    expect(verifyPath('abc')).toBe('/verify/abc');
    expect(verifyUrl('https://hall.example.org', 'abc')).toBe('https://hall.example.org/verify/abc');
    expect(verifyUrl('http://127.0.0.1:3000/', 'abc')).toBe('http://127.0.0.1:3000/verify/abc');
    expect(hallDate(new Date('2026-01-01T00:00:00Z'))).toBe('2026-01-01');
  });
});
