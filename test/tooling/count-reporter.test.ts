/** The closing line CI reads, and what it says of a test file that broke outside its tests. */
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

  it('says so when a broken file reported no error', () => {
    assert.equal(
      describeBreak({ testFile: 'test/dist/c.test.ts', passed: false, browser: { name: 'Firefox' } }),
      'Firefox, test/dist/c.test.ts: broke outside its tests (no error was reported)',
    );
  });
});
