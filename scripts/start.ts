// `npm start` (built SPA) and `npm run dev` (Vite hot reload): the whole portal on 127.0.0.1 with
// nothing but Node: the Auth emulator, the API on SQLite, demo data seeded on first run.
// It checks before it starts anything (ports free, data folder whole, database sound), talks only
// to the emulator it started, saves accounts as they change, and on any failure says in one
// sentence what is wrong and how to fix it, leaving nothing running.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { LOCAL_PORTS, LOCAL_PROJECT_ID } from '@hall/model';
import { getAuth } from 'firebase-admin/auth';
import { initializeApp } from 'firebase-admin/app';
import { seedDemoData, type DemoAccount } from '@hall/functions/demo-data';
import { LocalAuthStatus, readServerConfig, startServer, type RunningServer } from '@hall/functions/local-server';
import { AccountSaver, memoryWorkDir, savedAccounts } from './lib/accounts.ts';
import { ROOT, StartError, startAuthEmulator, type AuthEmulator } from './lib/auth-emulator.ts';
import { inspectDataDir } from './lib/data-dir.ts';
import { readPorts, takenPorts } from './lib/ports.ts';

const SAVE_EVERY_MS = 1_000;
/** Restarts of a stopped Auth emulator tried before the portal gives up. */
const RESTART_ATTEMPTS = 3;
const dev = process.argv.includes('--dev');
const dataDir = path.resolve(ROOT, process.env.PORTAL_DATA_DIR ?? '.data');
const seededFile = path.join(dataDir, 'demo-accounts.json');

let emulator: AuthEmulator | undefined;
let server: RunningServer | undefined;
let saver: AccountSaver | undefined;
let vite: ReturnType<typeof spawn> | undefined;
const localAuth = new LocalAuthStatus();

/** The SPA to serve: the default build, or one built for this copy's Auth emulator port. */
function webDistFor(authPort: number): string {
  const webDist = path.join(ROOT, 'web/dist');
  if (!fs.existsSync(path.join(webDist, 'index.html'))) {
    throw new StartError('The SPA is not built: run `npm start` (it builds first) or `npm run build`.');
  }
  if (authPort === LOCAL_PORTS.auth) return webDist;
  // The SPA is built with the emulator's URL; a copy on other ports gets a build of its own.
  const own = path.join(dataDir, 'web');
  console.log(`Building the SPA for the Auth emulator on port ${authPort} into ${path.relative(ROOT, own)}/ ...`);
  const build = spawnSync('npm', ['run', 'build', '-w', 'web', '--silent'], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, VITE_AUTH_EMULATOR_URL: `http://127.0.0.1:${authPort}`, HALL_WEB_OUT_DIR: own },
  });
  if (build.status !== 0)
    throw new StartError(
      `Building the SPA into ${own} failed: ${(build.stderr || build.stdout).trim().split('\n').slice(-3).join(' ')}`,
    );
  return own;
}

async function main(): Promise<void> {
  const ports = readPorts(process.env);
  const state = inspectDataDir(dataDir);
  const taken = await takenPorts(ports);
  if (taken.length > 0) throw new StartError(taken.join('\n'));
  const webDist = dev ? undefined : webDistFor(ports.auth);

  console.log('Starting the Auth emulator ...');
  fs.mkdirSync(dataDir, { recursive: true });
  emulator = await startEmulator(state.kind === 'kept' ? state.accountsDir : undefined, ports);
  const config = readServerConfig({
    ...process.env,
    PORT: String(ports.portal),
    PORTAL_DATA_DIR: dataDir,
    FIREBASE_AUTH_EMULATOR_HOST: emulator.host,
    GCLOUD_PROJECT: LOCAL_PROJECT_ID,
    ...(webDist ? { PORTAL_WEB_DIST: webDist } : {}),
  });
  server = await startServer(config, { localAuth });
  saver = new AccountSaver(dataDir, emulator);

  let accounts: DemoAccount[];
  if (state.kind === 'kept') {
    accounts = state.demoAccounts;
    saver.prune();
  } else {
    console.log('First run: seeding demo accounts and data ...');
    process.env.FIREBASE_AUTH_EMULATOR_HOST = emulator.host;
    accounts = await seedDemoData(
      server.store,
      getAuth(initializeApp({ projectId: LOCAL_PROJECT_ID }, 'seed')),
      config.adminEmail,
    );
    await saver.save();
    // Written last: its presence says the first run finished.
    fs.writeFileSync(seededFile, JSON.stringify(accounts, null, 2));
  }
  saveEverySecond(saver);
  watch(emulator, ports);

  if (dev) {
    vite = spawn('npm', ['run', 'dev', '-w', 'web'], {
      cwd: ROOT,
      stdio: 'inherit',
      env: { ...process.env, VITE_AUTH_EMULATOR_URL: `http://127.0.0.1:${ports.auth}` },
    });
  }

  const url = dev ? 'http://127.0.0.1:5173' : server.url;
  console.log(`
  Hall portal: ${url}${dev ? `   (API on ${server.url})` : ''}
  Data: ${path.relative(ROOT, dataDir) || dataDir}/  (delete it to start afresh)
  Auth emulator: ${emulator.host}, hub 127.0.0.1:${ports.hub}

  Demo sign-ins (local only):
${accounts.map((account) => `    ${account.role.padEnd(8)} ${account.email.padEnd(34)} ${account.password}`).join('\n')}

  Press Ctrl-C to stop; accounts and data are kept for the next start.
`);
}

