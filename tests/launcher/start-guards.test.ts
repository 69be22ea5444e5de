// `npm start` owns its ports, refuses broken states with one sentence, and keeps accounts across a
// hard stop. Every start here is scripts/start.ts itself, as a person runs it.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { LOCAL_PORTS } from '@hall/model';
import { api } from '../support/portal.ts';

const root = path.resolve(import.meta.dirname, '../..');
const children: ChildProcess[] = [];
const servers: Array<net.Server | http.Server> = [];

interface Ports {
  auth: number;
  hub: number;
}
const DEFAULT_PORTS: Ports = { auth: LOCAL_PORTS.auth, hub: LOCAL_PORTS.hub };

afterEach(async () => {
  for (const child of children.splice(0)) {
    if (child.exitCode === null && child.signalCode === null) {
      const gone = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGINT');
      await gone;
    }
  }
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

function launch(dataDir: string, ports: Ports = DEFAULT_PORTS) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORTAL_DATA_DIR: dataDir,
      HALL_PORT: '0',
      HALL_AUTH_PORT: String(ports.auth),
      HALL_HUB_PORT: String(ports.hub),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group, so that a test can kill -9 the whole start at once.
    detached: true,
  });
  children.push(child);
  let output = '';
  const onData = (chunk: Buffer) => (output += chunk.toString());
  child.stdout.on('data', onData);
  child.stderr.on('data', onData);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

/** Runs a start until its banner. */
async function start(dataDir: string, ports: Ports = DEFAULT_PORTS) {
  const run = launch(dataDir, ports);
  const deadline = Date.now() + 150_000;
  while (!run.output().includes('Press Ctrl-C')) {
    if (run.child.exitCode !== null || Date.now() > deadline)
      throw new Error(`start did not come up:\n${run.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const url = /Hall portal: (http:\/\/\S+)/.exec(run.output())![1]!;
  return { ...run, url };
}

/** Runs a start that must fail: its exit code and what it printed. */
async function failedStart(dataDir: string, ports: Ports = DEFAULT_PORTS) {
  const run = launch(dataDir, ports);
  const code = await run.exited;
  return { code, output: run.output() };
}

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

async function identity<T>(authPort: number, call: string, body: unknown): Promise<T> {
  const answer = await fetch(`http://127.0.0.1:${authPort}/identitytoolkit.googleapis.com/v1/${call}?key=test`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json = (await answer.json()) as T & { error?: { message: string } };
  if (!answer.ok) throw new Error(`${call}: ${json.error?.message}`);
  return json;
}
const signIn = (authPort: number, email: string, password: string) =>
  identity<{ idToken: string }>(authPort, 'accounts:signInWithPassword', { email, password, returnSecureToken: true });

function demoStudent(output: string): { email: string; password: string } {
  const match = /student\s+(\S+@student\.cuet\.ac\.bd)\s+(\S+)/.exec(output)!;
  return { email: match[1]!, password: match[2]! };
}

const tempDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'hall-start-guard-'));
/** The only line a failed start prints after npm's own noise: "Cannot start: ...". */
const reason = (output: string) => output.split('\n').filter((line) => line.startsWith('Cannot start: '));

