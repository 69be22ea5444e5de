// The API under load for `npm run bench`, in its own process (so the load generator does not share
// its thread). Settings come from the parent: BENCH_DATA_DIR, BENCH_ADMIN_EMAIL, BENCH_PROJECT_ID,
// and BENCH_PUBLIC_KEY (RS256 tokens) or FIREBASE_AUTH_EMULATOR_HOST (the emulator path);
// BENCH_KEEP_ANSWERS=off reads every list from SQLite (no kept answers).
import { startServer, tokenVerifierOn } from '@hall/functions/local-server';
import { rs256Auth } from './rs256-tokens.ts';

const env = (name: string) => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set`);
  return value;
};

const projectId = env('BENCH_PROJECT_ID');
const publicKey = process.env.BENCH_PUBLIC_KEY;
const emulatorHost = process.env.FIREBASE_AUTH_EMULATOR_HOST;
const server = await startServer(
  {
    host: '127.0.0.1',
    port: 0,
    dataDir: env('BENCH_DATA_DIR'),
    projectId,
    adminEmail: env('BENCH_ADMIN_EMAIL'),
    ...(publicKey ? {} : { authEmulatorHost: emulatorHost }),
    rateLimits: { writesPerWindow: 1e9, adminWritesPerWindow: 1e9, windowMs: 60_000 },
  },
  {
    keepAnswers: process.env.BENCH_KEEP_ANSWERS !== 'off',
    ...(publicKey
      ? {
          verifier: tokenVerifierOn(rs256Auth(publicKey, projectId), {
            emulator: false,
            adminEmail: env('BENCH_ADMIN_EMAIL'),
          }),
        }
      : {}),
  },
);
console.log(`READY ${server.url}`);
process.once('SIGTERM', () => void server.close().then(() => process.exit(0)));
