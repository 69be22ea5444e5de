import type { Translation } from '../translation.ts';
import type { errorPageText as English } from '../errors-page.ts';

export const errorPageText = {
  title: 'কিছু একটা সমস্যা হয়েছে',
  chunk: 'পোর্টালের একটি অংশ লোড করা যায়নি। ইন্টারনেট সংযোগ দেখুন, অথবা সর্বশেষ সংস্করণ পেতে পেজটি আবার লোড করুন।',
  unexpected: 'একটি অপ্রত্যাশিত সমস্যায় এই পেজটি থেমে গেছে।',
  backHome: 'হোমে ফিরে যান',
  reload: 'আবার লোড করুন',
} satisfies Translation<typeof English>;
