// What createApp (app.ts) and its routes are given: its own module, so routes need not import the app.
import type { AccountDirectory } from './auth/accounts.ts';
import type { LocalAuthStatus } from './auth/local-auth-status.ts';
import type { TokenVerifier } from './auth/identity.ts';
import type { Clock } from './clock.ts';
import type { RateLimitOptions } from './http/rate-limit.ts';
import type { LiveOptions } from './routes/live.ts';
import type { Answers } from './store/answers.ts';
import type { Store } from './store/port.ts';

export interface AppDeps {
  store: Store;
  /** The request lists' JSON answers; absent: the store's records serialised on each request. */
  answers?: Answers;
  verifier: TokenVerifier;
  /**
   * Sign-in accounts by address, for the dining staff list's `account` (firebaseAccountDirectory);
   * absent (apps of tests that list no staff): every address answers 'none'.
   */
  accounts?: AccountDirectory;
  /** The administrator's address (resolveAdminEmail); the role also needs a verified e-mail. */
  adminEmail: string;
  /** The built SPA to serve beside the API (the local portal); absent for the Cloud Function. */
  webDist?: string;
  /** host:port of the Auth emulator the served SPA signs in with (allowed by its CSP). */
  authEmulatorHost?: string;
  rateLimits?: RateLimitOptions;
  /**
   * How many proxies in front of the app add to X-Forwarded-For (Express's `trust proxy` as a
   * hop count): 0 or absent for the local server, which takes connections directly; the Cloud
   * Function's is in index.ts. The rate limits of visitors key on the address this yields.
   */
  trustProxyHops?: number;
  /** Answer only requests addressed to 127.0.0.1, localhost or [::1] (the local portal with the Auth emulator). */
  loopbackOnly?: boolean;
  /** GET /api/live (the local server, whose writes all pass its feed); absent: no such route. */
  live?: LiveOptions;
  log?: (error: unknown) => void;
  /** The local portal's Auth emulator, watched by `npm start`: /api/health reports it while down. */
  localAuth?: Pick<LocalAuthStatus, 'problem'>;
  /** The hall's clock for the dining and verify routes (clock.ts); absent: real time. */
  clock?: Clock;
}
