// `npm test`'s summary counts a test file that fails before its tests run (read from a real
// vitest JSON report of such a file), so the line never says `0 failed` after a failure, and
// names every failure.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { countReport, type VitestReport } from '../../scripts/lib/vitest-report.ts';

const root = path.resolve(import.meta.dirname, '../..');

describe("npm test's summary", () => {
  it('counts a file whose import throws as failed, next to a passing and a failing test', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hall-summary-'));
    fs.writeFileSync(path.join(dir, 'broken.test.mjs'), "throw new Error('no browser');\n");
    fs.writeFileSync(
      path.join(dir, 'mixed.test.mjs'),
      "import { it, expect } from 'vitest';\nit('passes', () => expect(1).toBe(1));\nit('fails', () => expect(1).toBe(2));\nit.skip('skipped', () => {});\n",
    );
    fs.writeFileSync(path.join(dir, 'vitest.config.mjs'), 'export default {};\n');
    const report = path.join(dir, 'report.json');
    const run = spawnSync(
      path.join(root, 'node_modules/.bin/vitest'),
      ['run', '--root', dir, '--reporter=json', `--outputFile.json=${report}`],
      {
        cwd: root,
        encoding: 'utf8',
      },
    );
    expect(run.status).not.toBe(0);
    const counted = countReport(JSON.parse(fs.readFileSync(report, 'utf8')) as VitestReport);
    expect(counted).toMatchObject({ passed: 1, failed: 2, skipped: 1 });
    expect(counted.failedBeforeTests.map((file) => path.basename(file))).toEqual(['broken.test.mjs']);
    // The summary names each failure (CI shows only a log's tail), with the first line of why.
    const named = counted.failures.map(({ file, test, why }) => ({ file: path.basename(file), test, why }));
    expect(named).toHaveLength(2);
    expect(named).toContainEqual({
      file: 'mixed.test.mjs',
      test: 'fails',
      why: expect.stringContaining('expected 1 to be 2'),
    });
    expect(named).toContainEqual({
      file: 'broken.test.mjs',
      test: '(before its tests ran)',
      why: expect.stringContaining('no browser'),
    });
  });
});
