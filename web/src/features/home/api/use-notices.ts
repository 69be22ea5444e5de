import { useEffect, useState } from 'react';
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

/**
 * The notice board's notices with the address of each PDF, resolved up front so each item is a
 * real link (a window opened after an await would be blocked as a popup). A failed load is
 * logged and leaves the board empty (spec section 8).
 */
export function useNotices(): { notices: NoticeLink[]; loading: boolean } {
  const data = useData();
  const [state, setState] = useState<{ notices: NoticeLink[]; loading: boolean }>({ notices: [], loading: true });

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
          if (active) setState({ notices: links, loading: false });
        },
        (error: unknown) => {
          console.error('The notices could not be loaded:', error);
          if (active) setState({ notices: [], loading: false });
        },
      );
    return () => {
      active = false;
    };
  }, [data]);

  return state;
}
