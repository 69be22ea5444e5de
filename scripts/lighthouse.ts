// Lighthouse mobile audits (simulated slow 4G, a mid-range phone's CPU) of the built portal: the home
// page and /login as a first-time visitor, and the token form signed in as a student. Serves
// web/dist with the local API on a throwaway SQLite folder and its own Auth emulator; runs the
// `lighthouse` devDependency (12.x: 13 needs Node 22) with Debian's Chromium. Not part of
// `npm test`: scores vary from run to run.
//   npm run lighthouse            (builds the SPA first)
// Prints the four scores and the paint timings of each page, and writes the full reports to
// .data/lighthouse/<page>.report.html.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { DEFAULT_ADMIN_EMAIL } from '@hall/model';
import { startAuthEmulator } from './lib/auth-emulator.ts';
import { CHROMIUM_FLAGS, resolveBrowser } from '../tests/support/browser.ts';
import { startTestPortal } from '../tests/support/portal.ts';
import { signInInBrowser } from '../tests/support/sign-in.ts';
import { createStudent } from '../tests/support/students.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
// The same browser the tests use: CHROMIUM_PATH, the machine's, or the npm package's.
const CHROMIUM = (await resolveBrowser()).executablePath;
const OUT = path.join(ROOT, '.data', 'lighthouse');
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_FLAGS];
const LIGHTHOUSE = path.join(ROOT, 'node_modules', 'lighthouse', 'cli', 'index.js');
const TIMINGS = [
  ['first-contentful-paint', 'FCP'],
  ['largest-contentful-paint', 'LCP'],
  ['total-blocking-time', 'TBT'],
  ['cumulative-layout-shift', 'CLS'],
] as const;

interface Report {
  lighthouseVersion: string;
  categories: Record<string, { title: string; score: number | null }>;
  audits: Record<string, { displayValue?: string }>;
}

const webDist = path.join(ROOT, 'web', 'dist');
if (!fs.existsSync(path.join(webDist, 'index.html'))) throw new Error('Build the SPA first: npm run build');
if (!fs.existsSync(LIGHTHOUSE)) throw new Error('Lighthouse is not installed: npm install (it is a devDependency).');
fs.mkdirSync(OUT, { recursive: true });

async function audit(name: string, url: string, options: { profile?: string } = {}): Promise<Report> {
  const flags = [...CHROME_FLAGS, ...(options.profile ? [`--user-data-dir=${options.profile}`] : [])];
  const child = spawn(
    process.execPath,
    [
      LIGHTHOUSE,
      url,
      '--form-factor=mobile',
      '--only-categories=performance,accessibility,best-practices,seo',
      `--chrome-flags=${flags.join(' ')}`,
      // Signed in: keep the profile's stored Firebase session (Lighthouse clears the origin's storage otherwise).
      ...(options.profile ? ['--disable-storage-reset'] : []),
      '--output=json',
      '--output=html',
      `--output-path=${path.join(OUT, name)}`,
      '--quiet',
    ],
    { stdio: 'inherit', env: { ...process.env, CHROME_PATH: CHROMIUM } },
  );
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', resolve);
  });
  if (code !== 0) throw new Error(`lighthouse exited with ${code} on ${url}`);
  return JSON.parse(fs.readFileSync(path.join(OUT, `${name}.report.json`), 'utf8')) as Report;
}

/** A Chromium profile in which `account` is signed in (the login form, as a person does). */
async function signedInProfile(portalUrl: string, account: { email: string; password: string }): Promise<string> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hall-lighthouse-profile-'));
  const context = await chromium.launchPersistentContext(dir, {
    executablePath: CHROMIUM,
    args: CHROME_FLAGS.filter((flag) => flag !== '--headless=new'),
  });
  try {
    await signInInBrowser(await context.newPage(), portalUrl, account, '/token_purches');
  } finally {
    await context.close();
  }
  return dir;
}

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'hall-lighthouse-'));
const emulator = await startAuthEmulator({ logFile: path.join(tmp, 'auth-emulator.log') });
const portal = await startTestPortal({ webDist, dataDir: path.join(tmp, 'data'), adminEmail: DEFAULT_ADMIN_EMAIL });
try {
  const student = await createStudent(portal, { name: 'Lighthouse Student' });
  const profile = await signedInProfile(portal.url, student);
  const pages: Array<[string, Report]> = [
    ['/', await audit('home', `${portal.url}/`)],
    ['/login', await audit('login', `${portal.url}/login`)],
    ['/token_purches (signed in)', await audit('token-purchase', `${portal.url}/token_purches`, { profile })],
  ];

  const first = pages[0]![1];
  console.log(
    `\nLighthouse ${first.lighthouseVersion}, mobile (simulated slow 4G, 4x CPU slowdown), ${os.cpus()[0]?.model ?? 'unknown CPU'}:\n`,
  );
  const categories = Object.keys(first.categories);
  const header = [
    'page'.padEnd(27),
    ...categories.map((key) => (first.categories[key]?.title ?? key).slice(0, 14).padStart(14)),
    ...TIMINGS.map(([, short]) => short.padStart(8)),
  ];
  console.log(header.join(' '));
  for (const [page, report] of pages) {
    const scores = categories.map((key) => {
      const score = report.categories[key]?.score;
      return (score === null || score === undefined ? 'n/a' : String(Math.round(score * 100))).padStart(14);
    });
    const timings = TIMINGS.map(([id]) =>
      (report.audits[id]?.displayValue ?? 'n/a').replace(/\u00a0/g, ' ').padStart(8),
    );
    console.log([page.padEnd(27), ...scores, ...timings].join(' '));
  }
  console.log(`\nFull reports: ${path.relative(process.cwd(), OUT)}/{home,login,token-purchase}.report.html`);
} finally {
  await portal.close();
  await emulator.stop();
  fs.rmSync(tmp, { recursive: true, force: true });
}
