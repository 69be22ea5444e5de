import { useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { env } from '../../config/env.ts';
import { AuthContext } from './auth-context.ts';
import { mayHaveSignIn } from './persisted-sign-in.ts';
import { forgetCopies } from '../data/offline/copies-key.ts';
import type { AuthContextValue, AuthSession, AuthSnapshot, AuthStatus } from './session.ts';

/** Loads the Firebase Auth SDK on demand, keeping it out of every page's first-load JS. */
export function loadFirebaseSession(): Promise<AuthSession> {
  return import('./firebase-session.ts').then((module) => module.firebaseSession(env));
}

export interface AuthProviderProps {
  children: ReactNode;
  /** Where the session comes from. Tests pass a fake (testing/fake-auth.ts); the app uses Firebase. */
  loadSession?: () => Promise<AuthSession>;
  /**
   * Whether a sign-in may be persisted in this browser. Only then is the session loaded at once;
   * otherwise (a first-time visitor) it loads when a page asks for it (signing in). Tests pass
   * their fake's answer; the app reads localStorage (persisted-sign-in.ts).
   */
  mayHaveSession?: () => boolean;
}

// Another tab signing in or out changes the answer.
function subscribeToStorage(onChange: () => void): () => void {
  window.addEventListener('storage', onChange);
  return () => window.removeEventListener('storage', onChange);
}

/** The prerendered home page (scripts/prerender.ts) is a visitor's; hydration starts from that. */
const visitorOnServer = () => false;

interface AuthState {
  status: AuthStatus;
  snapshot: AuthSnapshot | null;
}

export function AuthProvider({
  children,
  loadSession = loadFirebaseSession,
  mayHaveSession = mayHaveSignIn,
}: AuthProviderProps) {
  // One load per provider, started by the first caller; a failed load may be retried.
  const [session] = useState(() => {
    let pending: Promise<AuthSession> | undefined;
    return {
      load: (): Promise<AuthSession> =>
        (pending ??= loadSession().catch((error: unknown) => {
          pending = undefined;
          throw error;
        })),
      /** The session if it is loaded or loading; a visitor's API calls neither wait for nor load it. */
      loaded: (): Promise<AuthSession> | undefined => pending,
    };
  });
  const hinted = useSyncExternalStore(subscribeToStorage, mayHaveSession, visitorOnServer);
  // Set once a page asks for the session (the login and sign-up forms), so the provider watches it.
  const [requested, setRequested] = useState(false);
  const started = hinted || requested;
  const [state, setState] = useState<AuthState>({ status: 'loading', snapshot: null });

  useEffect(() => {
    if (!started) return;
    let active = true;
    let unsubscribe = () => {};
    session.load().then(
      (loaded) => {
        if (!active) return;
        unsubscribe = loaded.watch((snapshot) => setState({ status: snapshot ? 'signed-in' : 'signed-out', snapshot }));
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
  }, [started, session]);

  // Nothing persisted and nothing asked: a visitor, known without the SDK.
  const status: AuthStatus = started ? state.status : 'signed-out';
  const snapshot = started ? state.snapshot : null;
  const value = useMemo<AuthContextValue>(
    () => ({
      status,
      user: snapshot?.user ?? null,
      isAdmin: snapshot?.isAdmin ?? false,
      getIdToken: async (options?: { refresh?: boolean }) => {
        // Page effects run before the provider's: a persisted sign-in is waited for, not skipped.
        const pending = session.loaded() ?? (mayHaveSession() ? session.load() : undefined);
        return pending ? (await pending).getIdToken(options) : null;
      },
      signOut: async () => {
        const pending = session.loaded();
        if (pending) await (await pending).signOut();
        // The account's last copies leave the device with it (issue 33); its waiting forms stay.
        const uid = snapshot?.user.uid;
        if (uid) forgetCopies(uid);
      },
      getAuthInstance: async () => {
        setRequested(true);
        return (await session.load()).getAuth();
      },
    }),
    [status, snapshot, session, mayHaveSession],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
