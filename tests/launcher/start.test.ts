// `npm start` as a person uses it: it prints the URL and the demo sign-ins, a printed account's
// ID token is accepted by the API, and Ctrl-C then a new start keeps accounts and data.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { studentIdOfEmail } from '@hall/model';
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
    expect(users.body).toHaveLength(3);

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
    expect(await stop(second.child)).toBe(0);
  });
});
