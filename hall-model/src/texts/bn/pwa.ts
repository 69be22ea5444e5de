import type { Translation } from '../translation.ts';
import type { pwaText as English } from '../pwa.ts';

export const pwaText = {
  updateReady: 'নতুন সংস্করণ তৈরি:',
  reload: 'আবার লোড করুন',
  install: 'অ্যাপটি ইনস্টল করুন',
} satisfies Translation<typeof English>;
