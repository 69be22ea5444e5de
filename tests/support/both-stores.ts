// The API on each of its two stores, for suites that must hold on both: the SQLite portal, and
// createApp on the Firestore store over its in-memory double. Tokens come from the Auth emulator.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { createApp, firebaseAccountDirectory, firebaseTokenVerifier } from '@hall/functions/api';
import { asBucket, asFirestore, FakeBucket, FakeFirestore, openFirestoreStore } from '@hall/functions/firestore-store';
import { PROJECT_ID, uniqueEmail } from './auth-emulator.ts';
import { startTestPortal } from './portal.ts';

export interface ApiBackend {
  url: string;
  adminEmail: string;
  close(): Promise<void>;
}

/** `clock`: the API's clock (the dining sittings and cutoffs); absent: real time. */
export interface BackendOptions {
  clock?: () => Date;
}

export async function sqliteBackend(options: BackendOptions = {}): Promise<ApiBackend> {
  const portal = await startTestPortal(options.clock ? { clock: options.clock } : {});
  return { url: portal.url, adminEmail: portal.adminEmail, close: () => portal.close() };
}

let apps = 0;

export async function firestoreBackend(options: BackendOptions = {}): Promise<ApiBackend> {
  const adminEmail = uniqueEmail('admin');
  const firebase = initializeApp({ projectId: PROJECT_ID }, `both-stores-${++apps}`);
  const store = openFirestoreStore(asFirestore(new FakeFirestore()), asBucket(new FakeBucket()));
  const app = createApp({
    store,
    verifier: firebaseTokenVerifier(firebase, { emulator: true }),
    accounts: firebaseAccountDirectory(firebase),
    adminEmail,
    rateLimits: { writesPerWindow: 10_000, adminWritesPerWindow: 10_000, windowMs: 60_000 },
    log: () => {},
    ...(options.clock ? { clock: options.clock } : {}),
  });
  const server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    adminEmail,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await store.close();
      await deleteApp(firebase);
    },
  };
}

export const BOTH_STORES = [
  ['SQLite portal', sqliteBackend],
  ['Firestore store (in-memory double)', firestoreBackend],
] as const;
