// `npm start` as a person uses it: it prints the URL and the demo sign-ins, a printed account's
// ID token is accepted by the API, Ctrl-C then a new start keeps accounts, data and sessions, and
// an Auth emulator that dies is started again with every account.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { studentIdOfEmail } from '@hall/model';
import { DEMO_PAYERS, DEMO_RESIDENTS } from '@hall/functions/demo-data';
import { createAccount, signIn } from '../support/auth-emulator.ts';
import { api } from '../support/portal.ts';

const root = path.resolve(import.meta.dirname, '../..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hall-start-'));
let running: ChildProcess | undefined;

interface Started {
  child: ChildProcess;
  url: string;
  output: string;
}

/** Runs scripts/start.ts until it prints its banner. */
function start(): Promise<Started> {
  // Node with tsx's loader, as `npm start` runs it: the tsx wrapper waits 30 ms for its child to
  // acknowledge Ctrl-C and then SIGKILLs it (exit 130), which a loaded machine easily misses.
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
    cwd: root,
    env: { ...process.env, PORTAL_DATA_DIR: dataDir, HALL_PORT: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running = child;
  let output = '';
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const url = /Hall portal: (http:\/\/\S+)/.exec(output)?.[1];
      if (url && output.includes('Press Ctrl-C')) resolve({ child, url, output });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => reject(new Error(`start exited with ${code}:\n${output}`)));
  });
}

function stop(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => {
    child.once('exit', (code) => resolve(code));
    child.kill('SIGINT');
  });
}

afterAll(async () => {
  if (running && running.exitCode === null) await stop(running);
});

describe('npm start', () => {
  it('serves the portal, accepts a printed demo account, and keeps accounts and data across a restart', async () => {
    const first = await start();
    const student = /student\s+(\S+@student\.cuet\.ac\.bd)\s+(\S+)/.exec(first.output);
    const admin = /admin\s+(\S+@student\.cuet\.ac\.bd)\s+(\S+)/.exec(first.output);
    expect(student, first.output).not.toBeNull();
    expect(admin, first.output).not.toBeNull();

    const page = await fetch(first.url);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<div id="root"');

    const demo = await signIn(student![1]!, student![2]!);
    const me = await api(first, 'GET', '/users/me', { token: demo.idToken });
    expect(me.status).toBe(200);
    const demoAdmin = await signIn(admin![1]!, admin![2]!);
    const users = await api<unknown[]>(first, 'GET', '/users', { token: demoAdmin.idToken });
    expect(users.status).toBe(200);
    // The three demo sign-ins, the demo rooms' residents and the year of payments' other students
    // (registered, no sign-in).
    expect(users.body).toHaveLength(3 + DEMO_RESIDENTS.length + DEMO_PAYERS.length);

    const newcomer = await createAccount();
    const created = await api(first, 'POST', '/users', {
      token: newcomer.idToken,
      json: { name: 'New', email: newcomer.email, id: studentIdOfEmail(newcomer.email) },
    });
    expect(created.status).toBe(201);
    expect(await stop(first.child)).toBe(0);

    const second = await start();
    expect(second.output).not.toContain('First run');
    const again = await signIn(newcomer.email, newcomer.password);
    const kept = await api(second, 'GET', '/users/me', { token: again.idToken });
    expect(kept.status).toBe(200);
    expect(kept.body).toMatchObject({ name: 'New', id: studentIdOfEmail(newcomer.email) });
    // A session from before the restart goes on (issue 34): its token is still accepted.
    expect((await api(second, 'GET', '/users/me', { token: demo.idToken })).status).toBe(200);

    // The emulator alone dies (the out-of-memory killer's first pick): health says so at once,
    // the emulator comes back with every account, and the open sessions go on without signing in.
    process.kill(emulatorPid(), 'SIGKILL');
    const down = await waitFor(async () => {
      const health = await api<{ error?: { code: string } }>(second, 'GET', '/health');
      return health.status === 503 ? health : null;
    }, 10_000);
    expect(down.body.error?.code).toBe('auth_unavailable');
    await waitFor(async () => ((await api(second, 'GET', '/health')).status === 200 ? true : null), 120_000);
    expect((await api(second, 'GET', '/users/me', { token: demo.idToken })).status).toBe(200);
    expect((await api(second, 'GET', '/users/me', { token: again.idToken })).status).toBe(200);
    expect((await signIn(newcomer.email, newcomer.password)).uid).toBe(newcomer.uid);
    expect(await stop(second.child)).toBe(0);
  });
});

/** The pid of this start's Auth emulator (not its guard): the firebase-tools process importing our accounts. */
function emulatorPid(): number {
  // The second start imports the saved accounts from the data folder: its command line names them.
  const config = path.join(dataDir, 'accounts');
  const found = spawnSync('ps', ['-eo', 'pid=,args='], { encoding: 'utf8' })
    .stdout.split('\n')
    .filter((line) => line.includes(config) && line.includes('emulators:start') && !line.includes('emulator-guard'));
  expect(found, 'one Auth emulator process').toHaveLength(1);
  return Number(found[0]!.trim().split(/\s+/)[0]);
}

/** Polls `check` until it gives something, at most `timeoutMs`. */
async function waitFor<T>(check: () => Promise<T | null>, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = await check().catch(() => null);
    if (found !== null) return found;
    if (Date.now() > deadline) throw new Error(`not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
