// Shared set-up of the security-rules suites: one test environment per file on the Firestore
// emulator, and the Storage emulator where it can run (started by `firebase emulators:exec`, which
// sets their hosts; scripts/lib/firebase-emulators.ts), with the repository's real rules files,
// and the identities every test signs in as.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import {
  initializeTestEnvironment,
  type RulesTestContext,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import type { Firestore } from 'firebase/firestore';
import type { FirebaseStorage } from 'firebase/storage';
import { DEFAULT_ADMIN_EMAIL, LOCAL_PROJECT_ID } from '@hall/model';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** host and port from an emulator variable such as FIRESTORE_EMULATOR_HOST=127.0.0.1:8080. */
function emulator(variable: string): { host: string; port: number } {
  const value = process.env[variable];
  if (!value)
    throw new Error(
      `${variable} is not set: run this suite with \`npm test\`, which starts the emulators (scripts/lib/firebase-emulators.ts).`,
    );
  const at = value.lastIndexOf(':');
  return { host: value.slice(0, at), port: Number(value.slice(at + 1)) };
}

/**
 * Why the Storage emulator is not here (no Storage rules runtime on the machine), or null when
 * it is. `npm test` passes the reason on; the storage suites skip with it.
 */
export const STORAGE_SKIPPED: string | null = process.env.FIREBASE_STORAGE_EMULATOR_HOST
  ? null
  : (process.env.HALL_STORAGE_SKIPPED ?? 'the Storage emulator is not running');

/** The rules suites' own project: the Functions emulator's triggers (decision 022) watch the portal's. */
export const RULES_PROJECT_ID = `${LOCAL_PROJECT_ID}-rules`;

/** The file's environment, for helpers that set the stage with the rules off (scenarios.ts). */
export let currentEnvironment: RulesTestEnvironment | undefined;

export async function rulesEnvironment(): Promise<RulesTestEnvironment> {
  currentEnvironment = await initializeTestEnvironment({
    projectId: RULES_PROJECT_ID,
    firestore: {
      ...emulator('FIRESTORE_EMULATOR_HOST'),
      rules: fs.readFileSync(path.join(ROOT, 'firestore.rules'), 'utf8'),
    },
    ...(STORAGE_SKIPPED
      ? {}
      : {
          storage: {
            ...emulator('FIREBASE_STORAGE_EMULATOR_HOST'),
            rules: fs.readFileSync(path.join(ROOT, 'storage.rules'), 'utf8'),
          },
        }),
  });
  return currentEnvironment;
}

/**
 * The test file's environment: made before its first test and cleaned up after its last (after
 * `atEnd`); `beforeEachTest` sets each test's stage. Call it at the top of the file or a describe.
 */
export function useRulesEnvironment(
  hooks: { beforeEachTest?: (env: RulesTestEnvironment) => Promise<void>; atEnd?: () => Promise<void> } = {},
): () => RulesTestEnvironment {
  let env: RulesTestEnvironment | undefined;
  const current = () => {
    if (!env) throw new Error('The rules environment is made in beforeAll: use it inside a test.');
    return env;
  };
  beforeAll(async () => {
    env = await rulesEnvironment();
  });
  afterAll(async () => {
    await hooks.atEnd?.();
    await env?.cleanup();
  });
  if (hooks.beforeEachTest) {
    const stage = hooks.beforeEachTest;
    beforeEach(() => stage(current()));
  }
  return current;
}

export interface Person {
  uid: string;
  email: string;
  name: string;
  id: string;
}

/** The firestore.rules admin address is the model's default (rules-syntax checks it). */
export const ADMIN: Person = { uid: 'admin-uid', email: DEFAULT_ADMIN_EMAIL, name: 'Hall Office', id: 'admin' };
/** The student whose records are acted on. */
export const OWNER: Person = {
  uid: 'owner-uid',
  email: 'u1904001@student.cuet.ac.bd',
  name: 'Rahim Uddin',
  id: '1904001',
};
/** Another student, acting on the owner's records. */
export const OTHER: Person = {
  uid: 'other-uid',
  email: 'u1904002@student.cuet.ac.bd',
  name: 'Nusrat Jahan',
  id: '1904002',
};
/** A signed-in student with no profile yet (signing up). */
export const NEWCOMER: Person = {
  uid: 'newcomer-uid',
  email: 'u1904003@student.cuet.ac.bd',
  name: 'Tanvir Ahmed',
  id: '1904003',
};

/** Who each signed-in context is, so that a write can stamp its own profile's pace (scenarios.ts). */
const uids = new WeakMap<object, string>();

export function signedIn(env: RulesTestEnvironment, person: Person, emailVerified = true): RulesTestContext {
  const context = env.authenticatedContext(person.uid, { email: person.email, email_verified: emailVerified });
  uids.set(context, person.uid);
  return context;
}

// The test contexts hand out compat instances; the modular functions accept them (they unwrap
// `_delegate`), so tests are written with the same modular API as the SPA's adapter.
export const firestoreOf = (context: RulesTestContext) => {
  const db = context.firestore() as unknown as Firestore;
  const uid = uids.get(context);
  if (uid !== undefined) uids.set(db, uid);
  return db;
};

/** The uid a Firestore instance of firestoreOf() is signed in as, if any. */
export const uidOf = (db: Firestore): string | undefined => uids.get(db);
export const storageOf = (context: RulesTestContext) => context.storage() as unknown as FirebaseStorage;

/** Where the rules suite leaves the Firestore emulator's rules coverage report (`npm test` names it). */
export const RULES_COVERAGE_FILE =
  process.env.RULES_COVERAGE_FILE ?? path.join(ROOT, 'test-results/firestore-rules-coverage.html');

/** Saves the emulator's coverage report of firestore.rules: which expressions the suite evaluated, and how. */
export async function saveRulesCoverage(): Promise<void> {
  const { host, port } = emulator('FIRESTORE_EMULATOR_HOST');
  const answer = await fetch(`http://${host}:${port}/emulator/v1/projects/${RULES_PROJECT_ID}:ruleCoverage.html`);
  if (!answer.ok) throw new Error(`the Firestore emulator gave no rules coverage report (${answer.status})`);
  fs.mkdirSync(path.dirname(RULES_COVERAGE_FILE), { recursive: true });
  fs.writeFileSync(RULES_COVERAGE_FILE, await answer.text());
}
