/**
 * The closing count of `.ci/run`: the summaries of node's test runner on Node 20 and 22 (TAP,
 * `# pass N`) and on Node 24 (spec, `ℹ pass N`), and the browser tests' line, added up into
 * one "N passed, N failed", with the failed tests named above it.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { closingLines, countLog } from '../../scripts/ci-count.mjs';

/** The close of `node --test` on Node 20 with one failed test, as it prints it (TAP). */
const node20 = `TAP version 13
# Subtest: the journal
    # Subtest: keeps a commit
    ok 1 - keeps a commit
      ---
      duration_ms: 3.1
      ...
    # Subtest: drops a torn line
    not ok 2 - drops a torn line
      ---
      duration_ms: 2.2
      failureType: 'testCodeFailure'
      error: 'Expected values to be strictly equal'
      ...
    1..2
not ok 1 - the journal
  ---
  duration_ms: 6.4
  ...
1..1
# tests 2
# suites 1
# pass 1
# fail 1
# cancelled 0
# skipped 0
# todo 0
# duration_ms 250.1
`;

/** The same run on Node 24 (the spec reporter). */
const node24 = `▶ the journal
  ✔ keeps a commit (3.1ms)
  ✖ drops a torn line (2.2ms)
✖ the journal (6.4ms)
ℹ tests 2
ℹ suites 1
ℹ pass 1
ℹ fail 1
ℹ cancelled 0
ℹ skipped 0
ℹ todo 0
ℹ duration_ms 250.1

✖ failing tests:

test at test/backend/journal.test.ts:40:3
✖ drops a torn line (2.2ms)
  AssertionError [ERR_ASSERTION]: Expected values to be strictly equal:

  1 !== 2

      at TestContext.<anonymous> (file:///repo/test/backend/journal.test.ts:41:12)
`;

const passingOn = (reporter: '#' | 'ℹ', pass: number) =>
  `${reporter} tests ${pass}\n${reporter} pass ${pass}\n${reporter} fail 0\n${reporter} cancelled 0\n`;
const browsers = 'browsers: 1200 passed, 0 failed\n';

describe('the closing count of CI', () => {
  it("reads Node 20's and 22's TAP summary, naming each failed test and its suite", () => {
    assert.deepEqual(countLog(node20), {
      passed: 1,
      failed: 1,
      browsersFinished: false,
      failures: ['    not ok 2 - drops a torn line', 'not ok 1 - the journal'],
    });
  });

  it("reads Node 24's spec summary, naming each failed test with where it is", () => {
    assert.deepEqual(countLog(node24), {
      passed: 1,
      failed: 1,
      browsersFinished: false,
      failures: ['✖ drops a torn line (2.2ms), test at test/backend/journal.test.ts:40:3'],
    });
  });

  it('adds up a log of both lines and the browsers, in one closing line', () => {
    const log = [passingOn('#', 405), browsers, passingOn('#', 22), passingOn('ℹ', 405), passingOn('ℹ', 22)];
    const { lines, ok } = closingLines(log.join('== next group\n'));
    assert.deepEqual(lines, ['2054 passed, 0 failed']);
    assert.equal(ok, true);
  });

  it('fails the run for a test failed on Node 24 alone, and names it', () => {
    const { lines, ok } = closingLines(passingOn('#', 405) + browsers + node24);
    assert.equal(ok, false);
    assert.deepEqual(lines, [
      '',
      'Failed:',
      '✖ drops a torn line (2.2ms), test at test/backend/journal.test.ts:40:3',
      '1606 passed, 1 failed',
    ]);
  });

  it("adds the browsers' failures and names their failed tests", () => {
    const log = `${passingOn('#', 10)}Firefox, test/element/list.test.ts: "shows the list" failed (Timeout)\nbrowsers: 7 passed, 2 failed\n`;
    const { lines, ok } = closingLines(log);
    assert.equal(ok, false);
    assert.deepEqual(lines.slice(-3), [
      'Failed:',
      'Firefox, test/element/list.test.ts: "shows the list" failed (Timeout)',
      '17 passed, 2 failed',
    ]);
  });

  it('counts cancelled tests as failed, in either reporter', () => {
    const log = `${browsers}# pass 3\n# fail 0\n# cancelled 1\nℹ pass 3\nℹ fail 0\nℹ cancelled 2\n`;
    assert.equal(countLog(log).failed, 3);
  });

  it('reads summaries printed in colour', () => {
    const log = `\u001b[34mℹ pass 12\u001b[39m\n\u001b[34mℹ fail 0\u001b[39m\n${browsers}`;
    assert.deepEqual(closingLines(log).lines, ['1212 passed, 0 failed']);
  });

  it('fails, with one failure at least, when a command failed but no summary says which test', () => {
    const { lines, ok } = closingLines(passingOn('#', 5) + browsers, [
      'on Node 24, npm run test:packed exited with code 1',
    ]);
    assert.equal(ok, false);
    assert.deepEqual(lines, ['on Node 24, npm run test:packed exited with code 1.', '1205 passed, 1 failed']);
  });

  it('fails when the browser tests did not print their closing line', () => {
    const { lines, ok } = closingLines(passingOn('#', 5));
    assert.equal(ok, false);
    assert.deepEqual(lines, ['The browser tests did not run to the end.', '5 passed, 1 failed']);
  });

  it('reads the summary of the Node that runs this test, from a real run', () => {
    const directory = mkdtempSync(join(tmpdir(), 'ci-count-'));
    try {
      const file = join(directory, 'sample.test.mjs');
      writeFileSync(
        file,
        "import { it } from 'node:test';\nit('passes', () => {});\nit('fails', () => { throw new Error('no'); });\n",
      );
      // Without NODE_TEST_CONTEXT the child prints its report as a run of its own would.
      const env = Object.fromEntries(
        Object.entries(process.env).filter(([name]) => name !== 'NODE_TEST_CONTEXT'),
      );
      const { stdout } = spawnSync(process.execPath, ['--test', file], { encoding: 'utf8', env });
      const count = countLog(stdout);
      assert.equal(count.passed, 1, stdout);
      assert.equal(count.failed, 1, stdout);
      assert.equal(count.failures.filter((line) => /\bfails\b/.test(line)).length, 1, stdout);
    } finally {
      rmSync(directory, { recursive: true, force: true });
    }
  });

  it('prints the close and exits with 1 when anything failed, 0 otherwise', () => {
    const directory = mkdtempSync(join(tmpdir(), 'ci-count-'));
    try {
      const log = join(directory, 'ci.log');
      writeFileSync(log, passingOn('ℹ', 3) + browsers);
      const passed = spawnSync(process.execPath, ['scripts/ci-count.mjs', log], { encoding: 'utf8' });
      assert.equal(passed.status, 0);
      assert.equal(passed.stdout, '1203 passed, 0 failed\n');
      const failed = spawnSync(
        process.execPath,
        ['scripts/ci-count.mjs', log, 'npm test exited with code 1'],
        {
          encoding: 'utf8',
        },
      );
      assert.equal(failed.status, 1);
      assert.equal(failed.stdout, 'npm test exited with code 1.\n1203 passed, 1 failed\n');
    } finally {
      rmSync(directory, { recursive: true, force: true });
    }
  });
});
