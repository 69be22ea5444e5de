// `npm run deploy [-- firebase deploy options]`: checks the rules files, builds the SPA in
// firebase mode (VITE_ settings from web/.env.production or the environment; docs/deploy.md) and
// runs `firebase deploy` (whose predeploy bundles the Cloud Function with the hall model).
import { spawnSync } from 'node:child_process';
import { ROOT } from './lib/auth-emulator.ts';

function step(what: string, command: string, args: string[], env: NodeJS.ProcessEnv = {}): void {
  console.log(`\n=== ${what}`);
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) {
    console.error(`\n${what} failed: nothing was deployed.`);
    process.exit(result.status ?? 1);
  }
}

step('Rules syntax and admin address', 'npx', ['vitest', 'run', '--project', 'rules-syntax']);
step('SPA in firebase mode', 'npm', ['run', 'build', '-w', 'web'], { VITE_BACKEND: 'firebase' });
step('firebase deploy', 'npx', ['firebase', 'deploy', ...process.argv.slice(2)]);
