/// <reference lib="dom" />
// `npm run bench:dashboard`: the admin's Token_req list with 100,000 requests, in headless Chromium.
// Loads the requests straight into a temporary local portal's SQLite file (one transaction; the
// built SPA in web/dist), signs the administrator in, then measures in the page:
// - first rows: from the click on Token_req in the sidebar to the first page's rows on screen
//   (the page asks the API for 50 rows and the total, decision 016); also a full page load;
// - keystroke -> render: from the keydown to the first frame after the list's last DOM change,
//   typing a student id one character at a time (each keystroke a server search, after the
//   debounce) and deleting it again;
// - approve -> render: from the approval's PATCH (sent when its 5 s Undo window closes after the
//   click on Pending, issue 18) to the frame showing the row Approved at the top of the page
//   (includes the PATCH round trip to the local API);
// - long tasks (> 50 ms) reported by the browser during each phase.
// It starts its own Auth emulator (firebase.json's port, which the default local build talks to);
// `npm run bench:dashboard` builds the SPA first. BENCH_REQUESTS changes the size.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEFAULT_ADMIN_EMAIL } from '@hall/model';
import { SEARCH_DEBOUNCE_MS } from '@hall/web/search-timing';
import { bulkLoadSqlite, newId } from '@hall/functions/local-server';
import { startAuthEmulator } from './lib/auth-emulator.ts';
import { ADMIN_PASSWORD, ensureAdmin } from '../tests/support/admin-session.ts';
import { signInInBrowser } from '../tests/support/sign-in.ts';
import { launchBrowser } from '../tests/support/browser.ts';
import { startTestPortal } from '../tests/support/portal.ts';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 100_000);
const STUDENTS = 50;
const APPROVALS = 10;

