import type { AddressInfo } from 'node:net';
import { initializeApp, type App } from 'firebase-admin/app';
import { createApp } from './app.ts';
import { firebaseAccountDirectory } from './auth/accounts.ts';
import { firebaseTokenVerifier } from './auth/firebase-verifier.ts';
import { assertSafe, type ServerConfig } from './config.ts';
import { answerClientErrors } from './http/client-error.ts';
import type { TokenVerifier } from './auth/identity.ts';
import type { LocalAuthStatus } from './auth/local-auth-status.ts';
import type { Store } from './store/port.ts';
import { ChangeFeed, publishingStore } from './store/change-feed.ts';
import { openSqliteStore } from './store/sqlite/sqlite-store.ts';

export interface RunningServer {
  url: string;
  store: Store;
  close(): Promise<void>;
}

let appCount = 0;

/**
 * The local back end: the API on SQLite (and the built SPA, when given) on one port. `verifier`
 * replaces the Firebase token check (the bench's production-like RS256 tokens); `keepAnswers:
 * false` reads every list from SQLite (the bench's comparison).
 */
export async function startServer(
  config: ServerConfig,
  options: { verifier?: TokenVerifier; keepAnswers?: boolean; localAuth?: LocalAuthStatus } = {},
): Promise<RunningServer> {
  assertSafe(config);
  if (config.authEmulatorHost) process.env.FIREBASE_AUTH_EMULATOR_HOST = config.authEmulatorHost;
  const firebase: App = initializeApp({ projectId: config.projectId }, `portal-${++appCount}`);
  // Every write passes the feed, so GET /api/live can tell open pages (issue 19).
  const feed = new ChangeFeed();
  const sqlite = openSqliteStore(config.dataDir, { keepAnswers: options.keepAnswers });
  const store = publishingStore(sqlite, feed);
  const app = createApp({
    store,
    answers: sqlite.answers,
    live: { ...config.live, feed },
    verifier:
      options.verifier ??
      firebaseTokenVerifier(firebase, {
        emulator: Boolean(config.authEmulatorHost),
        adminEmail: config.adminEmail,
        ...(options.localAuth ? { localAuth: options.localAuth } : {}),
      }),
    ...(options.localAuth ? { localAuth: options.localAuth } : {}),
    accounts: firebaseAccountDirectory(firebase),
    adminEmail: config.adminEmail,
    loopbackOnly: Boolean(config.authEmulatorHost),
    ...(config.webDist ? { webDist: config.webDist } : {}),
    ...(config.authEmulatorHost ? { authEmulatorHost: config.authEmulatorHost } : {}),
    ...(config.rateLimits ? { rateLimits: config.rateLimits } : {}),
    ...(config.clock ? { clock: config.clock } : {}),
  });
  const server = app.listen(config.port, config.host);
  answerClientErrors(server);
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });
  const { port } = server.address() as AddressInfo;
  const host = config.host.includes(':') ? `[${config.host}]` : config.host;
  return {
    url: `http://${host}:${port}`,
    store,
    /** Stops accepting, lets requests in flight finish (5 s at most), then closes the store. */
    async close() {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      feed.close();
      server.closeIdleConnections();
      const force = setTimeout(() => server.closeAllConnections(), 5_000);
      await closed;
      clearTimeout(force);
      await store.close();
    },
  };
}
