import { addDays, MEAL_SWITCH_CUTOFF } from '../../dining.ts';
import type { diningMessages as English } from '../dining.ts';
import type { Translation } from '../translation.ts';
import { locale } from './locale.ts';

/** "১৩:০৫": a time of day at the hall, as the counter reads it. */
const hallClock = (at: Date) =>
  new Intl.DateTimeFormat(locale.dates, {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: locale.hourCycle,
    timeZone: 'Asia/Dhaka',
  }).format(at);

/** "২৭ নভেম্বর": a day of the hall's calendar. */
const dayLabel = (day: string) =>
  new Intl.DateTimeFormat(locale.dates, { day: 'numeric', month: 'long', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );

export const diningMessages = {
  alreadyServed: (servedAt: string) => `${hallClock(new Date(servedAt))}-এ আগেই খাবার দেওয়া হয়েছে`,
  mealOff: 'আজকের মিল বন্ধ করা আছে',
  noSitting: 'এখন কোনো বেলার খাবার দেওয়া হচ্ছে না।',
  notValidToday: 'এই টোকেন আজকের জন্য নয়।',
  served: 'খাবার দেওয়া হয়েছে',
  dayLocked: (day: string) => {
    const cutoffDay = addDays(day, -MEAL_SWITCH_CUTOFF.daysBefore);
    const [hour, minute] = MEAL_SWITCH_CUTOFF.time.split(':').map(Number);
    const cutoff = hallClock(new Date(Date.UTC(2000, 0, 1, hour! - 6, minute)));
    return `${dayLabel(day)} তারিখের মিল আর বন্ধ বা চালু করা যাবে না: সময়সীমা ছিল ${dayLabel(cutoffDay)}, ${cutoff} পর্যন্ত।`;
  },
  dayOutsideToken: 'এই দিনটি এই টোকেনের দিনগুলোর মধ্যে নেই।',
  tokenNotApproved: 'শুধু অনুমোদিত টোকেনেই মিল বন্ধ বা চালু করা যায়।',
  staffNotAllowed:
    'ডাইনিং স্টাফের জন্য অফিসের একটি ইমেইল ঠিকানা দিন, কোনো শিক্ষার্থীর নিজের বা অ্যাডমিনিস্ট্রেটরের ঠিকানা নয়।',
} satisfies Translation<typeof English>;
