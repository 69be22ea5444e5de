import { describe, expect, it, vi } from 'vitest';
import type { LiveChange } from '@hall/model';
import { httpLive, sharedLive } from './http-live.ts';

const change: LiveChange = { group: 'hallFees', id: 'h1', kind: 'changed', state: 'approved' };

/** A server the test writes to: each fetch opens a stream the test can feed and end. */
function fakeServer() {
  const opened: Array<{ token: string | null; write(text: string): void; end(): void; signal: AbortSignal }> = [];
  const fetch = vi.fn(async (_url: string, init: RequestInit) => {
    let controller!: ReadableStreamDefaultController<Uint8Array>;
    const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
    const signal = init.signal as AbortSignal;
    signal.addEventListener('abort', () => controller.error(new DOMException('aborted', 'AbortError')));
    opened.push({
      token: new Headers(init.headers).get('authorization'),
      write: (text) => controller.enqueue(new TextEncoder().encode(text)),
      end: () => controller.close(),
      signal,
    });
    return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } });
  });
  return { fetch, opened };
}

function watcher() {
  return { changes: [] as LiveChange[], resyncs: 0 };
}

describe('the live stream reader', () => {
  it('hears well-formed changes, split across chunks, and ignores anything else', async () => {
    const server = fakeServer();
    const heard = watcher();
    const stop = httpLive({ baseUrl: '/api/', getIdToken: async () => 'token-1', fetch: server.fetch }).watch({
      change: (c) => heard.changes.push(c),
      resync: () => (heard.resyncs += 1),
    });
    await vi.waitFor(() => expect(server.opened).toHaveLength(1));
    expect(server.fetch.mock.calls[0]![0]).toBe('/api/live');
    expect(server.opened[0]!.token).toBe('Bearer token-1');
    const stream = server.opened[0]!;
    stream.write('retry: 3000\n\n: ping\n\n');
    stream.write('event: change\ndata: {"group":"users","id":"x","kind":"added","state":"pending"}\n\n');
    stream.write('event: change\ndata: not json\n\n');
    stream.write(`event: other\ndata: ${JSON.stringify(change)}\n\n`);
    const text = `event: change\ndata: ${JSON.stringify(change)}\n\n`;
    stream.write(text.slice(0, 20));
    stream.write(text.slice(20));
    await vi.waitFor(() => expect(heard.changes).toEqual([change]));
    stop();
    expect(stream.signal.aborted).toBe(true);
    expect(heard.resyncs).toBe(0);
  });

  it('hears a dining day (event: dining) and ignores one that is not a day', async () => {
    const server = fakeServer();
    const days: string[] = [];
    const stop = httpLive({ baseUrl: '/api', getIdToken: async () => 'token-1', fetch: server.fetch }).watch({
      change: () => {},
      resync: () => {},
      dining: (day) => days.push(day),
    });
    await vi.waitFor(() => expect(server.opened).toHaveLength(1));
    const stream = server.opened[0]!;
    stream.write('event: dining\ndata: {"day":"2026-02-30"}\n\n');
    stream.write('event: dining\ndata: {"day":42}\n\n');
    stream.write('event: dining\ndata: {"day":"2026-11-28"}\n\n');
    await vi.waitFor(() => expect(days).toEqual(['2026-11-28']));
    stop();
  });

  it("hears the caller's room news (event: rooms) on the shared stream, and only the room watchers are told", async () => {
    const server = fakeServer();
    const options = { baseUrl: '/api', getIdToken: async () => 'token-1', fetch: server.fetch };
    const lists = watcher();
    let roomNews = 0;
    const stopLists = sharedLive(options).watch({ change: (c) => lists.changes.push(c), resync: () => {} });
    const stopRooms = sharedLive(options).watch({ change: () => {}, resync: () => {}, rooms: () => (roomNews += 1) });
    await vi.waitFor(() => expect(server.opened).toHaveLength(1));
    const stream = server.opened[0]!;
    stream.write('event: rooms\ndata: {}\n\n');
    stream.write(`event: change\ndata: ${JSON.stringify(change)}\n\n`);
    await vi.waitFor(() => expect(lists.changes).toEqual([change]));
    expect(roomNews).toBe(1);
    stopLists();
    stopRooms();
  });

  it('reconnects with a fresh token when the stream ends, and asks for a resync', async () => {
    const server = fakeServer();
    const heard = watcher();
    let issued = 0;
    const live = httpLive({
      baseUrl: '/api',
      getIdToken: async () => `token-${++issued}`,
      fetch: server.fetch,
      reconnectDelaysMs: { first: 1, most: 4 },
    });
    const stop = live.watch({ change: (c) => heard.changes.push(c), resync: () => (heard.resyncs += 1) });
    await vi.waitFor(() => expect(server.opened).toHaveLength(1));
    server.opened[0]!.end();
    await vi.waitFor(() => expect(server.opened).toHaveLength(2));
    expect(server.opened[1]!.token).toBe('Bearer token-2');
    await vi.waitFor(() => expect(heard.resyncs).toBe(1));
    server.opened[1]!.write(`event: change\ndata: ${JSON.stringify(change)}\n\n`);
    await vi.waitFor(() => expect(heard.changes).toEqual([change]));
    stop();
  });

  it('keeps trying after a refused or failed connection, without a resync until one opens', async () => {
    const heard = watcher();
    const answers = [
      () => Promise.reject(new TypeError('Failed to fetch')),
      () => Promise.resolve(new Response('{"error":{}}', { status: 429 })),
    ];
    const fetch = vi.fn(async () => (answers.shift() ?? (() => new Promise<Response>(() => {})))());
    const stop = httpLive({
      baseUrl: '/api',
      getIdToken: async () => 'token',
      fetch,
      reconnectDelaysMs: { first: 1, most: 2 },
    }).watch({ change: (c) => heard.changes.push(c), resync: () => (heard.resyncs += 1) });
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(3));
    expect(heard.resyncs).toBe(0);
    stop();
  });

  it('watches nothing for a visitor', async () => {
    const server = fakeServer();
    const getIdToken = vi.fn(async () => null);
    httpLive({ baseUrl: '/api', getIdToken, fetch: server.fetch }).watch({ change: () => {}, resync: () => {} });
    await vi.waitFor(() => expect(getIdToken).toHaveBeenCalled());
    await Promise.resolve();
    expect(server.fetch).not.toHaveBeenCalled();
  });

  it('shares one stream among every watcher of an adapter (lists and dining days), closed with the last stop', async () => {
    const server = fakeServer();
    const options = { baseUrl: '/api', getIdToken: async () => 'token-1', fetch: server.fetch };
    const lists = watcher();
    const days: string[] = [];
    const stopLists = sharedLive(options).watch({ change: (c) => lists.changes.push(c), resync: () => {} });
    const stopDays = sharedLive(options).watch({ change: () => {}, resync: () => {}, dining: (day) => days.push(day) });
    await vi.waitFor(() => expect(server.opened).toHaveLength(1));
    const stream = server.opened[0]!;
    stream.write(`event: change\ndata: ${JSON.stringify(change)}\n\n`);
    stream.write('event: dining\ndata: {"day":"2026-11-28"}\n\n');
    await vi.waitFor(() => expect(days).toEqual(['2026-11-28']));
    expect(lists.changes).toEqual([change]);
    stopLists();
    expect(stream.signal.aborted).toBe(false);
    stopDays();
    expect(stream.signal.aborted).toBe(true);
    expect(server.opened).toHaveLength(1);
  });
});
