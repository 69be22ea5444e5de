import type { Translation } from '../translation.ts';
import type { verifyText as English } from '../verify.ts';
import { locale } from './locale.ts';

export const verifyText = {
  title: 'মিল টোকেন যাচাই',
  heading: 'মিল টোকেন যাচাই',
  checking: 'টোকেন যাচাই করা হচ্ছে…',
  rejected: 'অফিস বাতিল করেছে।',
  notApproved: 'অফিস এখনো অনুমোদন দেয়নি।',
  notStarted: 'মেয়াদ এখনো শুরু হয়নি।',
  over: 'মেয়াদ শেষ হয়ে গেছে।',
  package: 'প্যাকেজ',
  // The API writes '30 days' (hall-model verify.ts): its count in Bangla digits, anything else as sent.
  packageOf: (apiPackage: string) => {
    const days = /^(\d+) days$/.exec(apiPackage)?.[1];
    return days ? `${Number(days).toLocaleString(locale.numbers)} দিন` : apiPackage;
  },
  from: 'শুরু',
  to: 'শেষ',
  approved: 'অনুমোদিত',
  todayInPeriod: (today: string) => `আজ (${today}) মেয়াদের মধ্যে`,
  yes: 'হ্যাঁ',
  no: 'না',
  valid: 'বৈধ',
  notValid: 'বৈধ নয়',
  unknown: 'এই নম্বরের কোনো মিল টোকেন নেই।',
  failed: (problem: string) => `টোকেনটি যাচাই করা যায়নি: ${problem}`,
  retry: 'আবার চেষ্টা করুন',
  servedAt: (served: string, time: string) => `${served}, সময় ${time}`,
  staffServe: 'ডাইনিং স্টাফ এই পেজ থেকে মিল দেন।',
  serve: 'মিল দিন',
  studentId: 'স্টুডেন্ট আইডি',
  name: 'নাম',
  days: 'দিন',
  mealsToday: (today: string) => `আজকের মিল (${today})`,
  switchedOff: 'বন্ধ',
  on: 'চালু',
} satisfies Translation<typeof English>;
