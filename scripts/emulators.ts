// `npm run emulators`: the whole Firebase emulator suite (Auth, Firestore, Storage, Functions,
// Hosting) with the SPA built in firebase mode, i.e. the production shape on this machine.
// Data is kept in .data/firebase-emulators between runs. Needs Java 21+ (Firestore and Storage
// rules) and, on first use, internet to download the emulator jars.
import fs from 'node:fs';
import path from 'node:path';
import { LOCAL_PROJECT_ID } from '@hall/model';
import { ROOT } from './lib/auth-emulator.ts';
import { javaProblem } from './lib/rules-suite.ts';
import { step } from './lib/step.ts';
import { EMULATOR_SPA_ENV, HOSTING_URL } from './firebase-mode.ts';

const java = javaProblem();
if (java) {
  console.error(`npm run emulators cannot start: ${java}`);
  console.error('Install a Java 21 JDK (e.g. Temurin 21) and put it on PATH, then run it again; the first run');
  console.error('also downloads the Firestore and Storage emulator jars (internet needed once).');
  console.error('Without Java, `npm start` runs the whole portal on the local back end.');
  process.exit(1);
}

step('SPA in firebase mode (web/dist)', 'npm', ['run', 'build', '-w', 'web'], EMULATOR_SPA_ENV);
step('Cloud Function bundle (functions/lib)', 'npm', ['run', 'build', '-w', 'functions']);

const dataDir = path.join(ROOT, '.data/firebase-emulators');
const args = ['firebase', 'emulators:start', '--project', LOCAL_PROJECT_ID];
if (fs.existsSync(path.join(dataDir, 'firebase-export-metadata.json'))) args.push('--import', dataDir);
args.push('--export-on-exit', dataDir);
console.log(
  `\n=== Emulator suite: the portal will be on ${HOSTING_URL} (Ctrl-C to stop; data kept in .data/firebase-emulators)`,
);
step('firebase emulators:start', 'npx', args);
