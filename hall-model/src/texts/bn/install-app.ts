import type { Translation } from '../translation.ts';
import type { installAppText as English } from '../install-app.ts';

export const installAppText = {
  install: 'অ্যাপটি ইনস্টল করুন',
} satisfies Translation<typeof English>;
