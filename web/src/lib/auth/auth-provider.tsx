import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { env } from '../../config/env.ts';
import { AuthContext } from './auth-context.ts';
import type { AuthContextValue, AuthSession, AuthSnapshot, AuthStatus } from './session.ts';

/** Loads the Firebase Auth SDK on demand, keeping it out of every page's first-load JS. */
export function loadFirebaseSession(): Promise<AuthSession> {
  return import('./firebase-session.ts').then((module) => module.firebaseSession(env));
}

export interface AuthProviderProps {
  children: ReactNode;
  /** Where the session comes from. Tests pass a fake (testing/fake-auth.ts); the app uses Firebase. */
  loadSession?: () => Promise<AuthSession>;
}

interface AuthState {
  status: AuthStatus;
  snapshot: AuthSnapshot | null;
}

export function AuthProvider({ children, loadSession = loadFirebaseSession }: AuthProviderProps) {
  // One load per provider, started by the first caller; a failed load may be retried.
  const [getSession] = useState(() => {
    let pending: Promise<AuthSession> | undefined;
    return (): Promise<AuthSession> =>
      (pending ??= loadSession().catch((error: unknown) => {
        pending = undefined;
        throw error;
      }));
  });
  const [state, setState] = useState<AuthState>({ status: 'loading', snapshot: null });

  useEffect(() => {
    let active = true;
    let unsubscribe = () => {};
    getSession().then(
      (session) => {
        if (!active) return;
        unsubscribe = session.watch((snapshot) => setState({ status: snapshot ? 'signed-in' : 'signed-out', snapshot }));
      },
      (error: unknown) => {
        if (!active) return;
        // Offline or blocked: public pages still work, as a visitor.
        console.error('Sign-in could not start:', error);
        setState({ status: 'signed-out', snapshot: null });
      },
    );
    return () => {
      active = false;
      unsubscribe();
    };
  }, [getSession]);

  const value = useMemo<AuthContextValue>(
    () => ({
      status: state.status,
      user: state.snapshot?.user ?? null,
      isAdmin: state.snapshot?.isAdmin ?? false,
      getIdToken: async () => (await getSession()).getIdToken(),
      signOut: async () => (await getSession()).signOut(),
      getAuthInstance: async () => (await getSession()).getAuth(),
    }),
    [state, getSession],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
