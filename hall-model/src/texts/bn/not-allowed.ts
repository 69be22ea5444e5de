import type { Translation } from '../translation.ts';
import type { notAllowedText as English } from '../not-allowed.ts';

export const notAllowedText = {
  title: 'অনুমতি নেই',
} satisfies Translation<typeof English>;
