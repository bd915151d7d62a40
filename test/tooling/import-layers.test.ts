/**
 * The import rules `npm run lint` checks with dependency-cruiser (.dependency-cruiser.mjs): run
 * on small trees of fixture files in a temporary folder, each breaking one rule, the check fails
 * and names the rule and both files; on the repository it passes. And the picture of the
 * sandbox's layers in docs/contributing.md is the one the code draws.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { currentPicture, documentedPicture } from '../../scripts/layers-picture.mjs';

const root = fileURLToPath(new URL('../../', import.meta.url));
const depcruise = join(root, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs');
const config = join(root, '.dependency-cruiser.mjs');
const TSCONFIG = JSON.stringify({
  compilerOptions: { module: 'ESNext', moduleResolution: 'Bundler', strict: true },
});

/** The check, as `npm run lint` runs it, on a tree of files (path from the tree's root: text). */
function check(files: Record<string, string>, cwd?: string): { status: number | null; output: string } {
  const folder = cwd ?? mkdtempSync(join(tmpdir(), 'import-layers-'));
  try {
    if (cwd === undefined) {
      writeFileSync(join(folder, 'tsconfig.json'), TSCONFIG);
      for (const [path, text] of Object.entries(files)) {
        mkdirSync(dirname(join(folder, path)), { recursive: true });
        writeFileSync(join(folder, path), text);
      }
    }
    const run = spawnSync(
      process.execPath,
      [depcruise, '--config', config, '--output-type', 'err-long', 'src', 'sandbox/src'],
      { cwd: folder, encoding: 'utf8' },
    );
    return { status: run.status, output: run.stdout + run.stderr };
  } finally {
    if (cwd === undefined) rmSync(folder, { recursive: true, force: true });
  }
}

/** The least tree both packages' folders exist in: the check is run on both. */
const base = {
  'src/index.ts': "export { version } from './version.js';\n",
  'src/version.ts': 'export const version = 1;\n',
  'sandbox/src/cli.ts': 'export {};\n',
};

describe('The import rules', () => {
  it('pass on the repository', () => {
    const { status, output } = check({}, root);
    assert.equal(status, 0, output);
    assert.match(output, /no dependency violations found/);
  });

  it('fail on an import from a lower folder up to a higher one, naming the rule and both files', () => {
    const { status, output } = check({
      ...base,
      'sandbox/src/routes/widget-api.ts': 'export const handle = () => 1;\n',
      'sandbox/src/http/respond.ts':
        "import { handle } from '../routes/widget-api.js';\nexport const answer = handle;\n",
    });
    assert.notEqual(status, 0, output);
    assert.match(
      output,
      /error layers\/http: sandbox\/src\/http\/respond\.ts → sandbox\/src\/routes\/widget-api\.ts/,
    );
    assert.match(output, /imports a folder above it/);
  });

  it('fail on a cycle of type-only imports, naming both files', () => {
    const { status, output } = check({
      ...base,
      'sandbox/src/state/records.ts':
        "import type { Store } from './store.js';\nexport interface Rec { store: Store }\n",
      'sandbox/src/state/store.ts':
        "import type { Rec } from './records.js';\nexport interface Store { records: Rec[] }\n",
    });
    assert.notEqual(status, 0, output);
    assert.match(output, /error no-cycle: sandbox\/src\/state\/(records|store)\.ts →/);
    assert.match(output, /sandbox\/src\/state\/records\.ts/);
    assert.match(output, /sandbox\/src\/state\/store\.ts/);
  });

  it('fail on a test imported by shipped code', () => {
    const { status, output } = check({
      ...base,
      'src/api/client.ts':
        "import { fixture } from '../../test/unit/fixture.js';\nexport const client = fixture;\n",
      'test/unit/fixture.ts': 'export const fixture = 1;\n',
    });
    assert.notEqual(status, 0, output);
    assert.match(output, /error no-test-from-src: src\/api\/client\.ts → test\/unit\/fixture\.ts/);
  });

  it("fail on the sandbox importing the widgets' sources, or a built module that is no entry point", () => {
    const { status, output } = check({
      ...base,
      'sandbox/src/server.ts':
        "import { version } from '../../src/version.js';\nexport const widgets = version;\n",
      'sandbox/src/cli.ts':
        "import { client } from '../../dist/esm/api/client.js';\nexport const api = client;\n",
      'dist/esm/api/client.js': 'export const client = 1;\n',
    });
    assert.notEqual(status, 0, output);
    assert.match(output, /error widgets-by-entry-points: sandbox\/src\/server\.ts → src\/version\.ts/);
    assert.match(output, /error widgets-by-entry-points: sandbox\/src\/cli\.ts → dist\/esm\/api\/client\.js/);
  });

  it('pass on the sandbox importing an entry point of the built widgets', () => {
    const { status, output } = check({
      ...base,
      'sandbox/src/server.ts':
        "import { version } from '../../dist/esm/index.js';\nexport const widgets = version;\n",
      'dist/esm/index.js': 'export const version = 1;\n',
    });
    assert.equal(status, 0, output);
  });

  it('fail on a folder that is in no layer', () => {
    const { status, output } = check({
      ...base,
      'sandbox/src/http/html.ts': 'export const html = 1;\n',
      'sandbox/src/helpers/page.ts': "import { html } from '../http/html.js';\nexport const page = html;\n",
    });
    assert.notEqual(status, 0, output);
    assert.match(
      output,
      /error layers-placed: sandbox\/src\/helpers\/page\.ts → sandbox\/src\/http\/html\.ts/,
    );
  });
});

describe("The picture of the sandbox's layers", () => {
  it('in docs/contributing.md is the one the code draws (npm run layers redraws it)', () => {
    assert.equal(documentedPicture(), currentPicture());
  });
});
