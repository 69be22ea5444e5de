// Starts the real API server (SQLite in a temporary folder, tokens from the Auth emulator). API test
// files take it through the test-portal fixture (test-portal.ts).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LiveOptions, RateLimitOptions } from '@hall/functions/api';
import { startServer, type RunningServer } from '@hall/functions/local-server';
import { EMULATOR_HOST, PROJECT_ID, uniqueEmail } from './auth-emulator.ts';

export interface TestPortal extends RunningServer {
  dataDir: string;
  adminEmail: string;
  /** Stops the server and starts a new one on the same data folder. */
  restart(): Promise<TestPortal>;
}

/** Each test file gets its own data folder and its own administrator address. */
/** Room for suites that file hundreds of requests; rate-limit.test.ts sets its own small limits. */
const ROOMY_LIMITS: RateLimitOptions = { writesPerWindow: 10_000, adminWritesPerWindow: 10_000, windowMs: 60_000 };

export async function startTestPortal(
  options: {
    webDist?: string;
    dataDir?: string;
    adminEmail?: string;
    rateLimits?: RateLimitOptions;
    live?: Omit<LiveOptions, 'feed'>;
    /** The API's clock (the dining sittings and cutoffs, the verify page's today); absent: real time. */
    clock?: () => Date;
  } = {},
): Promise<TestPortal> {
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'hall-portal-'));
  const adminEmail = options.adminEmail ?? uniqueEmail('admin');
  const server = await startServer({
    host: '127.0.0.1',
    port: 0,
    dataDir,
    projectId: PROJECT_ID,
    authEmulatorHost: EMULATOR_HOST,
    adminEmail,
    rateLimits: options.rateLimits ?? ROOMY_LIMITS,
    ...(options.live ? { live: options.live } : {}),
    ...(options.clock ? { clock: options.clock } : {}),
    ...(options.webDist ? { webDist: options.webDist } : {}),
  });
  return {
    ...server,
    dataDir,
    adminEmail,
    async restart() {
      await server.close();
      return startTestPortal({ ...options, dataDir, adminEmail });
    },
  };
}

export interface ApiAnswer<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
}

/** One JSON call to the API under test. */
export async function api<T = unknown>(
  portal: { url: string },
  method: string,
  apiPath: string,
  options: { token?: string; json?: unknown; rawBody?: string; headers?: Record<string, string> } = {},
): Promise<ApiAnswer<T>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body: string | undefined;
  if (options.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.json);
  } else if (options.rawBody !== undefined) {
    headers['content-type'] ??= 'application/json';
    body = options.rawBody;
  }
  const response = await fetch(`${portal.url}/api${apiPath}`, {
    method,
    headers,
    ...(body !== undefined ? { body } : {}),
  });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // not JSON: the test will see the raw text
  }
  return { status: response.status, body: parsed as T, headers: response.headers };
}
