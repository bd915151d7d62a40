/**
 * What users install is what counts: both packages packed by `npm pack`, installed from their
 * tarballs in a merchant's project outside the checkout, and used there as documented:
 * - a page bundled with Vite that imports `service-widgets/define` and types its event with
 *   the package's types (tsc passes; a wrong event detail fails);
 * - a plain page with the script tag and the stylesheet under the hashes of integrity.json;
 * both in Chromium against the sandbox started by the installed `service-sandbox` command: the
 * bank list shows, a bank is chosen and `selected` carries it. Then the spec-only client and
 * the command's own tests run against that installed command. The tarballs pass publint and
 * arethetypeswrong, and the installed editor data (VS Code, JetBrains) lists every element,
 * attribute and event of the installed custom-elements.json.
 */
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, realpath, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { chromium, type Browser, type Page } from 'playwright';
import { chromiumLaunchOptions } from '../../scripts/browsers.mjs';
import { serveStatic, type StaticSite } from '../frameworks/support/static-site.js';
import { manifestElements, missingFromEditorData, type Manifest } from '../support/editor-data-coverage.js';
import { startSandboxCommand, type RunningSandboxCommand } from '../support/sandbox-command.js';
import {
  attwProblems,
  publintProblems,
  SANDBOX_ATTW,
  WIDGETS_ATTW,
  type AttwOptions,
} from './support/package-lint.js';
import { merchantProject, pack, repository, type Tarball } from './support/tarballs.js';

const run = promisify(execFile);
const STEP_TIMEOUT_MS = 15_000;

let scratch: string;
let widgets: Tarball;
let sandboxPackage: Tarball;
let project: string;
let sandboxBin: string;
let site: StaticSite;
let sandbox: RunningSandboxCommand;
let browser: Browser;

before(async () => {
  scratch = await mkdtemp(join(tmpdir(), 'packed-'));
  widgets = await pack(scratch);
  sandboxPackage = await pack(scratch, 'sandbox');
  project = await merchantProject([widgets, sandboxPackage]);
  sandboxBin = join(project, 'node_modules/.bin/service-sandbox');
  await run(process.execPath, [join(project, 'node_modules/vite/bin/vite.js'), 'build'], { cwd: project });
  site = await serveStatic(join(project, 'site'));
  sandbox = await startSandboxCommand(
    ['--port', '0', '--data-dir', join(project, 'sandbox-data'), '--allowed-origins', site.origin],
    { SANDBOX_BIN: sandboxBin },
  );
  browser = await chromium.launch(chromiumLaunchOptions());
});

after(async () => {
  await browser?.close();
  await sandbox?.stop();
  await site?.close();
  if (project) await rm(project, { recursive: true, force: true });
  if (scratch) await rm(scratch, { recursive: true, force: true });
});

