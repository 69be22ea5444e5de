import type { officeMessages as English } from '../office.ts';
import type { Translation } from '../translation.ts';
import { locale } from './locale.ts';

export const officeMessages = {
  beds: (max: number) =>
    `বেডের সংখ্যা ১ থেকে ${Number(max).toLocaleString(locale.numbers)}-এর মধ্যে একটি পূর্ণ সংখ্যা হতে হবে।`,
  page: 'পেজ নম্বর ১ বা তার বেশি একটি পূর্ণ সংখ্যা হতে হবে।',
} satisfies Translation<typeof English>;
