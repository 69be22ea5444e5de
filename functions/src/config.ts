import { z } from 'zod';
import { LOCAL_PORTS, LOCAL_PROJECT_ID, resolveAdminEmail } from '@hall/model';
import { clockFrom, type Clock } from './clock.ts';
import type { RateLimitOptions } from './http/rate-limit.ts';
import type { LiveOptions } from './routes/live.ts';

const LOOPBACK = /^(127\.\d{1,3}\.\d{1,3}\.\d{1,3}|localhost|::1|\[::1\])$/;

const envSchema = z.object({
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(LOCAL_PORTS.portal),
  PORTAL_DATA_DIR: z.string().min(1).default('.data'),
  PORTAL_WEB_DIST: z.string().min(1).optional(),
  GCLOUD_PROJECT: z.string().min(1).default(LOCAL_PROJECT_ID),
  FIREBASE_AUTH_EMULATOR_HOST: z.string().min(1).optional(),
  HALL_ADMIN_EMAIL: z.string().optional(),
  /** Writes per minute per student (the admin gets 20 times as many). */
  PORTAL_WRITES_PER_MINUTE: z.coerce.number().int().min(1).optional(),
});

export interface ServerConfig {
  host: string;
  port: number;
  dataDir: string;
  webDist?: string;
  projectId: string;
  /** host:port of the Auth emulator; when set, emulator (unsigned) tokens are accepted. */
  authEmulatorHost?: string;
  adminEmail: string;
  /** Defaults to DEFAULT_RATE_LIMITS; tests that file many requests raise it. */
  rateLimits?: RateLimitOptions;
  /** GET /api/live's limits and timings (LIVE_DEFAULTS); tests shorten the account re-check. */
  live?: Omit<LiveOptions, 'feed'>;
  /** The hall's clock (HALL_CLOCK_START, honoured only with the Auth emulator); absent: real time. */
  clock?: Clock;
}

/** Reads the standalone server's settings from the environment, naming every bad variable. */
export function readServerConfig(env: NodeJS.ProcessEnv): ServerConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid server environment:\n  ${problems.join('\n  ')}`);
  }
  const value = parsed.data;
  const config: ServerConfig = {
    host: value.HOST,
    port: value.PORT,
    dataDir: value.PORTAL_DATA_DIR,
    projectId: value.GCLOUD_PROJECT,
    adminEmail: resolveAdminEmail(value.HALL_ADMIN_EMAIL),
    ...(value.PORTAL_WEB_DIST ? { webDist: value.PORTAL_WEB_DIST } : {}),
    ...(value.FIREBASE_AUTH_EMULATOR_HOST ? { authEmulatorHost: value.FIREBASE_AUTH_EMULATOR_HOST } : {}),
    ...(value.PORTAL_WRITES_PER_MINUTE
      ? {
          rateLimits: {
            writesPerWindow: value.PORTAL_WRITES_PER_MINUTE,
            adminWritesPerWindow: value.PORTAL_WRITES_PER_MINUTE * 20,
            windowMs: 60_000,
          },
        }
      : {}),
  };
  const clock = clockFrom(env);
  if (clock) config.clock = clock;
  assertSafe(config);
  return config;
}

/** Emulator tokens are unsigned: accepting them anywhere but loopback would let anyone in. */
export function assertSafe(config: ServerConfig): void {
  if (config.authEmulatorHost && !LOOPBACK.test(config.host)) {
    throw new Error(
      `Refusing to listen on ${config.host} with the Auth emulator configured: emulator tokens are unsigned, ` +
        'so the server only runs on a loopback address (127.0.0.1) in that mode.',
    );
  }
  if (config.authEmulatorHost && !LOOPBACK.test(config.authEmulatorHost.replace(/:\d+$/, ''))) {
    throw new Error(`The Auth emulator must be on loopback, not ${config.authEmulatorHost}.`);
  }
}

/**
 * The Cloud Function's guard: the Admin SDK skips token signatures whenever
 * FIREBASE_AUTH_EMULATOR_HOST is set, so outside the Functions emulator that variable would let
 * anyone forge any identity. The function then refuses to start (every request answers 500).
 */
export function refuseStrayAuthEmulator(env: NodeJS.ProcessEnv): void {
  if (env.FIREBASE_AUTH_EMULATOR_HOST && env.FUNCTIONS_EMULATOR !== 'true') {
    throw new Error(
      'FIREBASE_AUTH_EMULATOR_HOST is set outside the Functions emulator: ID tokens would go unchecked, so the API refuses to start.',
    );
  }
}
