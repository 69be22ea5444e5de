// `npm run deploy [-- firebase deploy options]`: checks the rules files, builds the SPA in
// firebase mode (VITE_ settings from web/.env.production or the environment; docs/deploy.md) and
// runs `firebase deploy` (whose predeploy bundles the Cloud Function with the hall model).
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './lib/auth-emulator.ts';
import { step } from './lib/step.ts';

/** One variable from a dotenv file (KEY=value lines), or undefined. */
function fromDotenv(file: string, key: string): string | undefined {
  const full = path.join(ROOT, file);
  if (!fs.existsSync(full)) return undefined;
  const line = fs
    .readFileSync(full, 'utf8')
    .split('\n')
    .find((entry) => entry.trim().startsWith(`${key}=`));
  return (
    line
      ?.slice(line.indexOf('=') + 1)
      .trim()
      .replace(/^(['"])(.*)\1$/, '$2') || undefined
  );
}

// The admin address the deployed SPA and function will use; the rules must name the same one.
const adminSettings: NodeJS.ProcessEnv = {};
const hallAdmin = process.env.HALL_ADMIN_EMAIL ?? fromDotenv('functions/.env', 'HALL_ADMIN_EMAIL');
const viteAdmin = process.env.VITE_ADMIN_EMAIL ?? fromDotenv('web/.env.production', 'VITE_ADMIN_EMAIL');
if (hallAdmin && viteAdmin && hallAdmin.toLowerCase() !== viteAdmin.toLowerCase()) {
  console.error(
    `HALL_ADMIN_EMAIL (${hallAdmin}) and VITE_ADMIN_EMAIL (${viteAdmin}) differ: set one address everywhere.`,
  );
  process.exit(1);
}
if (hallAdmin) adminSettings.HALL_ADMIN_EMAIL = hallAdmin;
if (viteAdmin) adminSettings.VITE_ADMIN_EMAIL = viteAdmin;

const NOTHING_DEPLOYED = 'nothing was deployed.';

// The tests' clock (decision 033) belongs to the emulators: a deployed function refuses to start with it.
const clockStart = process.env.HALL_CLOCK_START ?? fromDotenv('functions/.env', 'HALL_CLOCK_START');
if (clockStart) {
  console.error(
    `HALL_CLOCK_START (${clockStart}) is set (functions/.env or the environment): unset it; ${NOTHING_DEPLOYED}`,
  );
  process.exit(1);
}
step(
  'Rules syntax and admin address',
  'npx',
  ['vitest', 'run', '--project', 'rules-syntax'],
  adminSettings,
  NOTHING_DEPLOYED,
);
step('SPA in firebase mode', 'npm', ['run', 'build', '-w', 'web'], { VITE_BACKEND: 'firebase' }, NOTHING_DEPLOYED);
step('firebase deploy', 'npx', ['firebase', 'deploy', ...process.argv.slice(2)], {}, NOTHING_DEPLOYED);
