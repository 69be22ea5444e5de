import { useEffect } from 'react';
import type { KitchenCounts } from '@hall/model';
import { useData } from '../../lib/data/context.ts';
import { queries } from '../../lib/data/queries.ts';
import { useQuery, useQueryCache, type QueryState } from '../../lib/data/query.ts';

/** Servings arriving together (a busy counter) reload the count once. */
const GATHER_MS = 150;

/**
 * The kitchen's count for today and tomorrow, following both days live (decision 033): a serving
 * or a switch on either day loads the count again, without a reload of the page.
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
    const reload = () => {
      timer ??= setTimeout(() => {
        timer = undefined;
        void cache.invalidate(queries.kitchenCounts().key);
      }, GATHER_MS);
    };
    const stops = [today, tomorrow].map((day) => data.dining.watchDay(day, reload));
    return () => {
      stops.forEach((stop) => stop());
      clearTimeout(timer);
    };
  }, [today, tomorrow, data, cache]);
  return state;
}
