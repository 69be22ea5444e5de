import { useState, type ReactNode } from 'react';
import { env, type Backend } from '../../config/env.ts';
import { useAuth } from '../auth/auth-context.ts';
import type { AuthContextValue } from '../auth/session.ts';
import { httpPublicReads } from './adapters/http-public.ts';
import { DataContext } from './context.ts';
import { deferredPort, signedInApiWhenLoaded } from './deferred-port.ts';
import { loadedOnce } from './when-loaded.ts';
import type { DataPort } from './port.ts';

type AuthForData = Pick<AuthContextValue, 'getIdToken' | 'getAuthInstance'>;

/**
 * Picks the adapter for the build's back end (VITE_BACKEND). The second check is the same fact as
 * Vite writes it into the build: a local build's bundler sees `undefined === 'firebase'` and
 * leaves the Firestore side (its chunk's name) out of every page's first load.
 *
 * In both modes the first load carries only what a visitor reads (the notice board, a token's
 * check: plain GETs, http-public.ts); the HTTP adapter is its own chunk, loaded on the first other
 * call (decision 036). In firebase mode the records are Firestore's, a chunk fetched on their first
 * call; what a visitor reads is the Cloud Function's (Hosting rewrites /api/** to it), a notice's
 * PDF too (GET /api/pdf/..., which the service worker keeps once opened), so the home page loads
 * neither Firestore, Storage nor Auth (decision 020). The dining and room calls, the room
 * applications' writes and the reports are the API's in both modes, signed in (decisions 033, 034,
 * 035); only their listeners are Firestore's.
 */
export function createDataPort(backend: Backend, auth: AuthForData): DataPort {
  const publicReads = httpPublicReads(env.apiBase);
  const loadApi = loadedOnce(() =>
    import('./adapters/http.ts').then(
      ({ HttpDataAdapter }) => new HttpDataAdapter({ baseUrl: env.apiBase, getIdToken: auth.getIdToken }),
    ),
  );
  const api = signedInApiWhenLoaded(loadApi);
  if (backend === 'firebase' && import.meta.env.VITE_BACKEND === 'firebase') {
    return deferredPort(
      () =>
        import('./adapters/firestore/index.ts').then((module) =>
          module.createFirestoreDataPort({ getAuthInstance: auth.getAuthInstance }),
        ),
      publicReads,
      api,
    );
  }
  return deferredPort(loadApi, publicReads, api);
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
