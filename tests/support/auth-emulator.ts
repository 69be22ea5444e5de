// Accounts and ID tokens from the running Firebase Auth emulator, over its REST API.
import { randomBytes } from 'node:crypto';
import { LOCAL_PORTS, LOCAL_PROJECT_ID } from '@hall/model';

export const EMULATOR_HOST = process.env.FIREBASE_AUTH_EMULATOR_HOST ?? `127.0.0.1:${LOCAL_PORTS.auth}`;
export const PROJECT_ID = process.env.GCLOUD_PROJECT ?? LOCAL_PROJECT_ID;
const base = `http://${EMULATOR_HOST}/identitytoolkit.googleapis.com/v1`;

export interface TestAccount {
  uid: string;
  email: string;
  password: string;
  idToken: string;
}

async function call<T>(path: string, body: unknown, headers: Record<string, string> = {}): Promise<T> {
  const response = await fetch(`${base}/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as T & { error?: { message: string } };
  if (!response.ok) throw new Error(`Auth emulator ${path}: ${json.error?.message ?? response.status}`);
  return json;
}

/**
 * A fresh, unique address of the student domain that is no student's (the office's own kind:
 * an administrator address, or an account the portal must refuse as a student; decision 021).
 */
export function uniqueEmail(prefix = 'office'): string {
  return `${prefix}.${randomBytes(5).toString('hex')}@student.cuet.ac.bd`;
}

/** Student ids handed out by this process (a process may run several test files). */
const handedOut = new Set<string>();

/**
 * A fresh student address (`u` and 7 digits) and the id it carries. Random, and never one this
 * process gave before; an account another process made with it makes createAccount draw again.
 */
export function studentAddress(): { email: string; studentId: string } {
  for (;;) {
    const studentId = String(1_000_000 + (randomBytes(4).readUInt32BE(0) % 9_000_000));
    if (handedOut.has(studentId)) continue;
    handedOut.add(studentId);
    return { email: `u${studentId}@student.cuet.ac.bd`, studentId };
  }
}

export async function signIn(email: string, password: string): Promise<TestAccount> {
  const answer = await call<{ localId: string; idToken: string }>('accounts:signInWithPassword?key=test', {
    email,
    password,
    returnSecureToken: true,
  });
  return { uid: answer.localId, email, password, idToken: answer.idToken };
}

/**
 * Creates an account (optionally with a verified e-mail) and returns a fresh ID token for it.
 * Without `email`, a fresh student address (studentAddress), drawn again if another test process
 * holds it already.
 */
export async function createAccount(
  options: { email?: string; verified?: boolean; password?: string } = {},
): Promise<TestAccount> {
  const password = options.password ?? 'Secret#123';
  let email = options.email ?? studentAddress().email;
  let created: { localId: string } | undefined;
  while (!created) {
    created = await call<{ localId: string }>('accounts:signUp?key=test', {
      email,
      password,
      returnSecureToken: true,
    }).catch(async (error: unknown) => {
      if (!String(error).includes('EMAIL_EXISTS')) throw error;
      if (options.email === undefined) {
        email = studentAddress().email;
        return undefined;
      }
      // On the emulator suite the admin address is fixed by the rules, so several test files ask
      // for the same account: the same e-mail and password give the existing one.
      const existing = await signIn(email, password);
      return { localId: existing.uid };
    });
  }
  if (options.verified) {
    await call(
      `projects/${PROJECT_ID}/accounts:update`,
      { localId: created.localId, emailVerified: true },
      { authorization: 'Bearer owner' },
    );
  }
  return signIn(email, password);
}

/** Marks an account's e-mail verified, as opening the link on another device would. */
export async function verifyAccount(uid: string): Promise<void> {
  await call(
    `projects/${PROJECT_ID}/accounts:update`,
    { localId: uid, emailVerified: true },
    { authorization: 'Bearer owner' },
  );
}

/** Disables an account, as the console would. */
export async function disableAccount(uid: string): Promise<void> {
  await call(
    `projects/${PROJECT_ID}/accounts:update`,
    { localId: uid, disableUser: true },
    { authorization: 'Bearer owner' },
  );
}

/** Deletes an account, as the console would: the address can then sign up again under a new uid. */
export async function deleteAccount(uid: string): Promise<void> {
  await call(`projects/${PROJECT_ID}/accounts:delete`, { localId: uid }, { authorization: 'Bearer owner' });
}

/** Whether the emulator holds an account for `email` (a refused sign-up must not leave one). */
export async function accountExists(email: string): Promise<boolean> {
  const found = await call<{ users?: unknown[] }>(
    `projects/${PROJECT_ID}/accounts:lookup`,
    { email: [email] },
    { authorization: 'Bearer owner' },
  );
  return (found.users?.length ?? 0) > 0;
}
