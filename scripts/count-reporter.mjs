/**
 * A web-test-runner reporter that counts the tests of every browser and prints the plain
 * closing line CI reads ("N passed, N failed"). A test file that failed to load or a
 * browser that failed to start counts as a failure, never as nothing, and is named with its
 * reason. Every failed test is named again, with the first line of its error, just above the
 * closing line: the default reporter prints it among the logs of the whole run, where a CI
 * page that shows only part of the output can leave it out. The line also goes to the file
 * BROWSER_RUN_RESULT names, if any, which tells run-browser-tests.mjs the run ended.
 */
import { writeFileSync } from 'node:fs';
import { relative } from 'node:path';

/** Adds up a suite's tests into `counts`, and pushes each failed one, titled, into `failures`. */
function countSuite(suite, counts, failures, titles = []) {
  const path = suite.name ? [...titles, suite.name] : titles;
  for (const test of suite.tests) {
    if (test.skipped) counts.skipped++;
    else if (test.passed) counts.passed++;
    else {
      counts.failed++;
      failures.push({ title: [...path, test.name].join(' › '), error: test.error });
    }
  }
  for (const child of suite.suites) countSuite(child, counts, failures, path);
}

/** The browser and the test file of a session, the file as a path from the project. */
function where(session) {
  return `${session.browser?.name ?? 'a browser'}, ${relative(process.cwd(), session.testFile)}`;
}

/** Which file broke in which browser, and why, for a session that failed outside its tests. */
export function describeBreak(session) {
  const reasons = (session.errors ?? []).map((error) => error?.message ?? String(error));
  const why = reasons.length > 0 ? reasons.join('; ') : 'no error was reported';
  return `${where(session)}: broke outside its tests (${why})`;
}

/** One failed test in one browser, with the first line of its error. */
export function describeFailure(session, failure) {
  const firstLine = String(failure.error?.message ?? 'no error was reported').split('\n')[0];
  return `${where(session)}: "${failure.title}" failed (${firstLine})`;
}

export function countReporter() {
  return {
    onTestRunFinished({ sessions }) {
      const counts = { passed: 0, failed: 0, skipped: 0 };
      const lines = [];
      for (const session of sessions) {
        const before = counts.failed;
        const failures = [];
        if (session.testResults) countSuite(session.testResults, counts, failures);
        for (const failure of failures) lines.push(describeFailure(session, failure));
        const brokeOutsideTests = !session.passed && counts.failed === before;
        if (brokeOutsideTests) {
          counts.failed++;
          // The default reporter may never print it, as when the runner stops on an error.
          lines.push(describeBreak(session));
        }
      }
      for (const line of lines) console.log(`\n${line}`);
      const line = `browsers: ${counts.passed} passed, ${counts.failed} failed`;
      console.log(`\n${line}`);
      if (process.env.BROWSER_RUN_RESULT) writeFileSync(process.env.BROWSER_RUN_RESULT, line);
    },
  };
}
