// The visitors' limits key on the caller's address: the socket's when the app takes connections
// directly (the local server), and the one Google's front end forwards when it sits behind
// Hosting and Cloud Run (the Cloud Function, trustProxyHops 2). Issue 28: without it, every caller
// of the Cloud Function shared one limit, and one script kept the dining counter's /verify at 429.
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { openSqliteStore } from '../store/sqlite/sqlite-store.ts';

const LOOKUPS = 3;
const open: Array<() => Promise<void>> = [];

async function serve(trustProxyHops?: number): Promise<string> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hall-limits-'));
  const store = openSqliteStore(dir);
  const app = createApp({
    store,
    verifier: { verify: async () => null },
    adminEmail: 'hall.admin@student.cuet.ac.bd',
    rateLimits: { writesPerWindow: 30, adminWritesPerWindow: 600, windowMs: 60_000, lookupsPerWindow: LOOKUPS },
    ...(trustProxyHops === undefined ? {} : { trustProxyHops }),
  });
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  open.push(async () => {
    server.close();
    await store.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

afterEach(async () => {
  await Promise.all(open.splice(0).map((close) => close()));
});

/** The statuses of `times` token checks (an unknown token: 404 until the limit, then 429). */
async function checks(url: string, times: number, forwardedFor?: string): Promise<number[]> {
  const statuses: number[] = [];
  for (let index = 0; index < times; index += 1) {
    const headers: Record<string, string> = forwardedFor ? { 'x-forwarded-for': forwardedFor } : {};
    statuses.push((await fetch(`${url}/api/verify/aaaaaaaaaaaaaaaaaaaaaaaa`, { headers })).status);
  }
  return statuses;
}

describe('the visitors’ rate limit', () => {
  it('behind Hosting and Cloud Run, counts each forwarded caller on its own', async () => {
    const url = await serve(2);
    // X-Forwarded-For as it arrives: the caller's address, then the Hosting edge's.
    expect(await checks(url, LOOKUPS + 1, '203.0.113.7, 151.101.1.195')).toEqual([404, 404, 404, 429]);
    expect(await checks(url, 1, '198.51.100.23, 151.101.1.195')).toEqual([404]);
  });

  it('behind the proxies, a caller cannot pick its own address by adding to the header', async () => {
    const url = await serve(2);
    const statuses: number[] = [];
    for (let index = 0; index <= LOOKUPS; index += 1)
      statuses.push(...(await checks(url, 1, `10.0.0.${index}, 203.0.113.7, 151.101.1.195`)));
    expect(statuses).toEqual([404, 404, 404, 429]);
  });

  it('taking connections directly, keys on the socket and ignores a forwarded address', async () => {
    const url = await serve();
    const statuses: number[] = [];
    for (let index = 0; index <= LOOKUPS; index += 1) statuses.push(...(await checks(url, 1, `203.0.113.${index}`)));
    expect(statuses).toEqual([404, 404, 404, 429]);
  });
});
