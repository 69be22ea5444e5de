import type { liveMessages as English } from '../live.ts';
import type { Translation } from '../translation.ts';

export const liveMessages = {
  tokenPurchases: {
    approved: 'আপনার মিল টোকেনের আবেদন অনুমোদিত হয়েছে',
    rejected: 'আপনার মিল টোকেনের আবেদন বাতিল হয়েছে',
  },
  hallFees: {
    approved: 'আপনার হল ফি পেমেন্ট অনুমোদিত হয়েছে',
    rejected: 'আপনার হল ফি পেমেন্ট বাতিল হয়েছে',
  },
  roomAllotments: {
    approved: 'আপনার রুম বরাদ্দের আবেদন অনুমোদিত হয়েছে',
    rejected: 'আপনার রুম বরাদ্দের আবেদন বাতিল হয়েছে',
  },
} satisfies Translation<typeof English>;
