// The local portal's caching of the SPA's files: the service workers and web app manifests are
// asked again every time (a new build must reach an installed app), other files keep Express's hour.
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from './app.ts';
import { openSqliteStore } from './store/sqlite/sqlite-store.ts';
import type { Store } from './store/port.ts';

describe("the SPA's service workers and manifests", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hall-sw-cache-'));
  const web = path.join(dir, 'web');
  let store: Store;
  let url = '';
  let close = () => {};

  beforeAll(async () => {
    fs.mkdirSync(web, { recursive: true });
    for (const file of [
      'index.html',
      'sw.js',
      'sw.bn.js',
      'manifest.webmanifest',
      'manifest.bn.webmanifest',
      'favicon.svg',
    ])
      fs.writeFileSync(path.join(web, file), file.endsWith('.html') ? '<!doctype html><title>hall</title>' : '{}');
    store = openSqliteStore(path.join(dir, 'data'));
    const app = createApp({
      store,
      verifier: { verify: async () => null },
      adminEmail: 'hall.admin@student.cuet.ac.bd',
      webDist: web,
    });
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => server.close();
  });
  afterAll(async () => {
    close();
    await store.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it.each(['/sw.js', '/sw.bn.js', '/manifest.webmanifest', '/manifest.bn.webmanifest'])(
    '%s is served with Cache-Control: no-cache',
    async (file) => {
      const answer = await fetch(`${url}${file}`);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('Cache-Control')).toBe('no-cache');
    },
  );

  it('a manifest is served as application/manifest+json', async () => {
    const answer = await fetch(`${url}/manifest.bn.webmanifest`);
    expect(answer.headers.get('Content-Type')).toMatch(/^application\/manifest\+json/);
  });

  it('other files of the build keep their hour', async () => {
    const answer = await fetch(`${url}/favicon.svg`);
    expect(answer.headers.get('Cache-Control')).toBe('public, max-age=3600');
  });
});
