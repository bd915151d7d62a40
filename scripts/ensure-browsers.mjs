/**
 * `npm test`'s first step: make sure the three real browsers are there, and the programs of
 * the docs' curl and Python examples (example-tools.mjs). As root with apt-get (CI, a fresh
 * machine) it installs Debian's packages; elsewhere it accepts Playwright's own browsers, or
 * says exactly what to install. It never skips a browser.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromium, firefox, webkit } from 'playwright';
import { missingDebianPackages } from './browsers.mjs';
import { missingExampleTools } from './example-tools.mjs';

const missing = [...missingDebianPackages(), ...missingExampleTools()];
if (missing.length === 0) process.exit(0);

const isRoot = process.getuid?.() === 0;
if (isRoot && existsSync('/usr/bin/apt-get')) {
  console.log(
    `Installing Debian packages for the browser tests and the docs' examples: ${missing.join(' ')}`,
  );
  aptGet(['update', '-qq']);
  aptGet(['install', '-y', '-qq', '--no-install-recommends', ...missing]);
  process.exit(0);
}

const playwrightMissing = [chromium, firefox, webkit].filter((type) => !existsSync(type.executablePath()));
if (playwrightMissing.length === 0) {
  const tools = missingExampleTools();
  if (tools.length > 0) console.warn(`The docs' examples (test/packed/) need: ${tools.join(' ')}`);
  process.exit(0);
}

console.error(`The browser tests need Chromium, Firefox and WebKit. Install either
  Debian's packages (as root):  apt-get install -y ${missing.join(' ')}
  or Playwright's browsers:     npx playwright install --with-deps chromium firefox webkit`);
process.exit(1);

/**
 * Runs apt-get, waiting while another apt holds its lock: a fresh machine often runs its own
 * update at boot, and `DPkg::Lock::Timeout` does not cover `apt-get update`'s lock.
 */
function aptGet(args) {
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const deadline = Date.now() + 10 * 60_000;
  for (;;) {
    const run = spawnSync('apt-get', args, { stdio: ['ignore', 'inherit', 'pipe'], env, encoding: 'utf8' });
    if (run.status === 0) return;
    const locked = /Could not get lock|Unable to lock/.test(run.stderr);
    if (!locked || Date.now() > deadline) {
      process.stderr.write(run.stderr);
      throw new Error(`apt-get ${args.join(' ')} failed (exit ${run.status}).`);
    }
    console.log('Waiting for another apt-get to finish.');
    spawnSync('sleep', ['5']);
  }
}
