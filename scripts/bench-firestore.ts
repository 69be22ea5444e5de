// `npm run bench`'s second part: what a hall pays Google in firebase mode (decision 020). Runs
// tests/costs/firestore-costs.ts (the SPA's Firestore adapter on the Auth and Firestore emulators,
// reads and writes counted at the SDK), then prices a month of a hall of 1,200 students with the
// usage below against Firestore's free tier. Says why and stops where the emulators cannot run.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './lib/auth-emulator.ts';
import { emulatorsExec, resolveEmulators } from './lib/firebase-emulators.ts';

const emulators = resolveEmulators();
if (!emulators.available) {
  console.log(`Firestore costs SKIPPED: ${emulators.problem}`);
  process.exit(0);
}
const [program, args] = emulatorsExec(['auth', 'firestore'], ['npx', 'vitest', 'run', '--project', 'firebase-costs']);
const ran = spawnSync(program, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...emulators.env } });
if (ran.status !== 0) process.exit(ran.status ?? 1);

interface Journey {
  who: string;
  journey: string;
  reads: number;
  writes: number;
}
const { journeys } = JSON.parse(fs.readFileSync(path.join(ROOT, 'test-results/firestore-costs.json'), 'utf8')) as {
  journeys: Journey[];
};
const find = (text: string) => {
  const found = journeys.find((journey) => journey.journey.startsWith(text));
  if (!found) throw new Error(`no journey "${text}" in the counts`);
  return found;
};

/**
 * A month of a hall of 1,200 residents (30 days), as we expect it to be used: each student signs
 * in 20 times, opens their profile 10 times and files 3 requests (2 meal tokens, a hall fee or
 * a complaint); the office works 22 days, opening each list 6 times a day, searching 15 students
 * and deciding 55 requests a day (the month's 3,600 requests); visitors open the home page 6,000
 * times. The rules' own lookups add up to 3 reads per filed request and 1 per decision.
 */
const STUDENTS = 1_200;
const month: Array<[Journey, number, number]> = [
  [find('opens the home page'), 6_000, 0],
  [find('signs in'), STUDENTS * 20, 0],
  [find('opens their profile'), STUDENTS * 10, 0],
  [find('follows their own records live'), STUDENTS * 10, 0],
  [find('files a meal token'), STUDENTS * 3, 3],
  ...journeys
    .filter(
      (journey) =>
        journey.journey.startsWith('opens tokenPurchases') ||
        /^opens (hallFees|roomAllotments|complaints)/.test(journey.journey),
    )
    .map((journey): [Journey, number, number] => [journey, 22 * 6, 0]),
  [find('searches a student id'), 22 * 15, 0],
  [find('approves a token'), 22 * 55, 1],
  [find('follows every list live'), 22 * 6, 0],
  [find('opens the activity log'), 22 * 2, 0],
];
let reads = 0;
let writes = 0;
const rows = month.map(([journey, times, rulesReads]) => {
  const monthReads = (journey.reads + rulesReads) * times;
  const monthWrites = journey.writes * times;
  reads += monthReads;
  writes += monthWrites;
  return {
    who: journey.who,
    journey: journey.journey,
    'reads (+rules)': `${journey.reads}${rulesReads ? ` (+${rulesReads})` : ''}`,
    writes: journey.writes,
    'times a month': times,
    'month reads': monthReads,
    'month writes': monthWrites,
  };
});
console.log('\nA month of a hall of 1,200 students in firebase mode (Firestore document reads and writes):');
console.table(rows);
const perDay = (total: number) => Math.round(total / 30).toLocaleString('en');
console.log(
  `Month: ${reads.toLocaleString('en')} reads (${perDay(reads)} a day; the free tier is 50,000 a day), ` +
    `${writes.toLocaleString('en')} writes (${perDay(writes)} a day; free: 20,000 a day).`,
);
