import type { Translation } from '../translation.ts';
import type { diningPageText as English } from '../dining-pages.ts';

export const diningPageText = {
  title: 'ডাইনিং',
  notAllowed: 'এই পেজটি হলের ডাইনিং স্টাফ ও অফিসের জন্য।',
  dayList: 'এক দিনের তালিকা',
  sitting: 'বেলা',
  sittings: { lunch: 'দুপুরের খাবার', dinner: 'রাতের খাবার' },
  expected: 'প্রত্যাশিত',
  served: 'পরিবেশিত',
  today: 'আজ',
  tomorrow: 'আগামীকাল',
  loading: 'হিসাব লোড হচ্ছে…',
  countFailed: (problem: string) => `হিসাব লোড করা যায়নি: ${problem}`,
  day: 'দিন',
  download: 'CSV ডাউনলোড করুন',
  listFailed: (problem: string) => `তালিকা ডাউনলোড করা যায়নি: ${problem}`,
  studentId: 'স্টুডেন্ট আইডি',
  name: 'নাম',
  meals: 'মিল',
  off: 'বন্ধ',
  on: 'চালু',
  servedAt: (sitting: string) => `${sitting} পরিবেশিত`,
} satisfies Translation<typeof English>;
