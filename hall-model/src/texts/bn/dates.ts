import type { dateText as English } from '../dates.ts';
import type { Translation } from '../translation.ts';

export const dateText = {
  period: (start: string, end: string) => `${start} থেকে ${end}`,
} satisfies Translation<typeof English>;
