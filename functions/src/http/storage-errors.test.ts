// A full or read-only data disk (issue 34): a write is answered 503 in the one error shape, not
// 500, and /api/health says so, without the server's paths.
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import { serverMessages } from '@hall/model';
import { healthRoutes } from '../routes/health.ts';
import { DiskFullError, openSqliteStore } from '../store/sqlite/sqlite-store.ts';
import type { Store } from '../store/port.ts';
import { errorHandler } from './errors.ts';

const servers: http.Server[] = [];
const stores: Store[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
  await Promise.all(stores.splice(0).map((store) => store.close()));
});

async function serve(app: express.Express): Promise<string> {
  const server = http.createServer(app);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe('a full or read-only disk', () => {
  it.each(['SQLITE_FULL', 'ENOSPC', 'SQLITE_READONLY', 'EROFS'])(
    'answers a write that fails with %s: 503, nothing of the cause',
    async (code) => {
      const app = express();
      app.post('/write', () => {
        throw Object.assign(new Error(`database or disk is full at /srv/hall/.data/portal.sqlite`), { code });
      });
      app.use(errorHandler(() => {}));
      const answer = await fetch(`${await serve(app)}/write`, { method: 'POST' });
      expect(answer.status).toBe(503);
      expect(answer.headers.get('retry-after')).toBe('60');
      const text = await answer.text();
      expect(JSON.parse(text)).toEqual({
        error: { code: 'storage_unavailable', message: serverMessages.storageUnavailable },
      });
      expect(text).not.toContain('/srv/hall');
    },
  );

  it('makes /health answer 503 storage_unavailable while the data disk is nearly full', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hall-full-'));
    const store = openSqliteStore(dataDir, { minFreeBytes: Number.MAX_SAFE_INTEGER });
    stores.push(store);
    await expect(store.ping()).rejects.toBeInstanceOf(DiskFullError);
    const app = express();
    app.use(healthRoutes(store));
    const answer = await fetch(`${await serve(app)}/health`);
    expect(answer.status).toBe(503);
    const text = await answer.text();
    expect(JSON.parse(text)).toEqual({
      error: { code: 'storage_unavailable', message: serverMessages.storageUnavailable },
    });
    expect(text).not.toContain(dataDir);
  });
});
