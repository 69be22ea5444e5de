/** The parts of vitest's JSON report that `npm test` counts. */
export interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  testResults: Array<{ name: string; status: string; assertionResults: Array<{ status: string }> }>;
}

export interface ReportCounts {
  passed: number;
  failed: number;
  skipped: number;
  /** Files that failed before any of their tests ran (a throwing import or hook). */
  failedBeforeTests: string[];
}

/** A file that fails before its tests run has no failed test of its own: it counts as one failure. */
export function countReport(report: VitestReport): ReportCounts {
  const failedBeforeTests = report.testResults
    .filter((file) => file.status === 'failed' && !file.assertionResults.some((test) => test.status === 'failed'))
    .map((file) => file.name);
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests + failedBeforeTests.length,
    skipped: report.numPendingTests + report.numTodoTests,
    failedBeforeTests,
  };
}
