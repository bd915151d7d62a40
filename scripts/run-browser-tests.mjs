/**
 * `npm run test:browsers`: web-test-runner, once more if it stopped before its end.
 *
 * A run ends with the count reporter's "browsers: N passed, N failed" line, failures
 * included; a failing test is never run again. But in CI the runner can go away in the
 * middle of its files without a word (no error, no summary: what a signal from outside
 * does, as its SIGINT handler stops it silently). So a run that ends without its closing
 * line is said to have stopped, with its exit code and any signal it was sent, and run once
 * more; unless this process was itself interrupted, as by Ctrl+C, which ends everything.
 */
import { spawn } from 'node:child_process';
import { readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const tries = 2;
const signals = ['SIGINT', 'SIGTERM', 'SIGHUP'];
let interrupted;

for (const signal of signals) {
  process.on(signal, () => {
    interrupted = signal;
  });
}

/** Runs web-test-runner with these arguments; resolves with its exit and whether it reached its end. */
function runOnce(args, resultFile) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['node_modules/@web/test-runner/dist/bin.js', ...args], {
      stdio: 'inherit',
      env: {
        ...process.env,
        NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import=tsx`.trim(),
        BROWSER_RUN_RESULT: resultFile,
      },
    });
    child.on('exit', async (code, signal) => {
      const finished = await readFile(resultFile, 'utf8').then(
        (text) => text.trim(),
        () => undefined,
      );
      resolve({ code, signal, finished });
    });
  });
}

const args = process.argv.slice(2);
let exitCode = 1;
for (let attempt = 1; attempt <= tries; attempt++) {
  const resultFile = join(tmpdir(), `browser-run-${process.pid}-${attempt}.txt`);
  const { code, signal, finished } = await runOnce(args, resultFile);
  await rm(resultFile, { force: true });
  exitCode = code ?? 1;
  if (finished !== undefined || interrupted) break;
  const how = signal ? `the signal ${signal}` : `exit code ${code}`;
  console.error(`\nThe browser run stopped before its end (${how}), with no summary.`);
  if (attempt < tries) console.error('Running it once more, from the start.\n');
}
if (interrupted) console.error(`\nThe browser run was interrupted (${interrupted}).`);
process.exit(interrupted ? 130 : exitCode);
