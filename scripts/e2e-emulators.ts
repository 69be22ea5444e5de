// `npm run e2e:emulators [-- vitest filters]`: the browser journeys of tests/e2e against the
// whole Firebase emulator suite (firebase-mode SPA on the Hosting emulator, Firestore, Storage,
// the API as a Cloud Function, Auth) instead of the local portal. Needs Java 21+ and the
// emulator jars (downloaded on first use); says so and exits non-zero without them.
import { LOCAL_PROJECT_ID } from '@hall/model';
import { javaProblem } from './lib/rules-suite.ts';
import { step } from './lib/step.ts';
import { EMULATOR_SPA_ENV } from './firebase-mode.ts';

const java = javaProblem();
if (java) {
  console.error(`The browser journeys cannot run on the emulator suite here: ${java}`);
  process.exit(1);
}

step('SPA in firebase mode (web/dist)', 'npm', ['run', 'build', '-w', 'web'], EMULATOR_SPA_ENV);
step('Cloud Function bundle', 'npm', ['run', 'build', '-w', 'functions']);
const vitest = ['npx', 'vitest', 'run', '--project', 'e2e', ...process.argv.slice(2)].join(' ');
step('journeys on the emulator suite', 'npx', ['firebase', 'emulators:exec', '--project', LOCAL_PROJECT_ID, vitest], {
  HALL_E2E_TARGET: 'emulators',
  GCLOUD_PROJECT: LOCAL_PROJECT_ID,
});
