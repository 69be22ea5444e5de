import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { LOCAL_PROJECT_ID, LOCAL_PORTS } from '@hall/model';

export const ROOT = path.resolve(import.meta.dirname, '../..');

export interface EmulatorPorts {
  auth: number;
  hub: number;
  /** firebase-tools reserves a port for its logging emulator even with --only auth. */
  logging: number;
}
export const DEFAULT_EMULATOR_PORTS: EmulatorPorts = {
  auth: LOCAL_PORTS.auth,
  hub: LOCAL_PORTS.hub,
  logging: LOCAL_PORTS.logging,
};
export const AUTH_EMULATOR_HOST = `127.0.0.1:${DEFAULT_EMULATOR_PORTS.auth}`;

export interface AuthEmulator {
  /** host:port of its Auth endpoint. */
  host: string;
  /** Asks the emulator to write its accounts to `dir` now. */
  exportTo(dir: string): Promise<void>;
  /** Stops it gracefully, killing it after a grace period. */
  stop(): Promise<void>;
  /** Settles when the emulator has ended, by stop() or by itself (its exit code). */
  exited: Promise<number | null>;
}

/** A start-up failure meant for a person: one sentence naming the cause and the fix. */
export class StartError extends Error {}

/**
 * Runs the Firebase Auth emulator (plain Node, works offline) from firebase-tools on `ports`,
 * through a generated firebase.json (firebase-tools reads its ports from there). It runs under
 * emulator-guard.mjs, which stops it if this process dies. Ready means: the hub that answers
 * on our hub port is the very process we started, and it reports the Auth emulator on our port.
 * `importDir`, when given, is imported on start; the caller saves accounts with exportTo.
 */
export async function startAuthEmulator(options: {
  importDir?: string;
  logFile: string;
  ports?: EmulatorPorts;
  /** Where the generated config, firebase-tools' debug log and its export staging go. */
  workDir?: string;
}): Promise<AuthEmulator> {
  const ports = options.ports ?? DEFAULT_EMULATOR_PORTS;
  const workDir = options.workDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'hall-emulator-'));
  fs.mkdirSync(workDir, { recursive: true });
  const config = path.join(workDir, 'firebase.json');
  fs.writeFileSync(
    config,
    JSON.stringify({
      emulators: {
        singleProjectMode: true,
        auth: { host: '127.0.0.1', port: ports.auth },
        hub: { host: '127.0.0.1', port: ports.hub },
        logging: { host: '127.0.0.1', port: ports.logging },
        ui: { enabled: false },
      },
    }),
  );
  const args = ['emulators:start', '--only', 'auth', '--project', LOCAL_PROJECT_ID, '--config', config];
  if (options.importDir) args.push('--import', options.importDir);
  fs.mkdirSync(path.dirname(options.logFile), { recursive: true });
  fs.writeFileSync(options.logFile, '');
  const firebase = path.join(ROOT, 'node_modules/firebase-tools/lib/bin/firebase.js');
  const guard = spawn(
    process.execPath,
    [path.join(import.meta.dirname, 'emulator-guard.mjs'), options.logFile, '--', process.execPath, firebase, ...args],
    {
      cwd: workDir,
      stdio: ['pipe', 'pipe', 'ignore'],
      // Its own process group: a terminal's Ctrl-C must not reach it; start.ts saves the accounts
      // first, then stops it with one SIGINT of its own.
      detached: true,
      env: { ...process.env, NO_UPDATE_NOTIFIER: '1', FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true' },
    },
  );
  const exited = new Promise<number | null>((resolve) => guard.once('exit', (code) => resolve(code)));
  // The guard leads its own process group, the emulator in it: kill both, never the guard alone
  // (that would leave the emulator holding the ports).
  const killAll = () => {
    try {
      process.kill(-guard.pid!, 'SIGKILL');
    } catch {
      // already gone
    }
  };
  process.once('exit', killAll);
  const emulatorPid = new Promise<number | undefined>((resolve) => {
    let text = '';
    guard.stdout.on('data', (chunk: Buffer) => {
      text += chunk.toString();
      const line = text.split('\n')[0];
      if (text.includes('\n') && line) resolve((JSON.parse(line) as { emulatorPid?: number }).emulatorPid);
    });
    void exited.then(() => resolve(undefined));
  });

  const hubUrl = `http://127.0.0.1:${ports.hub}`;
  const ready = await Promise.race([
    emulatorPid.then((pid) => (pid === undefined ? false : waitForOwnHub(hubUrl, pid, ports.auth, 150_000))),
    exited.then(() => false),
  ]);
  if (!ready) {
    killAll();
    throw new StartError(explainFailure(fs.readFileSync(options.logFile, 'utf8'), options, ports));
  }
  return {
    host: `127.0.0.1:${ports.auth}`,
    async exportTo(dir) {
      const response = await fetch(`${hubUrl}/_admin/export`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ path: dir, initiatedBy: 'hall-portal' }),
      });
      if (!response.ok) throw new Error(`Auth emulator export failed: ${response.status} ${await response.text()}`);
    },
    stop: () => stopChild(guard, exited),
    exited,
  };
}

/** The emulator's log says why it did not start; turn the usual causes into one sentence. */
function explainFailure(log: string, options: { importDir?: string; logFile: string }, ports: EmulatorPorts): string {
  const where = path.relative(process.cwd(), options.logFile) || options.logFile;
  if (options.importDir && /import|export|JSON|Unexpected token|ENOENT/i.test(log)) {
    return `The Auth emulator could not import the saved accounts in ${options.importDir} (see ${where}): restore that folder from a backup, or delete the data folder to start afresh.`;
  }
  const port = /port (\d+)/i.exec(log.match(/.*(taken|in use|not available|EADDRINUSE).*/i)?.[0] ?? '')?.[1];
  if (port)
    return `The Auth emulator could not use port ${port}, which another program holds: stop that program or choose other ports (HALL_AUTH_PORT, HALL_HUB_PORT).`;
  return `The Auth emulator (ports ${ports.auth} and ${ports.hub}) did not start; its log is ${where}.`;
}

/** True once the hub on `hubUrl` is process `pid` and lists the Auth emulator on `authPort`. */
async function waitForOwnHub(hubUrl: string, pid: number, authPort: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const hub = await fetchJson<{ pid?: number }>(`${hubUrl}/`);
    if (hub !== 'no answer') {
      if (hub?.pid !== pid) return false; // someone else's server: never talk to it
      const emulators = await fetchJson<{ auth?: { port?: number } }>(`${hubUrl}/emulators`);
      if (emulators !== 'no answer' && emulators?.auth?.port === authPort) return true;
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  return false;
}

/** The JSON body at `url`, null for an answer that is not JSON, 'no answer' when nothing listens. */
async function fetchJson<T>(url: string): Promise<T | null | 'no answer'> {
  let response: Response;
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
  } catch {
    return 'no answer';
  }
  return (await response.json().catch(() => null)) as T | null;
}

async function stopChild(child: ChildProcess, exited: Promise<unknown>): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGINT');
  const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
  await exited;
  clearTimeout(timer);
}

export async function waitForHttp(url: string, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      await fetch(url, { signal: AbortSignal.timeout(2_000) });
      return true;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
  }
  return false;
}
