// `npm run e2e:emulators [-- vitest filters]`: the browser journeys of tests/e2e against the
// Firebase emulator suite (the firebase-mode SPA on the Hosting emulator, Auth, Firestore with
// its rules, the API as the Cloud Function in the Functions emulator; Storage where its rules
// runtime exists) instead of the local portal. Says what is missing and exits non-zero without
// the Firestore emulator or a Java for firebase-tools (scripts/lib/firebase-emulators.ts).
import { LOCAL_PROJECT_ID } from '@hall/model';
import { emulatorsExec, emulatorSuiteConfig, FIREBASE_MODE_DIST, resolveEmulators } from './lib/firebase-emulators.ts';
import { step } from './lib/step.ts';
import { emulatorSpaEnv } from './firebase-mode.ts';
import { journeyClockStart } from './lib/journey-clock.ts';

const emulators = resolveEmulators();
if (!emulators.available) {
  console.error(`The browser journeys cannot run on the emulator suite here: ${emulators.problem}`);
  process.exit(1);
}

const suite = emulatorSuiteConfig();
step('SPA in firebase mode', 'npm', ['run', 'build', '-w', 'web'], {
  ...emulatorSpaEnv(suite.emulators),
  HALL_WEB_OUT_DIR: `../${FIREBASE_MODE_DIST}`,
});
step('Cloud Function bundle', 'npm', ['run', 'build', '-w', 'functions']);
const only = ['auth', 'firestore', 'functions', 'hosting', ...(emulators.storage ? ['storage'] : [])];
const [program, args] = emulatorsExec(
  only,
  ['npx', 'vitest', 'run', '--project', 'e2e', ...process.argv.slice(2)],
  suite.file,
);
step('journeys on the emulator suite', program, args, {
  ...emulators.env,
  HALL_E2E_TARGET: 'emulators',
  HALL_STORAGE_SKIPPED: emulators.storage ? '' : emulators.storageProblem,
  GCLOUD_PROJECT: LOCAL_PROJECT_ID,
  // The Functions emulator runs the API with firebase-tools' own environment, so the hall's clock
  // reaches it from here: inside lunch, as the local portal's journeys have it (decision 033).
  HALL_CLOCK_START: process.env.HALL_CLOCK_START || journeyClockStart(),
});
