import type { Translation } from '../translation.ts';
import type { uiText as English } from '../ui.ts';
import { locale } from './locale.ts';

const n = (value: number) => value.toLocaleString(locale.numbers);

export const uiText = {
  loading: 'লোড হচ্ছে…',
  rowsPerPage: 'প্রতি পেজে সারি:',
  shown: (from: number, to: number, of: number, unknown: boolean) =>
    `${n(from)}–${n(to)}, মোট ${unknown ? `${n(of)}-এর বেশি` : n(of)}`,
  previous: 'আগের পেজে যান',
  next: 'পরের পেজে যান',
  verifyLink: (email: string) => `${email} যাচাই করুন`,
} satisfies Translation<typeof English>;
