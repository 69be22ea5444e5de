// The dining hall's calls over the portal's API (decision 033's routes), in both modes. Its own
// chunk, loaded on the first call (http.ts); the local API's dining days are heard on its live stream.
import type { DiningPort } from '../port.ts';
import { segment } from './http-path.ts';

/** One API call: the adapter's request with its token, retries and error shape. */
export type ApiCall = <T>(
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  json?: unknown,
) => Promise<T>;

/** The dining port's API calls; `watchDay` is the back end's own. */
export function httpDining(call: ApiCall): Omit<DiningPort, 'watchDay'> {
  return {
    role: () => call('GET', '/dining/me'),
    staff: {
      list: () => call('GET', '/dining/staff'),
      add: (email) => call('POST', '/dining/staff', { email }),
      remove: (email) => call('DELETE', `/dining/staff/${segment(email)}`),
    },
    mealDays: (tokenId) => call('GET', `/dining/tokens/${segment(tokenId)}/meals`),
    switchDay: (tokenId, day, off) => call('PUT', `/dining/tokens/${segment(tokenId)}/meals/${segment(day)}`, { off }),
    counts: () => call('GET', '/dining/counts'),
    day: (day) => call('GET', `/dining/days/${segment(day)}`),
    check: (tokenId) => call('GET', `/dining/check/${segment(tokenId)}`),
    serve: (tokenId) => call('POST', `/dining/check/${segment(tokenId)}/serve`),
  };
}
