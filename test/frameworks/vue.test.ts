/**
 * A Vue 3 app bundling the package with vite and @vitejs/plugin-vue: the plain custom
 * elements in a single-file component's template, against the mock backend in Chromium.
 */
import vue from '@vitejs/plugin-vue';
import { after, before, describe, test } from 'node:test';
import { createPackedApp, type PackedApp } from './support/packed-app.js';
import { bankAndConsent, buildAndServe, type RunningApp } from './support/running-app.js';
import { typeCheck } from './support/type-check.js';

describe('a Vue app', { timeout: 120_000 }, () => {
  let app: PackedApp;
  let running: RunningApp;

  before(async () => {
    app = await createPackedApp('vue', ['vue']);
    const isCustomElement = (tag: string) => tag.startsWith('service-');
    running = await buildAndServe(app, [vue({ template: { compilerOptions: { isCustomElement } } })]);
  });

  after(async () => {
    await running?.close();
    await app?.remove();
  });

  test("vue-tsc checks the templates against the package's declarations", () => typeCheck(app, 'vue-tsc'));

  test('the template renders both widgets, and @selected and @confirmed get the details', () =>
    bankAndConsent(running));
});
