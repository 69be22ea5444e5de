import type { Auth } from 'firebase/auth';

export type AuthStatus = 'loading' | 'signed-in' | 'signed-out';

/** The signed-in account as the SPA sees it (a plain copy of Firebase's User). */
export interface AuthUser {
  uid: string;
  email: string | null;
  displayName: string | null;
  emailVerified: boolean;
}

/** Who is signed in, and whether that account is the administrator (verified admin address). */
export interface AuthSnapshot {
  user: AuthUser;
  isAdmin: boolean;
}

/**
 * What the provider needs from an identity back end. The real one wraps Firebase Auth
 * (firebase-session.ts, loaded on demand); component tests pass a fake (testing/fake-auth.ts).
 */
export interface AuthSession {
  /** Calls `listener` with the signed-in account (or null) once known, then on every change. Returns unsubscribe. */
  watch(listener: (snapshot: AuthSnapshot | null) => void): () => void;
  /**
   * A fresh ID token for the API, or null when nobody is signed in. `refresh` re-reads the account
   * and takes a new token (after the API refused the last one: verified elsewhere, say).
   */
  getIdToken(options?: { refresh?: boolean }): Promise<string | null>;
  signOut(): Promise<void>;
  /** The Firebase Auth instance, for the sign-in and sign-up pages (which lazy-load their own SDK calls). */
  getAuth(): Auth;
}

export interface AuthContextValue {
  status: AuthStatus;
  user: AuthUser | null;
  /** Hides admin-only buttons. Only a hint: the server enforces the role. */
  isAdmin: boolean;
  getIdToken(options?: { refresh?: boolean }): Promise<string | null>;
  signOut(): Promise<void>;
  getAuthInstance(): Promise<Auth>;
}
