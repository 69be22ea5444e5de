import type { passwordHints as English } from '../sign-up.ts';
import type { Translation } from '../translation.ts';
import { locale } from './locale.ts';

export const passwordHints = {
  length: (min: number) => `কমপক্ষে ${min.toLocaleString(locale.numbers)}টি অক্ষর`,
  uppercase: 'অন্তত একটি বড় হাতের অক্ষর (A থেকে Z)',
  special: 'অন্তত একটি বিশেষ চিহ্ন: ! @ # $ % ^ & * ( ) , . ? " : { } | < >',
} satisfies Translation<typeof English>;
