import type { Translation } from '../translation.ts';
import type { menuText as English } from '../menu.ts';

export const menuText = {
  dashboard: 'ড্যাশবোর্ড',
  dining: 'ডাইনিং',
  logOut: 'লগআউট',
} satisfies Translation<typeof English>;
