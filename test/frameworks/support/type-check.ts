/** Runs a framework's type-checker on a packed app, as the merchant's CI would. */
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { repository, type PackedApp } from './packed-app.js';

const run = promisify(execFile);

const checkers = {
  tsc: ['typescript/bin/tsc', '-p', 'tsconfig.json'],
  'vue-tsc': ['vue-tsc/bin/vue-tsc.js', '--noEmit', '-p', 'tsconfig.json'],
  'svelte-check': ['svelte-check/bin/svelte-check', '--tsconfig', './tsconfig.json', '--fail-on-warnings'],
} as const;

export async function typeCheck(app: PackedApp, checker: keyof typeof checkers): Promise<void> {
  const [bin, ...args] = checkers[checker];
  try {
    await run(process.execPath, [join(repository, 'node_modules', bin), ...args], { cwd: app.dir });
  } catch (error) {
    const { stdout, stderr } = error as { stdout?: string; stderr?: string };
    assert.fail(`${checker} found errors in the fixture app:\n${stdout ?? ''}${stderr ?? ''}`);
  }
}
