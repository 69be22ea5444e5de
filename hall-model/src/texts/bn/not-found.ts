import type { Translation } from '../translation.ts';
import type { notFoundText as English } from '../not-found.ts';

export const notFoundText = {
  title: 'পেজটি পাওয়া যায়নি',
  alt: 'ত্রুটি ৪০৪: পেজটি পাওয়া যায়নি',
  text: 'আপনি যে পেজটি চেয়েছেন সেটি নেই, অথবা সরিয়ে নেওয়া হয়েছে।',
} satisfies Translation<typeof English>;
