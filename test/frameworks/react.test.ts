/**
 * A React 19 app bundling the package with vite: the wrappers of `service-widgets/react`, and
 * the plain tags as React 19 renders custom elements, against the mock backend in Chromium.
 */
import react from '@vitejs/plugin-react';
import { after, before, describe, test } from 'node:test';
import { createPackedApp, type PackedApp } from './support/packed-app.js';
import { bankAndConsent, buildAndServe, type RunningApp } from './support/running-app.js';
import { typeCheck } from './support/type-check.js';

describe('a React app', { timeout: 120_000 }, () => {
  let app: PackedApp;
  let running: RunningApp;

  before(async () => {
    app = await createPackedApp('react', ['react', 'react-dom', '@types/react', '@types/react-dom']);
    // Pages of their own, so that nothing but the components registers the elements on the first.
    running = await buildAndServe(app, [react()], ['index.html', 'plain.html', 'hydrate.html']);
  });

  after(async () => {
    await running?.close();
    await app?.remove();
  });

  test('type-checks against the shipped declarations, wrappers and plain tags alike', () =>
    typeCheck(app, 'tsc'));

  test('the wrappers render both widgets, register them, and hand onSelected and onConfirmed the details', () =>
    bankAndConsent(running));

  test('a page rendered on a server hydrates: the widgets come to life in the tags React took over, with no mismatch', () =>
    bankAndConsent(running, 'hydrate.html'));

  test('the plain tags work too: React 19 sets properties and adds onselected, onconfirmed as listeners', () =>
    bankAndConsent(running, 'plain.html'));
});
