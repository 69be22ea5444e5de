import { describe, expect, it } from 'vitest';
import {
  dayName,
  defaultDuesPeriod,
  duesFileBase,
  duesPdfTitle,
  duesTotalsLine,
  durationText,
  medianLine,
  monthName,
  owedText,
  pendingLine,
  taka,
  waitedText,
} from './reports-view-model.ts';

describe("the reports' words", () => {
  it('says amounts in taka with thousands marks, and the months owed', () => {
    expect(taka(52800)).toBe('52,800 Tk');
    expect(owedText({ owed: 600, owedMonths: 2 })).toBe('600 Tk (2 months)');
    expect(owedText({ owed: 300, owedMonths: 1 })).toBe('300 Tk (1 month)');
    expect(owedText({ owed: 0, owedMonths: 0 })).toBe('0 Tk');
  });

  it("says the period's totals", () => {
    expect(duesTotalsLine({ students: 1200, owing: 87, paid: 0, pending: 0, owed: 52800 })).toBe(
      '1,200 students, 87 owe 52,800 Tk',
    );
    expect(duesTotalsLine({ students: 1, owing: 1, paid: 0, pending: 0, owed: 300 })).toBe('1 student, 1 owes 300 Tk');
  });

  it('names months and days as the charts and tables show them', () => {
    expect(monthName('2025-12')).toBe('Dec 2025');
    expect(monthName('2026-01')).toBe('Jan 2026');
    expect(dayName('2026-11-07')).toBe('7 Nov');
  });

  it('says a time to decision in days and hours', () => {
    expect(durationText(28)).toBe('1 day 4 hours');
    expect(durationText(48)).toBe('2 days');
    expect(durationText(5)).toBe('5 hours');
    expect(durationText(1)).toBe('1 hour');
    expect(durationText(0.5)).toBe('30 minutes');
    expect(durationText(49.6)).toBe('2 days 2 hours');
    // Tenths of an hour: below one tenth (decided within minutes) is not '0 minutes'.
    expect(durationText(0)).toBe('under 6 minutes');
    expect(durationText(0.05)).toBe('under 6 minutes');
    expect(durationText(0.1)).toBe('6 minutes');
    expect(medianLine(0)).toBe('Median time to decision: under 6 minutes');
    expect(medianLine(28)).toBe('Median time to decision: 1 day 4 hours');
    expect(medianLine(null)).toBe('Median time to decision: no decisions in the last 30 days');
  });

  it('says how long the oldest pending request has waited, per kind', () => {
    const now = new Date('2026-11-27T10:00:00Z');
    expect(waitedText('2026-11-24T09:00:00Z', now)).toBe('oldest waiting 3 days');
    expect(waitedText('2026-11-27T05:00:00Z', now)).toBe('oldest waiting 5 hours');
    expect(waitedText('2026-11-27T09:30:00Z', now)).toBe('oldest waiting under an hour');
    expect(pendingLine({ kind: 'tokenPurchases', pending: 4, oldestFiledAt: '2026-11-24T09:00:00Z' }, now)).toBe(
      'Meal tokens: 4 pending, oldest waiting 3 days',
    );
    expect(pendingLine({ kind: 'roomAllotments', pending: 0, oldestFiledAt: null }, now)).toBe(
      'Room applications: none pending',
    );
  });

  it("opens the dues on level 1, term 1 and today's half-year in the hall's time", () => {
    // 18:30 UTC on 30 June is already 1 July in Dhaka.
    expect(defaultDuesPeriod(new Date('2026-06-30T17:00:00Z'))).toEqual({
      level: '1',
      term: '1',
      from: 'january',
      to: 'june',
    });
    expect(defaultDuesPeriod(new Date('2026-06-30T18:30:00Z'))).toEqual({
      level: '1',
      term: '1',
      from: 'July',
      to: 'December',
    });
  });

  it('titles and names the exports by level, term and months as people write them', () => {
    const period = { level: '1', term: '2', from: 'November', to: 'February' } as const;
    expect(duesPdfTitle(period)).toBe('Hall fee dues: Level 1, Term 2, November to February');
    expect(duesFileBase(period)).toBe('dues-L1-T2-November-February');
    expect(duesFileBase({ ...period, from: 'january', to: 'june' })).toBe('dues-L1-T2-January-June');
  });
});
