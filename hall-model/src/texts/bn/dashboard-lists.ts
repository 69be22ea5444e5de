import type { Translation } from '../translation.ts';
import type {
  diningStaffText as EnglishStaff,
  listsText as English,
  transactionSearchText as EnglishSearch,
} from '../dashboard-lists.ts';

export const listsText = {
  students: { number: 'ক্রম', studentId: 'স্টুডেন্ট আইডি' },
  tokens: {
    days: 'দিন',
    amount: 'টাকা',
    pdf: 'টোকেনের PDF',
    attached: 'যুক্ত আছে',
    notAttached: 'যুক্ত নেই',
    verifyLink: 'যাচাইয়ের লিংক',
    verifyLinkOf: (transactionId: string) => `টোকেন ${transactionId}-এর যাচাইয়ের লিংক`,
    verify: 'যাচাই',
    pdfFor: (transactionId: string) => `টোকেন ${transactionId}-এর PDF`,
    uploadPdf: 'PDF আপলোড করুন',
    viewPdf: 'PDF দেখুন',
    attachTitle: 'এই PDF যুক্ত করবেন?',
    replaceTitle: 'আগের PDF বদলাবেন?',
    attachWhat: (fileName: string, studentId: string, transactionId: string) =>
      `${studentId}-এর টোকেনের (${transactionId}) জন্য ${fileName}।`,
    replacesBefore: 'এটি আগে যুক্ত করা PDF-এর জায়গা নেবে।',
    besideToken:
      'পোর্টালের তৈরি মিল টোকেনের পাশাপাশি শিক্ষার্থী এটি ডাউনলোড করতে পারবেন; ডাইনিং কাউন্টারের QR কোড মিল টোকেনেই থাকবে। কাউন্টারে আপনার PDF স্ক্যান করাতে চাইলে এতে টোকেনের যাচাইয়ের লিংক ছাপুন।',
    attachPdf: 'PDF যুক্ত করুন',
    replacePdf: 'PDF বদলান',
  },
  hallFees: {
    levelTerm: 'লেভেল/টার্ম',
    levelTermOf: (level: string, term: string) => `লেভেল ${level}, টার্ম ${term}`,
  },
  allotments: {
    studentIds: 'স্টুডেন্ট আইডি',
    roomChoices: 'পছন্দের রুম',
    previousRoom: 'আগের রুম',
    allocatedRoom: 'বরাদ্দ করা রুম',
    allocate: 'বরাদ্দ',
    allocatedRoomFor: (studentId: string) => `${studentId}-এর জন্য বরাদ্দ করা রুম`,
    allocatedRoomHint: 'বরাদ্দের রুম',
    submit: 'জমা দিন',
    allotAlone: 'একা বরাদ্দ দিন',
  },
  messages: {
    account: 'অ্যাকাউন্ট',
    message: 'বার্তা',
    searchByNameOrEmail: 'নাম বা ইমেইল দিয়ে খুঁজুন',
  },
  complaints: {
    complaint: 'অভিযোগ',
    complaintFrom: (name: string) => `${name}-এর অভিযোগ`,
    id: 'আইডি:',
    name: 'নাম:',
    email: 'ইমেইল:',
    filed: 'জমার তারিখ:',
  },
  notices: {
    title: 'শিরোনাম',
    date: 'তারিখ',
    pdfFile: 'PDF ফাইল',
    upload: 'আপলোড করুন',
    published: 'প্রকাশিত নোটিশ',
    publishedCount: (count: string) => `প্রকাশিত নোটিশ (${count})`,
    none: 'এই মুহূর্তে কোনো নোটিশ নেই।',
    pdf: 'PDF',
    pdfOf: (title: string) => `${title} নোটিশের PDF`,
    delete: 'মুছুন',
    deleteOf: (title: string) => `${title} নোটিশটি মুছুন`,
    leavesBoard: (title: string) => `"${title}" নোটিশটি নোটিশ বোর্ড থেকে সরে যাবে এবং এর PDF মুছে যাবে।`,
  },
} satisfies Translation<typeof English>;

export const transactionSearchText = {
  title: 'ট্রানজ্যাকশন আইডি দিয়ে খুঁজুন',
  field: 'বিকাশ ট্রানজ্যাকশন আইডি',
  search: 'খুঁজুন',
  searching: 'খোঁজা হচ্ছে…',
  none: 'কোনো আবেদনে এই ট্রানজ্যাকশন আইডি নেই',
  ofId: (transactionId: string) => `ট্রানজ্যাকশন আইডি ${transactionId}`,
  transactionId: 'ট্রানজ্যাকশন আইডি',
  request: 'আবেদন',
  mealToken: 'মিল টোকেনের আবেদন',
  hallFee: 'হল ফির আবেদন',
  approved: ', অনুমোদিত',
  pending: ', অপেক্ষমাণ',
  usedBy: 'ব্যবহার করেছেন',
  usedByWhom: (name: string, studentId: string, email: string) => `${name} (${studentId}, ${email})`,
  cleared: 'অনুমোদনের পর আবেদনটি মুছে ফেলা হয়েছে: আইডিটি ব্যবহৃত হিসেবেই থাকবে।',
  usedOn: 'ব্যবহারের তারিখ',
  notRecorded: 'লেখা নেই',
  requestId: 'আবেদনের আইডি',
} satisfies Translation<typeof EnglishSearch>;

export const diningStaffText = {
  title: 'ডাইনিং স্টাফ',
  intro: 'ডাইনিং স্টাফ নিজের ইমেইল ঠিকানা দিয়ে লগইন করে রান্নাঘরের হিসাব দেখেন এবং কাউন্টারে খাবার দেন।',
  addForm: 'ডাইনিং স্টাফ যোগ করুন',
  email: 'স্টাফের ইমেইল',
  add: 'যোগ করুন',
  verified: 'যাচাই করা অ্যাকাউন্ট',
  unverified: 'এখনো যাচাই হয়নি',
  unverifiedWhy: 'ঠিকানাটি যাচাই না হওয়া পর্যন্ত (সাইন আপের ইমেইলের লিংকে) স্টাফ হিসেবে লগইন করতে পারবেন না।',
  none: 'এখনো অ্যাকাউন্ট নেই',
  noneWhy: 'npm run staff:add দিয়ে এর অ্যাকাউন্ট না খোলা পর্যন্ত স্টাফ হিসেবে লগইন করতে পারবেন না।',
  added: (date: string) => `যোগ করা হয়েছে ${date}`,
  remove: 'সরান',
  removeWho: (email: string) => `${email} সরান`,
  loading: 'লোড হচ্ছে…',
  empty: 'এখনো কোনো ডাইনিং স্টাফ নেই।',
  list: 'ডাইনিং স্টাফ',
} satisfies Translation<typeof EnglishStaff>;

/** Abbreviations and a file type read the same in both. */
export const SAME_IN_BOTH = ['listsText.notices.pdf'];
