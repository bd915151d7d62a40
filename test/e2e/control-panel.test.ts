/**
 * The sandbox's control panel (GET /control-panel) in a real Chromium, driven with the
 * keyboard only: an application's settings edited and saved, "Saved" announced and the
 * change effective over the JSON API; a bad origin refused by the server, its message shown
 * next to the form with focus on it; the clock moved; axe in light, dark and forced colours
 * and at 320 px. Any console or page error fails the test, a CSP violation included (Chromium
 * reports one as a console error).
 */
import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, afterEach, before, beforeEach, describe, test } from 'node:test';
import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright';
import { applicationId } from '../../sandbox/src/jwt/jwt-signer.js';
import { startMockBackend, type MockBackend } from '../../sandbox/src/server.js';
import { chromiumLaunchOptions } from '../../scripts/browsers.mjs';
import { expectAccessible, isAxeStyleRefusal } from './axe-audit.js';
import { callControlApi } from '../backend/control-panel-fixture.js';
import { ALLOWED_ORIGIN } from '../backend/backend-fixture.js';
import { callJsonApi, finishFlow, paymentBody } from '../backend/json-api-fixture.js';

const STEP_TIMEOUT_MS = 15_000;
const SHOP_ID = applicationId('sandbox-shop');

let browser: Browser;
let backend: MockBackend;
/** An application's server that acknowledges every webhook. */
let receiver: Server;
let receiverOrigin: string;
/** Called with each webhook's path as it arrives. */
let onWebhook: (path: string) => void = () => undefined;

before(async () => {
  browser = await chromium.launch(chromiumLaunchOptions());
  receiver = createServer((request, response) => {
    request.resume();
    response.writeHead(204).end();
    onWebhook(request.url ?? '');
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverOrigin = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
});
after(async () => {
  await browser?.close();
  await new Promise((resolve) => receiver.close(resolve));
});
// Each test its own sandbox: one moves the clock, which would expire the next test's JWTs.
beforeEach(async () => {
  backend = await startMockBackend({ port: 0, allowedOrigins: [ALLOWED_ORIGIN, receiverOrigin] });
});
afterEach(() => backend.close());

interface Visit {
  page: Page;
  /** Closes the browser context and fails on any console or page error seen. */
  finish(): Promise<void>;
}

/**
 * Opens the control panel. `expectedStatuses`: answers the test provokes on purpose, which
 * Chromium logs as "Failed to load resource".
 */
async function visit(options: BrowserContextOptions = {}, expectedStatuses: number[] = []): Promise<Visit> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, ...options });
  context.setDefaultTimeout(STEP_TIMEOUT_MS);
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error' || isAxeStyleRefusal(message)) return;
    const text = message.text();
    if (expectedStatuses.some((status) => text.includes(`the server responded with a status of ${status}`)))
      return;
    problems.push(`console error: ${text} (${message.location().url})`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  await page.goto(`${backend.origin}/control-panel`);
  await page.locator('h1').waitFor();
  return {
    page,
    async finish() {
      await context.close();
      assert.deepEqual(problems, [], 'no console error and no page error');
    },
  };
}

/** What has focus, as a person would name it: its label, or its text. */
function focused(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!(element instanceof HTMLElement)) return '';
    const labelled = 'labels' in element ? (element as HTMLInputElement).labels?.[0]?.textContent : undefined;
    return (labelled ?? element.textContent ?? '').replace(/\s+/g, ' ').trim();
  });
}

/** Presses Tab until the named control has focus; fails after `limit` presses. */
async function tabTo(page: Page, name: string | RegExp, limit = 40): Promise<void> {
  const seen: string[] = [];
  for (let presses = 0; presses < limit; presses += 1) {
    await page.keyboard.press('Tab');
    const current = await focused(page);
    if (typeof name === 'string' ? current === name : name.test(current)) return;
    seen.push(current);
  }
  assert.fail(`Tab never reached ${String(name)}; it went through: ${seen.join(' | ')}`);
}

async function shopSettings(): Promise<Record<string, unknown>> {
  return (await callControlApi(backend, `/applications/${SHOP_ID}`)).json as Record<string, unknown>;
}

