// The live stream's own limits, with short timings: the heartbeat, the lifetime, a client that
// stopped reading, and the server stopping. (Who hears what: tests/api/live.test.ts.)
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import type { LiveChange } from '@hall/model';
import type { Caller, TokenVerifier } from '../auth/identity.ts';
import { errorHandler } from '../http/errors.ts';
import { ChangeFeed } from '../store/change-feed.ts';
import { liveRoutes, type LiveOptions } from './live.ts';

const student: Caller = { uid: 'u1', email: 'u1904001@student.cuet.ac.bd', emailVerified: true };
const verifier: TokenVerifier = { verify: async (token) => (token === 'student' ? student : null) };

const servers: http.Server[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    server.close();
  }
});

async function serve(options: Omit<LiveOptions, 'feed'>) {
  const feed = new ChangeFeed();
  const app = express();
  app.use(liveRoutes(verifier, 'hall.admin@student.cuet.ac.bd', { feed, ...options }));
  app.use(errorHandler(() => {}));
  const server = app.listen(0, '127.0.0.1');
  servers.push(server);
  await new Promise((resolve) => server.once('listening', resolve));
  return { feed, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/live` };
}

/** Reads the whole stream as text until the server ends it. */
async function readAll(url: string): Promise<string> {
  const response = await fetch(url, { headers: { authorization: 'Bearer student' } });
  expect(response.status).toBe(200);
  return response.text();
}

const change = (id: string): LiveChange => ({ group: 'tokenPurchases', id, kind: 'added', state: 'pending' });
const mine = (id: string) => ({ change: change(id), ownerEmail: student.email });

describe('the live stream', () => {
  it('sends a heartbeat while idle and ends after its lifetime', async () => {
    const { feed, url } = await serve({ heartbeatMs: 20, lifetimeMs: 200 });
    const text = await readAll(url);
    expect(text.startsWith('retry: 3000\n\n')).toBe(true);
    expect(text).toContain(': ping\n\n');
    // Ended by the server: nothing is left listening.
    expect(feed.size).toBe(0);
  });

  it('ends every stream when the server stops', async () => {
    const { feed, url } = await serve({});
    const reading = readAll(url);
    await expect.poll(() => feed.size).toBe(1);
    feed.publish(mine('a1'));
    feed.close();
    const text = await reading;
    expect(text).toContain(`event: change\ndata: ${JSON.stringify(change('a1'))}\n\n`);
    expect(feed.size).toBe(0);
  });

  it('drops a client that stopped reading instead of holding its backlog', async () => {
    const { feed, url } = await serve({ maxBacklogBytes: 1024 });
    const request = http.get(url, { headers: { authorization: 'Bearer student' } });
    const response = await new Promise<http.IncomingMessage>((resolve) => request.once('response', resolve));
    response.pause(); // reads nothing more: the socket's buffers fill, then the server's
    await expect.poll(() => feed.size).toBe(1);
    let sent = 0;
    while (feed.size > 0 && sent < 500_000) {
      feed.publish(mine(`record-${sent}`));
      sent += 1;
    }
    expect(feed.size).toBe(0);
    request.destroy();
  });
});
