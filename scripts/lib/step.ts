import { spawnSync } from 'node:child_process';
import { ROOT } from './auth-emulator.ts';

/**
 * Runs one step of a command script from the repository root; a failing step ends the script with
 * its code, after printing `${what} failed: ${failure}` when `failure` says what that means.
 */
export function step(
  what: string,
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv = {},
  failure?: string,
): void {
  console.log(`\n=== ${what}`);
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) {
    if (failure) console.error(`\n${what} failed: ${failure}`);
    process.exit(result.status ?? 1);
  }
}
