/**
 * A web-test-runner reporter that counts the tests of every browser and prints the plain
 * closing line CI reads ("N passed, N failed"). A test file that failed to load or a
 * browser that failed to start counts as a failure, never as nothing. The line also goes to
 * the file BROWSER_RUN_RESULT names, if any, which tells run-browser-tests.mjs the run ended.
 */
import { writeFileSync } from 'node:fs';

function countSuite(suite, counts) {
  for (const test of suite.tests) {
    if (test.skipped) counts.skipped++;
    else if (test.passed) counts.passed++;
    else counts.failed++;
  }
  for (const child of suite.suites) countSuite(child, counts);
}

export function countReporter() {
  return {
    onTestRunFinished({ sessions }) {
      const counts = { passed: 0, failed: 0, skipped: 0 };
      for (const session of sessions) {
        const before = counts.failed;
        if (session.testResults) countSuite(session.testResults, counts);
        const brokeOutsideTests = !session.passed && counts.failed === before;
        if (brokeOutsideTests) counts.failed++;
      }
      const line = `browsers: ${counts.passed} passed, ${counts.failed} failed`;
      console.log(`\n${line}`);
      if (process.env.BROWSER_RUN_RESULT) writeFileSync(process.env.BROWSER_RUN_RESULT, line);
    },
  };
}
