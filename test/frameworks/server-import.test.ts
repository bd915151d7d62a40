/**
 * Server rendering: Next.js, Nuxt and SvelteKit import the package in Node, where there is no
 * DOM. Every entry must import without throwing and register nothing, and the React
 * components must render on the server. Run in a child Node process in a packed app, so
 * nothing of this test process (a loader, a global) helps.
 */
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { promisify } from 'node:util';
import { createPackedApp, type PackedApp } from './support/packed-app.js';

const run = promisify(execFile);

describe('importing the package on a server', { timeout: 60_000 }, () => {
  let app: PackedApp;

  before(async () => {
    app = await createPackedApp('server', ['react', 'react-dom']);
  });

  after(() => app?.remove());

  test('every entry, the script-tag file included, imports in Node without a DOM, registers nothing, and the React components render', async () => {
    // In the app's folder, so that its imports resolve from the app's node_modules.
    const { stdout } = await run(process.execPath, [join(app.dir, 'import-entries.mjs')], { cwd: app.dir });
    const found = JSON.parse(stdout) as Record<string, unknown>;
    assert.equal(found.document, 'undefined');
    assert.deepEqual(found.registered, []);
    for (const name of [
      'AspspListElement',
      'AuthFlowElement',
      'ConsentElement',
      'WidgetsConfigElement',
      'setDefaultOrigin',
    ])
      assert.ok((found.rootExports as string[]).includes(name), name);
    assert.deepEqual(found.reactExports, [
      'ServiceAspspList',
      'ServiceAuthFlow',
      'ServiceConsent',
      'ServiceWidgetsConfig',
    ]);
    assert.deepEqual(found.umdExports, [], 'the script-tag file defines nothing without a DOM');
    assert.match(String(found.html), /^<service-aspsp-list[^>]*><\/service-aspsp-list>$/);
  });
});
