/**
 * The Back button from the bank, with Chromium's back-forward cache really on (Playwright
 * switches it off by default with --disable-back-forward-cache). A merchant's page with the
 * built bundle sends the PSU to the simulated bank; the PSU rejects there and comes back with
 * Back: the page must come out of the cache (`pageshow` with `persisted`), and the widget must
 * show where the flow is now, without a second `ais-loaded` or `ready`.
 *
 * Needs dist/ (`npm run build`, which `npm test` runs first).
 */
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, test } from 'node:test';
import { chromium, type Browser } from 'playwright';
import { startMockBackend, type MockBackend } from '../../sandbox/src/server.js';
import { chromiumLaunchOptions } from '../../scripts/browsers.mjs';

const BUNDLE = new URL('../../dist/widgets.umd.min.js', import.meta.url);
const STEP_TIMEOUT_MS = 15_000;

let backend: MockBackend;
let shop: Server;
let shopOrigin: string;
let browser: Browser;

/** A merchant's page: the script tag, one auth flow, and a record of events and page shows. */
function shopPage(authorization: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Shop</title>
<link rel="stylesheet" href="${backend.origin}/lib/widgets.css">
<script src="${backend.origin}/lib/widgets.umd.min.js"></script>
<script>
  window.widgetEvents = [];
  for (const type of ['ready', 'ais-loaded', 'step', 'error']) {
    document.addEventListener(type, (event) => widgetEvents.push(type + (event.detail?.type ? ':' + event.detail.type : '')), true);
  }
  window.pageShows = [];
  addEventListener('pageshow', (event) => pageShows.push(event.persisted));
</script>
</head>
<body>
<main>
<h1>Shop</h1>
<service-auth-flow authorization="${authorization}" origin="${backend.origin}" sandbox locale="en"></service-auth-flow>
</main>
</body>
</html>`;
}

before(async () => {
  assert.ok(existsSync(BUNDLE), 'dist/widgets.umd.min.js is missing: run `npm run build` first.');
  shop = createServer((request, response) => {
    const id = new URL(request.url ?? '/', 'http://shop').searchParams.get('authorization') ?? '';
    // No Cache-Control: no-store, which would keep the page out of the back-forward cache.
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    response.end(shopPage(id.replace(/[^\w-]/g, '')));
  });
  await new Promise<void>((resolve) => shop.listen(0, '127.0.0.1', resolve));
  shopOrigin = `http://127.0.0.1:${(shop.address() as AddressInfo).port}`;
  backend = await startMockBackend({ port: 0, allowedOrigins: [shopOrigin] });
  const options = chromiumLaunchOptions();
  browser = await chromium.launch({ ...options, ignoreDefaultArgs: ['--disable-back-forward-cache'] });
});

after(async () => {
  await browser?.close();
  await backend?.close();
  await new Promise((resolve) => shop?.close(resolve));
});

describe('back from the bank through the back-forward cache', () => {
  test('the restored page shows the flow as the bank left it, with no duplicate event', async () => {
    const { authorization_id: id } = backend.createAuthorization({
      aspsp: { name: 'OP', country: 'FI' },
      application: 'sandbox-tpp',
    });
    const context = await browser.newContext();
    context.setDefaultTimeout(STEP_TIMEOUT_MS);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));

    await page.goto(`${shopOrigin}/?authorization=${id}`);
    // The sandbox offers the hand-off at a redirect step: the PSU chooses the bank on this device.
    await page.getByRole('link', { name: 'Continue to OP' }).click();
    await page.waitForURL(/\/sandbox-bank\//);
    const bankUrl = page.url();
    // The PSU rejects at the bank, as a script would (the sandbox's Origin stands for the form's
    // token); the 303 back to the shop is not followed.
    const answer = await fetch(bankUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: new URL(bankUrl).origin },
      body: new URLSearchParams({ decision: 'reject' }).toString(),
      redirect: 'manual',
    });
    assert.equal(answer.status, 303);

    // A page restored from the cache fires no load event; the navigation's commit is the wait.
    await page.goBack({ waitUntil: 'commit' });
    // A fresh load would show the same step; only pageShows tells the two apart.
    await page
      .locator('service-auth-flow h2')
      .filter({ hasText: 'The authorisation was not completed' })
      .waitFor();
    const pageShows = await page.evaluate(() => (window as unknown as { pageShows: boolean[] }).pageShows);
    const notRestored = await page.evaluate(() =>
      JSON.stringify(
        (performance.getEntriesByType('navigation')[0] as { notRestoredReasons?: unknown } | undefined)
          ?.notRestoredReasons ?? null,
      ),
    );
    assert.deepEqual(pageShows, [false, true], `the page came from the back-forward cache (${notRestored})`);
    assert.equal(
      (await page.locator('service-auth-flow').textContent())?.includes('The authorisation was cancelled.'),
      true,
    );
    const events = await page.evaluate(() => (window as unknown as { widgetEvents: string[] }).widgetEvents);
    assert.deepEqual(events, ['ais-loaded', 'step:redirect', 'ready', 'step:failed']);
    assert.equal(page.url(), `${shopOrigin}/?authorization=${id}`, 'the PSU stays on the shop');
    assert.deepEqual(errors, []);
    await context.close();
  });
});
