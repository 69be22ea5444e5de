import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as HttpModule from './adapters/http.ts';

// Counts the HTTP adapters made: the build's port makes one only on a call a visitor never makes.
const made = vi.hoisted(() => ({ adapters: 0 }));
vi.mock('./adapters/http.ts', async (importActual) => {
  const actual = await importActual<typeof HttpModule>();
  class CountedAdapter extends actual.HttpDataAdapter {
    constructor(...args: ConstructorParameters<typeof actual.HttpDataAdapter>) {
      super(...args);
      made.adapters += 1;
    }
  }
  return { ...actual, HttpDataAdapter: CountedAdapter };
});

const { createDataPort } = await import('./provider.tsx');

function json(body: unknown): Response {
  return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
}

afterEach(() => {
  vi.unstubAllGlobals();
  made.adapters = 0;
});

describe("the local build's data port", () => {
  it("serves a visitor's reads without the adapter, and loads one adapter, signed in, for every other call", async () => {
    const requests: Array<{ url: string; auth: string | null }> = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        requests.push({ url, auth: new Headers(init.headers).get('Authorization') });
        return json(
          new URL(url, 'http://x').pathname.endsWith('/count')
            ? { count: 3 }
            : url.includes('/verify/')
              ? { valid: false }
              : [],
        );
      }),
    );
    const port = createDataPort('local', {
      getIdToken: async () => 'id-token-1',
      getAuthInstance: () => Promise.reject(new Error('not used')),
    });

    await port.notices.list();
    await port.verify.token('t1');
    expect(await port.notices.fileUrl('a.pdf')).toBe('/api/pdf/a.pdf');
    expect(made.adapters).toBe(0);
    expect(requests).toEqual([
      { url: '/api/get-pdf', auth: null },
      { url: '/api/verify/t1', auth: null },
    ]);

    expect(await port.hallFees.count({})).toBe(3);
    await port.rooms.list();
    expect(made.adapters).toBe(1);
    expect(requests.slice(2).map((request) => request.auth)).toEqual(['Bearer id-token-1', 'Bearer id-token-1']);
  });
});
