// `npm start` (built SPA) and `npm run dev` (Vite hot reload): the whole portal on 127.0.0.1 with
// nothing but Node: the Auth emulator, the API on SQLite, demo data seeded on first run.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { getAuth } from 'firebase-admin/auth';
import { initializeApp } from 'firebase-admin/app';
import { readServerConfig } from '../functions/src/config.ts';
import { seedDemoData, type DemoAccount } from '../functions/src/dev/seed.ts';
import { startServer } from '../functions/src/server.ts';
import { AUTH_EMULATOR_HOST, PROJECT_ID, ROOT, startAuthEmulator } from './lib/auth-emulator.ts';

const dev = process.argv.includes('--dev');
const dataDir = path.resolve(ROOT, process.env.PORTAL_DATA_DIR ?? '.data');
const authDir = path.join(dataDir, 'auth');
const seededFile = path.join(dataDir, 'demo-accounts.json');
const webDist = path.join(ROOT, 'web/dist');

if (!dev && !fs.existsSync(path.join(webDist, 'index.html'))) {
  console.error('The SPA is not built: run `npm start` (it builds first) or `npm run build`.');
  process.exit(1);
}

const config = readServerConfig({
  ...process.env,
  PORTAL_DATA_DIR: dataDir,
  FIREBASE_AUTH_EMULATOR_HOST: AUTH_EMULATOR_HOST,
  GCLOUD_PROJECT: PROJECT_ID,
  ...(dev ? {} : { PORTAL_WEB_DIST: webDist }),
});

console.log('Starting the Auth emulator ...');
const emulator = await startAuthEmulator({ dataDir: authDir, logFile: path.join(dataDir, 'auth-emulator.log') });
const server = await startServer(config).catch(async (error: unknown) => {
  await emulator.stop();
  throw error;
});

let accounts: DemoAccount[];
if (fs.existsSync(seededFile)) {
  accounts = JSON.parse(fs.readFileSync(seededFile, 'utf8')) as DemoAccount[];
} else {
  console.log('First run: seeding demo accounts and data ...');
  process.env.FIREBASE_AUTH_EMULATOR_HOST = AUTH_EMULATOR_HOST;
  accounts = await seedDemoData(server.store, getAuth(initializeApp({ projectId: PROJECT_ID }, 'seed')), config.adminEmail);
  await emulator.exportTo(authDir);
  fs.writeFileSync(seededFile, JSON.stringify(accounts, null, 2));
}

let vite: ReturnType<typeof spawn> | undefined;
if (dev) {
  vite = spawn('npm', ['run', 'dev', '-w', 'web'], { cwd: ROOT, stdio: 'inherit' });
}

const url = dev ? 'http://127.0.0.1:5173' : server.url;
console.log(`
  Hall portal: ${url}${dev ? `   (API on ${server.url})` : ''}
  Data: ${path.relative(ROOT, dataDir)}/  (delete it to start afresh)

  Demo sign-ins (local only):
${accounts.map((account) => `    ${account.role.padEnd(8)} ${account.email.padEnd(34)} ${account.password}`).join('\n')}

  Press Ctrl-C to stop; accounts and data are kept for the next start.
`);

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  console.log('\nStopping: saving accounts ...');
  vite?.kill('SIGTERM');
  await server.close();
  // Export through our own emulator's hub: firebase-tools' --export-on-exit looks the hub up by
  // project id and can find another emulator of the same project running on this machine.
  await emulator.exportTo(authDir).catch((error: unknown) => console.error('Could not save the accounts:', error));
  await emulator.stop();
  process.exit(0);
}
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
