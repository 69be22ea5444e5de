// The dining hall's calls over the portal's API (decision 033's routes), in both modes, and the
// local API's dining days heard on its live stream: one stream however many days a page watches.
import type {
  DayCounts,
  DayListEntry,
  DiningStaffMember,
  KitchenCounts,
  MealCheck,
  MealDays,
  Serving,
} from '@hall/model';
import type { DeleteAnswer, UpdateAnswer } from '@hall/model';
import type { DiningPort, LivePort } from '../port.ts';

/** One API call: the adapter's request with its token, retries and error shape. */
export type ApiCall = <T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, json?: unknown) => Promise<T>;

const segment = (value: string) => encodeURIComponent(value);

/** The dining port's API calls; `watchDay` is the back end's own (sharedDayWatch locally). */
export function httpDining(call: ApiCall, watchDay: DiningPort['watchDay']): DiningPort {
  return {
    role: () => call<{ staff: boolean }>('GET', '/dining/me'),
    staff: {
      list: () => call<DiningStaffMember[]>('GET', '/dining/staff'),
      add: async (email) => {
        await call<unknown>('POST', '/dining/staff', { email });
      },
      remove: (email) => call<DeleteAnswer>('DELETE', `/dining/staff/${segment(email)}`),
    },
    mealDays: (tokenId) => call<MealDays>('GET', `/dining/tokens/${segment(tokenId)}/meals`),
    switchDay: (tokenId, day, off) =>
      call<UpdateAnswer>('PUT', `/dining/tokens/${segment(tokenId)}/meals/${segment(day)}`, { off }),
    counts: () => call<KitchenCounts>('GET', '/dining/counts'),
    day: (day) => call<{ counts: DayCounts; list: DayListEntry[] }>('GET', `/dining/days/${segment(day)}`),
    check: (tokenId) => call<MealCheck>('GET', `/dining/check/${segment(tokenId)}`),
    serve: (tokenId) => call<Serving>('POST', `/dining/check/${segment(tokenId)}/serve`),
    watchDay,
  };
}

/**
 * `watchDay` over a live stream that says which day changed (`event: dining`): the first watcher
 * opens it, the last one's stop closes it (the API caps streams per account). After a lost
 * connection every watcher hears a change: what happened meanwhile was not heard.
 */
export function sharedDayWatch(live: LivePort): DiningPort['watchDay'] {
  const watchers = new Map<string, Set<() => void>>();
  let stopStream: (() => void) | null = null;
  const everyone = () => [...watchers.values()].flatMap((set) => [...set]);
  return (day, changed) => {
    const own = () => changed(); // a distinct entry, even when one callback watches twice
    const set = watchers.get(day) ?? new Set();
    set.add(own);
    watchers.set(day, set);
    stopStream ??= live.watch({
      change: () => {},
      resync: () => everyone().forEach((heard) => heard()),
      dining: (changedDay) => watchers.get(changedDay)?.forEach((heard) => heard()),
    });
    return () => {
      set.delete(own);
      if (set.size === 0 && watchers.get(day) === set) watchers.delete(day);
      if (watchers.size === 0 && stopStream) {
        stopStream();
        stopStream = null;
      }
    };
  };
}
