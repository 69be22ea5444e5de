// The SPA's Firestore adapter signed in on the Auth emulator, as provider.tsx makes it, for the
// suites that run inside the Auth and Firestore emulators (tests/firebase, tests/costs).
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, signInWithEmailAndPassword, type Auth } from 'firebase/auth';
import { LOCAL_PROJECT_ID } from '@hall/model';
import type { RecordsPort } from '@hall/web/data-port';
import { createFirestoreDataPort } from '@hall/web/firestore-adapter';
import { createAccount } from './auth-emulator.ts';

export const FIRESTORE_HOST = process.env.FIRESTORE_EMULATOR_HOST;
const AUTH_HOST = process.env.FIREBASE_AUTH_EMULATOR_HOST;
if (!FIRESTORE_HOST || !AUTH_HOST)
  throw new Error('FIRESTORE_EMULATOR_HOST and FIREBASE_AUTH_EMULATOR_HOST must be set: run inside the emulators.');

const PASSWORD = 'Secret#123';
const apps: FirebaseApp[] = [];

export interface AdapterSession {
  app: FirebaseApp;
  auth: Auth;
  port: RecordsPort;
}

/** An account (made if new) signed in on its own Firebase app, with the adapter over it. */
export async function signedInAdapter(email: string, verified = true): Promise<AdapterSession> {
  await createAccount({ email, verified, password: PASSWORD });
  const app = initializeApp(
    { apiKey: 'demo-api-key', projectId: LOCAL_PROJECT_ID, authDomain: `${LOCAL_PROJECT_ID}.firebaseapp.com` },
    `adapter-session-${apps.length}`,
  );
  apps.push(app);
  const auth = getAuth(app);
  connectAuthEmulator(auth, `http://${AUTH_HOST}`, { disableWarnings: true });
  await signInWithEmailAndPassword(auth, email, PASSWORD);
  const port = await createFirestoreDataPort({ getAuthInstance: async () => auth });
  return { app, auth, port };
}

/** Deletes the Firebase apps of every session (afterAll). */
export async function closeAdapterSessions(): Promise<void> {
  await Promise.all(apps.splice(0).map((app) => deleteApp(app)));
}

/** Empties the Firestore emulator (its own reset endpoint). */
export async function clearFirestore(): Promise<void> {
  const reset = await fetch(
    `http://${FIRESTORE_HOST}/emulator/v1/projects/${LOCAL_PROJECT_ID}/databases/(default)/documents`,
    { method: 'DELETE' },
  );
  if (!reset.ok) throw new Error(`could not clear the Firestore emulator: HTTP ${reset.status}`);
}
