import type { Translation } from '../translation.ts';
import type { myProfileText as English } from '../my-profile.ts';
import { locale } from './locale.ts';

const n = (value: number) => value.toLocaleString(locale.numbers);

export const myProfileText = {
  title: 'আমার প্রোফাইল',
  updated: 'প্রোফাইল হালনাগাদ হয়েছে',
  updateForm: 'প্রোফাইল হালনাগাদ',
  updateTitle: 'আপনার তথ্য হালনাগাদ করুন',
  name: 'নাম',
  phone: 'ফোন',
  phoneHelp: 'ঐচ্ছিক: 01 দিয়ে শুরু হওয়া ১১ অঙ্কের নম্বর।',
  update: 'হালনাগাদ করুন',
  email: 'ইমেইল',
  role: 'ভূমিকা',
  office: 'হল অফিস (অ্যাডমিনিস্ট্রেটর)',
  officeNote: 'অফিস অ্যাকাউন্টের কোনো শিক্ষার্থী রেকর্ড নেই: আবেদন ও ইতিহাস শিক্ষার্থীদের।',
  studentId: 'স্টুডেন্ট আইডি',
  room: 'রুম',
  noRoom: 'এখনো কোনো রুম নেই, অপেক্ষমাণ কোনো রুম বরাদ্দের আবেদনও নেই।',
  yourApplication: (appliedOn: string) => `আপনার আবেদন, আবেদনের তারিখ ${appliedOn}`,
  namedYou: (applicantId: string) => `${applicantId} একটি রুম বরাদ্দের আবেদনে আপনার নাম দিয়েছেন`,
  roomsChosen: (rooms: string) => `পছন্দের রুম: ${rooms}`,
  applied: 'আবেদন করেছেন',
  answers: { invited: 'আমন্ত্রিত', accepted: 'রাজি হয়েছেন', declined: 'রাজি হননি' },
  accept: 'গ্রহণ করুন',
  decline: 'ফিরিয়ে দিন',
  yourRoom: (room: string, floor: string) => `আপনার রুম: ${room}, ${floor}`,
  roommates: 'রুমমেট',
  meals: 'মিল',
  mealsOfToken: (period: string) => `মিল, টোকেন ${period}`,
  mealsOn: (day: string) => `${day} তারিখের মিল`,
  pastCutoff: 'সময়সীমা পেরিয়ে গেছে',
  howTo: (period: string, cutoff: string) =>
    `টোকেন ${period}। কোনো দিনের মিল বন্ধ বা আবার চালু করতে সেই দিনটি চাপুন (${cutoff} পর্যন্ত)।`,
  cutoff: (time: string, daysBefore: number) => `${daysBefore === 1 ? 'আগের দিন' : `${n(daysBefore)} দিন আগে`} ${time}`,
  loading: 'লোড হচ্ছে…',
  switches: 'পরিবর্তন',
  noSwitches: 'এখনো কোনো পরিবর্তন নেই: প্রতিদিনের মিল চালু আছে।',
  switched: (off: boolean, day: string, time: string, on: string) =>
    `${day} তারিখের মিল ${off ? 'বন্ধ' : 'চালু'} করা হয়েছে, ${on} ${time}-এ`,
} satisfies Translation<typeof English>;
