// `npm run bench`: the local API (SQLite) with 100,000 records per request collection, in its own
// process, loaded with autocannon at 10 and 50 connections (the office's reports at 1: one office).
// Two token checks: production-like RS256 tokens through the TokenVerifier seam (the table that
// counts), and the Auth emulator path (unsigned tokens, account checked against the emulator,
// remembered for seconds).
// BENCH_SECONDS (default 5) sets each run's length; BENCH_RECORDS (default 100,000) the size.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import autocannon from 'autocannon';
import { LOCAL_PROJECT_ID } from '@hall/model';
import { createAccount } from '../tests/support/auth-emulator.ts';
import { ROOT, startAuthEmulator } from './lib/auth-emulator.ts';
import { describeReport, reportBudgetLines, reportScenarios } from './lib/bench-reports.ts';
import { seedBench } from './lib/bench-seed.ts';
import { readPorts } from './lib/ports.ts';
import { createTokenSigner } from './lib/rs256-tokens.ts';

const RECORDS = Number(process.env.BENCH_RECORDS ?? 100_000);
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 5);
const STUDENT_ID = '1900012';
/** The purchases are filed by another student, so the measured history stays 20 records long. */
const BUYER = { name: 'Bench Buyer', email: 'u1999999@student.cuet.ac.bd', id: '1999999' };
/** What the office types, one keystroke at a time, searching for a student. */
const KEYSTROKES = ['1', '19', '190', '1900', '19000', '190001', STUDENT_ID];

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hall-bench-'));
const adminEmail = 'bench.admin@student.cuet.ac.bd';
// Its own Auth emulator, on HALL_AUTH_PORT and HALL_HUB_PORT as `npm start` (beside another one,
// set FIREBASE_AUTH_EMULATOR_HOST to 127.0.0.1:HALL_AUTH_PORT too: the accounts are made there).
const ports = readPorts(process.env);
const authEmulatorHost = `127.0.0.1:${ports.auth}`;
const emulator = await startAuthEmulator({ logFile: path.join(dataDir, 'auth-emulator.log'), ports });
/** The bench server running now: stopped in `finally` too, so a failed run leaves no server behind. */
let server: { url: string; stop(): Promise<void> } | undefined;
process.env.FIREBASE_AUTH_EMULATOR_HOST = authEmulatorHost;

