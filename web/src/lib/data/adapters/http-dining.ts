// The dining hall's calls over the portal's API (decision 033's routes), in both modes. The local
// API's dining days are heard on its live stream (sharedDayWatch in http-live.ts).
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
import type { DiningPort } from '../port.ts';

/** One API call: the adapter's request with its token, retries and error shape. */
export type ApiCall = <T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, json?: unknown) => Promise<T>;

const segment = (value: string) => encodeURIComponent(value);

/** The dining port's API calls; `watchDay` is the back end's own. */
export function httpDining(call: ApiCall, watchDay: DiningPort['watchDay']): DiningPort {
  return {
    role: () => call<{ staff: boolean }>('GET', '/dining/me'),
    staff: {
      list: () => call<DiningStaffMember[]>('GET', '/dining/staff'),
      add: (email) => call<void>('POST', '/dining/staff', { email }),
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