const webDist = path.resolve(import.meta.dirname, '../web/dist');
const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hall-bench-ui-'));
const emulator = await startAuthEmulator({ logFile: path.join(workDir, 'auth-emulator.log') });
const studentIds = Array.from({ length: STUDENTS }, (_, i) => String(2_100_000 + i * 7));
console.log(`Seeding ${REQUESTS.toLocaleString('en')} token requests from ${STUDENTS} students (one transaction)...`);
const dataDir = path.join(workDir, 'data');
const start = Date.UTC(2022, 0, 1);
bulkLoadSqlite(dataDir, {
  tokenPurchases: Array.from({ length: REQUESTS }, (_, n) => {
    const id = studentIds[n % STUDENTS]!;
    return {
      _id: newId(),
      createdAt: new Date(start + n * 60_000).toISOString(),
      name: `Bench Student ${n % STUDENTS}`,
      email: `u${id}@student.cuet.ac.bd`,
      id,
      Start_date: '2026-12-01',
      End_date: '2026-12-30',
      package1: '30',
      amount: '2500',
      Transaction_id: `BENCHUI${n}`,
      bkash_number: '01712345678',
    };
  }),
});
const portal = await startTestPortal({
  webDist,
  dataDir,
  adminEmail: process.env.VITE_ADMIN_EMAIL ?? DEFAULT_ADMIN_EMAIL,
});
const browser = await launchBrowser();
try {
  await ensureAdmin(portal.adminEmail);

  const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
  await signInInBrowser(page, portal.url, { email: portal.adminEmail, password: ADMIN_PASSWORD }, '/dashboard');
  const firstRow = page
    .getByRole('table', { name: 'Token Requests' })
    .locator('tbody tr')
    .first()
    .getByRole('button', { name: 'Pending' });
  // Warm: the page's code is fetched once, as after any first visit.
  await page.getByRole('link', { name: 'Token_req' }).click();
  await firstRow.waitFor({ timeout: 60_000 });
  await page.getByRole('link', { name: 'Token_Details' }).click();
  await page.getByRole('table', { name: 'Token Details' }).waitFor();
  const clickStart = Date.now();
  await page.getByRole('link', { name: 'Token_req' }).click();
  await firstRow.waitFor({ timeout: 60_000 });
  const firstRowsMs = Date.now() - clickStart;
  const reloadStart = Date.now();
  await page.reload();
  await firstRow.waitFor({ timeout: 60_000 });
  const reloadMs = Date.now() - reloadStart;
  await page.getByRole('heading', { level: 2, name: `Total: ${REQUESTS}` }).waitFor({ timeout: 60_000 });

  // In-page probes: the time of the list's last DOM change after each input, and long tasks.
  await page.evaluate(() => {
    const probe = { start: 0, lastChange: 0, longTasks: [] as number[] };
    (window as unknown as { probe: typeof probe }).probe = probe;
    document.addEventListener('keydown', () => ((probe.start = performance.now()), (probe.lastChange = 0)), true);
    document.addEventListener('pointerdown', () => ((probe.start = performance.now()), (probe.lastChange = 0)), true);
    // An approval is sent when its Undo window closes: its time runs from the PATCH, not the click.
    const send = window.fetch;
    window.fetch = (input, init) => {
      if (init?.method === 'PATCH') {
        probe.start = performance.now();
        probe.lastChange = 0;
      }
      return send(input, init);
    };
    const list = document.querySelector('.record-list')!;
    new MutationObserver(() => {
      requestAnimationFrame(() => setTimeout(() => (probe.lastChange = performance.now())));
    }).observe(list, { subtree: true, childList: true, characterData: true, attributes: true });
    new PerformanceObserver((entries) => {
      for (const entry of entries.getEntries()) probe.longTasks.push(entry.duration);
    }).observe({ type: 'longtask' });
  });
  type Probe = { start: number; lastChange: number; longTasks: number[]; sent: number; answered: number };
  // Also where a keystroke's time goes: when the page request left (debounce) and when its
  // answer arrived (round trip), from the browser's resource timing.
  const read = () =>
    page.evaluate(() => {
      const probe = (window as unknown as { probe: Probe }).probe;
      const requests = performance
        .getEntriesByType('resource')
        .filter(
          (entry) => entry.name.includes('limit=') && entry.startTime >= probe.start,
        ) as PerformanceResourceTiming[];
      const last = requests.at(-1);
      return {
        ...probe,
        sent: last ? last.startTime - probe.start : NaN,
        answered: last ? last.responseEnd - probe.start : NaN,
      };
    });
  const resetLongTasks = () => page.evaluate(() => ((window as unknown as { probe: Probe }).probe.longTasks = []));
  const settle = () => page.waitForTimeout(400);

  const search = page.getByRole('searchbox', { name: 'Search by ID' });
  await search.click();
  const target = studentIds[3]!;
  const typing: number[] = [];
  const typingSent: number[] = [];
  const typingAnswered: number[] = [];
  await resetLongTasks();
  for (const character of target) {
    await page.keyboard.type(character);
    await settle();
    const probe = await read();
    typing.push(probe.lastChange - probe.start);
    typingSent.push(probe.sent);
    typingAnswered.push(probe.answered);
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
  console.log(
    `\nToken_req with ${REQUESTS.toLocaleString('en')} requests: click on Token_req -> first rows ${firstRowsMs} ms; full page load -> first rows ${reloadMs} ms`,
  );
  console.log(
    `Typing, median from keydown: page request sent ${round(median(typingSent))} ms (debounce ${SEARCH_DEBOUNCE_MS} ms), answer in ${round(median(typingAnswered))} ms, last row drawn ${round(median(typing))} ms`,
  );
  console.log(
    `Machine: ${os.cpus()[0]?.model ?? 'unknown CPU'} x ${os.cpus().length}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, load average ${os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}`,
  );
  console.table([
    summary(
      `type a student id (server search per keystroke, ${REQUESTS.toLocaleString('en')} -> ${(REQUESTS / STUDENTS).toLocaleString('en')})`,
      typing,
      typingLong,
    ),
    summary('delete it again (back to every request)', deleting, deletingLong),
    summary('approve (PATCH sent -> Approved at top, incl. API)', approving, approvingLong),
  ]);
} finally {
  await browser.close();
  await portal.close();
  await emulator.stop();
  fs.rmSync(workDir, { recursive: true, force: true });
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

function round(value: number): number {
  return Math.round(value * 10) / 10;
}