describe('the control panel page', () => {
  test('settings edited and saved with the keyboard: "Saved" is announced and the change is effective', async () => {
    const { page, finish } = await visit();
    await expectAccessible(page, 'the control panel');
    // From the top of the page: the skip link, then into Sandbox Shop's form.
    await page.keyboard.press('Tab');
    assert.equal(await focused(page), 'Skip to the applications');
    await page.keyboard.press('Enter');
    await tabTo(page, 'PIS: payment initiation', 3);
    await page.keyboard.press('Space');
    await tabTo(page, 'Widget origins', 3);
    await page.keyboard.press('Control+End');
    await page.keyboard.type('\nHTTPS://Shop.Example:443');
    await tabTo(page, 'Save the settings of Sandbox Shop', 4);
    await page.keyboard.press('Enter');

    await page.locator('#announcer', { hasText: 'Saved the settings of Sandbox Shop.' }).waitFor();
    const form = page.locator(`form[data-app-id="${SHOP_ID}"]`);
    assert.match((await form.locator('.form-status').textContent()) ?? '', /^Saved at /);
    // The form shows the value as the server keeps it.
    assert.match(
      await form.locator('textarea[name=widget_origins]').inputValue(),
      /\nhttps:\/\/shop\.example$/,
    );

    const settings = await shopSettings();
    assert.ok((settings.widget_origins as string[]).includes('https://shop.example'));
    assert.deepEqual(settings.services, ['AIS']);
    const payment = await callJsonApi(backend, '/payments', { body: paymentBody() });
    assert.equal(payment.status, 403, 'PIS is off for Sandbox Shop now');
    assert.equal((payment.json as { error?: string }).error, 'ACCESS_DENIED');
    await expectAccessible(page, 'the control panel after saving');
    await finish();
  });

  test("a bad origin: the server's message is shown next to the form, with focus on it", async () => {
    const { page, finish } = await visit({}, [400]);
    const before = await shopSettings();
    const form = page.locator(`form[data-app-id="${SHOP_ID}"]`);
    const webhookOrigins = form.locator('textarea[name=webhook_origins]');
    await webhookOrigins.focus();
    await page.keyboard.press('Control+End');
    await page.keyboard.type('\nhttps://shop.example/webhooks');
    await tabTo(page, 'Save the settings of Sandbox Shop', 3);
    await page.keyboard.press('Enter');

    const error = form.locator('.form-error');
    await error.waitFor({ state: 'visible' });
    const message = (await error.textContent()) ?? '';
    assert.match(message, /^webhook_origins\[\d+\] "https:\/\/shop\.example\/webhooks" is not an origin/);
    assert.equal(await page.evaluate(() => document.activeElement?.className), 'form-error');
    assert.equal(await webhookOrigins.getAttribute('aria-invalid'), 'true');
    assert.match(String(await webhookOrigins.getAttribute('aria-describedby')), /-error\b/);
    await page.locator('#announcer', { hasText: message }).waitFor();
    assert.equal((await form.locator('.form-status').textContent())?.trim(), 'Not saved.');
    assert.deepEqual(await shopSettings(), before, 'nothing was saved');
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      await expectAccessible(page, `the error state (${colorScheme})`);
    }

    // Corrected, the save goes through and the error is gone.
    await webhookOrigins.focus();
    await page.keyboard.press('Control+End');
    await page.keyboard.press('Shift+Home');
    await page.keyboard.type('https://shop.example');
    await tabTo(page, 'Save the settings of Sandbox Shop', 3);
    await page.keyboard.press('Enter');
    await page.locator('#announcer', { hasText: 'Saved the settings of Sandbox Shop.' }).waitFor();
    assert.equal(await error.isHidden(), true);
    assert.equal(await webhookOrigins.getAttribute('aria-invalid'), null);
    assert.ok(((await shopSettings()).webhook_origins as string[]).includes('https://shop.example'));
    await finish();
  });

  test('the clock: speed set and time moved forward from the page', async () => {
    const { page, finish } = await visit();
    const start = backend.clock.now();
    await page.getByLabel('Speed (1 to 100000)').fill('60');
    await page.keyboard.press('Enter');
    await page.locator('#announcer', { hasText: 'The sandbox clock runs at 60 times real time.' }).waitFor();
    assert.equal(backend.clock.speed, 60);
    assert.equal(await page.locator('#clock-speed').textContent(), '60');

    await page.getByLabel('Move forward by (minutes)').fill('90');
    await page.keyboard.press('Enter');
    await page.locator('#announcer', { hasText: /^Moved the sandbox clock forward by 90 minutes/ }).waitFor();
    assert.ok(backend.clock.now() - start >= 90 * 60_000, 'sandbox time moved 90 minutes on');
    const shown = Date.parse(String(await page.locator('#clock-now').getAttribute('datetime')));
    assert.ok(Math.abs(shown - backend.clock.now()) < 5 * 60_000, 'the page shows the sandbox time');
    await finish();
  });

  test('the clock: each form’s error is its own, tied to its input, and gone once the value is taken', async () => {
    const { page, finish } = await visit({}, [400]);
    const speed = page.getByLabel('Speed (1 to 100000)');
    const minutes = page.getByLabel('Move forward by (minutes)');
    const speedError = page.locator('#clock-speed-form .form-error');
    const minutesError = page.locator('#clock-advance-form .form-error');

    // Refused by the page (no number) and by the server (out of range): each in its own form.
    await minutes.fill('');
    await minutes.press('Enter');
    await minutesError.waitFor({ state: 'visible' });
    assert.match((await minutesError.textContent()) ?? '', /^Type how many minutes/);
    await speed.fill('0');
    await speed.press('Enter');
    await speedError.waitFor({ state: 'visible' });
    const speedMessage = (await speedError.textContent()) ?? '';
    assert.match(speedMessage, /speed/);
    assert.equal(await page.evaluate(() => document.activeElement?.id), await speedError.getAttribute('id'));
    await page.locator('#announcer', { hasText: speedMessage }).waitFor();
    // Both shown at once, each tied to its own input alone.
    assert.equal(await minutesError.isVisible(), true);
    for (const [input, error] of [
      [speed, speedError],
      [minutes, minutesError],
    ] as const) {
      const errorId = String(await error.getAttribute('id'));
      assert.notEqual(errorId, 'null');
      assert.equal(await input.getAttribute('aria-invalid'), 'true');
      assert.equal(await input.getAttribute('aria-describedby'), errorId);
    }
    assert.notEqual(await speedError.getAttribute('id'), await minutesError.getAttribute('id'));
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      await expectAccessible(page, `the clock's errors (${colorScheme})`);
    }

    // Corrected, the speed is taken: its error goes, the other form's stays.
    await speed.fill('30');
    await speed.press('Enter');
    await page.locator('#announcer', { hasText: 'The sandbox clock runs at 30 times real time.' }).waitFor();
    assert.equal(await speedError.isHidden(), true);
    assert.equal(await speed.getAttribute('aria-invalid'), null);
    assert.equal(await speed.getAttribute('aria-describedby'), null);
    assert.equal(await minutes.getAttribute('aria-invalid'), 'true');
    await finish();
  });

  test('the webhook log says when there are no deliveries yet', async () => {
    const { page, finish } = await visit();
    await page.locator('#webhook-log', { hasText: 'No deliveries yet.' }).waitFor();
    await page.getByRole('button', { name: 'Refresh the deliveries' }).press('Enter');
    await page.locator('#announcer', { hasText: 'No deliveries.' }).waitFor();
    await finish();
  });

  test('the webhook log lists a delivery with its attempts', { timeout: 60_000 }, async () => {
    const created = await callJsonApi(backend, '/payments', {
      body: paymentBody({ webhook_url: `${receiverOrigin}/webhooks` }),
    });
    assert.equal(created.status, 200, created.text);
    const paymentId = String((created.json as { payment_id: string }).payment_id);
    const received = new Promise<string>((resolve) => (onWebhook = resolve));
    await finishFlow(backend, 'payments', paymentId);
    assert.equal(await received, '/webhooks');
    const { page, finish } = await visit();
    const delivery = page.locator('.deliveries > li', { hasText: `Payment ${paymentId}` }).first();
    await delivery.waitFor();
    const text = (await delivery.textContent()) ?? '';
    assert.match(text, new RegExp(`${receiverOrigin}/webhooks`));
    assert.match(text, /attempts\s*\d/);
    await delivery.locator('summary', { hasText: 'Body' }).press('Enter');
    assert.match(
      (await delivery.locator('pre').textContent()) ?? '',
      new RegExp(`"payment_id": "${paymentId}"`),
    );
    await expectAccessible(page, 'the webhook log');
    await finish();
  });

  test('fits 320 px and passes axe in forced colours and dark mode', async () => {
    for (const options of [
      { viewport: { width: 320, height: 640 }, colorScheme: 'light' },
      { viewport: { width: 320, height: 640 }, colorScheme: 'dark', forcedColors: 'active' },
    ] satisfies BrowserContextOptions[]) {
      const { page, finish } = await visit(options);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      assert.ok(overflow <= 0, `the page is ${overflow} px wider than a 320 px screen`);
      await expectAccessible(page, `320 px, ${JSON.stringify(options)}`);
      await finish();
    }
  });
});
