/**
 * A fixture app built with vite's JS API, served on its own origin, beside a mock backend
 * that has whitelisted that origin, and opened in Chromium (Debian's when installed, as on
 * CI; otherwise Playwright's own). `bankAndConsent` is the scenario every framework's app
 * passes: the bank list and the consent render, and their events reach the app's handlers.
 */
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright';
import { build, type PluginOption } from 'vite';
import { chromiumLaunchOptions } from '../../../scripts/browsers.mjs';
import { startMockBackend, type MockBackend } from '../../../sandbox/src/server.js';
import type { PackedApp } from './packed-app.js';
import { serveStatic, type StaticSite } from './static-site.js';

export interface OpenedPage {
  page: Page;
  /** The authorisation the page's consent widget shows, created for this page. */
  authorization: string;
  /** Uncaught exceptions and console errors of the page so far. */
  errors: string[];
}

export interface RunningApp {
  /** Opens one of the app's pages (index.html unless named) with a fresh authorisation. */
  open(path?: string): Promise<OpenedPage>;
  close(): Promise<void>;
}

/** `pages` are the app's HTML files, each the entry of a bundle of its own. */
export async function buildAndServe(
  app: PackedApp,
  plugins: PluginOption[],
  pages = ['index.html'],
): Promise<RunningApp> {
  const outDir = join(app.dir, 'dist');
  const input = pages.map((page) => join(app.dir, page));
  await build({
    root: app.dir,
    configFile: false,
    logLevel: 'warn',
    plugins,
    build: { outDir, rollupOptions: { input } },
  });

  const stops: (() => Promise<void>)[] = [];
  const close = async () => {
    for (const stop of stops.reverse()) await stop();
  };
  try {
    const site: StaticSite = await serveStatic(outDir);
    stops.push(site.close);
    const backend: MockBackend = await startMockBackend({ port: 0, allowedOrigins: [site.origin] });
    stops.push(backend.close);
    const browser: Browser = await chromium.launch(chromiumLaunchOptions());
    stops.push(() => browser.close());

    return {
      async open(path = '') {
        const { authorization_id } = backend.createAuthorization({
          aspsp: { name: 'Nordea', country: 'FI' },
        });
        const page = await browser.newPage();
        page.setDefaultTimeout(15_000);
        const errors: string[] = [];
        page.on('pageerror', (error) => errors.push(error.message));
        page.on('console', (message) => {
          // The URL says which resource failed: Chromium's text for a 404 does not.
          if (message.type() === 'error') errors.push(`${message.text()} ${message.location().url}`.trim());
        });
        const search = new URLSearchParams({ backend: backend.origin, authorization: authorization_id });
        await page.goto(`${site.origin}/${path}?${search}`);
        return { page, authorization: authorization_id, errors };
      },
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}

/** The JSON an app wrote into a <pre>, once it is not null any more. */
async function written(page: Page, selector: string): Promise<Record<string, unknown>> {
  await page.waitForFunction((pre) => document.querySelector(pre)?.textContent !== 'null', selector);
  return JSON.parse((await page.locator(selector).textContent()) ?? '') as Record<string, unknown>;
}

/**
 * The fixture apps show the FI bank list and the consent, and write the detail of `selected`
 * into <pre id="selected"> and that of `confirmed` into <pre id="confirmed">.
 */
export async function bankAndConsent(app: RunningApp, path?: string): Promise<void> {
  const { page, authorization, errors } = await app.open(path);
  try {
    const list = page.locator('service-aspsp-list');
    await list.locator('[role=status]', { hasText: /^\s*Showing all banks\s*$/ }).waitFor();
    await list.locator('[role=option]', { hasText: 'Nordea' }).click();
    assert.deepEqual(await written(page, '#selected'), {
      beta: false,
      country: 'FI',
      name: 'Nordea',
      psuType: 'personal',
      sandbox: true,
      service: 'AIS',
    });

    const consent = page.locator('service-consent');
    await consent.locator('h2', { hasText: 'Sandbox Shop asks for access to your data at Nordea' }).waitFor();
    // Every navigation the page starts from here: page.url() would change only once one commits.
    const navigations: string[] = [];
    page.on('request', (request) => {
      if (request.isNavigationRequest() && request.frame() === page.mainFrame())
        navigations.push(request.url());
    });
    await consent.getByRole('button', { name: 'Confirm' }).click();
    const decision = await written(page, '#confirmed');
    assert.equal(decision.authorization, authorization);
    assert.match(String(decision.url), /^https?:\/\//);
    // The widget navigates in the task that fires `confirmed`: this is long enough to see it start.
    await page.waitForTimeout(500);
    assert.deepEqual(navigations, [], 'no-redirect keeps the page where it is');
    assert.deepEqual(errors, []);
  } finally {
    await page.close();
  }
}
