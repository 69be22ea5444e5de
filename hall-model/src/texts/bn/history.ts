import type { Translation } from '../translation.ts';
import type { historyText as English } from '../history.ts';
import { locale } from './locale.ts';

const n = (value: number) => value.toLocaleString(locale.numbers);
/** A stored count or amount ('1300') in Bangla digits; anything else as stored. */
const digits = (value: string) => (/^\d+$/.test(value) ? n(Number(value)) : value);

export const historyText = {
  tokenHistory: 'টোকেনের ইতিহাস',
  hallFeeHistory: 'হল ফির ইতিহাস',
  roomHistory: 'রুমের ইতিহাস',
  noToken: 'আপনি এখনো কোনো মিল টোকেন কেনেননি।',
  noRoom: 'আপনি এখনো রুমের জন্য আবেদন করেননি।',
  total: (total: number) => `মোট: ${n(total)}`,
  error: (problem: string) => `সমস্যা: ${problem}`,
  loadMore: 'আরও দেখুন',
  rejected: 'বাতিল',
  approved: 'অনুমোদিত',
  pending: 'অপেক্ষমাণ',
  reason: (reason: string) => `কারণ: ${reason}`,
  filed: 'জমার তারিখ',
  from: 'শুরু',
  to: 'শেষ',
  transactionId: 'বিকাশ ট্রানজ্যাকশন আইডি',
  bkashNumber: 'বিকাশ নম্বর',
  hallFee: (months: string) => `হল ফি ${months}`,
  levelTerm: 'লেভেল / টার্ম',
  levelTermOf: (level: string, term: string) => `লেভেল ${digits(level)}, টার্ম ${digits(term)}`,
  noHallFee: 'আপনি এখনো কোনো হল ফি দেননি।',
  token: (period: string) => `টোকেন ${period}`,
  package: 'প্যাকেজ',
  packageDays: (days: string) => `${digits(days)} দিন`,
  amount: 'টাকার পরিমাণ',
  taka: (amount: string) => `${digits(amount)} টাকা`,
  download: 'টোকেন ডাউনলোড করুন',
  officePdf: 'অফিসের PDF',
  applyDate: 'আবেদনের তারিখ',
  studentIds: 'স্টুডেন্ট আইডি',
  roomChoices: 'পছন্দের রুম',
  previousRoom: 'আগের রুম',
  allocatedRoom: (room: string) => `বরাদ্দ পাওয়া রুম: ${room}`,
} satisfies Translation<typeof English>;
