// The accounts of `npm start` (scripts/lib/accounts.ts) with 10,000 of them: saved within a second
// of a change, and an idle portal writes nothing to its data folder (issue 34: it used to export
// to disk every second, about 10 MB a second at this size).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_PROJECT_ID } from '@hall/model';
import { AccountSaver, memoryWorkDir, savedAccounts } from '../../scripts/lib/accounts.ts';
import { startAuthEmulator, type AuthEmulator } from '../../scripts/lib/auth-emulator.ts';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hall-saver-'));
const ACCOUNTS = 10_000;
let emulator: AuthEmulator;
let saver: AccountSaver;
let workDir: string;

async function admin(call: string, body: unknown): Promise<void> {
  const answer = await fetch(
    `http://${emulator.host}/identitytoolkit.googleapis.com/v1/projects/${LOCAL_PROJECT_ID}/${call}`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
      body: JSON.stringify(body),
    },
  );
  expect(answer.ok, await answer.clone().text()).toBe(true);
}

/** Every file under the data folder's accounts, with its size and modification time. */
function written(): string[] {
  const root = path.join(dataDir, 'accounts');
  return (fs.readdirSync(root, { recursive: true }) as string[])
    .map((name) => {
      const stat = fs.statSync(path.join(root, name));
      return `${name} ${stat.size} ${stat.mtimeMs}`;
    })
    .sort();
}

beforeAll(async () => {
  // As npm start runs it: in a working folder in memory, where firebase-tools stages its exports.
  workDir = memoryWorkDir();
  emulator = await startAuthEmulator({ logFile: path.join(dataDir, 'auth-emulator.log'), workDir });
  for (let from = 0; from < ACCOUNTS; from += 1_000) {
    const users = Array.from({ length: 1_000 }, (_, index) => ({
      localId: `saver-${from + index}`,
      email: `u${String(2_000_000 + from + index)}@student.cuet.ac.bd`,
      emailVerified: true,
    }));
    await admin('accounts:batchCreate', { users });
  }
  saver = new AccountSaver(dataDir, emulator);
  await saver.save();
}, 180_000);

afterAll(async () => {
  await saver?.stop();
  await emulator?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.rmSync(workDir, { recursive: true, force: true });
});

describe('the accounts of npm start, 10,000 of them', () => {
  it('writes nothing while nothing changes, and saves a change within a second or two', async () => {
    const before = written();
    expect(before.some((line) => line.startsWith('current '))).toBe(true);
    // Anything made, changed or removed in the data folder while idle: nothing.
    const touched: string[] = [];
    const watcher = fs.watch(dataDir, { recursive: true }, (_event, name) => {
      if (name && !String(name).endsWith('.log')) touched.push(String(name));
    });
    saver.every(1_000, (error) => {
      throw error;
    });
    await new Promise((resolve) => setTimeout(resolve, 6_000));
    watcher.close();
    expect(touched).toEqual([]);
    expect(written()).toEqual(before);

    await admin('accounts:update', { localId: 'saver-42', displayName: 'Changed Once' });
    const deadline = Date.now() + 15_000;
    let saved = '';
    while (Date.now() < deadline && !saved.includes('Changed Once')) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      saved = fs.readFileSync(path.join(savedAccounts(dataDir)!, 'auth_export/accounts.json'), 'utf8');
    }
    expect(saved).toContain('Changed Once');
    expect(JSON.parse(saved).users).toHaveLength(ACCOUNTS);
  });
});
