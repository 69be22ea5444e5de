import type { languageSwitchText as English } from '../language-switch.ts';
import type { Translation } from '../translation.ts';

export const languageSwitchText = {
  hint: 'পোর্টালটি ইংরেজিতে দেখুন',
} satisfies Translation<typeof English>;
