import { describe, expect, it, vi } from 'vitest';
import { DataError } from '../port.ts';
import { httpPublicReads } from './http-public.ts';
import type { FetchFunction } from './http-transport.ts';

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** The public reads over a fake fetch that records each request and answers with `answer`. */
function setup(answer: () => Response) {
  const requests: Array<{ method: string | undefined; url: string; headers: Headers }> = [];
  const fetch = vi.fn<FetchFunction>(async (url, init) => {
    requests.push({ method: init.method, url, headers: new Headers(init.headers) });
    return answer();
  });
  return { reads: httpPublicReads('/api/', fetch), requests };
}

describe('httpPublicReads', () => {
  it('asks GET /get-pdf for the notice board as a visitor: JSON, no Authorization', async () => {
    const notices = [{ _id: 'n1', title: 'Iftar', date: '2026-03-01', fileName: 'a.pdf' }];
    const { reads, requests } = setup(() => json(200, notices));
    expect(await reads.notices.list()).toEqual(notices);
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({ method: 'GET', url: '/api/get-pdf' });
    expect(requests[0]?.headers.get('Accept')).toBe('application/json');
    expect(requests[0]?.headers.has('Authorization')).toBe(false);
  });

  it("gives a notice's PDF address under the API, its name escaped, without a request", async () => {
    const { reads, requests } = setup(() => json(200, []));
    expect(await reads.notices.fileUrl('notice 1.pdf')).toBe('/api/pdf/notice%201.pdf');
    expect(requests).toEqual([]);
  });

  it("asks GET /verify/{id} for a token's check, escaping the id, and turns a 404 into a DataError", async () => {
    const answer = { valid: false };
    const ok = setup(() => json(200, answer));
    expect(await ok.reads.verify.token('ab/c')).toEqual(answer);
    expect(ok.requests.map((request) => request.url)).toEqual(['/api/verify/ab%2Fc']);
    const missing = setup(() => json(404, { error: { code: 'not_found', message: 'We could not find that.' } }));
    await expect(missing.reads.verify.token('x')).rejects.toMatchObject({ status: 404, code: 'not_found' });
  });

  it('gives a DataError for an error page that is not JSON, and one with status 0 when the network fails', async () => {
    const gateway = setup(() => new Response('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }));
    await expect(gateway.reads.notices.list()).rejects.toMatchObject({ status: 502, code: 'http_error' });
    const offline = setup(() => {
      throw new TypeError('Failed to fetch');
    });
    const error = await offline.reads.notices.list().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(DataError);
    expect(error).toMatchObject({ status: 0, code: 'network_error' });
  });
});
