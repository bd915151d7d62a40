/**
 * End to end through the demo site (`npm run demo`) in a real Chromium: the AIS journey with
 * each approach to the accounts on the callback page, the PIS journey followed to a final
 * status with its verified webhooks (and a deferred payment submitted), the script-tag page on the built bundle, the playgrounds,
 * and axe on every page in light and dark mode. Any console error or page error on any page
 * (the demo's, the service's hosted page, the simulated bank) fails the test, and so does a
 * CSP violation, which Chromium reports as a console error.
 *
 * Needs dist/ for the script-tag page (`npm run build`, which `npm test` runs first).
 */
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { after, before, describe, test } from 'node:test';
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright';
import { startDemo, type RunningDemo } from '../../demo/serve.js';
import { chromiumLaunchOptions } from '../../scripts/browsers.mjs';
import { expectAccessible, isAxeStyleRefusal } from './axe-audit.js';

const STEP_TIMEOUT_MS = 15_000;
const BUNDLE = new URL('../../dist/widgets.umd.min.js', import.meta.url);

const PAGES = [
  '/',
  '/ais.html',
  '/pis.html',
  '/callback',
  '/playground-aspsp-list.html',
  '/playground-consent.html',
  '/playground-auth-flow.html',
  '/script-tag.html',
];

let demo: RunningDemo;
let browser: Browser;

before(async () => {
  assert.ok(existsSync(BUNDLE), 'dist/widgets.umd.min.js is missing: run `npm run build` first.');
  // Free ports: the tests never collide with a demo that is running on 5173 and 3600.
  demo = await startDemo({ port: 0, backendPort: 0, logLevel: 'silent' });
  browser = await chromium.launch(chromiumLaunchOptions());
});

after(async () => {
  await browser?.close();
  await demo?.close();
});

interface Visit {
  page: Page;
  /** Closes the browser context and fails on any console or page error seen on any page. */
  finish(): Promise<void>;
}

async function visit(path: string): Promise<Visit> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, colorScheme: 'light' });
  context.setDefaultTimeout(STEP_TIMEOUT_MS);
  const problems: string[] = [];
  context.on('page', (opened) => {
    opened.on('console', (message) => {
      if (message.type() !== 'error' || isAxeStyleRefusal(message)) return;
      problems.push(`console error on ${opened.url()}: ${message.text()} (${message.location().url})`);
    });
    opened.on('pageerror', (error) => problems.push(`page error on ${opened.url()}: ${error.message}`));
  });
  const page = await context.newPage();
  await page.goto(new URL(path, demo.url).href);
  return {
    page,
    async finish() {
      await context.close();
      assert.deepEqual(problems, [], 'no console error and no page error on any page');
    },
  };
}

/** A bank's card in the bank list, by its exact name. */
function bank(page: Page, name: string): Locator {
  return page
    .locator('service-aspsp-list [role=option]')
    .filter({ has: page.locator('.service-aspsp-name', { hasText: new RegExp(`^\\s*${name}\\s*$`) }) });
}

function authFlow(page: Page): Locator {
  return page.locator('service-auth-flow');
}

async function confirmConsent(page: Page): Promise<void> {
  await page.locator('service-consent').getByRole('button', { name: 'Confirm' }).click();
}

/**
 * The redirect step offers "continue on your phone" beside the bank (the sandbox sends a
 * hand-off), so the PSU picks the bank on this device, then approves there.
 */
async function continueAtBank(page: Page, bankName: string): Promise<void> {
  await authFlow(page)
    .getByRole('link', { name: `Continue to ${bankName}` })
    .click();
  await approveAtBank(page);
}

