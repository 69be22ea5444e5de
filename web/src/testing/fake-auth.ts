// A stand-in for Firebase Auth in component tests: the real AuthProvider runs on it, and the
// admin flag comes from the hall model's own rule (isAdministrator), as in the real session.
import { DEFAULT_ADMIN_EMAIL, isAdministrator } from '@hall/model';
import type { StudentUser } from '@hall/model';
import type { AuthSession, AuthSnapshot, AuthUser } from '../lib/auth/session.ts';

/** 'loading' never settles (the first check still running); null is a visitor. */
export type FakeAuthState = 'loading' | AuthUser | null;

/** The administrator's address in tests: the model's default. */
export const ADMIN_EMAIL = DEFAULT_ADMIN_EMAIL;

export const STUDENT: AuthUser = {
  uid: 'student-1',
  email: 'u1904001@student.cuet.ac.bd',
  displayName: 'Rahim Uddin',
  emailVerified: true,
};

/** STUDENT's hall profile, as users.me answers once they have signed up. */
export const STUDENT_PROFILE: StudentUser = {
  _id: 'u1',
  createdAt: '2024-01-01T00:00:00.000Z',
  name: 'Rahim Uddin',
  email: 'u1904001@student.cuet.ac.bd',
  id: '1904001',
};

export const ADMIN: AuthUser = {
  uid: 'admin-1',
  email: ADMIN_EMAIL,
  displayName: 'Hall Office',
  emailVerified: true,
};

/** A dining staff account (issue 30): an office address, neither a student's nor the administrator's. */
export const STAFF: AuthUser = {
  uid: 'staff-1',
  email: 'dining.cook@student.cuet.ac.bd',
  displayName: 'Hall Cook',
  emailVerified: true,
};

export interface FakeAuth {
  loadSession: () => Promise<AuthSession>;
  /**
   * The provider's persisted-sign-in hint: true while someone is signed in or the check is
   * pending. A visitor (null) has none, so their session loads only on demand.
   */
  mayHaveSession: () => boolean;
  /** How many times the session was loaded. */
  loads: number;
  /** Signs a user in or out, as Firebase's listener would report it. */
  setUser(user: AuthUser | null): void;
  signOutCalls: number;
}

export function createFakeAuth(initial: FakeAuthState): FakeAuth {
  let current: AuthUser | null = initial === 'loading' ? null : initial;
  let settled = initial !== 'loading';
  const listeners = new Set<(snapshot: AuthSnapshot | null) => void>();
  const snapshot = (): AuthSnapshot | null =>
    current ? { user: current, isAdmin: isAdministrator(current, ADMIN_EMAIL) } : null;

  const fake: FakeAuth = {
    signOutCalls: 0,
    loads: 0,
    mayHaveSession: () => current !== null || !settled,
    setUser(user) {
      current = user;
      settled = true;
      for (const listener of listeners) listener(snapshot());
      // As the real marker does when another tab signs in: the provider re-reads the hint.
      window.dispatchEvent(new StorageEvent('storage'));
    },
    loadSession: async () => {
      fake.loads += 1;
      return {
        watch(listener) {
          listeners.add(listener);
          if (settled) listener(snapshot());
          return () => listeners.delete(listener);
        },
        getIdToken: async () => (current ? `token-of-${current.uid}` : null),
        async signOut() {
          fake.signOutCalls += 1;
          fake.setUser(null);
        },
        getAuth() {
          throw new Error('Firebase Auth is not available in component tests.');
        },
      };
    },
  };
  return fake;
}
