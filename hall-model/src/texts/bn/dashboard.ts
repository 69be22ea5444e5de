import type { Translation } from '../translation.ts';
import type {
  columnText as EnglishColumns,
  dashboardText as English,
  listText as EnglishList,
  requestText as EnglishRequests,
} from '../dashboard.ts';

export const dashboardText = {
  title: 'হল ব্যবস্থাপনা',
  links: {
    students: 'শিক্ষার্থী',
    notice: 'নোটিশ',
    allotmentRequests: 'রুম বরাদ্দের আবেদন',
    allotmentDetails: 'রুম বরাদ্দের বিবরণ',
    tokenRequests: 'টোকেনের আবেদন',
    tokenDetails: 'টোকেনের বিবরণ',
    hallFeeRequests: 'হল ফির আবেদন',
    hallFeeDetails: 'হল ফির বিবরণ',
    complaints: 'অভিযোগ বাক্স',
    messages: 'বার্তা',
    activity: 'কার্যক্রম',
    diningStaff: 'ডাইনিং স্টাফ',
    rooms: 'রুম',
    reports: 'রিপোর্ট',
  },
  titles: {
    students: 'শিক্ষার্থী',
    tokenRequests: 'মিল টোকেনের আবেদন',
    tokenDetails: 'মিল টোকেনের বিবরণ',
    hallFeeRequests: 'হল ফির আবেদন',
    hallFeeDetails: 'হল ফির বিবরণ',
    allotmentRequests: 'রুম বরাদ্দের আবেদন',
    allotmentDetails: 'রুম বরাদ্দের বিবরণ',
    complaints: 'অভিযোগ বাক্স',
    notice: 'নোটিশ',
    messages: 'বার্তা',
    activity: 'কার্যক্রম',
    diningStaff: 'ডাইনিং স্টাফ',
    rooms: 'রুম',
    reports: 'রিপোর্ট',
  },
  landing: 'মেনু থেকে একটি তালিকা বেছে নিন। ট্রানজ্যাকশন আইডি দিয়ে খোঁজার ঘর ড্যাশবোর্ডের প্রতিটি পাতায় আছে।',
  kitchenCount: 'রান্নাঘরের হিসাব',
  section: 'বিভাগ',
  chooseList: 'একটি তালিকা বেছে নিন',
  officeOnly: 'হল ব্যবস্থাপনা শুধু হল অফিসের জন্য। আপনার অ্যাকাউন্ট দিয়ে এটি খোলা যাবে না।',
} satisfies Translation<typeof English>;

export const listText = {
  searchById: 'আইডি দিয়ে খুঁজুন',
  exportCsv: 'CSV ডাউনলোড করুন',
  exporting: (loaded: string, total: string | null) =>
    total !== null ? `${total}টির মধ্যে ${loaded}টি রেকর্ড ডাউনলোড হচ্ছে` : `${loaded}টি রেকর্ড ডাউনলোড হচ্ছে`,
  exportProgress: 'ডাউনলোডের অগ্রগতি',
  total: (count: string) => `মোট: ${count}`,
  newRequests: (_count: number, shown: string) => `${shown}টি নতুন আবেদন`,
  newComplaints: (_count: number, shown: string) => `${shown}টি নতুন অভিযোগ`,
  nothingToShow: 'দেখানোর মতো কিছু নেই।',
  uploadProgress: 'আপলোডের অগ্রগতি',
} satisfies Translation<typeof EnglishList>;

export const requestText = {
  status: 'অবস্থা',
  clearHeader: 'মুছুন',
  approved: 'অনুমোদিত',
  pending: 'অপেক্ষমাণ',
  reject: 'বাতিল করুন',
  rejected: 'বাতিল',
  clear: 'মুছুন',
  rejectedWith: (reason: string) => `বাতিল: ${reason}`,
  approvedRoom: (room: string) => `অনুমোদিত: ${room}`,
  rejectDialog: {
    title: 'এই আবেদন বাতিল করবেন?',
    text: 'শিক্ষার্থী তাঁর ইতিহাসে কারণটি দেখতে পাবেন।',
    reason: 'কারণ',
    example: 'যেমন: এই ট্রানজ্যাকশন আইডিতে কোনো বিকাশ পেমেন্ট নেই',
    confirm: 'বাতিল করুন',
  },
  approving: (what: string) => `${what} অনুমোদন করা হচ্ছে…`,
  undo: (secondsLeft: string) => `ফিরিয়ে নিন (${secondsLeft})`,
  theRequest: 'আবেদনটি',
  theToken: (studentId: string) => `${studentId}-এর টোকেন`,
  theHallFee: (studentId: string) => `${studentId}-এর হল ফি`,
  theRoom: (room: string, studentId: string, alone: boolean) =>
    `${studentId}-এর জন্য রুম ${room}${alone ? ' (একা)' : ''}`,
  reliedOnRoom: (room: string | undefined) =>
    `এই আবেদন অনুমোদিত${room ? `, রুম ${room}` : ''}: শিক্ষার্থী এই বরাদ্দের ওপর নির্ভর করছেন। মুছে ফেললে এটি তাঁর রুমের ইতিহাস থেকেও মুছে যাবে।`,
  reliedOnToken:
    'এই টোকেন অনুমোদিত: শিক্ষার্থী খাবারের জন্য এর ওপর নির্ভর করছেন এবং এটি ডাউনলোড করতে পারেন। মুছে ফেললে এটি তাঁর টোকেনের ইতিহাস থেকেও মুছে যাবে।',
  reliedOnHallFee:
    'এই হল ফির পেমেন্ট অনুমোদিত: শিক্ষার্থী এটিকে পরিশোধিত বলে জানেন। মুছে ফেললে এটি তাঁর হল ফির ইতিহাস থেকেও মুছে যাবে।',
} satisfies Translation<typeof EnglishRequests>;

export const columnText = {
  studentId: 'স্টুডেন্ট আইডি',
  id: 'আইডি',
  name: 'নাম',
  email: 'ইমেইল',
  date: 'তারিখ',
  from: 'শুরু',
  to: 'শেষ',
  transactionId: 'ট্রানজ্যাকশন আইডি',
  bkashNumber: 'বিকাশ নম্বর',
} satisfies Translation<typeof EnglishColumns>;
