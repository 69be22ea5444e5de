import type { Translation } from '../translation.ts';
import type { offlineText as English } from '../offline.ts';

export const offlineText = {
  shownAsOf: (time: string) => `অফলাইন: ${time}-এর তথ্য দেখানো হচ্ছে`,
  kept: 'নেটওয়ার্ক নেই: আপনার ফর্মটি এই ডিভাইসে রাখা হয়েছে, আবার অনলাইনে এলে পাঠানো হবে।',
  waitingTitle: 'পাঠানোর অপেক্ষায়',
  waitingSince: (when: string) => `${when} থেকে রাখা আছে`,
  askFirst: '২০ ঘণ্টার বেশি সময় ধরে রাখা আছে: এখন পাঠাবেন?',
  sendNow: 'এখন পাঠান',
  discard: 'বাদ দিন',
  refused: (form: string, reason: string) => `${form} পাঠানো যায়নি: ${reason}`,
  forms: {
    tokenPurchases: 'মিল টোকেন',
    hallFees: 'হল ফি',
    roomAllotments: 'রুম বরাদ্দের আবেদন',
    complaints: 'অভিযোগ',
  },
  showQr: 'QR কোড দেখান',
  qrTitle: 'মিল টোকেন',
  qrValid: (period: string) => `মেয়াদ: ${period}`,
  qrHint: 'ডাইনিং হলের কাউন্টারে এটি দেখান।',
  qrFailed: 'QR কোড দেখানো যায়নি।',
  close: 'বন্ধ করুন',
} satisfies Translation<typeof English>;
