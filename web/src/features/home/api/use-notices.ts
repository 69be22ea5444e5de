import { useCallback } from 'react';
import type { DataPort } from '../../../lib/data/port.ts';
import type { Notice } from '@hall/model';
import { useQuery, useQueryCache, type Query } from '../../../lib/data/query.ts';

export interface NoticeLink {
  notice: Notice;
  /** Where its PDF opens; null when the address could not be found (the item shows without a link). */
  href: string | null;
}

/** Newest notice date first; notices of the same date keep the back end's order (newest upload first). */
function newestFirst(notices: Notice[]): Notice[] {
  return [...notices].sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0));
}

/**
 * The notice board's query: notices.list() with the address of each PDF (notices.fileUrl),
 * resolved up front so each item is a real link (a window opened after an await would be
 * blocked as a popup). Under the 'notices' key, so an upload invalidates it.
 */
const noticeLinks: Query<NoticeLink[]> = {
  key: ['notices', 'links'],
  load: async (data: DataPort) => {
    const notices = await data.notices.list().catch((error: unknown) => {
      console.error('The notices could not be loaded:', error);
      throw error;
    });
    return Promise.all(
      newestFirst(notices).map(async (notice) => {
        try {
          return { notice, href: await data.notices.fileUrl(notice.fileName) };
        } catch (error) {
          console.error(`The PDF of the notice "${notice.title}" could not be found:`, error);
          return { notice, href: null };
        }
      }),
    );
  },
};

export interface NoticesState {
  notices: NoticeLink[];
  loading: boolean;
  /** True when the list could not be loaded: the board says so rather than "no notices". */
  failed: boolean;
}

/** The notices for the board; a failed load is reported (`failed`), and `retry` loads again (decision 014). */
export function useNotices(): NoticesState & { retry: () => void } {
  const cache = useQueryCache();
  const state = useQuery(noticeLinks);
  const retry = useCallback(() => void cache.invalidate(noticeLinks.key), [cache]);
  return { notices: state.status === 'ready' ? state.data : [], loading: state.status === 'loading', failed: state.status === 'error', retry };
}
