import type { Translation } from '../translation.ts';
import type { pageMetaText as English } from '../page-meta.ts';

export const pageMetaText = {
  description: 'শহীদ মোহাম্মদ শাহ হল, চুয়েট: হলের আবাসিক শিক্ষার্থীদের মিল টোকেন, হল ফি, অভিযোগ, রুম বরাদ্দ ও নোটিশ।',
} satisfies Translation<typeof English>;
