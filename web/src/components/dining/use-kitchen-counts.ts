import { useEffect } from 'react';
import type { KitchenCounts } from '@hall/model';
import { useData } from '../../lib/data/context.ts';
import { queries } from '../../lib/data/queries.ts';
import { useQuery, useQueryCache, type QueryState } from '../../lib/data/query.ts';

/** The first change reloads the count this soon: servings arriving together are one reload. */
const GATHER_MS = 150;
/**
 * After a reload, the next waits until this much has passed: a busy counter tells every open count
 * page of each serving, and a count costs about 2 x 83 reads in firebase mode (decision 033).
 */
export const RELOAD_WINDOW_MS = 3_000;

/**
 * The kitchen's count for today and tomorrow, following both days live (decision 033): a serving
 * or a switch on either day loads the count again, without a reload of the page: the first change
 * soon, later ones at most once a window, that reload carrying every change before it.
 */
export function useKitchenCounts(): QueryState<KitchenCounts> {
  const state = useQuery(queries.kitchenCounts());
  const data = useData();
  const cache = useQueryCache();
  const today = state.data?.today.day;
  const tomorrow = state.data?.tomorrow.day;
  useEffect(() => {
    if (!today || !tomorrow) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let lastReload = -Infinity;
    const reload = () => {
      // A reload already due will ask after this change: it carries it.
      if (timer !== undefined) return;
      const wait = Math.max(GATHER_MS, lastReload + RELOAD_WINDOW_MS - Date.now());
      timer = setTimeout(() => {
        timer = undefined;
        lastReload = Date.now();
        void cache.invalidate(queries.kitchenCounts().key);
      }, wait);
    };
    const stops = [today, tomorrow].map((day) => data.dining.watchDay(day, reload));
    return () => {
      stops.forEach((stop) => stop());
      clearTimeout(timer);
    };
  }, [today, tomorrow, data, cache]);
  return state;
}
