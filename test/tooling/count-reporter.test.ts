/** The closing line CI reads, and what it says above it of failed tests and of files that broke outside their tests. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { countReporter, describeBreak } from '../../scripts/count-reporter.mjs';

const passingTest = { name: 'shows the list', passed: true };
const suite = (tests: object[]) => ({ name: '', tests, suites: [] });

describe('the browser tests count reporter', () => {
  it('counts a file that broke outside its tests as one failure, and names it with its reason', (context) => {
    const log = context.mock.method(console, 'log', () => undefined);
    countReporter().onTestRunFinished({
      sessions: [
        { testFile: 'test/element/a.test.ts', passed: true, testResults: suite([passingTest]) },
        {
          testFile: 'test/element/b.test.ts',
          passed: false,
          browser: { name: 'MiniBrowser' },
          errors: [{ message: 'Timed out stopping the browser page' }],
          testResults: suite([passingTest]),
        },
      ],
    });
    const printed = log.mock.calls.map((call) => String(call.arguments[0]).trim());
    assert.deepEqual(printed, [
      'MiniBrowser, test/element/b.test.ts: broke outside its tests (Timed out stopping the browser page)',
      'browsers: 2 passed, 1 failed',
    ]);
  });

  it('names every failed test, with its suites and the first line of its error, just above the closing line', (context) => {
    const log = context.mock.method(console, 'log', () => undefined);
    const failedTest = {
      name: 'shows the refused login',
      passed: false,
      error: { message: 'Timeout: no answer to the credentials\n    at waitUntil' },
    };
    countReporter().onTestRunFinished({
      sessions: [
        {
          testFile: 'test/element/c.test.ts',
          passed: false,
          browser: { name: 'Firefox' },
          testResults: {
            name: '',
            tests: [passingTest],
            suites: [{ name: 'service-auth-flow', tests: [failedTest], suites: [] }],
          },
        },
      ],
    });
    const printed = log.mock.calls.map((call) => String(call.arguments[0]).trim());
    assert.deepEqual(printed, [
      'Firefox, test/element/c.test.ts: "service-auth-flow › shows the refused login" failed (Timeout: no answer to the credentials)',
      'browsers: 1 passed, 1 failed',
    ]);
  });

  it('says so when a broken file reported no error', () => {
    assert.equal(
      describeBreak({ testFile: 'test/dist/c.test.ts', passed: false, browser: { name: 'Firefox' } }),
      'Firefox, test/dist/c.test.ts: broke outside its tests (no error was reported)',
    );
  });
});
