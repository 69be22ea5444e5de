// Runs one of the repository's scripts as `npm run <name> -- <args>` does (through tsx), for the
// account commands' tests, with extra environment variables; resolves with its exit code and output.
import { spawn } from 'node:child_process';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '../..');

export interface CommandRun {
  code: number | null;
  out: string;
  err: string;
}

export function runScript(script: string, args: string[], env: Record<string, string>): Promise<CommandRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(path.join(ROOT, 'node_modules/.bin/tsx'), [script, ...args], {
      cwd: ROOT,
      env: { ...process.env, ...env },
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, out, err }));
  });
}

/** The password a command printed once ('' when it printed none). */
export const passwordIn = (out: string) => /password: (\S+)/.exec(out)?.[1] ?? '';
