// `npm test`: everything this machine can run, in order, and a non-zero exit if any part fails.
// Every part runs even after a failure, so one run shows every problem.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { LOCAL_PROJECT_ID } from '@hall/model';
import { AUTH_EMULATOR_HOST, ROOT, startAuthEmulator } from './lib/auth-emulator.ts';
import { emulatorsExec, emulatorSuiteConfig, FIREBASE_MODE_DIST, resolveEmulators } from './lib/firebase-emulators.ts';
import { emulatorSpaEnv } from './firebase-mode.ts';
import { journeyClockStart } from './lib/journey-clock.ts';
import { countReport, type FailedTest, type VitestReport } from './lib/vitest-report.ts';

const reportDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hall-test-'));
/** `skipped`: the step cannot run on this machine, said with why; never counted as passed. */
const results: Array<{ step: string; ok: boolean; skipped?: string }> = [];
const counts = { passed: 0, failed: 0, skipped: 0 };
/** Every failed test by step, printed again under the summary: a CI log's tail must name them. */
const failedTests: Array<FailedTest & { step: string }> = [];

/** `failures` is what the step adds to the failed count: a failed step always adds at least one. */
function run(
  step: string,
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv = {},
  failures: () => number = () => 0,
): boolean {
  console.log(`\n=== ${step}: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } });
  const ok = result.status === 0;
  results.push({ step, ok });
  const failed = failures();
  counts.failed += ok ? failed : Math.max(failed, 1);
  return ok;
}

/** A step that could not run because an earlier one failed counts as a failure, never a pass. */
function notRun(step: string, why: string): void {
  console.log(`\n=== ${step}: NOT RUN (${why})`);
  results.push({ step: `${step} (not run: ${why})`, ok: false });
  counts.failed += 1;
}

/** A step this machine cannot run: one line now and one in the summary, with why. */
function skipped(step: string, why: string): void {
  console.log(`\n=== ${step}: SKIPPED (not passed): ${why}`);
  results.push({ step, ok: true, skipped: why });
}

/** `wrap` runs the vitest command inside something else (the Firebase emulators). */
type Wrap = (command: string[]) => [string, string[]];

function vitest(step: string, projects: string[], env: NodeJS.ProcessEnv = {}, wrap?: Wrap): void {
  const report = path.join(reportDir, `${step}.json`);
  const projectArgs = projects.flatMap((project) => ['--project', project]);
  const command = [
    'npx',
    'vitest',
    'run',
    ...projectArgs,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
  ];
  const [program, args] = wrap ? wrap(command) : [command[0] ?? 'npx', command.slice(1)];
  run(step, program, args, env, () => {
    if (!fs.existsSync(report)) return 0;
    const counted = countReport(JSON.parse(fs.readFileSync(report, 'utf8')) as VitestReport);
    counts.passed += counted.passed;
    counts.skipped += counted.skipped;
    for (const file of counted.failedBeforeTests)
      console.log(`  failed before its tests ran: ${path.relative(ROOT, file)}`);
    failedTests.push(...counted.failures.map((failure) => ({ ...failure, step })));
    return counted.failed;
  });
}

run('typecheck', 'npm', ['run', 'typecheck', '--silent']);
run('lint', 'npm', ['run', 'lint', '--silent']);
vitest('unit', ['hall-model', 'web', 'functions', 'rules-syntax']);

if (run('build', 'npm', ['run', 'build', '--silent'])) {
  // The bundle budgets of a phone's first load (home page, form pages; decision 017).
  run('size', 'npx', ['tsx', 'scripts/size.ts']);
  // Runs `npm start` itself, with its own Auth emulator, so it goes before the shared one.
  vitest('launcher', ['launcher']);
  console.log('\n=== Auth emulator for the API and browser tests');
  const emulator = await startAuthEmulator({ logFile: path.join(reportDir, 'auth-emulator.log') }).catch(
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : String(error));
      return undefined;
    },
  );
  if (!emulator) {
    notRun('api+e2e', 'the Auth emulator did not start');
  } else {
    try {
      vitest('api+e2e', ['api', 'e2e'], {
        FIREBASE_AUTH_EMULATOR_HOST: AUTH_EMULATOR_HOST,
        GCLOUD_PROJECT: LOCAL_PROJECT_ID,
      });
    } finally {
      await emulator.stop();
    }
  }
} else {
  notRun('launcher', 'the build failed');
  notRun('api+e2e', 'the build failed');
}

// The Firebase half, on the real emulators wherever they are (decision 020): the rules, the
// Firestore store's contract and the SPA's Firestore adapter; then the browser journeys with the
// SPA in firebase mode on the Hosting emulator, /api/** on the Cloud Function.
const emulators = resolveEmulators();
if (emulators.available) {
  console.log(
    `\n=== Firebase emulators: Firestore from ${emulators.firestore.from}, Java ${emulators.java.major} (${emulators.java.path})`,
  );
  const storage = emulators.storage ? ['storage'] : [];
  if (!emulators.storage) skipped('Storage rules suite and PDF journeys', emulators.storageProblem);
  const firebaseEnv = { ...emulators.env, HALL_STORAGE_SKIPPED: emulators.storageProblem };
  const coverage = path.join(ROOT, 'test-results/firestore-rules-coverage.html');
  // The Cloud Function's bundle first: its triggers write the activity log (decision 022) while
  // the adapter suite runs, in the Functions emulator.
  const bundle = run('Cloud Function bundle', 'npm', ['run', 'build', '-w', 'functions', '--silent']);
  if (bundle) {
    vitest('firebase', ['firebase'], { ...firebaseEnv, RULES_COVERAGE_FILE: coverage }, (command) =>
      emulatorsExec(['auth', 'firestore', 'functions', ...storage], command),
    );
    console.log(`Rules coverage report (Firestore emulator): ${coverage}`);
  } else {
    notRun('firebase', 'the Cloud Function bundle failed');
  }

  const suite = emulatorSuiteConfig();
  const spa = run('build (firebase mode)', 'npm', ['run', 'build', '-w', 'web', '--silent'], {
    ...emulatorSpaEnv(suite.emulators),
    HALL_WEB_OUT_DIR: `../${FIREBASE_MODE_DIST}`,
  });
  if (spa && bundle) {
    vitest(
      'e2e (firebase mode)',
      ['e2e'],
      {
        ...firebaseEnv,
        HALL_E2E_TARGET: 'emulators',
        GCLOUD_PROJECT: LOCAL_PROJECT_ID,
        // The Functions emulator runs the API with firebase-tools' environment: the journeys' clock
        // (inside lunch, as the local portal's) reaches the Cloud Function from here (decision 033).
        HALL_CLOCK_START: journeyClockStart(),
      },
      (command) => emulatorsExec(['auth', 'firestore', 'functions', 'hosting', ...storage], command, suite.file),
    );
  } else {
    notRun('e2e (firebase mode)', 'its build failed');
  }
} else {
  for (const step of ['firebase (rules, store contract, adapter)', 'e2e (firebase mode)'])
    skipped(step, emulators.problem);
}

console.log('\n=== Summary');
for (const { step, ok, skipped: why } of results)
  console.log(`  ${why ? 'SKIPPED' : ok ? 'ok     ' : 'FAILED '} ${step}${why ? `: ${why}` : ''}`);
for (const { step, file, test, why } of failedTests)
  console.log(`  failed in ${step}: ${path.relative(ROOT, file)} > ${test}${why ? `\n      ${why}` : ''}`);
console.log(`Tests: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
process.exit(results.every((result) => result.ok) ? 0 : 1);