let workDir: string | undefined;

/** A new working folder in memory for the emulator, the last one removed. */
function freshWorkDir(): string {
  if (workDir) fs.rmSync(workDir, { recursive: true, force: true });
  workDir = memoryWorkDir();
  return workDir;
}

/** The Auth emulator, importing `importDir` if given; the import's time is noted (LocalAuthStatus). */
async function startEmulator(importDir: string | undefined, ports: ReturnType<typeof readPorts>) {
  const from = Date.now();
  const started = await startAuthEmulator({
    ...(importDir ? { importDir } : {}),
    logFile: path.join(dataDir, 'auth-emulator.log'),
    // In memory: the emulator stages each second's export in its working folder (issue 34).
    workDir: freshWorkDir(),
    ports,
  });
  if (importDir) localAuth.imported(from, Date.now());
  return started;
}

function saveEverySecond(accounts: AccountSaver): void {
  accounts.every(SAVE_EVERY_MS, (error) =>
    console.error(`Could not save the accounts: ${error instanceof Error ? error.message : String(error)}`),
  );
}

/**
 * Watches the Auth emulator for the whole run (issue 34): when it stops by itself (the
 * out-of-memory killer picks it first, being the largest process), /api/health answers 503, and
 * it is started again with the last saved accounts; sessions go on (their tokens stay valid). If
 * it cannot come back, the portal stops with one sentence.
 */
function watch(running: AuthEmulator, ports: ReturnType<typeof readPorts>): void {
  void running.exited.then(async (code) => {
    if (stopping || running !== emulator) return;
    localAuth.down('Sign-in is unavailable: the Auth emulator stopped and is being restarted.');
    console.error(`\nThe Auth emulator stopped (exit code ${code}); restarting it with the saved accounts ...`);
    await saver?.stop();
    let failure: unknown;
    for (let attempt = 1; attempt <= RESTART_ATTEMPTS && !stopping; attempt += 1) {
      try {
        const saved = savedAccounts(dataDir);
        emulator = await startEmulator(saved, ports);
        saver = new AccountSaver(dataDir, emulator);
        saveEverySecond(saver);
        localAuth.up();
        console.log(
          `The Auth emulator is back on ${emulator.host}, with the accounts saved in ${path.relative(ROOT, saved ?? dataDir)}.`,
        );
        watch(emulator, ports);
        return;
      } catch (error) {
        failure = error;
      }
    }
    if (stopping) return;
    stopping = true;
    console.error(
      `\nStopping: the Auth emulator stopped and could not be started again (${failure instanceof Error ? failure.message : String(failure)}); see ${path.relative(ROOT, path.join(dataDir, 'auth-emulator.log'))}.`,
    );
    await shutDown(false);
    process.exit(1);
  });
}

/** Stops what this start started; `save` makes a last export of the accounts first. */
async function shutDown(save: boolean): Promise<void> {
  vite?.kill('SIGTERM');
  await saver?.stop();
  await server?.close().catch(() => {});
  // Export through our own emulator's hub: firebase-tools' --export-on-exit looks the hub up by
  // project id and can find another emulator of the same project running on this machine.
  if (save && saver) await saver.save().catch((error: unknown) => console.error('Could not save the accounts:', error));
  await emulator?.stop();
  if (workDir) fs.rmSync(workDir, { recursive: true, force: true });
}

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  console.log('\nStopping: saving accounts ...');
  await shutDown(true);
  process.exit(0);
}

try {
  await main();
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
} catch (error) {
  stopping = true;
  if (error instanceof StartError) console.error(`\nCannot start: ${error.message}`);
  else
    console.error(
      `\nCannot start: ${error instanceof Error ? error.message : String(error)}`,
      process.env.HALL_DEBUG ? error : '',
    );
  await shutDown(false);
  process.exit(1);
}
