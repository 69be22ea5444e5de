import type { Translation } from '../translation.ts';
import type { layoutText as English, noScriptText as EnglishNoScript } from '../layout.ts';
import { locale } from './locale.ts';

const hall = 'শহীদ মোহাম্মদ শাহ হল';

export const layoutText = {
  hall,
  university: 'চট্টগ্রাম প্রকৌশল ও প্রযুক্তি বিশ্ববিদ্যালয়',
  title: (page?: string) => (page ? `${page} | ${hall}` : `${hall} | চুয়েট`),
  home: 'হোম',
  token: 'টোকেন',
  hallFee: 'হল ফি',
  complains: 'অভিযোগ',
  room: 'রুম বরাদ্দ',
  contact: 'যোগাযোগ',
  login: 'লগইন',
  signUp: 'সাইন আপ',
  profile: 'প্রোফাইল',
  openMenu: 'মেনু খুলুন',
  mainNav: 'প্রধান মেনু',
  skip: 'মূল অংশে যান',
  checking: 'লগইন যাচাই করা হচ্ছে…',
  loading: 'লোড হচ্ছে…',
  footerNav: 'ফুটার',
  aboutUs: 'হল পরিচিতি',
  complain: 'অভিযোগ',
  photo: 'ছবি',
  social: 'সোশ্যাল মিডিয়া',
  rights: (year: number) =>
    `© ${year.toLocaleString(locale.numbers, { useGrouping: false })} ${hall}, চুয়েট। সর্বস্বত্ব সংরক্ষিত।`,
} satisfies Translation<typeof English>;

export const noScriptText = {
  title: 'এই পেজের জন্য জাভাস্ক্রিপ্ট দরকার',
  text: 'হল পোর্টাল ব্যবহার করতে ব্রাউজারে জাভাস্ক্রিপ্ট চালু করুন, তারপর পেজটি আবার লোড করুন। হোম পেজ জাভাস্ক্রিপ্ট ছাড়াও চলে।',
} satisfies Translation<typeof EnglishNoScript>;
