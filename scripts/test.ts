// `npm test`: everything this machine can run, in order, and a non-zero exit if any part fails.
// Every part runs even after a failure, so one run shows every problem.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { LOCAL_PROJECT_ID } from '@hall/model';
import { AUTH_EMULATOR_HOST, ROOT, startAuthEmulator } from './lib/auth-emulator.ts';
import { emulatorsExec, resolveEmulators } from './lib/firebase-emulators.ts';
import { countReport, type VitestReport } from './lib/vitest-report.ts';

const reportDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hall-test-'));
const results: Array<{ step: string; ok: boolean }> = [];
const counts = { passed: 0, failed: 0, skipped: 0 };

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

// The Firebase half, on the real emulators wherever they are (decision 020).
const emulators = resolveEmulators();
if (emulators.available) {
  console.log(
    `\n=== Firebase emulators: Firestore from ${emulators.firestore.from}, Java ${emulators.java.major} (${emulators.java.path})`,
  );
  const only = ['auth', 'firestore', ...(emulators.storage ? ['storage'] : [])];
  if (!emulators.storage) console.log(`Storage rules suite SKIPPED (not passed): ${emulators.storageProblem}.`);
  const coverage = path.join(ROOT, 'test-results/firestore-rules-coverage.html');
  vitest(
    'firebase',
    ['firebase'],
    { ...emulators.env, RULES_COVERAGE_FILE: coverage, HALL_STORAGE_SKIPPED: emulators.storageProblem },
    (command) => emulatorsExec(only, command),
  );
  console.log(`Rules coverage report (Firestore emulator): ${coverage}`);
} else {
  console.log(`\nFirebase half SKIPPED (not passed): ${emulators.problem}`);
}

console.log('\n=== Summary');
for (const { step, ok } of results) console.log(`  ${ok ? 'ok    ' : 'FAILED'} ${step}`);
console.log(`Tests: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
process.exit(results.every((result) => result.ok) ? 0 : 1);
