// An HTTP adapter over a fetch that records each request and answers as the test says, for the
// adapter's route tests (the dining day's, the rooms').
import { vi } from 'vitest';
import { type FetchFunction, HttpDataAdapter } from './http.ts';

export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

export function recordingAdapter(answer: () => Response = () => json(200, {})) {
  const requests: Array<{ method: string; url: string; body: unknown; auth: string | null }> = [];
  const fetch = vi.fn<FetchFunction>(async (url, init) => {
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    requests.push({ method: init.method ?? 'GET', url, body, auth: new Headers(init.headers).get('Authorization') });
    return answer();
  });
  const adapter = new HttpDataAdapter({
    baseUrl: '/api',
    getIdToken: async () => 'id-token',
    fetch,
    retryDelaysMs: [],
  });
  return { adapter, requests };
}
