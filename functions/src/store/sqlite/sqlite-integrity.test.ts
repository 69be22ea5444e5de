// The SQLite store's integrity check, as /api/health and `npm start` use it: a file with a damaged
// page in the middle opens, but fails the check, and health answers 503 instead of "ok".
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApp } from '../../app.ts';
import type { Store } from '../port.ts';
import { problemLines } from './integrity.ts';
import { checkDatabaseFile, DatabaseDamagedError, openSqliteStore, PAGE_CHECK_TTL_MS } from './sqlite-store.ts';

const open: Store[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((store) => store.close()));
});

async function filledStore(): Promise<{ dir: string; file: string }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hall-sqlite-'));
  const store = openSqliteStore(dir);
  for (let i = 0; i < 400; i++) {
    await store.contactMessages.insert({
      from_name: `Student ${i}`,
      user_email: `u${i}@student.cuet.ac.bd`,
      message: 'x'.repeat(200),
      senderEmail: `u${i}@student.cuet.ac.bd`,
    });
  }
  await store.close(); // checkpoints the WAL into the file
  return { dir, file: path.join(dir, 'portal.sqlite') };
}

/** Overwrites one page in the middle of the file, as a bad disk sector would. */
function damageMiddlePage(file: string): void {
  const pageSize = 4096;
  const pages = fs.statSync(file).size / pageSize;
  const fd = fs.openSync(file, 'r+');
  fs.writeSync(fd, Buffer.alloc(pageSize, 0x5a), 0, pageSize, Math.floor(pages / 2) * pageSize);
  fs.closeSync(fd);
}

async function health(store: Store): Promise<{ status: number; body: unknown }> {
  const app = createApp({
    store,
    verifier: { verify: async () => null } as never,
    adminEmail: 'hall.admin@student.cuet.ac.bd',
  });
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  try {
    const answer = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/api/health`);
    return { status: answer.status, body: await answer.json() };
  } finally {
    server.close();
  }
}

describe('the SQLite integrity check', () => {
  it("gives SQLite's problems one per line, without its heading (a start-up refusal is one sentence)", () => {
    expect(
      problemLines([
        '*** in database main ***\nTree 12 page 12 cell 0: invalid page number 3221225472\nPage 13: never used',
        'row 3 missing from index sqlite_autoindex_rooms_1',
      ]),
    ).toEqual([
      'Tree 12 page 12 cell 0: invalid page number 3221225472',
      'Page 13: never used',
      'row 3 missing from index sqlite_autoindex_rooms_1',
    ]);
  });

  it('passes a sound file, and health says ok', async () => {
    const { dir, file } = await filledStore();
    expect(checkDatabaseFile(file)).toEqual([]);
    const store = openSqliteStore(dir);
    open.push(store);
    await expect(store.ping()).resolves.toBeUndefined();
    expect(await health(store)).toEqual({ status: 200, body: { status: 'ok' } });
  });

  it('finds a damaged page in the middle, without changing the file; health answers 503', async () => {
    const { dir, file } = await filledStore();
    damageMiddlePage(file);
    const before = fs.readFileSync(file);
    expect(checkDatabaseFile(file).length).toBeGreaterThan(0);
    expect(fs.readFileSync(file).equals(before)).toBe(true);

    const store = openSqliteStore(dir);
    open.push(store);
    await expect(store.ping()).rejects.toBeInstanceOf(DatabaseDamagedError);
    const answer = await health(store);
    expect(answer.status).toBe(503);
    // Exactly this: the cause (here the database file's path) is for the server's log only.
    expect(answer.body).toEqual({
      error: { code: 'store_unhealthy', message: 'The data store failed its check.' },
    });
    expect(JSON.stringify(answer.body)).not.toContain(dir);
  });

  it('checks the pages once per minute, not per health request: damage after the last check shows once it is redone', async () => {
    const { dir, file } = await filledStore();
    const store = openSqliteStore(dir);
    open.push(store);
    await expect(store.ping()).resolves.toBeUndefined();
    damageMiddlePage(file);
    // Within the minute the last check stands (health stays cheap under load) ...
    await expect(store.ping()).resolves.toBeUndefined();
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + PAGE_CHECK_TTL_MS + 1000);
      // ... then it is redone in the background and the damage is reported.
      await vi.waitFor(() => expect(store.ping()).rejects.toBeInstanceOf(DatabaseDamagedError), {
        timeout: 20_000,
        interval: 50,
      });
    } finally {
      vi.useRealTimers();
    }
    expect((await health(store)).status).toBe(503);
  });

  it('names a file that is not a database, and a missing one', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hall-sqlite-'));
    const file = path.join(dir, 'portal.sqlite');
    expect(checkDatabaseFile(file)[0]).toMatch(/does not exist|unable to open/);
    fs.writeFileSync(file, 'not a database at all '.repeat(300));
    expect(checkDatabaseFile(file)[0]).toMatch(/not a database/);
  });
});
