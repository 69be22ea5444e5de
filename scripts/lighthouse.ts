// A Lighthouse mobile audit of the built home page, served by the local portal (API on a throwaway
// SQLite folder + web/dist), with Debian's Chromium. Not part of `npm test`: Lighthouse comes from
// the npm registry through npx on first use, and its scores vary from run to run.
//   npm run lighthouse            (builds the SPA first)
// Prints performance, accessibility, best practices and SEO, and writes the full report to
// .data/lighthouse/home.report.html. Needs no Auth emulator: a visitor's home page calls none.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_ADMIN_EMAIL } from '@hall/model';
import { startServer } from '../functions/src/server.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const CHROME = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const OUT = path.join(ROOT, '.data', 'lighthouse');
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'];

const webDist = path.join(ROOT, 'web', 'dist');
if (!fs.existsSync(path.join(webDist, 'index.html'))) throw new Error('Build the SPA first: npm run build');
fs.mkdirSync(OUT, { recursive: true });

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hall-lighthouse-'));
const server = await startServer({
  host: '127.0.0.1',
  port: 0,
  dataDir,
  webDist,
  projectId: 'demo-hall-portal',
  authEmulatorHost: process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099',
  adminEmail: DEFAULT_ADMIN_EMAIL,
});

try {
  // Asynchronous: the portal serving the page runs in this same process.
  const child = spawn(
    'npx',
    [
      '--yes',
      'lighthouse@12',
      `${server.url}/`,
      '--form-factor=mobile',
      '--only-categories=performance,accessibility,best-practices,seo',
      `--chrome-flags=${CHROME_FLAGS.join(' ')}`,
      '--output=json',
      '--output=html',
      `--output-path=${path.join(OUT, 'home')}`,
      '--quiet',
    ],
    { stdio: 'inherit', env: { ...process.env, CHROME_PATH: CHROME } },
  );
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', resolve);
  });
  if (code !== 0) throw new Error(`lighthouse exited with ${code}`);
  const report = JSON.parse(fs.readFileSync(path.join(OUT, 'home.report.json'), 'utf8')) as {
    categories: Record<string, { title: string; score: number | null }>;
    audits: Record<string, { displayValue?: string }>;
  };
  console.log('Lighthouse, mobile, home page (/):');
  for (const category of Object.values(report.categories)) {
    console.log(`  ${category.title.padEnd(16)} ${category.score === null ? 'n/a' : Math.round(category.score * 100)}`);
  }
  for (const audit of ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift']) {
    console.log(`  ${audit.padEnd(26)} ${report.audits[audit]?.displayValue ?? 'n/a'}`);
  }
  console.log(`Full report: ${path.relative(process.cwd(), path.join(OUT, 'home.report.html'))}`);
} finally {
  await server.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
