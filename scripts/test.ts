// `npm test`: everything this machine can run, in order, and a non-zero exit if any part fails.
// Every part runs even after a failure, so one run shows every problem.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { AUTH_EMULATOR_HOST, PROJECT_ID, ROOT, startAuthEmulator } from './lib/auth-emulator.ts';
import { rulesSuiteAvailability, underRulesEmulators } from './lib/rules-suite.ts';

interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
}

const reportDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hall-test-'));
const results: Array<{ step: string; ok: boolean }> = [];
const counts = { passed: 0, failed: 0, skipped: 0 };

function run(step: string, command: string, args: string[], env: NodeJS.ProcessEnv = {}): boolean {
  console.log(`\n=== ${step}: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } });
  const ok = result.status === 0;
  results.push({ step, ok });
  return ok;
}

/** `wrap` runs the vitest command inside something else (the rules emulators). */
type Wrap = (command: string[]) => [string, string[]];

function vitest(step: string, projects: string[], env: NodeJS.ProcessEnv = {}, wrap?: Wrap): void {
  const report = path.join(reportDir, `${step}.json`);
  const projectArgs = projects.flatMap((project) => ['--project', project]);
  const command = ['npx', 'vitest', 'run', ...projectArgs, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`];
  const [program, args] = wrap ? wrap(command) : [command[0] ?? 'npx', command.slice(1)];
  run(step, program, args, env);
  if (!fs.existsSync(report)) return;
  const summary = JSON.parse(fs.readFileSync(report, 'utf8')) as VitestReport;
  counts.passed += summary.numPassedTests;
  counts.failed += summary.numFailedTests;
  counts.skipped += summary.numPendingTests + summary.numTodoTests;
}

run('typecheck', 'npm', ['run', 'typecheck', '--silent']);
run('lint', 'npm', ['run', 'lint', '--silent']);
vitest('unit', ['hall-model', 'web', 'functions', 'rules-syntax']);

if (run('build', 'npm', ['run', 'build', '--silent'])) {
  // Runs `npm start` itself, with its own Auth emulator, so it goes before the shared one.
  vitest('launcher', ['launcher']);
  console.log('\n=== Auth emulator for the API and browser tests');
  const emulator = await startAuthEmulator({ logFile: path.join(reportDir, 'auth-emulator.log') });
  try {
    vitest('api+e2e', ['api', 'e2e'], { FIREBASE_AUTH_EMULATOR_HOST: AUTH_EMULATOR_HOST, GCLOUD_PROJECT: PROJECT_ID });
  } finally {
    await emulator.stop();
  }
}

const rules = rulesSuiteAvailability();
if (rules.available) {
  const coverage = path.join(ROOT, 'test-results/firestore-rules-coverage.html');
  vitest('rules', ['rules'], { RULES_COVERAGE_FILE: coverage }, underRulesEmulators);
  console.log(`Rules coverage report (Firestore emulator): ${coverage}`);
} else {
  console.log(`\nRules suite SKIPPED (not passed): ${rules.reason}`);
}

console.log('\n=== Summary');
for (const { step, ok } of results) console.log(`  ${ok ? 'ok    ' : 'FAILED'} ${step}`);
console.log(`Tests: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
process.exit(results.every((result) => result.ok) ? 0 : 1);
