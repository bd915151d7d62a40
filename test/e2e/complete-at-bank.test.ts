/**
 * service-sandbox/playwright's completeAtBank in a real Chromium, on a merchant's checkout page
 * with `<service-auth-flow>` and on the hosted page: the redirect, embedded (the widget's own
 * form and the sandbox's credentials frame) and decoupled approaches, each ending where the
 * PSU's browser ends, with a code that opens a session of the accounts chosen.
 *
 * Needs dist/ for the widgets the sandbox serves under /lib/ (`npm run build`).
 */
import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, test } from 'node:test';
import { chromium, type Browser, type Page } from 'playwright';
import { completeAtBank } from '../../sandbox/src/playwright.js';
import { startSandbox, type Sandbox } from '../../sandbox/src/testing.js';
import { chromiumLaunchOptions } from '../../scripts/browsers.mjs';

const STEP_TIMEOUT_MS = 15_000;
const OP = { name: 'OP', country: 'FI' };
const S_PANKKI = { name: 'S-Pankki', country: 'FI' };
const DANSKE = { name: 'Danske Bank', country: 'FI' };

let browser: Browser;
let sandbox: Sandbox;
/** The merchant's checkout page: `<service-auth-flow>` for the id in its query. */
let shop: Server;
let shopOrigin: string;

before(async () => {
  shop = createServer((request, response) => {
    const query = new URL(request.url ?? '/', 'http://shop').searchParams;
    const origin = query.get('origin') ?? '';
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    response.end(`<!doctype html>
<html lang="en"><head><title>Checkout</title>
<link rel="stylesheet" href="${origin}/lib/widgets.css">
<script src="${origin}/lib/widgets.umd.min.js" defer></script></head>
<body><h1>Checkout</h1>
<service-auth-flow authorization="${query.get('authorization') ?? ''}" origin="${origin}" sandbox></service-auth-flow>
</body></html>`);
  });
  await new Promise<void>((resolve) => shop.listen(0, '127.0.0.1', resolve));
  shopOrigin = `http://127.0.0.1:${(shop.address() as AddressInfo).port}`;
  sandbox = await startSandbox({ allowedOrigins: [shopOrigin] });
  browser = await chromium.launch(chromiumLaunchOptions());
});

after(async () => {
  await browser?.close();
  await sandbox?.close();
  await new Promise((resolve) => shop?.close(resolve));
});

async function api(path: string, body?: unknown): Promise<Record<string, unknown>> {
  const init = { method: body === undefined ? 'GET' : 'POST', headers: await sandbox.headers() };
  const response = await fetch(sandbox.baseUrl + path, { ...init, body: JSON.stringify(body) });
  const json = (await response.json()) as Record<string, unknown>;
  assert.ok(response.ok, `${path}: ${response.status} ${JSON.stringify(json)}`);
  return json;
}

async function startAuth(aspsp: { name: string; country: string }): Promise<string> {
  const access = { valid_until: new Date(Date.now() + 30 * 86_400_000).toISOString() };
  const auth = await api('/auth', { aspsp, access, redirect_url: sandbox.redirectUrl, state: 'checkout-1' });
  return String(auth.authorization_id);
}

/** The checkout page in a fresh browser context, its consent confirmed: what completeAtBank takes over. */
async function checkout(authorizationId: string): Promise<Page> {
  const context = await browser.newContext();
  context.setDefaultTimeout(STEP_TIMEOUT_MS);
  const page = await context.newPage();
  const query = new URLSearchParams({ authorization: authorizationId, origin: sandbox.authUrl });
  await page.goto(`${shopOrigin}/checkout?${query}`);
  await page.locator('service-auth-flow').getByRole('button', { name: 'Confirm' }).click();
  return page;
}

/** Back at the application's redirect_url: its query. */
function backAtApplication(page: Page): URLSearchParams {
  const url = new URL(page.url());
  assert.equal(`${url.origin}${url.pathname}`, sandbox.redirectUrl, page.url());
  assert.equal(url.searchParams.get('state'), 'checkout-1');
  return url.searchParams;
}

async function sessionAccounts(page: Page): Promise<Record<string, unknown>[]> {
  const session = await api('/sessions', { code: backAtApplication(page).get('code') });
  return session.accounts as Record<string, unknown>[];
}

