import type { Translation } from '../translation.ts';
import type { manifestText as English } from '../manifest.ts';
import { layoutText } from './layout.ts';

export const manifestText = {
  appName: `${layoutText.hall}, চুয়েট`,
  shortName: 'শাহ হল',
} satisfies Translation<typeof English>;
