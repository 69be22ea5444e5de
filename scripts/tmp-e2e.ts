import { spawnSync } from 'node:child_process';
import { AUTH_EMULATOR_HOST, PROJECT_ID, startAuthEmulator } from './lib/auth-emulator.ts';
const emulator = await startAuthEmulator({ logFile: '/tmp/wt10-emu.log' });
let status = 0;
try {
  const r = spawnSync('npx', ['vitest', 'run', '--project', 'e2e', ...process.argv.slice(2)], { stdio: 'inherit', env: { ...process.env, FIREBASE_AUTH_EMULATOR_HOST: AUTH_EMULATOR_HOST, GCLOUD_PROJECT: PROJECT_ID } });
  status = r.status ?? 1;
} finally { await emulator.stop(); }
process.exit(status);
