/**
 * A Svelte 5 app bundling the package with vite and @sveltejs/vite-plugin-svelte: the plain
 * custom elements in a component's markup, against the mock backend in Chromium.
 */
import { svelte } from '@sveltejs/vite-plugin-svelte';
import { after, before, describe, test } from 'node:test';
import { createPackedApp, type PackedApp } from './support/packed-app.js';
import { bankAndConsent, buildAndServe, type RunningApp } from './support/running-app.js';
import { typeCheck } from './support/type-check.js';

describe('a Svelte app', { timeout: 120_000 }, () => {
  let app: PackedApp;
  let running: RunningApp;

  before(async () => {
    app = await createPackedApp('svelte', ['svelte']);
    running = await buildAndServe(app, [svelte()]);
  });

  after(async () => {
    await running?.close();
    await app?.remove();
  });

  test("svelte-check checks the markup against the package's declarations", () =>
    typeCheck(app, 'svelte-check'));

  test('the markup renders both widgets, and onselected and onconfirmed get the details', () =>
    bankAndConsent(running));
});
