import type { Translation } from '../translation.ts';
import type { dialogText as English } from '../dialog.ts';

export const dialogText = {
  ok: 'ঠিক আছে',
  cancel: 'ফিরে যান',
} satisfies Translation<typeof English>;
