import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '../..');
export const PROJECT_ID = 'demo-hall-portal';
export const AUTH_EMULATOR_HOST = '127.0.0.1:9099';
const HUB_URL = 'http://127.0.0.1:4400';

export interface AuthEmulator {
  /** Asks the emulator to write its accounts to `dir` now. */
  exportTo(dir: string): Promise<void>;
  /** Stops it gracefully (so --export-on-exit runs), killing it after a grace period. */
  stop(): Promise<void>;
}

/**
 * Runs the Firebase Auth emulator (plain Node, works offline) from firebase-tools, with the
 * ports of firebase.json. `dataDir`, when given, is imported on start; the caller saves it with
 * exportTo (on our own hub: --export-on-exit can find another emulator of the same project).
 */
export async function startAuthEmulator(options: { dataDir?: string; logFile: string }): Promise<AuthEmulator> {
  const args = ['emulators:start', '--only', 'auth', '--project', PROJECT_ID];
  if (options.dataDir) {
    if (fs.existsSync(path.join(options.dataDir, 'firebase-export-metadata.json'))) args.push('--import', options.dataDir);
  }
  fs.mkdirSync(path.dirname(options.logFile), { recursive: true });
  const log = fs.openSync(options.logFile, 'w');
  const child = spawn(path.join(ROOT, 'node_modules/.bin/firebase'), args, {
    cwd: ROOT,
    stdio: ['ignore', log, log],
    // Its own process group: a terminal's Ctrl-C must not reach it; start.ts saves the accounts
    // first, then stops it with one SIGINT of its own.
    detached: true,
    env: { ...process.env, NO_UPDATE_NOTIFIER: '1', FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true' },
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  process.once('exit', () => child.kill('SIGKILL'));

  const ready = await Promise.race([waitForHttp(`http://${AUTH_EMULATOR_HOST}/`, 90_000), exited.then(() => false)]);
  if (!ready) {
    child.kill('SIGKILL');
    const tail = fs.readFileSync(options.logFile, 'utf8').split('\n').slice(-15).join('\n');
    throw new Error(`The Auth emulator did not start (is port 9099 or 4400 taken?). Its log:\n${tail}`);
  }
  return {
    async exportTo(dir) {
      const response = await fetch(`${HUB_URL}/_admin/export`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ path: dir, initiatedBy: 'hall-portal' }),
      });
      if (!response.ok) throw new Error(`Auth emulator export failed: ${response.status} ${await response.text()}`);
    },
    stop: () => stopChild(child, exited),
  };
}

async function stopChild(child: ChildProcess, exited: Promise<unknown>): Promise<void> {
  if (child.exitCode !== null) return;
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
