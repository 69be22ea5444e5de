import type { Translation } from '../translation.ts';
import type { activityText as English } from '../dashboard-activity.ts';

/** Whose record: "২১০৪৩২১-এর "; nothing for an entry without a student id. */
const whose = (owner: string | undefined) => (owner ? `${owner}-এর ` : '');

export const activityText = {
  columns: {
    when: 'সময় (ঢাকা)',
    what: 'কী হয়েছে',
    studentId: 'স্টুডেন্ট আইডি',
    by: 'কে করেছেন',
    whenIso: 'সময় (ISO, UTC)',
    action: 'কাজ',
    record: 'রেকর্ড',
    changes: 'পরিবর্তন',
    about: 'বিবরণ',
    released: 'ছেড়ে দেওয়া ট্রানজ্যাকশন আইডি',
  },
  action: 'কাজ',
  everyAction: 'সব কাজ',
  show: 'দেখুন',
  showRecord: (record: string) => `${record} দেখুন`,
  taka: (amount: string) => `${amount} টাকা`,
  records: {
    token: (owner: string | undefined, days: string | undefined, amount: string | undefined) =>
      `${whose(owner)}${days ? `${days} দিনের ` : ''}মিল টোকেন${amount ? ` (${amount})` : ''}`,
    hallFee: (owner: string | undefined, months: string | undefined) =>
      `${whose(owner)}হল ফি${months ? ` (${months})` : ''}`,
    roomApplication: (owner: string | undefined) => `${whose(owner)}রুম বরাদ্দের আবেদন`,
    complaint: (owner: string | undefined) => `${whose(owner)}অভিযোগ`,
    message: (name: string | undefined, email: string | undefined) =>
      name && email ? `${name}-এর (${email}) বার্তা` : name ? `${name}-এর বার্তা` : 'একটি যোগাযোগ বার্তা',
    profile: (owner: string | undefined, email: string | undefined) =>
      `${whose(owner)}প্রোফাইল${email ? ` (${email})` : ''}`,
    notice: (title: string | undefined) => (title ? `"${title}" নোটিশ` : 'একটি নোটিশ'),
    room: (number: string) => `রুম ${number}`,
    other: (owner: string | undefined) => (owner ? `${owner}-এর একটি রেকর্ড` : 'একটি রেকর্ড'),
  },
  sentences: {
    approve: (record: string) => `${record} অনুমোদন করা হয়েছে`,
    reject: (record: string, reason: string | undefined) => `${record} বাতিল করা হয়েছে${reason ? `: ${reason}` : ''}`,
    allocate: (room: string | undefined, student: string | undefined) =>
      `${student ? `${student}-কে` : 'একজন শিক্ষার্থীকে'} ${room ? `রুম ${room}` : 'একটি রুম'} বরাদ্দ দেওয়া হয়েছে`,
    clear: (record: string) => `${record} মুছে ফেলা হয়েছে`,
    pdfAttached: (record: string) => `${record}: একটি PDF যুক্ত করা হয়েছে`,
    noticeUpload: (record: string, date: string | undefined) =>
      `${record} আপলোড করা হয়েছে${date ? ` (তারিখ ${date})` : ''}`,
    profileRemoved: (record: string) => `${record} সরানো হয়েছে`,
    staffAdded: (email: string | undefined) => `${email ?? 'একটি ঠিকানা'} ডাইনিং স্টাফে যোগ করা হয়েছে`,
    staffRemoved: (email: string | undefined) => `${email ?? 'একটি ঠিকানা'} ডাইনিং স্টাফ থেকে সরানো হয়েছে`,
    roomDetails: (floor: string | undefined, beds: string | undefined, _oneBed: boolean, notes: string | undefined) =>
      floor ? ` (${floor}${beds ? `, ${beds}টি বেড` : ''}${notes ? `; নোট: ${notes}` : ''})` : '',
    roomAdded: (record: string, details: string) => `${record}${details} যোগ করা হয়েছে`,
    roomChanged: (record: string, details: string) => `${record}${details} বদলানো হয়েছে`,
    roomRemoved: (record: string) => `${record} হলের রুমের তালিকা থেকে সরানো হয়েছে`,
    roomReleased: (room: string | undefined, record: string) =>
      `${room ? `রুম ${room}-এ` : 'একটি রুমে'} আবার বেড খালি: ${record} মুছে ফেলা হয়েছে`,
    transactionReleased: (transactionId: string | undefined, record: string) =>
      `${record}: ট্রানজ্যাকশন আইডি${transactionId ? ` ${transactionId}` : ''} আবার ব্যবহার করা যাবে`,
    other: (label: string, record: string) => `${label}: ${record}`,
    alsoReleased: (sentence: string, transactionId: string) =>
      `${sentence}; এর ট্রানজ্যাকশন আইডি ${transactionId} আবার ব্যবহার করা যাবে`,
  },
} satisfies Translation<typeof English>;
