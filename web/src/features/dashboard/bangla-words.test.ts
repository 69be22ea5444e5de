// The dashboard's words in the Bangla build (issue 33): with the Bangla tables and locale (as
// HALL_LANG=bn resolves them), the reports, the activity log and the rooms speak Bangla with Bangla
// digits, ids and transaction ids stay as stored, and the dues PDF's title stays English.
import { describe, expect, it, vi } from 'vitest';
import type { ActivityEntry } from '@hall/model';
import {
  dayName,
  duesFileBase,
  duesPdfTitle,
  duesTotalsLine,
  durationText,
  owedText,
  pendingLine,
} from './reports/reports-view-model.ts';
import { activitySentence, formatHallTime } from './utils/activity-sentence.ts';
import { bedsText, freeText } from './rooms/rooms-view-model.ts';

vi.mock('@hall/model/texts/locale', () => import('@hall/model/texts/bn/locale'));
vi.mock('@hall/model/texts/dashboard-reports', () => import('@hall/model/texts/bn/dashboard-reports'));
vi.mock('@hall/model/texts/dashboard-activity', () => import('@hall/model/texts/bn/dashboard-activity'));
vi.mock('@hall/model/texts/dashboard-rooms', () => import('@hall/model/texts/bn/dashboard-rooms'));

const period = { level: '1', term: '2', from: 'november', to: 'february' } as never;

describe('the dashboard in Bangla', () => {
  it('writes the reports in Bangla words and digits', () => {
    expect(owedText({ owed: 600, owedMonths: 2 })).toBe('৬০০ টাকা (২ মাস)');
    expect(duesTotalsLine({ students: 1200, owing: 87, paid: 0, pending: 0, owed: 52800 })).toBe(
      '১,২০০ জন শিক্ষার্থী, ৮৭ জনের বকেয়া ৫২,৮০০ টাকা',
    );
    expect(dayName('2026-11-07')).toBe('৭ নভে');
    expect(durationText(28)).toBe('১ দিন ৪ ঘণ্টা');
    expect(pendingLine({ kind: 'hallFees', pending: 0, oldestFiledAt: null }, new Date())).toBe(
      'হল ফি: কোনোটি অপেক্ষায় নেই',
    );
  });

  it('keeps the dues PDF title and the file name in English (the PDF cannot draw Bangla)', () => {
    expect(duesPdfTitle(period)).toBe('Hall fee dues: Level 1, Term 2, November to February');
    expect(duesFileBase(period)).toBe('dues-L1-T2-November-February');
  });

  it('says an office action in Bangla, in the hall time, the transaction id as stored', () => {
    const entry: ActivityEntry = {
      _id: 'e1',
      createdAt: '2026-11-26T11:05:00.000Z',
      actorUid: 'admin',
      actorEmail: 'hall.admin@student.cuet.ac.bd',
      action: 'clear',
      collection: 'tokenPurchases',
      recordId: 'r1',
      studentId: '2104321',
      changes: {},
      about: { package1: '30', amount: '2500' },
    };
    const released = { ...entry, action: 'transaction_released' as const, changes: { Transaction_id: 'BKA1X9Q2T7' } };
    expect(activitySentence({ ...entry, released })).toBe(
      '2104321-এর ৩০ দিনের মিল টোকেন (২,৫০০ টাকা) মুছে ফেলা হয়েছে; এর ট্রানজ্যাকশন আইডি BKA1X9Q2T7 আবার ব্যবহার করা যাবে',
    );
    expect(formatHallTime(entry.createdAt)).toBe('২৬ নভেম্বর, ২০২৬, ১৭:০৫');
  });

  it('counts beds in Bangla digits', () => {
    expect(bedsText(3)).toBe('৩টি বেড');
    expect(freeText({ free: 1 })).toBe('১টি খালি');
    expect(freeText({ free: 0 })).toBe('পূর্ণ');
  });
});
