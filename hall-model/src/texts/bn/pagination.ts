import type { Translation } from '../translation.ts';
import type { paginationText as English } from '../pagination.ts';
import { locale } from './locale.ts';

const n = (value: number) => value.toLocaleString(locale.numbers);

export const paginationText = {
  rowsPerPage: 'প্রতি পেজে সারি:',
  shown: (from: number, to: number, of: number, unknown: boolean) =>
    `${n(from)}–${n(to)}, মোট ${unknown ? `${n(of)}-এর বেশি` : n(of)}`,
  previous: 'আগের পেজে যান',
  next: 'পরের পেজে যান',
} satisfies Translation<typeof English>;
