import { describe, expect, it } from 'vitest';
import {
  addDays,
  canSwitchDay,
  countDay,
  countDays,
  diningMessages,
  hallTime,
  isDay,
  isStaffAddress,
  sittingAt,
  switchCutoff,
  tokenCovers,
  tokenDays,
} from './dining.ts';
import { hallDate } from './verify.ts';

const ADMIN = 'hall.admin@student.cuet.ac.bd';
/** An instant given in hall time (Dhaka, UTC+6). */
const at = (local: string) => new Date(`${local}+06:00`);

describe('the hall clock', () => {
  it('turns the date and the time at hall midnight (18:00 UTC) together', () => {
    const before = new Date('2026-11-26T17:59:00Z');
    const after = new Date('2026-11-26T18:00:00Z');
    expect([hallDate(before), hallTime(before)]).toEqual(['2026-11-26', '23:59']);
    expect([hallDate(after), hallTime(after)]).toEqual(['2026-11-27', '00:00']);
    expect(countDays(after)).toEqual(['2026-11-27', '2026-11-28']);
  });

  it('adds days across months, years and leap days', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2027-02-28', 1)).toBe('2027-03-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });
});

describe('sittings', () => {
  it('serve from the start (inclusive) to the end (exclusive) of lunch and dinner', () => {
    expect(sittingAt(at('2026-11-27T12:59:59'))).toBeNull();
    expect(sittingAt(at('2026-11-27T13:00:00'))?.key).toBe('lunch');
    expect(sittingAt(at('2026-11-27T14:59:59'))?.key).toBe('lunch');
    expect(sittingAt(at('2026-11-27T15:00:00'))).toBeNull();
    expect(sittingAt(at('2026-11-27T19:59:59'))).toBeNull();
    expect(sittingAt(at('2026-11-27T20:00:00'))?.key).toBe('dinner');
    expect(sittingAt(at('2026-11-27T21:59:59'))?.key).toBe('dinner');
    expect(sittingAt(at('2026-11-27T22:00:00'))).toBeNull();
  });
});

describe('the switch cutoff', () => {
  it('is 22:00 hall time on the day before, across a month and a leap day', () => {
    expect(switchCutoff('2026-12-01').toISOString()).toBe('2026-11-30T16:00:00.000Z');
    expect(canSwitchDay('2026-12-01', at('2026-11-30T21:59:59'))).toBe(true);
    expect(canSwitchDay('2026-12-01', at('2026-11-30T22:00:00'))).toBe(false);
    expect(canSwitchDay('2028-03-01', at('2028-02-29T21:59:00'))).toBe(true);
    expect(canSwitchDay('2028-03-01', at('2028-02-29T22:01:00'))).toBe(false);
    // Today is always past its cutoff.
    expect(canSwitchDay('2026-11-27', at('2026-11-27T00:01:00'))).toBe(false);
  });

  it('names the cutoff in the refusal', () => {
    expect(diningMessages.dayLocked('2026-12-01')).toBe(
      'Meals for 1 December can no longer be switched: the cutoff was 22:00 on 30 November.',
    );
    expect(diningMessages.alreadyServed('2026-11-27T07:05:00.000Z')).toBe('Already served at 13:05');
  });
});

describe('a token’s days', () => {
  it('are every day from the first to the last, both counted, across a year', () => {
    expect(tokenDays({ Start_date: '2026-12-30', End_date: '2027-01-02' })).toEqual([
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
    ]);
    expect(tokenDays({ Start_date: '2026-12-02', End_date: '2026-12-01' })).toEqual([]);
  });

  it('stop at 62 days for a damaged record', () => {
    expect(tokenDays({ Start_date: '2000-01-01', End_date: '2099-12-31' })).toHaveLength(62);
  });

  it('are covered only by an approved token', () => {
    const period = { Start_date: '2026-12-01', End_date: '2026-12-15' };
    expect(tokenCovers({ ...period, status: 'confirm' }, '2026-12-01')).toBe(true);
    expect(tokenCovers({ ...period, status: 'confirm' }, '2026-12-16')).toBe(false);
    expect(tokenCovers({ ...period }, '2026-12-05')).toBe(false);
    expect(tokenCovers({ ...period, status: 'rejected' }, '2026-12-05')).toBe(false);
  });
});

describe('countDay', () => {
  const day = '2026-12-05';
  const period = { Start_date: '2026-12-01', End_date: '2026-12-15' };
  const tokens = [
    { _id: 'a', status: 'confirm' as const, ...period },
    { _id: 'b', status: 'confirm' as const, ...period },
    { _id: 'c', status: 'confirm' as const, ...period },
    { _id: 'pending', ...period },
    { _id: 'ended', status: 'confirm' as const, Start_date: '2026-11-20', End_date: '2026-12-04' },
  ];

  it('expects the approved tokens covering the day less those switched off, and counts what was served', () => {
    const counts = countDay(
      day,
      tokens,
      [
        { tokenId: 'b', day },
        { tokenId: 'a', day: '2026-12-06' },
        { tokenId: 'pending', day },
      ],
      [
        { tokenId: 'a', day, sitting: 'lunch' },
        { tokenId: 'c', day, sitting: 'lunch' },
        { tokenId: 'c', day, sitting: 'dinner' },
        { tokenId: 'a', day: '2026-12-04', sitting: 'dinner' },
        { tokenId: 'cleared-since', day, sitting: 'dinner' },
      ],
    );
    expect(counts).toEqual({
      day,
      tokens: 3,
      switchedOff: 1,
      sittings: [
        { sitting: 'lunch', expected: 2, served: 2 },
        { sitting: 'dinner', expected: 2, served: 2 },
      ],
    });
  });
});

describe('who may be dining staff', () => {
  it('is an office address on the CUET domain: not a student’s own, not the administrator’s', () => {
    expect(isStaffAddress('hall.dining@student.cuet.ac.bd', ADMIN)).toBe(true);
    expect(isStaffAddress(' Hall.Dining@Student.CUET.ac.bd ', ADMIN)).toBe(true);
    expect(isStaffAddress('u1904001@student.cuet.ac.bd', ADMIN)).toBe(false);
    expect(isStaffAddress(ADMIN, ADMIN)).toBe(false);
    expect(isStaffAddress('cook@gmail.com', ADMIN)).toBe(false);
    expect(isStaffAddress('', ADMIN)).toBe(false);
  });
});

describe('isDay', () => {
  it('takes real calendar dates only', () => {
    expect(isDay('2028-02-29')).toBe(true);
    expect(isDay('2027-02-29')).toBe(false);
    expect(isDay('2026-13-01')).toBe(false);
    expect(isDay('today')).toBe(false);
  });
});
