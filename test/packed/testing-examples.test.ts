/**
 * docs/testing.md's examples (docs/examples/), each run as it stands in a merchant's project
 * outside the checkout with both packages installed from their tarballs: the node:test, Vitest
 * and Jest files against `service-sandbox/testing`, the Playwright test of a checkout page with
 * `service-sandbox/playwright` in Chromium, and the curl and Python journeys against the
 * installed `service-sandbox` command. Vitest, Jest and @playwright/test come from the registry,
 * in the versions the docs name.
 */
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdtemp, realpath, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { promisify } from 'node:util';
import { chromiumLaunchOptions } from '../../scripts/browsers.mjs';
import { startSandboxCommand, type RunningSandboxCommand } from '../support/sandbox-command.js';
import { installedVersion, npm, pack, repository, type Tarball } from './support/tarballs.js';

const run = promisify(execFile);
const examples = join(repository, 'docs/examples');
/** Debian's Python, whose python3-requests and python3-jwt CI installs (scripts/browsers.mjs). */
const python = existsSync('/usr/bin/python3') ? '/usr/bin/python3' : 'python3';

let scratch: string;
let project: string;
let sandbox: RunningSandboxCommand;

async function merchantTestProject(tarballs: Tarball[]): Promise<string> {
  const dir = await realpath(await mkdtemp(join(tmpdir(), 'merchant-tests-')));
  await writeFile(
    join(dir, 'package.json'),
    `${JSON.stringify({ name: 'merchant-tests', private: true, type: 'module' }, null, 2)}\n`,
  );
  const tools = [
    `vite@${await installedVersion('vite')}`,
    'vitest@4.1.12',
    'jest@30.5.2',
    `@playwright/test@${await installedVersion('playwright')}`,
  ];
  await npm(['install', '--no-audit', '--no-fund', ...tarballs.map(({ file }) => file), ...tools], dir);
  await cp(examples, dir, { recursive: true });
  // The Jest file's own project, as a merchant's with Jest usually is: CommonJS, no Jest
  // configuration (Jest takes the folder of the nearest package.json for its root), its
  // packages those of the project above.
  await writeFile(
    join(dir, 'jest/package.json'),
    `${JSON.stringify({ name: 'merchant-jest-tests', private: true }, null, 2)}\n`,
  );
  return dir;
}

before(async () => {
  scratch = await mkdtemp(join(tmpdir(), 'packed-testing-'));
  const tarballs = [await pack(scratch), await pack(scratch, 'sandbox')];
  project = await merchantTestProject(tarballs);
  sandbox = await startSandboxCommand(['--port', '0', '--in-memory'], {
    SANDBOX_BIN: join(project, 'node_modules/.bin/service-sandbox'),
  });
});

after(async () => {
  await sandbox?.stop();
  if (project) await rm(project, { recursive: true, force: true });
  if (scratch) await rm(scratch, { recursive: true, force: true });
});

/**
 * A node --test started by a test would report to this run instead of printing its own
 * summary; and the runners print their summaries without colour codes.
 */
function outsideThisTestRun(): NodeJS.ProcessEnv {
  const inherited = Object.entries(process.env).filter(
    ([name]) => !['NODE_TEST_CONTEXT', 'FORCE_COLOR'].includes(name),
  );
  return { ...Object.fromEntries(inherited), NO_COLOR: '1' };
}

const keyFile = () => join(project, 'node_modules/service-sandbox/dist/data/keys/sandbox-shop.private.pem');

describe('Testing your integration (docs/testing.md), from the tarballs', () => {
  it('the node:test file: account access to balances, a payment to ACSC with its webhook', async () => {
    const { stdout } = await run(
      process.execPath,
      ['--test', '--test-reporter=tap', 'node-test/integration.test.mjs'],
      {
        cwd: project,
        env: outsideThisTestRun(),
      },
    );
    assert.match(stdout, /^# pass 2$/m, stdout);
    assert.match(stdout, /^# fail 0$/m, stdout);
  });

  it('the Vitest file: account access with the accounts chosen, a cancellation', async () => {
    const vitest = join(project, 'node_modules/vitest/vitest.mjs');
    const { stdout } = await run(process.execPath, [vitest, 'run', '--dir', 'vitest'], {
      cwd: project,
      env: outsideThisTestRun(),
    });
    assert.match(stdout, /Tests\s+2 passed/, stdout);
  });

  it('the Jest file, with no configuration: account access to balances, a payment to ACSC', async () => {
    // As `npx jest` in that folder, on this Node; Jest reports on stderr. A handle left open
    // would keep Jest from exiting: the timeout fails that.
    const jest = join(project, 'node_modules/jest/bin/jest.js');
    const { stderr } = await run(process.execPath, [jest], {
      cwd: join(project, 'jest'),
      env: outsideThisTestRun(),
      timeout: 60_000,
    });
    assert.match(stderr, /^Tests:\s+2 passed, 2 total$/m, stderr);
    assert.match(stderr, /^PASS \.\/integration\.test\.js$/m, stderr);
    assert.doesNotMatch(stderr, /did not exit|open handle/i, stderr);
  });

  it('the Playwright test: a checkout page with <service-auth-flow>, completed at the bank in Chromium', async () => {
    const playwright = join(project, 'node_modules/@playwright/test/cli.js');
    const executablePath = (chromiumLaunchOptions() as { executablePath?: string }).executablePath;
    const { stdout } = await run(
      process.execPath,
      [playwright, 'test', '--config', 'playwright/playwright.config.mjs', '--reporter', 'line'],
      {
        cwd: project,
        env: { ...outsideThisTestRun(), ...(executablePath ? { CHROMIUM_PATH: executablePath } : {}) },
      },
    );
    assert.match(stdout, /1 passed/, stdout);
  });

  it('curl: account access to balances', async () => {
    const { stdout } = await run('sh', ['http/journey.sh', sandbox.origin, keyFile()], { cwd: project });
    const types = stdout
      .trim()
      .split('\n')
      .map((line) => (JSON.parse(line) as { balance_type: string }).balance_type);
    assert.deepEqual(types, ['CLBD', 'ITBD', 'XPCD', 'ITAV']);
  });

  it('Python requests: account access to balances, a payment to ACSC', async () => {
    const { stdout } = await run(python, ['http/journey.py', sandbox.origin, keyFile()], { cwd: project });
    assert.equal(stdout, "balances: ['CLBD', 'ITBD', 'XPCD', 'ITAV']\npayment: ACSC\n");
  });
});