describe('npm start owns its ports', () => {
  it('refuses to start while another process holds the Auth port, names the port and that process, and leaves nothing behind', async () => {
    const squatter = net.createServer().listen(LOCAL_PORTS.auth, '127.0.0.1');
    servers.push(squatter);
    await new Promise((resolve) => squatter.once('listening', resolve));
    const dataDir = tempDir();
    const { code, output } = await failedStart(dataDir);
    expect(code).not.toBe(0);
    expect(reason(output)).toHaveLength(1);
    expect(reason(output)[0]).toContain(`Port ${LOCAL_PORTS.auth}, for the Auth emulator, is in use by process`);
    expect(output).toContain(`kill ${process.pid}`);
    expect(output).toContain('HALL_AUTH_PORT');
    expect(output).not.toContain('Starting the Auth emulator');
    expect(fs.readdirSync(dataDir)).toEqual([]);
    expect(await portIsFree(LOCAL_PORTS.hub)).toBe(true);
    expect(await portIsFree(LOCAL_PORTS.logging)).toBe(true);
  });

  it('runs two copies side by side on different ports, each SPA talking to its own emulator', async () => {
    const other: Ports = { auth: 9299, hub: 4600 };
    const [first, second] = [await start(tempDir()), await start(tempDir(), other)];
    for (const [copy, ports] of [
      [first, DEFAULT_PORTS],
      [second, other],
    ] as const) {
      const student = demoStudent(copy.output());
      const session = await signIn(ports.auth, student.email, student.password);
      expect((await api(copy, 'GET', '/users/me', { token: session.idToken })).status).toBe(200);
      // The SPA this copy serves was built with its own emulator's URL.
      // (/login: the home page's prerendered HTML loads its entry through a small loader script.)
      const page = await (await fetch(`${copy.url}/login`)).text();
      // The shell's entry is written in by its language chooser (decision 036), which names both builds' entries.
      const chooser = /src="(\/assets\/shell-language-[^"]+\.js)"/.exec(page)![1]!;
      const entry = /\/assets\/index-[^"\\]+\.js/.exec(await (await fetch(`${copy.url}${chooser}`)).text())![0];
      const bundle = await (await fetch(`${copy.url}${entry}`)).text();
      expect(bundle).toContain(`http://127.0.0.1:${ports.auth}`);
    }
  });
});