try {
  const emulatorAdmin = await createAccount({ email: adminEmail, verified: true });
  const emulatorStudent = await createAccount({ verified: true });
  const signer = createTokenSigner(LOCAL_PROJECT_ID);
  const studentEmail = emulatorStudent.email;
  const rs256 = {
    admin: signer.sign({ uid: 'bench-admin', email: adminEmail, emailVerified: true }),
    student: signer.sign({ uid: emulatorStudent.uid, email: studentEmail, emailVerified: true }),
    buyer: signer.sign({ uid: 'bench-buyer', email: BUYER.email, emailVerified: true }),
  };

  console.log(`Seeding ${RECORDS.toLocaleString('en')} records in each of four collections (one transaction) ...`);
  const started = Date.now();
  await seedBench(dataDir, {
    records: RECORDS,
    student: { name: 'Bench Student', email: studentEmail, id: STUDENT_ID },
    buyer: BUYER,
  });
  console.log(`  seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);

  const rows: string[][] = [];
  const run = async (label: string, connections: number, options: autocannon.Options) => {
    process.stdout.write(`Running: ${label}, ${connections} connections (${DURATION_S} s) ... `);
    const sample = await check(options);
    const result = await autocannon({
      connections,
      ...(options.amount ? {} : { duration: DURATION_S }),
      timeout: 120,
      ...options,
    });
    // Requests still queued in the server when the run ends would be served during the next one.
    await drain(options.url);
    // A run that got no answer at all is a failure, not "0 errors".
    const bad = result.non2xx + result.errors + result.timeouts + (result.requests.total === 0 ? 1 : 0);
    process.stdout.write(`[${sample}] `);
    console.log(`${result.requests.average.toFixed(0)} req/s, p99 ${result.latency.p99} ms`);
    rows.push([
      label,
      String(connections),
      result.requests.average.toFixed(0),
      `${result.latency.p50} ms`,
      `${result.latency.p99} ms`,
      String(bad),
    ]);
    return result.requests.average;
  };

  // 1. Production-like tokens (RS256, verified in process).
  server = await startBenchServer({ BENCH_PUBLIC_KEY: signer.publicKeyPem });
  let counter = 0;
  const scenarios = (url: string, tokens: { admin: string; student: string; buyer?: string }, tag: string) => {
    const auth = (token: string) => ({ authorization: `Bearer ${token}` });
    let keystroke = 0;
    return [
      { name: `${tag} /api/health (the ceiling)`, options: { url: `${url}/api/health` } },
      {
        name: `${tag} a student's own token history (20 of ${RECORDS.toLocaleString('en')})`,
        options: {
          url: `${url}/api/tokenpurches?email=${encodeURIComponent(studentEmail)}`,
          headers: auth(tokens.student),
        },
      },
      {
        name: `${tag} a token purchase (POST)`,
        options: {
          url: `${url}/api/tokenpurches`,
          method: 'POST' as const,
          headers: { ...auth(tokens.buyer ?? tokens.student), 'content-type': 'application/json' },
          requests: [
            {
              setupRequest: (request: autocannon.Request) => ({
                ...request,
                body: JSON.stringify({
                  Start_date: '2026-12-01',
                  End_date: '2026-12-30',
                  package1: '30',
                  amount: '2500',
                  Transaction_id: `BENCH${tag.length}X${(counter += 1)}`,
                  bkash_number: '01712345678',
                }),
              }),
            },
          ],
        },
      },
      {
        name: `${tag} the admin's first page (limit=50)`,
        options: { url: `${url}/api/tokenpurches?limit=50`, headers: auth(tokens.admin) },
      },
      {
        name: `${tag} the admin's search by id prefix (limit=50, each keystroke of ${STUDENT_ID})`,
        options: {
          url: `${url}/api/tokenpurches`,
          headers: auth(tokens.admin),
          requests: [
            {
              setupRequest: (request: autocannon.Request) => ({
                ...request,
                path: `/api/tokenpurches?limit=50&id=${KEYSTROKES[(keystroke += 1) % KEYSTROKES.length]}`,
              }),
            },
          ],
        },
      },
      {
        name: `${tag} the admin's count (Total, no filter)`,
        options: { url: `${url}/api/tokenpurches/count`, headers: auth(tokens.admin) },
      },
    ];
  };

  const rates = new Map<string, number>();
  for (const connections of [10, 50]) {
    for (const scenario of scenarios(server.url, rs256, '[rs256]')) {
      rates.set(`${scenario.name}@${connections}`, await run(scenario.name, connections, scenario.options));
    }
  }
  // Seconds per answer: three answers on one connection rather than a timed run.
  await run(`[rs256] the full unpaged list, for contrast (${RECORDS.toLocaleString('en')}+ records, 3 requests)`, 1, {
    url: `${server.url}/api/tokenpurches`,
    headers: { authorization: `Bearer ${rs256.admin}` },
    amount: 3,
  });
  for (const report of reportScenarios(server.url, rs256.admin, RECORDS)) await run(report.name, 1, report.options);
  await server.stop();

  // 2. The reads again with every list and page read from SQLite (answers not kept): what each
  // costs right after a write, and what the kept answers save (decision 016).
  server = await startBenchServer({ BENCH_PUBLIC_KEY: signer.publicKeyPem, BENCH_KEEP_ANSWERS: 'off' });
  for (const connections of [10, 50]) {
    for (const scenario of scenarios(server.url, rs256, '[rs256, answers not kept]')) {
      if (scenario.options.method === 'POST') continue;
      rates.set(`${scenario.name}@${connections}`, await run(scenario.name, connections, scenario.options));
    }
  }
  await server.stop();

  // 3. The emulator path: the same server with emulator tokens.
  server = await startBenchServer({ FIREBASE_AUTH_EMULATOR_HOST: authEmulatorHost });
  const emulatorTokens = { admin: emulatorAdmin.idToken, student: emulatorStudent.idToken };
  for (const connections of [10, 50]) {
    for (const scenario of scenarios(server.url, emulatorTokens, '[emulator]').slice(0, 2))
      await run(scenario.name, connections, scenario.options);
  }
  await server.stop();

  console.log(
    `\nMachine: ${os.cpus().length} x ${os.cpus()[0]?.model ?? 'cpu'}, Node ${process.version}; shared and noisy, so compare runs on one machine only.`,
  );
  printTable(['scenario', 'conns', 'req/s', 'p50', 'p99', 'errors'], rows);
  reportBudgetLines(rows).forEach((line) => console.log(line));
  for (const tag of ['[rs256]', '[rs256, answers not kept]']) {
    for (const connections of [10, 50]) {
      const rate = (what: string) =>
        [...rates].find(
          ([name]) => name.startsWith(tag) && name.includes(what) && name.endsWith(`@${connections}`),
        )?.[1] ?? 0;
      const ratio = rate('own token history') / rate('/api/health');
      console.log(`Own history / health at ${connections} connections ${tag}: ${ratio.toFixed(2)}`);
    }
  }
} finally {
  await server?.stop();
  await emulator.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

/**
 * One request as the scenario sends it, before the run: it must answer 2xx with what the scenario
 * claims to measure (a list, a page, a count), so the table never times error answers.
 */
async function check(options: autocannon.Options): Promise<string> {
  const setup = options.requests?.[0]?.setupRequest as
    ((request: object) => { path?: string; body?: string }) | undefined;
  const request = setup?.({});
  const url = request?.path ? new URL(request.path, options.url).href : options.url;
  const answer = await fetch(url, {
    method: options.method ?? 'GET',
    headers: options.headers as Record<string, string>,
    body: request?.body || undefined,
  });
  const text = await answer.text();
  if (!answer.ok) throw new Error(`${options.method ?? 'GET'} ${url} answered ${answer.status}: ${text.slice(0, 300)}`);
  const body = JSON.parse(text) as unknown;
  if (Array.isArray(body)) return `${body.length} records`;
  if (body && typeof body === 'object') {
    const report = describeReport(body);
    if (report) return report;
    const { items, count, status, insertedId } = body as {
      items?: unknown[];
      count?: number;
      status?: string;
      insertedId?: string;
    };
    if (items) return `page of ${items.length}`;
    if (count !== undefined) return `count ${count}`;
    if (status) return `status ${status}`;
    if (insertedId) return 'filed';
  }
  throw new Error(`${url} answered something unexpected: ${text.slice(0, 300)}`);
}

/** Waits until the server has answered everything queued before (health goes to the back of the queue). */
async function drain(url: string) {
  await fetch(new URL('/api/health', url));
}

/** The bench server in a child process; resolves once it listens. */
async function startBenchServer(env: Record<string, string>): Promise<{ url: string; stop(): Promise<void> }> {
  const child: ChildProcess = spawn(
    path.join(ROOT, 'node_modules/.bin/tsx'),
    [path.join(ROOT, 'scripts/lib/bench-server.ts')],
    {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'inherit'],
      env: {
        ...process.env,
        FIREBASE_AUTH_EMULATOR_HOST: '',
        BENCH_DATA_DIR: dataDir,
        BENCH_ADMIN_EMAIL: adminEmail,
        BENCH_PROJECT_ID: LOCAL_PROJECT_ID,
        ...env,
      },
    },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = await new Promise<string>((resolve, reject) => {
    const lines = readline.createInterface({ input: child.stdout! });
    lines.on('line', (line) => {
      if (line.startsWith('READY ')) resolve(line.slice('READY '.length));
    });
    void exited.then(() => reject(new Error('the bench server stopped before it was ready')));
  });
  return {
    url,
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

function printTable(header: string[], rows: string[][]) {
  const widths = header.map((cell, column) => Math.max(cell.length, ...rows.map((row) => row[column]!.length)));
  const line = (cells: string[]) => `| ${cells.map((cell, column) => cell.padEnd(widths[column]!)).join(' | ')} |`;
  console.log(line(header));
  console.log(`|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`);
  rows.forEach((row) => console.log(line(row)));
}
