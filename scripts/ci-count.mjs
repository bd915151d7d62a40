/**
 * The close of `.ci/run`: it reads the log of every test run and ends with the one plain line
 * "N passed, N failed". Node's test runner closes with `# pass N` / `# fail N` on Node 20
 * and 22 (TAP, its default when the output is not a terminal) and with `ℹ pass N` /
 * `ℹ fail N` on Node 24 (the spec reporter); the browser tests with "browsers: N passed,
 * N failed". The failed tests are named again just above the closing line, where a CI page
 * that shows only part of the log looks.
 *
 * `node scripts/ci-count.mjs <log file> [failed command...]` prints the close and exits with
 * 1 when anything failed, 0 otherwise.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

// Colours, should a runner print them (FORCE_COLOR).
// eslint-disable-next-line no-control-regex
const COLOURS = /\u001b\[[0-9;]*m/g;
/** A node test runner's summary line, in either reporter: `# pass 3`, `ℹ fail 0`. */
const NODE_SUMMARY = /^(?:#|ℹ) (pass|fail|cancelled) (\d+)$/;
const BROWSERS = /^browsers: (\d+) passed, (\d+) failed/;
/** What the browser count reporter and TAP say of a failed test. */
const NAMED_FAILURE = /^[^ ].*(: ".*" failed \(|: broke outside its tests \()|^ *not ok /;

/**
 * Adds up every runner's summary in the log. A cancelled test (its file stopped, or it
 * timed out) is counted as failed: it did not pass. `browsersFinished` is false when the
 * browser tests never printed their closing line.
 */
export function countLog(log) {
  const lines = log.replace(COLOURS, '').split(/\r?\n/);
  let passed = 0;
  let failed = 0;
  let browsersFinished = false;
  const failures = [];
  for (const [index, line] of lines.entries()) {
    const summary = NODE_SUMMARY.exec(line);
    if (summary) {
      if (summary[1] === 'pass') passed += Number(summary[2]);
      else failed += Number(summary[2]);
    }
    const browsers = BROWSERS.exec(line);
    if (browsers) {
      browsersFinished = true;
      passed += Number(browsers[1]);
      failed += Number(browsers[2]);
    }
    if (NAMED_FAILURE.test(line)) failures.push(line);
    // The spec reporter's "failing tests" list: "test at <file:line:column>", then "✖ <name> (<ms>)".
    const location = /^test at (.+)$/.exec(lines[index - 1] ?? '');
    if (location && line.startsWith('✖ ')) failures.push(`${line}, test at ${location[1]}`);
  }
  return { passed, failed, browsersFinished, failures };
}

/**
 * The lines CI ends with, and whether the run passed. `failedCommands` says which commands
 * exited with an error ("npm test exited with code 1"): a run whose command failed fails,
 * with at least one failure counted, even when no summary says which test it was.
 */
export function closingLines(log, failedCommands = []) {
  const { passed, failed, browsersFinished, failures } = countLog(log);
  const lines = failedCommands.map((command) => `${command}.`);
  let counted = failed;
  if (failedCommands.length > 0 && counted === 0) counted = 1;
  if (!browsersFinished) {
    lines.push('The browser tests did not run to the end.');
    if (counted === 0) counted = 1;
  }
  if (failures.length > 0) lines.push('', 'Failed:', ...failures);
  lines.push(`${passed} passed, ${counted} failed`);
  return { lines, ok: counted === 0 };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [logFile, ...failedCommands] = process.argv.slice(2);
  if (logFile === undefined) {
    console.error('usage: node scripts/ci-count.mjs <log file> [failed command...]');
    process.exit(2);
  }
  const { lines, ok } = closingLines(readFileSync(logFile, 'utf8'), failedCommands);
  for (const line of lines) console.log(line);
  process.exit(ok ? 0 : 1);
}
