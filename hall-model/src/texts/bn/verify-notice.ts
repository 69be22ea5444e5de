import type { Translation } from '../translation.ts';
import type { verifyNoticeText as English } from '../verify-notice.ts';

export const verifyNoticeText = {
  link: (email: string) => `${email} যাচাই করুন`,
} satisfies Translation<typeof English>;
