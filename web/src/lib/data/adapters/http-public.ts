// What a visitor reads from the portal's API (the notice board, a token's check): plain GETs
// without a token. In every page's first load, while the adapter (http.ts) loads with the first
// other call: a visitor's home page never needs it (decision 036).
import type { Notice, TokenVerification } from '@hall/model';
import type { PublicReads } from '../deferred-port.ts';
import { segment } from './http-path.ts';
import { answerOf, networkError, type FetchFunction } from './http-transport.ts';

export function httpPublicReads(
  baseUrl: string,
  fetch: FetchFunction = (input, init) => globalThis.fetch(input, init),
): PublicReads {
  const base = baseUrl.replace(/\/+$/, '');
  async function get<T>(path: string): Promise<T> {
    let response: Response;
    try {
      response = await fetch(`${base}${path}`, { method: 'GET', headers: { Accept: 'application/json' } });
    } catch (cause) {
      throw await networkError(cause);
    }
    return answerOf<T>(response.status, response.statusText, await response.text());
  }
  return {
    notices: {
      list: () => get<Notice[]>('/get-pdf'),
      fileUrl: async (fileName) => `${base}/pdf/${segment(fileName)}`,
    },
    verify: { token: (id) => get<TokenVerification>(`/verify/${segment(id)}`) },
  };
}
