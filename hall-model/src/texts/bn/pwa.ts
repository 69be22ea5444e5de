import type { Translation } from '../translation.ts';
import type { pwaText as English } from '../pwa.ts';

export const pwaText = {
  updateReady: 'নতুন সংস্করণ এসেছে:',
  reload: 'আবার লোড করুন',
} satisfies Translation<typeof English>;
