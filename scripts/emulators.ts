// `npm run emulators`: the production shape on this machine. The SPA built in firebase mode on
// the Hosting emulator (its rewrites: /api/** to the Cloud Function in the Functions emulator),
// Auth, and Firestore with firestore.rules; Storage too where its rules runtime exists. Seeded on
// the first run with the same demo accounts and data as `npm start`, whose sign-ins it prints.
// Data is kept in .data/firebase-emulators between runs; Ctrl-C stops everything it started.
// Ports: HALL_PORT (the portal), HALL_AUTH_PORT, HALL_HUB_PORT, HALL_FIRESTORE_PORT,
// HALL_FUNCTIONS_PORT (scripts/lib/firebase-emulators.ts).
import fs from 'node:fs';
import path from 'node:path';
import { LOCAL_PROJECT_ID } from '@hall/model';
import { ROOT } from './lib/auth-emulator.ts';
import { emulatorsExec, emulatorSuiteConfig, FIREBASE_MODE_DIST, resolveEmulators } from './lib/firebase-emulators.ts';
import { step } from './lib/step.ts';
import { emulatorSpaEnv } from './firebase-mode.ts';

const emulators = resolveEmulators();
if (!emulators.available) {
  console.error(`npm run emulators cannot start: ${emulators.problem}`);
  console.error('Without them, `npm start` runs the whole portal on the local back end.');
  process.exit(1);
}

const suite = emulatorSuiteConfig();
step('SPA in firebase mode', 'npm', ['run', 'build', '-w', 'web', '--silent'], {
  ...emulatorSpaEnv(suite.emulators),
  HALL_WEB_OUT_DIR: `../${FIREBASE_MODE_DIST}`,
});
step('Cloud Function bundle (functions/lib)', 'npm', ['run', 'build', '-w', 'functions', '--silent']);

const dataDir = path.join(ROOT, '.data/firebase-emulators');
const only = ['auth', 'firestore', 'functions', 'hosting', ...(emulators.storage ? ['storage'] : [])];
const [program, args] = emulatorsExec(only, ['npx', 'tsx', 'scripts/lib/emulator-demo.ts'], suite.file);
if (fs.existsSync(path.join(dataDir, 'firebase-export-metadata.json'))) args.push('--import', dataDir);
args.push('--export-on-exit', dataDir);
const hosting = suite.emulators.hosting;
step('Firebase emulator suite', program, args, {
  ...emulators.env,
  GCLOUD_PROJECT: LOCAL_PROJECT_ID,
  HALL_PORTAL_URL: `http://${hosting?.host}:${hosting?.port}`,
  HALL_STORAGE_SKIPPED: emulators.storage ? '' : emulators.storageProblem,
});
