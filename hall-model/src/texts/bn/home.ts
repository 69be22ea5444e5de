import type { Translation } from '../translation.ts';
import type { homeNoScriptText as EnglishNoScript, homeText as English } from '../home.ts';
import { locale } from './locale.ts';

const n = (value: number) => value.toLocaleString(locale.numbers);

export const homeText = {
  slide: (at: number, of: number) => `${n(of)}টির মধ্যে ${n(at)}`,
  play: 'স্লাইডশো চালু করুন',
  pause: 'স্লাইডশো থামান',
  showSlide: (at: number) => `স্লাইড ${n(at)} দেখুন`,
  provost: 'প্রভোস্টের বাণী',
  gallery: 'আমাদের অর্জন',
  photos: 'অর্জনের ছবি',
  showAll: (count: number) => `সবগুলো (${n(count)}টি) ছবি দেখুন`,
  notices: 'নোটিশ বোর্ড',
  noticeList: 'নোটিশ',
  pdf: ' (PDF, নতুন ট্যাবে খুলবে)',
  noNotices: 'এই মুহূর্তে কোনো নোটিশ নেই।',
  noticesFailed: 'নোটিশগুলো লোড করা যায়নি।',
  retry: 'আবার চেষ্টা করুন',
  contacts: 'হল অফিসে যোগাযোগ',
} satisfies Translation<typeof English>;

export const homeNoScriptText = {
  notices: 'নোটিশ দেখতে জাভাস্ক্রিপ্ট চালু করুন।',
} satisfies Translation<typeof EnglishNoScript>;
