import type { Translation } from '../translation.ts';
import type { profileText as English } from '../profile.ts';

export const profileText = {
  tokenHistory: 'টোকেনের ইতিহাস',
  hallFeeHistory: 'হল ফির ইতিহাস',
  roomHistory: 'রুমের ইতিহাস',
  myProfileLink: 'আমার প্রোফাইল',
  menu: 'প্রোফাইল মেনু',
  hallManagement: 'হল ব্যবস্থাপনা',
  logOut: 'লগআউট',
} satisfies Translation<typeof English>;