/** The simulated bank page of a redirect step, on the service's origin: Approve sends the PSU back. */
async function approveAtBank(page: Page): Promise<void> {
  await page.waitForURL(/\/sandbox-bank\//);
  await page.getByRole('button', { name: 'Approve' }).click();
}

/** The PSU's phone: a browser of its own with a touch screen, sharing no cookie, storage or page with the computer. */
async function touchPhone(): Promise<BrowserContext> {
  const phone = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  phone.setDefaultTimeout(STEP_TIMEOUT_MS);
  return phone;
}

/** The QR code of "continue on your phone" on this page, and the hand-off URL it holds. */
async function showHandoff(page: Page): Promise<string> {
  await authFlow(page).getByRole('button', { name: 'Continue on your phone' }).click();
  // The QR code may be drawn a moment after the step's heading.
  await authFlow(page).getByRole('img', { name: 'QR code for continuing on your phone' }).waitFor();
  const handoffUrl =
    (await authFlow(page)
      .getByRole('link', { name: /\/auth\/handoff\// })
      .getAttribute('href')) ?? '';
  assert.match(handoffUrl, /\/auth\/handoff\//);
  // The demo's own phone pane has GET the link too: a GET uses nothing, the phone's Continue does.
  await page.frameLocator('#phone-frame').getByRole('button', { name: 'Continue' }).waitFor();
  return handoffUrl;
}

/** The phone scans the link, this page says so, and the phone approves at the bank: it is told to return to the computer. */
async function approveOnPhone(
  phone: Page,
  computer: Page,
  handoffUrl: string,
  bankName: string,
): Promise<void> {
  await phone.goto(handoffUrl);
  await phone.getByRole('button', { name: 'Continue' }).tap();
  await authFlow(computer).getByText('The link was opened on your phone').waitFor();
  await phone.getByRole('link', { name: `Continue to ${bankName}` }).tap();
  await phone.getByRole('button', { name: 'Approve' }).tap();
  await phone.getByText('You can return to your computer').waitFor();
  assert.doesNotMatch(phone.url(), /code=/, 'the phone is never sent to the application');
}

/** The credentials in the service's frame (widget-api.md, section 5b), never in the demo's page. */
async function logInEmbedded(page: Page): Promise<void> {
  const frame = authFlow(page).frameLocator('iframe');
  await frame.locator('input[name=username]').fill('demo');
  await frame.locator('input[name=password]').fill('demo1234');
  await frame.locator('input[name=otp]').fill('123456');
  await frame.getByRole('button', { name: 'Log in' }).click();
}

/** The callback page with the accounts that POST /sessions granted. */
async function expectAccounts(page: Page, bankName: string): Promise<void> {
  await page.waitForURL(/\/callback\?/);
  const accounts = page.locator('#accounts > li');
  await accounts.first().waitFor();
  assert.ok((await accounts.count()) >= 1, 'at least one account is shown');
  const heading = await page.locator('#result-heading').textContent();
  assert.match(heading ?? '', new RegExp(`accounts? at ${bankName}$`));
  assert.match((await accounts.first().textContent()) ?? '', /IBAN/);
  // The JSON API writes a property without a value as null: no fact is shown without a value.
  const values = await page.locator('#accounts dd').allTextContents();
  assert.ok(
    values.every((value) => value.trim() !== ''),
    `every account fact has a value: ${JSON.stringify(values)}`,
  );
  // The single-use code is taken out of the address once exchanged.
  assert.doesNotMatch(page.url(), /code=/);
}

async function paymentFact(page: Page, label: string): Promise<string> {
  return ((await page.locator(`#payment dd[data-fact="${label}"]`).textContent()) ?? '').trim();
}

/** The payment form with this amount, the payer's bank chosen, and the payment confirmed in the flow. */
async function confirmPaymentAt(page: Page, amount: string, bankName: string): Promise<void> {
  await page.getByLabel('Amount', { exact: true }).fill(amount);
  await page.getByRole('button', { name: /^Choose the payer/ }).click();
  await bank(page, bankName).click();
  await authFlow(page).getByRole('heading', { name: 'Review the payment' }).waitFor();
  await authFlow(page).getByRole('button', { name: 'Confirm' }).click();
}

/** Back on the callback page, the payment of this amount followed to its final status. */
async function expectSettledPayment(page: Page, amount: string): Promise<void> {
  await page.waitForURL(/\/callback\?/);
  await page.locator('#payment').waitFor();
  const shown = await paymentFact(page, 'Amount');
  assert.ok(shown.includes(amount), `the amount ${amount} is shown: ${shown}`);
  await expectSettledWithVerifiedWebhook(page);
}

/**
 * The bank settles a payment within seconds of sandbox time: the callback page follows the
 * status to ACSC, and its list shows the final status's webhook, verified by the demo's server.
 */
async function expectSettledWithVerifiedWebhook(page: Page): Promise<void> {
  await page.getByRole('heading', { name: 'Payment ACSC' }).waitFor();
  assert.match(await paymentFact(page, 'Status'), /^ACSC/);
  assert.match(await paymentFact(page, 'Final status'), /^yes/);
  assert.match((await page.locator('#status-follow').textContent()) ?? '', /ACSC.*It is final/);
  const finalWebhook = page.locator('#webhooks > li').filter({ hasText: 'ACSC · final' });
  await finalWebhook.waitFor();
  assert.equal(await finalWebhook.locator('.badge').textContent(), 'verified');
  assert.equal(await page.locator('#webhooks .badge-error').count(), 0, 'every webhook received verified');
}

describe('the demo site', () => {
  test('every page loads cleanly, passes axe in light and dark mode, and fits 360 px', async () => {
    for (const path of PAGES) {
      const { page, finish } = await visit(path);
      await page.locator('h1').waitFor();
      // The header, navigation and footer every page shares (demo/server/page-chrome.ts).
      const current = await page
        .locator('nav a[aria-current="page"]')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
      assert.deepEqual(
        current,
        path === '/callback' ? [] : [path],
        `${path}: its own link is the current page`,
      );
      assert.equal(await page.locator('nav a').count(), 7, `${path}: the navigation lists every page`);
      const footer = ((await page.locator('footer').textContent()) ?? '').replace(/\s+/g, ' ');
      assert.ok(
        footer.includes(`Demo site ${new URL(demo.url).origin}, service ${demo.backendOrigin}.`),
        `${path}: the footer names both origins`,
      );
      // The widgets have loaded (the script-tag page's list is in its HTML, ready before its script listens).
      if (path === '/script-tag.html') {
        await page.locator('service-aspsp-list [role=option]').first().waitFor();
      } else if (path.includes('playground-') || path === '/ais.html') {
        await page.locator('.event[data-event="ready"]').first().waitFor();
      }
      for (const colorScheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme });
        // Colours may change through a CSS transition: axe must see where they end.
        await page.evaluate(() =>
          Promise.all(
            document
              .getAnimations()
              .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
              .map((animation) => animation.finished),
          ),
        );
        await expectAccessible(page, `${path} (${colorScheme})`);
      }
      await page.setViewportSize({ width: 360, height: 740 });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      assert.ok(overflow <= 0, `${path} is ${overflow} px wider than a 360 px screen`);
      await finish();
    }
  });

  test('AIS, REDIRECT: consent, method choice, the simulated bank, accounts', async () => {
    const { page, finish } = await visit('/ais.html');
    await bank(page, 'Nordea').click();
    await page.locator('service-consent').getByRole('button', { name: 'Confirm' }).waitFor();
    await expectAccessible(page, 'the consent stage');
    await confirmConsent(page);
    await authFlow(page).getByRole('button', { name: 'Nordea ID on this device' }).click();
    await continueAtBank(page, 'Nordea');
    await expectAccounts(page, 'Nordea');
    await expectAccessible(page, 'the callback page with accounts');
    // A reload shows the session again without a second exchange of the single-use code.
    await page.reload();
    await page.locator('#accounts > li').first().waitFor();
    await finish();
  });

  test('AIS, continue on your phone: the phone pane finishes at the bank, this page gets the accounts', async () => {
    const { page, finish } = await visit('/ais.html');
    await bank(page, 'OP').click();
    await confirmConsent(page);
    await showHandoff(page);
    const phone = page.frameLocator('#phone-frame');
    await phone.getByRole('button', { name: 'Continue' }).click();
    await phone.getByRole('link', { name: 'Continue to OP' }).click();
    await authFlow(page).getByText('The link was opened on your phone').waitFor();
    await expectAccessible(page, 'the hand-off with the phone pane');
    // The phone's answer sends it back to its own page; this page, which polls, may already
    // have left for the callback (taking the frame with it), so the answer is read, not the frame.
    const [answer] = await Promise.all([
      page.waitForResponse(
        (response) =>
          response.request().method() === 'POST' && response.url().includes('/sandbox-bank/phone/'),
      ),
      phone.getByRole('button', { name: 'Approve' }).click(),
    ]);
    assert.match(answer.headers()['location'] ?? '', /^\/auth\/phone\//, 'the phone returns to its own page');
    await expectAccounts(page, 'OP');
    await finish();
  });

  test('AIS, continue on your phone: a second browser, a touch phone, opens the link and approves; only this page gets the code', async () => {
    const { page, finish } = await visit('/ais.html');
    await bank(page, 'OP').click();
    await confirmConsent(page);
    const handoffUrl = await showHandoff(page);
    const id = (await authFlow(page).getAttribute('authorization')) ?? '';
    assert.match(id, /^[0-9a-f-]{36}$/);
    const phoneContext = await touchPhone();
    // Every address the phone asks for or is sent to, and every answer it reads.
    const seen: Promise<string>[] = [];
    phoneContext.on('request', (request) => seen.push(Promise.resolve(request.url())));
    phoneContext.on('response', (response) => {
      seen.push(Promise.resolve(response.headers().location ?? ''));
      seen.push(response.text().catch(() => ''));
    });
    try {
      const phone = await phoneContext.newPage();
      await approveOnPhone(phone, page, handoffUrl, 'OP');
      const given = await Promise.all(seen);
      assert.ok(
        given.every((text) => !text.includes(id)),
        'nothing the phone was given names the authorisation',
      );

      // Told the authorisation id, the phone's own page still gets no code: the flow takes it
      // for no first-party page, the computer's bank address approves nothing for it.
      const attempts = await phone.evaluate(async (authorization) => {
        const flow = await fetch(`/widget-api/v1/authorizations/${authorization}/flow?sandbox=true`);
        const bank = await fetch(`/sandbox-bank/authorizations/${authorization}`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
          body: 'decision=approve',
        });
        return [
          { status: flow.status, text: await flow.text() },
          { status: bank.status, text: await bank.text() },
        ];
      }, id);
      assert.deepEqual(
        attempts.map((attempt) => attempt.status),
        [403, 409],
      );
      const everything = [...(await Promise.all(seen)), ...attempts.map((attempt) => attempt.text)];
      for (const text of everything)
        assert.doesNotMatch(text, /[?&]code=/, 'nothing the phone gets holds a code');
    } finally {
      await phoneContext.close();
    }
    await expectAccounts(page, 'OP');
    await finish();
  });

  test('AIS, EMBEDDED: a licensed TPP goes straight to the credentials, in the service’s frame (demo / demo1234 / 123456)', async () => {
    const { page, finish } = await visit('/ais.html');
    await page.getByLabel('Sandbox Licensed TPP').check();
    await bank(page, 'S-Pankki').click();
    await authFlow(page).frameLocator('iframe').locator('input[name=username]').waitFor();
    assert.equal(await page.locator('service-consent').count(), 0, 'no consent widget for a licensed TPP');
    assert.equal(
      await page.locator('input[type=password]').count(),
      0,
      'no password field on the demo’s page',
    );
    await expectAccessible(page, 'the framed credentials step');
    await logInEmbedded(page);
    await expectAccounts(page, 'S-Pankki');
    await finish();
  });

  test('AIS, DECOUPLED: approval polled until done', async () => {
    const { page, finish } = await visit('/ais.html');
    await bank(page, 'Danske Bank').click();
    await confirmConsent(page);
    await authFlow(page).getByRole('heading', { name: 'Approve in your bank app' }).waitFor();
    await expectAccounts(page, 'Danske Bank');
    await finish();
  });

  test('AIS, the PSU cancels at the consent: the callback page shows access_denied', async () => {
    const { page, finish } = await visit('/ais.html');
    await bank(page, 'OP').click();
    await page.locator('service-consent').getByRole('button', { name: 'Cancel' }).click();
    await page.waitForURL(/\/callback\?.*error=access_denied/);
    await page.getByRole('heading', { name: 'The PSU cancelled' }).waitFor();
    await finish();
  });

  test('PIS: a payment authorised at the bank reaches a final status', async () => {
    const { page, finish } = await visit('/pis.html');
    await confirmPaymentAt(page, '42.00', 'OP');
    await continueAtBank(page, 'OP');
    await expectSettledPayment(page, '42.00');
    assert.equal(await page.locator('#submit-payment').count(), 0, 'nothing to submit');
    await expectAccessible(page, 'the callback page with a payment');
    await finish();
  });

  test('PIS, continue on your phone: a second browser, a touch phone, approves; this page follows the payment to its final status', async () => {
    const { page, finish } = await visit('/pis.html');
    await confirmPaymentAt(page, '17.50', 'OP');
    const handoffUrl = await showHandoff(page);
    await expectAccessible(page, 'the hand-off of a payment');
    const phoneContext = await touchPhone();
    try {
      await approveOnPhone(await phoneContext.newPage(), page, handoffUrl, 'OP');
    } finally {
      await phoneContext.close();
    }
    await expectSettledPayment(page, '17.50');
    await finish();
  });

  test('PIS, deferred submission: authorised, then submitted with the button', async () => {
    const { page, finish } = await visit('/pis.html');
    await page.getByLabel('Business', { exact: true }).check();
    await page.getByLabel(/Deferred submission/).check();
    await page.getByRole('button', { name: /^Choose the payer/ }).click();
    await bank(page, 'Nordea').click();
    await authFlow(page).getByRole('button', { name: 'Confirm' }).click();
    await continueAtBank(page, 'Nordea');
    await page.waitForURL(/\/callback\?/);
    const submit = page.getByRole('button', { name: 'Submit payment' });
    await submit.waitFor();
    assert.match(await paymentFact(page, 'Status'), /^ACCP/);
    assert.match(await paymentFact(page, 'Final status'), /^no/);
    await submit.click();
    await expectSettledWithVerifiedWebhook(page);
    await finish();
  });

  test('script tag: only the built bundle, the consent redirects to the hosted page, accounts', async () => {
    const { page, finish } = await visit('/script-tag.html');
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    await page.reload();
    await page.locator('#library-version code').waitFor();
    assert.ok(
      await page.evaluate(() => customElements.get('service-aspsp-list') !== undefined),
      'the bundle registered the elements',
    );
    assert.deepEqual(
      requested.filter((url) => url.includes('/src/')),
      [],
      'nothing of the library source is loaded',
    );
    assert.ok(requested.some((url) => url === `${demo.backendOrigin}/lib/widgets.umd.min.js`));
    assert.ok(requested.some((url) => url === `${demo.backendOrigin}/lib/widgets.css`));
    // Loaded with the hashes the build published: a changed copy would be refused.
    const published: Record<string, string> = JSON.parse(
      readFileSync(new URL('integrity.json', BUNDLE), 'utf8'),
    );
    for (const [selector, file] of [
      ['script[src$="/lib/widgets.umd.min.js"]', 'widgets.umd.min.js'],
      ['link[href$="/lib/widgets.css"]', 'widgets.css'],
    ] as const) {
      const tag = page.locator(selector);
      assert.equal(await tag.getAttribute('integrity'), published[file], `${file}: integrity`);
      assert.equal(await tag.getAttribute('crossorigin'), 'anonymous', `${file}: crossorigin`);
    }
    await bank(page, 'Nordea').click();
    await confirmConsent(page);
    await page.waitForURL(new RegExp(`^${demo.backendOrigin}/auth/ais/start\\?authorization=`));
    await authFlow(page).getByRole('button', { name: 'Nordea ID on this device' }).click();
    await continueAtBank(page, 'Nordea');
    await expectAccounts(page, 'Nordea');
    await finish();
  });

  test('the server side: checked input, signed calls within the rules, no key or JWT for the browser', async () => {
    const demoApi = async (path: string, body?: unknown) => {
      const response = await fetch(new URL(`/demo-api${path}`, demo.url), {
        method: body === undefined ? 'GET' : 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      assert.doesNotMatch(text, /eyJ[\w-]+\.eyJ/, 'no JWT in an answer to the browser');
      assert.doesNotMatch(text, /PRIVATE KEY/);
      return { status: response.status, body: JSON.parse(text) as Record<string, unknown> };
    };
    type Call = {
      path: string;
      status: number;
      requestBody?: { access: { valid_until: string }; redirect_url: string };
    };

    const started = await demoApi('/auth', {
      application: 'sandbox-shop',
      aspsp: { name: 'Danske Bank', country: 'FI' },
      psuType: 'personal',
    });
    assert.equal(started.status, 200);
    const auth = (started.body.calls as Call[]).find((call) => call.path === '/auth');
    assert.equal(auth?.status, 200);
    // Danske Bank's maximum_consent_validity is 90 days.
    const validUntil = Date.parse(auth?.requestBody?.access.valid_until ?? '');
    assert.ok(validUntil > Date.now() && validUntil <= Date.now() + 90 * 24 * 3600 * 1000);
    assert.equal(auth?.requestBody?.redirect_url, new URL('/callback', demo.url).href);

    const journey = await demoApi(`/journeys/${String(started.body.state)}`);
    assert.deepEqual(journey.body.journey, {
      service: 'AIS',
      application: { key: 'sandbox-shop', name: 'Sandbox Shop' },
      aspsp: { name: 'Danske Bank', country: 'FI' },
      psuType: 'personal',
    });

    const payment = {
      application: 'sandbox-shop',
      aspsp: { name: 'Nordea', country: 'FI' },
      psuType: 'business',
      amount: '10.00',
      currency: 'EUR',
      creditorName: 'Demo Shop Oy',
      creditorIban: 'FI21 1234 5600 0007 85',
      deferSubmission: true,
    };
    const badIban = await demoApi('/payments', { ...payment, creditorIban: 'FI22 1234 5600 0007 85' });
    assert.equal(badIban.status, 400);
    assert.equal(badIban.body.error, 'DEMO_BAD_REQUEST');
    assert.deepEqual(badIban.body.calls, [], 'refused before any JSON API call');

    const created = await demoApi('/payments', payment);
    assert.equal(created.status, 200);
    assert.equal(created.body.deferred, true);
    const early = await demoApi(`/journeys/${String(created.body.state)}/submit`, {});
    assert.equal(early.body.error, 'PAYMENT_NOT_AUTHORIZED', 'the JSON API error reaches the page');

    const unknown = await demoApi('/journeys/no-such-state/payment');
    assert.equal(unknown.status, 404);
    assert.equal(unknown.body.error, 'DEMO_UNKNOWN_JOURNEY');
  });

  test('playgrounds: a control changes the live element and the snippet; events are logged', async () => {
    const list = await visit('/playground-aspsp-list.html');
    await list.page.locator('.event[data-event="ready"]').first().waitFor();
    await list.page.getByLabel('country').selectOption('SE');
    await list.page.getByLabel('search-term').fill('Nord');
    assert.equal(await list.page.locator('service-aspsp-list').getAttribute('country'), 'SE');
    assert.match(
      (await list.page.locator('#snippet').textContent()) ?? '',
      /country="SE"[\s\S]*search-term="Nord"/,
    );
    await bank(list.page, 'Nordea').click();
    const selected = list.page.locator('.event[data-event="selected"] .event-detail');
    const detail = JSON.parse((await selected.textContent()) ?? '{}') as Record<string, unknown>;
    assert.equal(detail.name, 'Nordea');
    assert.equal(detail.country, 'SE');
    await list.finish();

    const consent = await visit('/playground-consent.html');
    await consent.page.locator('.event[data-event="ready"]').first().waitFor();
    await consent.page.getByLabel('locale').selectOption('fi');
    assert.equal(await consent.page.locator('service-consent').getAttribute('locale'), 'fi');
    await consent.page.locator('service-consent').getByRole('button', { name: 'Vahvista' }).click();
    await consent.page.locator('.event[data-event="confirmed"]').waitFor();
    assert.match(consent.page.url(), /playground-consent/, 'preventDefault kept the page');
    await consent.finish();

    const flow = await visit('/playground-auth-flow.html');
    await flow.page.locator('.event[data-event="ais-loaded"]').waitFor();
    await flow.page.getByRole('button', { name: 'New payment' }).click();
    await flow.page.locator('.event[data-event="pis-loaded"]').waitFor();
    const element = flow.page.locator('service-auth-flow');
    assert.equal(await element.getAttribute('authorization'), null);
    assert.ok(await element.getAttribute('payment'));
    await flow.finish();
  });
});