describe('The packed tarballs', () => {
  it('hold the built files, and no sources or tests', () => {
    for (const file of [
      'LICENSE',
      'README.md',
      'CHANGELOG.md',
      'package.json',
      'custom-elements.json',
      'vscode.html-custom-data.json',
      'web-types.json',
      'dist/widgets.umd.min.js',
      'dist/widgets.css',
      'dist/integrity.json',
      'dist/esm/index.js',
      'dist/esm/define.js',
      'dist/types/index.d.ts',
      'dist/types/define.d.ts',
      'dist/locales/fi.json',
      'dist/locales/integrity.json',
    ])
      assert.ok(widgets.files.includes(file), `service-widgets has no ${file}`);
    for (const file of [
      'LICENSE',
      'README.md',
      'CHANGELOG.md',
      'package.json',
      'dist/cli.js',
      'dist/server.js',
      'dist/server.d.ts',
      'dist/data/keys/webhook-signing.private.pem',
      'dist/control-panel/public/panel.js',
      'dist/openapi.json',
    ])
      assert.ok(sandboxPackage.files.includes(file), `service-sandbox has no ${file}`);
    for (const file of [...widgets.files, ...sandboxPackage.files])
      assert.doesNotMatch(file, /^(src|test|bench|demo|scripts)\/|\.ts$(?<!\.d\.ts$)/, file);
  });

  it('resolve every import inside the merchant project, nothing from the checkout', async () => {
    const specifiers = [
      'service-widgets',
      'service-widgets/define',
      'service-sandbox',
      'service-sandbox/openapi.json',
      'lit',
      'jose',
    ];
    const script = `for (const s of ${JSON.stringify(specifiers)}) console.log(import.meta.resolve(s));`;
    const { stdout } = await run(process.execPath, ['--input-type=module', '-e', script], { cwd: project });
    const resolved = stdout
      .trim()
      .split('\n')
      .map((url) => fileURLToPath(url));
    assert.equal(resolved.length, specifiers.length);
    for (const path of [...resolved, await realpath(sandboxBin)])
      assert.ok(path.startsWith(`${project}/node_modules/`), `${path} is outside the project`);

    const modules = JSON.parse(await readFile(join(project, 'modules.json'), 'utf8')) as string[];
    const files = modules.filter((id) => id.startsWith('/'));
    assert.ok(
      files.some((id) => id.includes('/node_modules/service-widgets/dist/esm/')),
      files.join('\n'),
    );
    for (const id of files)
      assert.ok(id.startsWith(`${project}/`), `the bundle took ${id} from outside the project`);
    assert.ok(!files.some((id) => id.startsWith(repository)));
  });

  it('type the events for TypeScript: the page type-checks, a wrong event detail does not', async () => {
    const tsc = join(project, 'node_modules/typescript/bin/tsc');
    await run(process.execPath, [tsc, '-p', 'tsconfig.json'], { cwd: project });
    const wrong = await run(process.execPath, [tsc, '-p', 'tsconfig.wrong.json'], { cwd: project }).then(
      () => assert.fail('tsc accepted a wrong event detail'),
      (error: { stdout: string }) => error.stdout,
    );
    assert.match(wrong, /wrong-detail\.ts.*error TS2322: Type 'string' is not assignable to type 'number'/);
    assert.match(wrong, /error TS2339: Property 'bankName' does not exist on type 'SelectedDetail'/);
    // CommonJS with Node 10 resolution, which reads no `exports`: the sandbox's typesVersions.
    await run(process.execPath, [tsc, '-p', 'tsconfig.node10.json'], { cwd: project });
  });

  it('serve the sandbox /lib/ files of the installed service-widgets, byte for byte', async () => {
    for (const file of ['widgets.umd.min.js', 'widgets.css']) {
      const served = Buffer.from(await (await fetch(`${sandbox.origin}/lib/${file}`)).arrayBuffer());
      assert.ok(
        served.equals(await readFile(join(project, 'node_modules/service-widgets/dist', file))),
        file,
      );
    }
  });

  it('a page bundled with Vite shows the bank list, and choosing a bank fires selected', async () => {
    const page = await browser.newPage();
    try {
      await page.goto(`${site.origin}/app/index.html?sandbox=${encodeURIComponent(sandbox.origin)}`);
      await chooseBank(page);
    } finally {
      await page.close();
    }
  });

  it('a script-tag page under the hashes of integrity.json shows the bank list, and choosing a bank fires selected', async () => {
    // Through the package's exports map, as a merchant's build script would read it.
    const integrityFile = createRequire(join(project, 'package.json')).resolve(
      'service-widgets/integrity.json',
    );
    const hashes = JSON.parse(await readFile(integrityFile, 'utf8')) as Record<string, string>;
    const template = await readFile(join(project, 'script-tag.html'), 'utf8');
    const html = template
      .replaceAll('{sandbox}', sandbox.origin)
      .replace('{js}', hashes['widgets.umd.min.js'] ?? '')
      .replace('{css}', hashes['widgets.css'] ?? '');
    await writeFile(join(project, 'site/index.html'), html);
    await writeFile(join(project, 'site/selected.js'), await readFile(join(project, 'selected.js')));

    const page = await browser.newPage();
    const refused: string[] = [];
    page.on('console', (message) => {
      if (/integrity/i.test(message.text())) refused.push(message.text());
    });
    try {
      await page.goto(`${site.origin}/index.html`);
      await chooseBank(page);
      assert.deepEqual(refused, []);
      const styled = await page
        .locator('service-aspsp-list')
        .evaluate((list) => getComputedStyle(list).display);
      assert.notEqual(styled, 'inline', 'widgets.css applied');
    } finally {
      await page.close();
    }
  });

  it('the spec-only client and the command tests pass against the installed service-sandbox command', async () => {
    const tests = ['test/sandbox-client/sandbox-client.test.ts', 'test/backend/sandbox-command.test.ts'];
    await run(process.execPath, ['--import', 'tsx', '--test', '--test-reporter=dot', ...tests], {
      cwd: repository,
      env: { ...process.env, SANDBOX_BIN: sandboxBin },
      maxBuffer: 64 * 1024 * 1024,
    }).catch((error: { stdout?: string; stderr?: string }) => {
      assert.fail(`Against the installed command:\n${error.stdout ?? ''}${error.stderr ?? ''}`);
    });
  });
});

