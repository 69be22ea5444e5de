import { useEffect, useRef } from 'react';
import { LIVE_GROUPS, type LiveChange, type LiveGroup } from '@hall/model';
import { useData } from './context.ts';
import { useQueryCache } from './query.ts';

/** Changes arriving together (a burst of filings) reload each list once. */
const GATHER_MS = 150;

/**
 * While mounted and `enabled`, follows the data port's live changes (issue 19): the lists and
 * counts of each changed group load again (what is on screen follows; the rest reloads when next
 * shown), and `onChange` hears each change (a student's toast). A change that `hold` takes (the
 * office's new filings, issue 35) reloads nothing: the page shows it when it chooses.
 */
export function useLiveUpdates(
  enabled: boolean,
  onChange?: (change: LiveChange) => void,
  hold?: (change: LiveChange) => boolean,
): void {
  const data = useData();
  const cache = useQueryCache();
  const heard = useRef(onChange);
  const holds = useRef(hold);
  useEffect(() => {
    heard.current = onChange;
    holds.current = hold;
  });
  useEffect(() => {
    if (!enabled) return;
    const stale = new Set<LiveGroup>();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const reload = (groups: readonly LiveGroup[]) => {
      groups.forEach((group) => stale.add(group));
      timer ??= setTimeout(() => {
        timer = undefined;
        for (const group of stale) void cache.invalidate([group]);
        stale.clear();
      }, GATHER_MS);
    };
    const stop = data.live.watch({
      change: (change) => {
        heard.current?.(change);
        if (!holds.current?.(change)) reload([change.group]);
      },
      resync: () => reload(LIVE_GROUPS),
    });
    return () => {
      stop();
      clearTimeout(timer);
    };
  }, [enabled, data, cache]);
}
