/** The parts of vitest's JSON report that `npm test` counts. */
export interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  testResults: Array<{
    name: string;
    status: string;
    message?: string;
    assertionResults: Array<{ status: string; fullName?: string; failureMessages?: string[] }>;
  }>;
}

/** One failure as the summary prints it: where, which test, and the first line of why. */
export interface FailedTest {
  file: string;
  test: string;
  why: string;
}

export interface ReportCounts {
  passed: number;
  failed: number;
  skipped: number;
  /** Files that failed before any of their tests ran (a throwing import or hook). */
  failedBeforeTests: string[];
  /** Every failure by name, so the summary at the end of a long log (all CI may show) names them. */
  failures: FailedTest[];
}

function firstLine(text: string | undefined): string {
  const line = (text ?? '').split('\n').find((part) => part.trim() !== '') ?? '';
  return line.trim().slice(0, 200);
}

/** A file that fails before its tests run has no failed test of its own: it counts as one failure. */
export function countReport(report: VitestReport): ReportCounts {
  const failedBeforeTests = report.testResults
    .filter((file) => file.status === 'failed' && !file.assertionResults.some((test) => test.status === 'failed'))
    .map((file) => file.name);
  const failures: FailedTest[] = report.testResults.flatMap((file) => {
    const failedTests = file.assertionResults.filter((test) => test.status === 'failed');
    if (file.status === 'failed' && failedTests.length === 0)
      return [{ file: file.name, test: '(before its tests ran)', why: firstLine(file.message) }];
    return failedTests.map((test) => ({
      file: file.name,
      test: test.fullName ?? '',
      why: firstLine(test.failureMessages?.[0]),
    }));
  });
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests + failedBeforeTests.length,
    skipped: report.numPendingTests + report.numTodoTests,
    failedBeforeTests,
    failures,
  };
}
