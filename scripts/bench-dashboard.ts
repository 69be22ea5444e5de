/// <reference lib="dom" />
// `npm run bench:dashboard`: the admin's Token_req list with 5,000 requests, in headless Chromium.
// Seeds the requests through the API into a temporary local portal (the built SPA in web/dist,
// SQLite in a temporary folder), signs the administrator in, then measures in the page:
// - keystroke -> render: from the keydown to the first frame after the list's last DOM change,
//   typing a student id one character at a time (5,000 rows narrowed to 100) and deleting it again;
// - approve -> render: from the click on Pending to the frame showing the row Approved at the top
//   (includes the PATCH round trip to the local API);
// - long tasks (> 50 ms) reported by the browser during each phase.
// It starts its own Auth emulator (firebase.json's port, which the default local build talks to);
// `npm run bench:dashboard` builds the SPA first.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEFAULT_ADMIN_EMAIL } from '@hall/model';
import { startAuthEmulator } from './lib/auth-emulator.ts';
import { ADMIN_PASSWORD, ensureAdmin } from '../tests/support/admin-session.ts';
import { signInInBrowser } from '../tests/support/sign-in.ts';
import { launchBrowser } from '../tests/support/browser.ts';
import { api, startTestPortal } from '../tests/support/portal.ts';
import { createStudent, uniqueTransactionId, type TestStudent } from '../tests/support/students.ts';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 5000);
const STUDENTS = 50;
const APPROVALS = 10;

const webDist = path.resolve(import.meta.dirname, '../web/dist');
const emulator = await startAuthEmulator({ logFile: path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'hall-bench-ui-')), 'auth-emulator.log') });
const portal = await startTestPortal({ webDist, adminEmail: process.env.VITE_ADMIN_EMAIL ?? DEFAULT_ADMIN_EMAIL });
const browser = await launchBrowser();
try {
  await ensureAdmin(portal.adminEmail);
  console.log(`Seeding ${REQUESTS} token requests from ${STUDENTS} students...`);
  const students: TestStudent[] = [];
  for (let i = 0; i < STUDENTS; i += 1) {
    students.push(await createStudent(portal, { studentId: String(2_100_000 + i * 7), name: `Bench Student ${i}` }));
  }
  let next = 0;
  const seedOne = async () => {
    for (let n = next++; n < REQUESTS; n = next++) {
      const who = students[n % STUDENTS]!;
      const answer = await api(portal, 'POST', '/tokenpurches', {
        token: who.idToken,
        json: { Start_date: '2026-12-01', End_date: '2026-12-30', package1: '30', amount: '2500', Transaction_id: uniqueTransactionId(), bkash_number: '01712345678' },
      });
      if (answer.status !== 201) throw new Error(`seed failed: ${JSON.stringify(answer.body)}`);
    }
  };
  await Promise.all(Array.from({ length: 16 }, seedOne));

  const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
  await signInInBrowser(page, portal.url, { email: portal.adminEmail, password: ADMIN_PASSWORD }, '/dashboard/tokenreq');
  const loadStart = Date.now();
  await page.getByRole('heading', { level: 2, name: `Total: ${REQUESTS}` }).waitFor({ timeout: 60_000 });
  await page.getByRole('table', { name: 'Token Requests' }).waitFor();
  const loadMs = Date.now() - loadStart;

  // In-page probes: the time of the list's last DOM change after each input, and long tasks.
  await page.evaluate(() => {
    const probe = { start: 0, lastChange: 0, longTasks: [] as number[] };
    (window as unknown as { probe: typeof probe }).probe = probe;
    document.addEventListener('keydown', () => ((probe.start = performance.now()), (probe.lastChange = 0)), true);
    document.addEventListener('pointerdown', () => ((probe.start = performance.now()), (probe.lastChange = 0)), true);
    const list = document.querySelector('.record-list')!;
    new MutationObserver(() => {
      requestAnimationFrame(() => setTimeout(() => (probe.lastChange = performance.now())));
    }).observe(list, { subtree: true, childList: true, characterData: true, attributes: true });
    new PerformanceObserver((entries) => {
      for (const entry of entries.getEntries()) probe.longTasks.push(entry.duration);
    }).observe({ type: 'longtask' });
  });
  type Probe = { start: number; lastChange: number; longTasks: number[] };
  const read = () => page.evaluate(() => (window as unknown as { probe: Probe }).probe);
  const resetLongTasks = () => page.evaluate(() => ((window as unknown as { probe: Probe }).probe.longTasks = []));
  const settle = () => page.waitForTimeout(400);

  const search = page.getByRole('searchbox', { name: 'Search by ID' });
  await search.click();
  const target = students[3]!.studentId;
  const typing: number[] = [];
  await resetLongTasks();
  for (const character of target) {
    await page.keyboard.type(character);
    await settle();
    const probe = await read();
    typing.push(probe.lastChange - probe.start);
  }
  await page.getByRole('heading', { level: 2, name: `Total: ${REQUESTS / STUDENTS}` }).waitFor();
  const typingLong = (await read()).longTasks;

  const deleting: number[] = [];
  await resetLongTasks();
  for (let i = 0; i < target.length; i += 1) {
    await page.keyboard.press('Backspace');
    await settle();
    const probe = await read();
    deleting.push(probe.lastChange - probe.start);
  }
  await page.getByRole('heading', { level: 2, name: `Total: ${REQUESTS}` }).waitFor();
  const deletingLong = (await read()).longTasks;

  // Approve the last pending row on the first page, ten times: each moves to the top.
  const approving: number[] = [];
  await resetLongTasks();
  const rows = page.locator('tbody tr');
  for (let i = 0; i < APPROVALS; i += 1) {
    const pending = rows.filter({ has: page.getByRole('button', { name: 'Pending' }) }).last();
    await pending.getByRole('button', { name: 'Pending' }).click();
    await rows.nth(i).getByText('Approved').waitFor();
    await settle();
    const probe = await read();
    approving.push(probe.lastChange - probe.start);
  }
  const approvingLong = (await read()).longTasks;

  const summary = (label: string, samples: number[], longTasks: number[]) => ({
    phase: label,
    samples: samples.length,
    'median ms': round(median(samples)),
    'max ms': round(Math.max(...samples)),
    'long tasks': longTasks.length,
    'longest task ms': round(longTasks.length ? Math.max(...longTasks) : 0),
  });
  console.log(`\nToken_req with ${REQUESTS} requests; signed in -> table of all ${REQUESTS} shown: ${loadMs} ms`);
  console.log(`Machine: ${os.cpus()[0]?.model ?? 'unknown CPU'} x ${os.cpus().length}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, load average ${os.loadavg().map((n) => n.toFixed(2)).join(' ')}`);
  console.table([
    summary('type a student id (5,000 -> 100 rows)', typing, typingLong),
    summary('delete it again (100 -> 5,000 rows)', deleting, deletingLong),
    summary('approve (click -> Approved at top, incl. API)', approving, approvingLong),
  ]);
} finally {
  await browser.close();
  await portal.close();
  await emulator.stop();
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

function round(value: number): number {
  return Math.round(value * 10) / 10;
}