describe('npm start keeps what it wrote across a hard stop', () => {
  it('a student who signed up before kill -9 of the start and its emulator signs in after the next start, with their records', async () => {
    const dataDir = tempDir();
    const first = await start(dataDir);
    // A u<digits> address carries the student id (decision 012).
    const studentId = String(Date.now()).slice(-7);
    const email = `u${studentId}@student.cuet.ac.bd`;
    const account = await identity<{ idToken: string }>(LOCAL_PORTS.auth, 'accounts:signUp', {
      email,
      password: 'Secret#123',
      returnSecureToken: true,
    });
    const created = await api(first, 'POST', '/users', {
      token: account.idToken,
      json: { name: 'Late Signup', email, id: studentId },
    });
    expect(created.status).toBe(201);
    // Saved within a second; wait until the current export holds the new account.
    const current = () =>
      path.join(
        dataDir,
        'accounts',
        fs.readFileSync(path.join(dataDir, 'accounts/current'), 'utf8'),
        'auth_export/accounts.json',
      );
    const deadline = Date.now() + 10_000;
    while (!fs.readFileSync(current(), 'utf8').includes(email)) {
      expect(Date.now()).toBeLessThan(deadline);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    // The power cut: the start's whole process group and the emulator, at once, no goodbyes.
    const hub = (await (await fetch(`http://127.0.0.1:${LOCAL_PORTS.hub}/`)).json()) as { pid: number };
    process.kill(-first.child.pid!, 'SIGKILL');
    process.kill(hub.pid, 'SIGKILL');
    await first.exited;
    while (!(await portIsFree(LOCAL_PORTS.auth)) || !(await portIsFree(LOCAL_PORTS.hub)))
      await new Promise((resolve) => setTimeout(resolve, 200));

    const second = await start(dataDir);
    const again = await signIn(LOCAL_PORTS.auth, email, 'Secret#123');
    const me = await api(second, 'GET', '/users/me', { token: again.idToken });
    expect(me).toMatchObject({ status: 200, body: { name: 'Late Signup', id: studentId } });
  });

  it('leaves no emulator running when the start itself is killed', async () => {
    const first = await start(tempDir());
    const hub = (await (await fetch(`http://127.0.0.1:${LOCAL_PORTS.hub}/`)).json()) as { pid: number };
    process.kill(-first.child.pid!, 'SIGKILL');
    await first.exited;
    const deadline = Date.now() + 20_000;
    while (processAlive(hub.pid)) {
      expect(Date.now()).toBeLessThan(deadline);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(await portIsFree(LOCAL_PORTS.auth)).toBe(true);
  });
});

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

describe('npm start refuses a broken state', () => {
  /** A data folder from a real first run, stopped cleanly. */
  async function keptData(): Promise<string> {
    const dataDir = tempDir();
    const run = await start(dataDir);
    run.child.kill('SIGINT');
    expect(await run.exited).toBe(0);
    return dataDir;
  }

  it('a damaged page in the middle of portal.sqlite, a missing portal.sqlite or notices folder: exit 1, one sentence, nothing changed', async () => {
    const damaged = await keptData();
    const missing = tempDir();
    fs.cpSync(damaged, missing, { recursive: true });
    const noNotices = tempDir();
    fs.cpSync(damaged, noNotices, { recursive: true });

    const file = path.join(damaged, 'portal.sqlite');
    const pages = fs.statSync(file).size / 4096;
    const fd = fs.openSync(file, 'r+');
    fs.writeSync(fd, Buffer.alloc(4096, 0x5a), 0, 4096, Math.floor(pages / 2) * 4096);
    fs.closeSync(fd);
    const before = fs.readFileSync(file);
    const broken = await failedStart(damaged);
    expect(broken.code).toBe(1);
    expect(reason(broken.output)).toHaveLength(1);
    expect(reason(broken.output)[0]).toMatch(
      /The database .*portal\.sqlite is damaged \(SQLite's integrity check: .+\); restore it from a backup, or delete .* to start afresh/,
    );
    expect(fs.readFileSync(file).equals(before)).toBe(true);

    fs.rmSync(path.join(missing, 'portal.sqlite'));
    fs.rmSync(path.join(missing, 'portal.sqlite-wal'), { force: true });
    fs.rmSync(path.join(missing, 'portal.sqlite-shm'), { force: true });
    const absent = await failedStart(missing);
    expect(absent.code).toBe(1);
    expect(reason(absent.output)).toHaveLength(1);
    expect(reason(absent.output)[0]).toMatch(
      /is incomplete: the database .*portal\.sqlite is missing while the rest is there/,
    );
    expect(fs.existsSync(path.join(missing, 'portal.sqlite'))).toBe(false);
    expect(absent.output).not.toContain('Starting the Auth emulator');

    // The notices' PDFs gone while the database lists them (issue 34): refused, not served as 404s.
    fs.rmSync(path.join(noNotices, 'notices'), { recursive: true });
    const noPdfs = await failedStart(noNotices);
    expect(noPdfs.code).toBe(1);
    expect(reason(noPdfs.output)).toEqual([
      expect.stringMatching(/is incomplete: the notice PDFs .*notices\/ is missing while the rest is there/),
    ]);
  });

  it('a damaged account export: exit 1, one sentence naming the file (not a port)', async () => {
    const dataDir = tempDir();
    const saved = path.join(dataDir, 'accounts', '1');
    fs.mkdirSync(path.join(saved, 'auth_export'), { recursive: true });
    fs.writeFileSync(path.join(saved, 'firebase-export-metadata.json'), '{"auth":{"path":"auth_export"}}');
    fs.writeFileSync(path.join(saved, 'auth_export', 'accounts.json'), '{"kind": "identitytoolkit#Downlo');
    fs.writeFileSync(path.join(dataDir, 'accounts', 'current'), '1');
    const { code, output } = await failedStart(dataDir);
    expect(code).toBe(1);
    expect(reason(output)).toHaveLength(1);
    expect(reason(output)[0]).toMatch(/The saved accounts are damaged: .*accounts\.json is not valid JSON/);
    expect(output).not.toMatch(/port \d+/i);
  });

  it('a foreign HTTP server on the emulator port: exit 1, one sentence naming the port', async () => {
    const foreign = http
      .createServer((_req, res) => res.end('{"hello":"not an emulator"}'))
      .listen(LOCAL_PORTS.auth, '127.0.0.1');
    servers.push(foreign);
    await new Promise((resolve) => foreign.once('listening', resolve));
    const { code, output } = await failedStart(tempDir());
    expect(code).toBe(1);
    expect(reason(output)).toHaveLength(1);
    expect(reason(output)[0]).toContain(`Port ${LOCAL_PORTS.auth}, for the Auth emulator, is in use by process`);
  });

  it('a foreign server on the hub port is never taken for our emulator', async () => {
    const foreign = http.createServer((_req, res) => res.end('{"pid":1}')).listen(LOCAL_PORTS.hub, '127.0.0.1');
    servers.push(foreign);
    await new Promise((resolve) => foreign.once('listening', resolve));
    const { code, output } = await failedStart(tempDir());
    expect(code).toBe(1);
    expect(reason(output)[0]).toContain(`Port ${LOCAL_PORTS.hub}, for the emulator hub, is in use by process`);
  });
});