/** The application's "Bank credentials in the sandbox's frame" setting, through the control panel. */
async function setCredentialsFrame(on: boolean): Promise<void> {
  const response = await fetch(`${sandbox.authUrl}/control-panel/api/applications/sandbox-shop`, {
    method: 'PATCH',
    headers: { 'Content-Type': 'application/json', 'X-Sandbox-Control': '1' },
    body: JSON.stringify({ credentials_frame: on }),
  });
  assert.equal(response.status, 200);
}

describe('completeAtBank through the widget', () => {
  test('redirect: the simulated bank page, as tester, sharing the accounts chosen', async () => {
    const page = await checkout(await startAuth(OP));
    await completeAtBank(page, { user: 'tester', outcome: 'approve', accounts: ['current', 'savings'] });
    const accounts = await sessionAccounts(page);
    assert.deepEqual(
      accounts.map((account) => account.cash_account_type),
      ['CACC', 'SVGS'],
    );
    await page.context().close();
  });

  test('redirect: reject at the bank comes back with access_denied', async () => {
    const page = await checkout(await startAuth(OP));
    await completeAtBank(page, { outcome: 'reject' });
    assert.equal(backAtApplication(page).get('error'), 'access_denied');
    await page.context().close();
  });

  for (const [approach, aspsp] of [
    ["embedded: the widget's own credentials form", S_PANKKI],
    ['decoupled: the bank app approves, and the widget polls its way back', DANSKE],
  ] as const) {
    test(approach, async () => {
      const page = await checkout(await startAuth(aspsp));
      await completeAtBank(page, { user: 'demo', outcome: 'approve' });
      assert.equal((await sessionAccounts(page)).length, 5);
      await page.context().close();
    });
  }

  test('waits while the widget shows its done step, until the browser is back at the application', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const application = `${sandbox.redirectUrl}?state=checkout-1`;
    await page.setContent(
      '<service-auth-flow><div class="service-flow" data-step="done"><h2>Done</h2></div></service-auth-flow>',
    );
    // The widget's way back, which the browser has not begun when completeAtBank looks.
    await page.evaluate((url) => setTimeout(() => location.assign(url), 1000), application);
    await completeAtBank(page, { timeoutMs: 5000 });
    assert.equal(page.url(), application);
    await context.close();
  });

  test("embedded: the sandbox's credentials frame", async () => {
    await setCredentialsFrame(true);
    try {
      const page = await checkout(await startAuth(S_PANKKI));
      await page.locator('service-auth-flow iframe.service-credentials-frame').waitFor();
      await completeAtBank(page, { user: 'tester', outcome: 'approve' });
      assert.equal((await sessionAccounts(page)).length, 5);
      await page.context().close();
    } finally {
      await setCredentialsFrame(false);
    }
  });

  test('embedded: cancel ends the flow as the PSU cancelling', async () => {
    const page = await checkout(await startAuth(S_PANKKI));
    await completeAtBank(page, { outcome: 'cancel' });
    await page
      .locator('service-auth-flow')
      .getByRole('heading', { name: /not completed|cancel/i })
      .waitFor();
    await page.context().close();
  });
});

describe('completeAtBank on the hosted page', () => {
  test('a payment: approved at the bank, back with its state, and at the bank (ACTC)', async () => {
    const creditor_account = { scheme_name: 'IBAN', identification: 'FI2112345600000785' };
    const transfer = {
      instructed_amount: { currency: 'EUR', amount: '12.00' },
      beneficiary: { creditor: { name: 'Demo Shop Oy' }, creditor_account },
    };
    const payment = await api('/payments', {
      payment_type: 'SEPA',
      psu_type: 'personal',
      aspsp: OP,
      payment_request: { credit_transfer_transaction: [transfer] },
      redirect_url: sandbox.redirectUrl,
      state: 'checkout-1',
    });
    const context = await browser.newContext();
    context.setDefaultTimeout(STEP_TIMEOUT_MS);
    const page = await context.newPage();
    await page.goto(String(payment.url));
    await page.locator('service-auth-flow').getByRole('button', { name: 'Confirm' }).click();
    await completeAtBank(page, { user: 'demo', payFrom: 'savings' });
    backAtApplication(page);
    assert.equal((await api(`/payments/${String(payment.payment_id)}`)).status, 'ACTC');
    await context.close();
  });
});
