// The SPA's settings for firebase mode against the local emulator suite (demo project: no real
// Firebase project, no credentials). Ports come from firebase.json. Imports nothing through
// @hall/model: vitest.config.ts loads it, and Node's loader there does not take TypeScript packages.
import fs from 'node:fs';
import path from 'node:path';
// eslint-disable-next-line no-restricted-imports -- vitest.config.ts loads this file (see above).
import { LOCAL_PROJECT_ID } from '../hall-model/src/local-portal.ts';

const ROOT = path.resolve(import.meta.dirname, '..');

export type Emulators = Record<string, { host: string; port: number }>;
export const EMULATORS = (
  JSON.parse(fs.readFileSync(path.join(ROOT, 'firebase.json'), 'utf8')) as { emulators: Emulators }
).emulators;

/** VITE_ variables for a firebase-mode build that talks to `emulators` (firebase.json's by default). */
export function emulatorSpaEnv(emulators: Emulators = EMULATORS): Record<string, string> {
  const at = (name: string) => `${emulators[name]?.host}:${emulators[name]?.port}`;
  return {
    VITE_BACKEND: 'firebase',
    VITE_FIREBASE_API_KEY: 'demo-api-key',
    VITE_FIREBASE_AUTH_DOMAIN: `${LOCAL_PROJECT_ID}.firebaseapp.com`,
    VITE_FIREBASE_PROJECT_ID: LOCAL_PROJECT_ID,
    VITE_FIREBASE_STORAGE_BUCKET: `${LOCAL_PROJECT_ID}.appspot.com`,
    VITE_FIREBASE_APP_ID: 'demo-app',
    VITE_AUTH_EMULATOR_URL: `http://${at('auth')}`,
    VITE_FIRESTORE_EMULATOR_HOST: at('firestore'),
    VITE_STORAGE_EMULATOR_HOST: at('storage'),
  };
}

export const EMULATOR_SPA_ENV = emulatorSpaEnv();
