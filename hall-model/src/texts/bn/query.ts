import type { queryText as English } from '../query.ts';
import type { Translation } from '../translation.ts';

export const queryText = {
  failed: 'কিছু একটা সমস্যা হয়েছে। আবার চেষ্টা করুন।',
} satisfies Translation<typeof English>;
