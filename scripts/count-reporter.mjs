/**
 * A web-test-runner reporter that counts the tests of every browser and prints the plain
 * closing line CI reads ("N passed, N failed"). A test file that failed to load or a
 * browser that failed to start counts as a failure, never as nothing, and is named with its
 * reason. The line also goes to the file BROWSER_RUN_RESULT names, if any, which tells
 * run-browser-tests.mjs the run ended.
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

/** Which file broke in which browser, and why, for a session that failed outside its tests. */
export function describeBreak(session) {
  const reasons = (session.errors ?? []).map((error) => error?.message ?? String(error));
  const why = reasons.length > 0 ? reasons.join('; ') : 'no error was reported';
  return `${session.browser?.name ?? 'a browser'}, ${session.testFile}: broke outside its tests (${why})`;
}

export function countReporter() {
  return {
    onTestRunFinished({ sessions }) {
      const counts = { passed: 0, failed: 0, skipped: 0 };
      for (const session of sessions) {
        const before = counts.failed;
        if (session.testResults) countSuite(session.testResults, counts);
        const brokeOutsideTests = !session.passed && counts.failed === before;
        if (brokeOutsideTests) {
          counts.failed++;
          // The default reporter may never print it, as when the runner stops on an error.
          console.log(`\n${describeBreak(session)}`);
        }
      }
      const line = `browsers: ${counts.passed} passed, ${counts.failed} failed`;
      console.log(`\n${line}`);
      if (process.env.BROWSER_RUN_RESULT) writeFileSync(process.env.BROWSER_RUN_RESULT, line);
    },
  };
}
