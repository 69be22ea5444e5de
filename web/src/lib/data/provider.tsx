import { useState, type ReactNode } from 'react';
import { env, type Backend } from '../../config/env.ts';
import { useAuth } from '../auth/auth-context.ts';
import type { AuthContextValue } from '../auth/session.ts';
import { HttpDataAdapter } from './adapters/http.ts';
import { DataContext } from './context.ts';
import { deferredPort } from './deferred-port.ts';
import type { DataPort } from './port.ts';

type AuthForData = Pick<AuthContextValue, 'getIdToken' | 'getAuthInstance'>;

/**
 * Picks the adapter for the build's back end (VITE_BACKEND). The second check is the same fact as
 * Vite writes it into the build: a local build's bundler sees `undefined === 'firebase'` and
 * leaves the Firestore side (deferred-port.ts, the chunk names) out of every page's first load.
 */
export function createDataPort(backend: Backend, auth: AuthForData): DataPort {
  if (backend === 'firebase' && import.meta.env.VITE_BACKEND === 'firebase') {
    // A separate chunk, fetched only in firebase mode on the first data call. What a visitor
    // reads (a token's check, the notice board) is the Cloud Function's (Hosting rewrites /api/**
    // to it), asked without signing in: the home page loads neither Firestore nor Auth (decision 020).
    const api = new HttpDataAdapter({ baseUrl: env.apiBase, getIdToken: async () => null });
    // The dining and room calls, the room applications' writes and the reports are the API's too,
    // signed in (decisions 033, 034, 035); only their listeners are Firestore's.
    const signedIn = new HttpDataAdapter({ baseUrl: env.apiBase, getIdToken: auth.getIdToken });
    const { create, approve, reject, remove } = signedIn.roomAllotments;
    return deferredPort(
      () =>
        import('./adapters/firestore/index.ts').then((module) =>
          module.createFirestoreDataPort({ getAuthInstance: auth.getAuthInstance }),
        ),
      api,
      {
        dining: signedIn.dining,
        rooms: signedIn.rooms,
        roomAllotments: { create, approve, reject, remove },
        reports: signedIn.reports,
      },
    );
  }
  return new HttpDataAdapter({ baseUrl: env.apiBase, getIdToken: auth.getIdToken });
}

export interface DataProviderProps {
  children: ReactNode;
  /** A ready port; tests pass a fake (testing/fake-data.ts). Otherwise the build's adapter. */
  port?: DataPort;
}

export function DataProvider({ children, port }: DataProviderProps) {
  const auth = useAuth();
  // The auth actions only reach the session through stable closures, so one port lives as
  // long as the provider does; it asks for a fresh ID token on every call.
  const [built] = useState(() => port ?? createDataPort(env.backend, auth));
  return <DataContext.Provider value={port ?? built}>{children}</DataContext.Provider>;
}
