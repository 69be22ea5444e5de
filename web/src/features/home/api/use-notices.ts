import { useCallback, useEffect, useState } from 'react';
import type { Notice } from '@hall/model';
import { useData } from '../../../lib/data/context.ts';

export interface NoticeLink {
  notice: Notice;
  /** Where its PDF opens; null when the address could not be found (the item shows without a link). */
  href: string | null;
}

/** Newest notice date first; notices of the same date keep the back end's order (newest upload first). */
function newestFirst(notices: Notice[]): Notice[] {
  return [...notices].sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0));
}

export interface NoticesState {
  notices: NoticeLink[];
  loading: boolean;
  /** True when the list could not be loaded: the board says so rather than "no notices". */
  failed: boolean;
}

/**
 * The notice board's notices with the address of each PDF, resolved up front so each item is a
 * real link (a window opened after an await would be blocked as a popup). A failed load is
 * logged and reported (`failed`), and `retry` loads again (decision 014).
 */
export function useNotices(): NoticesState & { retry: () => void } {
  const data = useData();
  const [state, setState] = useState<NoticesState>({ notices: [], loading: true, failed: false });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let active = true;
    data.notices
      .list()
      .then((notices) =>
        Promise.all(
          newestFirst(notices).map(async (notice) => {
            try {
              return { notice, href: await data.notices.fileUrl(notice.fileName) };
            } catch (error) {
              console.error(`The PDF of the notice "${notice.title}" could not be found:`, error);
              return { notice, href: null };
            }
          }),
        ),
      )
      .then(
        (links) => {
          if (active) setState({ notices: links, loading: false, failed: false });
        },
        (error: unknown) => {
          console.error('The notices could not be loaded:', error);
          if (active) setState({ notices: [], loading: false, failed: true });
        },
      );
    return () => {
      active = false;
    };
  }, [data, attempt]);

  const retry = useCallback(() => {
    setState((current) => ({ ...current, loading: true, failed: false }));
    setAttempt((count) => count + 1);
  }, []);

  return { ...state, retry };
}