describe('The installed sandbox README, run as written', () => {
  /** The shell lines under "In CI" of the README in node_modules, what a CI job copies. */
  async function ciLines(): Promise<string> {
    const readme = await readFile(join(project, 'node_modules/service-sandbox/README.md'), 'utf8');
    const lines = /## In CI[\s\S]*?```sh\n([\s\S]*?)```/.exec(readme)?.[1];
    assert.ok(lines, 'the README has no shell lines under "In CI"');
    return lines;
  }

  it('the CI lines start the sandbox, check it, and stop it with kill', async () => {
    const { stdout } = await run('sh', ['-c', `${await ciLines()}echo "$ORIGIN"`], {
      cwd: project,
      timeout: 60_000,
    });
    assert.match(stdout, /"status":"ok"/);
    const origin = /http:\/\/127\.0\.0\.1:\d+$/.exec(stdout.trim())?.[0];
    assert.ok(origin, stdout);
    const stopped = async () =>
      fetch(`${origin}/healthz`).then(
        () => false,
        () => true,
      );
    const deadline = Date.now() + 5_000;
    while (!(await stopped()) && Date.now() < deadline) await new Promise((wait) => setTimeout(wait, 100));
    assert.ok(await stopped(), 'the sandbox still answers after kill');
  });

  it('the CI lines end the wait when the sandbox cannot start, with its reason', async () => {
    // A log left by an earlier run (a reused workspace) is not taken for this one's.
    await writeFile(join(project, 'sandbox.log'), 'http://127.0.0.1:9\n');
    const failure = await run('sh', ['-c', await ciLines()], {
      cwd: project,
      timeout: 30_000,
      env: { ...process.env, SANDBOX_CLOCK_SPEED: '0' },
    }).then(
      () => assert.fail('the CI lines went on after a sandbox that could not start'),
      (error: { code?: number; killed?: boolean; stderr: string }) => error,
    );
    assert.equal(failure.killed, false, 'the wait was cut by the timeout');
    assert.equal(failure.code, 1);
    assert.match(failure.stderr, /clock-speed/);
  });
});

describe('The packed tarballs, for the tools that read packages', () => {
  const packages: { name: string; tarball: () => Tarball; attw: AttwOptions }[] = [
    { name: 'service-widgets', tarball: () => widgets, attw: WIDGETS_ATTW },
    { name: 'service-sandbox', tarball: () => sandboxPackage, attw: SANDBOX_ATTW },
  ];

  for (const { name, tarball, attw } of packages) {
    it(`${name}: publint reports no error and no warning`, async () => {
      const problems = await publintProblems(tarball().file);
      assert.deepEqual(problems, [], problems.join('\n'));
    });

    it(`${name}: arethetypeswrong finds every entry point typed and resolved`, async () => {
      const { exitCode, problems } = await attwProblems(tarball().file, attw);
      assert.deepEqual(problems, [], problems.join('\n'));
      assert.equal(exitCode, 0, 'attw exited with an error');
    });
  }

  it('the installed editor data lists every element, attribute and event of custom-elements.json', async () => {
    const installed = join(project, 'node_modules/service-widgets');
    const readJson = async (file: string): Promise<unknown> => JSON.parse(await readFile(file, 'utf8'));
    const manifest = (await readJson(join(installed, 'custom-elements.json'))) as Manifest;
    assert.deepEqual(
      manifestElements(manifest)
        .map(({ tagName }) => tagName)
        .sort(),
      ['service-aspsp-list', 'service-auth-flow', 'service-consent', 'service-widgets-config'],
    );
    // JetBrains finds web-types through package.json; VS Code's setting names the file's path,
    // which the exports map also gives.
    const { 'web-types': webTypesPath } = (await readJson(join(installed, 'package.json'))) as {
      'web-types'?: string;
    };
    assert.equal(webTypesPath, './web-types.json');
    const resolve = createRequire(join(project, 'package.json')).resolve;
    assert.equal(resolve('service-widgets/web-types.json'), join(installed, 'web-types.json'));
    const vscodeFile = resolve('service-widgets/vscode.html-custom-data.json');
    assert.equal(vscodeFile, join(installed, 'vscode.html-custom-data.json'));

    const problems = missingFromEditorData(
      manifest,
      (await readJson(vscodeFile)) as object,
      (await readJson(join(installed, webTypesPath))) as object,
    );
    assert.deepEqual(problems, [], problems.join('\n'));
  });
});

/** Waits for the FI bank list, chooses Nordea, and checks the selected event's detail. */
async function chooseBank(page: Page): Promise<void> {
  const nordea = page
    .locator('service-aspsp-list [role=option]')
    .filter({ has: page.locator('.service-aspsp-name', { hasText: /^\s*Nordea\s*$/ }) });
  await nordea.click({ timeout: STEP_TIMEOUT_MS });
  const output = page.locator('#selected');
  await page.waitForFunction(() => document.querySelector('output')?.value !== '', undefined, {
    timeout: STEP_TIMEOUT_MS,
  });
  const detail = JSON.parse(await output.evaluate((element: HTMLOutputElement) => element.value)) as Record<
    string,
    unknown
  >;
  assert.deepEqual(detail, {
    beta: false,
    country: 'FI',
    name: 'Nordea',
    psuType: 'personal',
    sandbox: false,
    service: 'AIS',
  });
}
