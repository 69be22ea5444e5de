// `npm run bench`: the local API on loopback with 10,000 records per collection, loaded with
// autocannon. Prints requests per second and p50/p99 latency for the three hot paths.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { APPROVED_STATUS } from '@hall/model';
import { startServer } from '../functions/src/server.ts';
import type { Store } from '../functions/src/store/port.ts';
import { AUTH_EMULATOR_HOST, PROJECT_ID, startAuthEmulator } from './lib/auth-emulator.ts';
import { createAccount } from '../tests/support/auth-emulator.ts';

const RECORDS = 10_000;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 10;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hall-bench-'));
const adminEmail = 'bench.admin@student.cuet.ac.bd';
const emulator = await startAuthEmulator({ logFile: path.join(dataDir, 'auth-emulator.log') });
process.env.FIREBASE_AUTH_EMULATOR_HOST = AUTH_EMULATOR_HOST;

try {
  const server = await startServer({
    host: '127.0.0.1',
    port: 0,
    dataDir,
    projectId: PROJECT_ID,
    authEmulatorHost: AUTH_EMULATOR_HOST,
    adminEmail,
    rateLimits: { writesPerWindow: 1e9, adminWritesPerWindow: 1e9, windowMs: 60_000 },
  });
  const admin = await createAccount({ email: adminEmail, verified: true });
  const student = await createAccount({ verified: true });
  await server.store.users.insert({ name: 'Bench Student', email: student.email, id: '1900001' });

  console.log(`Seeding ${RECORDS} records in each collection ...`);
  await seed(server.store, student.email);

  let counter = 0;
  const scenarios: Array<{ name: string; options: autocannon.Options }> = [
    {
      name: "a student's own token history (GET ?email=, 20 of 10,000)",
      options: { url: `${server.url}/api/tokenpurches?email=${encodeURIComponent(student.email)}`, headers: { authorization: `Bearer ${student.idToken}` } },
    },
    {
      name: 'a token purchase (POST, unique transaction id)',
      options: {
        url: `${server.url}/api/tokenpurches`,
        method: 'POST',
        headers: { authorization: `Bearer ${student.idToken}`, 'content-type': 'application/json' },
        requests: [
          {
            setupRequest: (request) => ({
              ...request,
              body: JSON.stringify({ Start_date: '2026-12-01', End_date: '2026-12-30', package1: '30', amount: '2500', Transaction_id: `BENCH${(counter += 1)}`, bkash_number: '01712345678' }),
            }),
          },
        ],
      },
    },
    {
      name: "the admin's full token list (GET, 10,000+ records)",
      options: { url: `${server.url}/api/tokenpurches`, headers: { authorization: `Bearer ${admin.idToken}` } },
    },
  ];

  const rows: string[][] = [];
  for (const scenario of scenarios) {
    console.log(`Running: ${scenario.name} (${DURATION_S} s, ${CONNECTIONS} connections)`);
    const result = await autocannon({ connections: CONNECTIONS, duration: DURATION_S, ...scenario.options });
    const bad = result.non2xx + result.errors + result.timeouts;
    rows.push([scenario.name, result.requests.average.toFixed(0), `${result.latency.p50} ms`, `${result.latency.p99} ms`, String(bad)]);
  }
  await server.close();

  console.log(`\nMachine: ${os.cpus().length} x ${os.cpus()[0]?.model ?? 'cpu'}, Node ${process.version}; shared and noisy, so compare runs on one machine only.`);
  printTable(['scenario', 'req/s', 'p50', 'p99', 'errors'], rows);
} finally {
  await emulator.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

async function seed(store: Store, studentEmail: string) {
  const others = Array.from({ length: 200 }, (_, index) => ({ name: `Student ${index}`, email: `u19${String(index).padStart(5, '0')}@student.cuet.ac.bd`, id: `19${String(index).padStart(5, '0')}` }));
  for (let index = 0; index < RECORDS; index += 1) {
    const owner = index % 500 === 0 ? { name: 'Bench Student', email: studentEmail, id: '1900001' } : others[index % others.length]!;
    const approved = index % 3 === 0 ? { status: APPROVED_STATUS } : {};
    await store.tokenPurchases.insert({ ...owner, ...approved, Start_date: '2026-11-01', End_date: '2026-11-30', package1: '30', amount: '2500', Transaction_id: `SEEDT${index}`, bkash_number: '01712345678' });
    await store.hallFees.insert({ ...owner, ...approved, month_start: 'january', month_end: 'june', lavel: '2', term: '1', Transaction_id: `SEEDH${index}`, bkash_number: '01712345678' });
    await store.complaints.insert({ ...owner, complains: `Seed complaint ${index}` });
    await store.roomAllotments.insert({ ...owner, ...approved, student_Id_1: '1', student_Id_2: '2', student_Id_3: '3', student_Id_4: '4', room_1: '101', room_2: '102', room_3: '103', room_4: '104', pre_room: '100', apply_date: '2026-11-01' });
  }
}

function printTable(header: string[], rows: string[][]) {
  const widths = header.map((cell, column) => Math.max(cell.length, ...rows.map((row) => row[column]!.length)));
  const line = (cells: string[]) => `| ${cells.map((cell, column) => cell.padEnd(widths[column]!)).join(' | ')} |`;
  console.log(line(header));
  console.log(`|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`);
  rows.forEach((row) => console.log(line(row)));
}
