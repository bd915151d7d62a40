/**
 * service-sandbox/playwright: the PSU at the sandbox's bank in a merchant's end-to-end test.
 * `await completeAtBank(page, { user: 'demo', outcome: 'approve' })` finishes what the widget
 * (`<service-auth-flow>`) or the hosted page left at the bank, as the PSU would: on the
 * simulated bank's page (a redirect), in the credentials form or the sandbox's credentials
 * frame (embedded), or in the bank app of a decoupled step, which the sandbox plays through
 * its PSU call while the widget polls. It takes the test's Page and launches nothing.
 */
import type { Frame, Page } from 'playwright-core';
import { BANK_USERS, DEFAULT_BANK_USER } from './data/sandbox-users.js';
import { decideAsPsu, type PsuOutcome } from './testing/psu-client.js';

export type { PsuOutcome } from './testing/psu-client.js';

export interface CompleteAtBankOptions {
  /** The test user who logs in: demo (default), tester or a scenario user such as login-refused. */
  user?: string;
  /** approve (default), reject (at the bank's page or app) or cancel. */
  outcome?: PsuOutcome;
  /** AIS at a redirect step: the kinds of account to share (current, savings, card, currency, loan); default all. */
  accounts?: 'all' | string[];
  /** PIS at a redirect step: the account to pay from; default current. */
  payFrom?: 'current' | 'savings' | 'currency';
  /** Real milliseconds for the bank to be reached and for the flow to end; default 15000. */
  timeoutMs?: number;
}

const AUTH_FLOW = 'service-auth-flow';
const BANK_PATH = '/sandbox-bank/';
const DEFAULT_TIMEOUT_MS = 15_000;
const POLL_MS = 100;

/** Where the PSU is: what completeAtBank finds on the page. */
type Place =
  | 'bank page'
  | 'bank link'
  | 'credentials frame'
  | 'credentials form'
  | 'decoupled'
  | 'on the way back to the application';

export async function completeAtBank(page: Page, options: CompleteAtBankOptions = {}): Promise<void> {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const deadline = Date.now() + timeoutMs;
  let place = await placeOf(page, deadline);
  if (place === 'bank link') {
    await page.locator(`${AUTH_FLOW} a[href*="${BANK_PATH}"]`).first().click();
    place = await placeOf(page, deadline);
  }
  switch (place) {
    case 'bank page':
      await answerAtBankPage(page, options);
      break;
    case 'credentials frame':
    case 'credentials form':
      await logIn(page, place, options);
      break;
    case 'decoupled':
      await answerInBankApp(page, options);
      break;
    case 'bank link':
      throw new Error('The bank link did not lead to the sandbox bank.');
    case 'on the way back to the application':
      break;
  }
  await flowEnded(page, deadline, timeoutMs);
}

/** The first of the places the PSU can be at, waiting for one until the deadline. */
async function placeOf(page: Page, deadline: number): Promise<Place> {
  for (;;) {
    const place = await currentPlace(page);
    if (place !== undefined) return place;
    if (Date.now() > deadline) {
      throw new Error(
        `completeAtBank: neither the sandbox bank nor a credentials, bank or decoupled step of ${AUTH_FLOW} on ${page.url()}.`,
      );
    }
    await page.waitForTimeout(POLL_MS);
  }
}

async function currentPlace(page: Page): Promise<Place | undefined> {
  if (new URL(page.url()).pathname.startsWith(BANK_PATH)) return 'bank page';
  const flow = page.locator(AUTH_FLOW);
  const visible = async (selector: string) => (await flow.locator(selector).count()) > 0;
  if (await visible('iframe.service-credentials-frame')) return 'credentials frame';
  if (await visible('form.service-credentials')) return 'credentials form';
  if (await visible('.service-waiting')) return 'decoupled';
  if (await visible(`a[href*="${BANK_PATH}"]`)) return 'bank link';
  // The flow's done step sends the browser to the application at once: until it is there, the
  // page still shows the step (a navigation the widget could not make shows an error instead).
  if (await visible('.service-flow[data-step=done]')) return 'on the way back to the application';
  return undefined;
}

/** The simulated bank's form: log in as the user, choose the accounts, approve or reject. */
async function answerAtBankPage(page: Page, options: CompleteAtBankOptions): Promise<void> {
  const outcome = options.outcome ?? 'approve';
  if (outcome === 'cancel') {
    // The bank's page has no Cancel: the PSU leaves it and cancels the flow.
    const [, kind, id] = /\/sandbox-bank\/(authorizations|payments)\/([^/?#]+)/.exec(page.url()) ?? [];
    if (kind === undefined || id === undefined) throw new Error('A hand-off phone page cannot cancel here.');
    const result = await decideAsPsu(new URL(page.url()).origin, id, 'cancel', psuOptions(options));
    await page.goto(result.redirectUrl);
    return;
  }
  await page.locator('select[name=user]').selectOption(options.user ?? DEFAULT_BANK_USER);
  if (options.payFrom !== undefined) await page.locator('select[name=account]').selectOption(options.payFrom);
  if (options.accounts !== undefined && options.accounts !== 'all') {
    for (const kind of options.accounts) await page.locator(`input[name=share][value="${kind}"]`).check();
  }
  await page.locator(`button[name=decision][value=${outcome}]`).click();
}

/** The embedded login, in the widget's own form or in the sandbox's frame: the user's credentials, or Cancel. */
async function logIn(page: Page, place: Place, options: CompleteAtBankOptions): Promise<void> {
  const outcome = options.outcome ?? 'approve';
  if (outcome === 'reject') {
    throw new Error('completeAtBank: an embedded bank has no step to reject at once logged in; use cancel.');
  }
  if (outcome === 'cancel') {
    // The step's Cancel, in any locale: the form's plain button, or the framed step's action.
    const cancel = `${AUTH_FLOW} form.service-credentials > button[type=button], ${AUTH_FLOW} .service-actions > button[type=button]`;
    await page.locator(cancel).first().click();
    return;
  }
  const name = options.user ?? DEFAULT_BANK_USER;
  const user = BANK_USERS.find((candidate) => candidate.username === name);
  if (!user) throw new Error(`completeAtBank: there is no test user "${name}".`);
  const values: Record<string, string> = {
    username: user.username,
    password: user.password,
    otp: user.otp ?? '',
  };
  const form =
    place === 'credentials frame'
      ? await credentialsFrame(page)
      : page.locator(`${AUTH_FLOW} form.service-credentials`);
  for (const [field, value] of Object.entries(values)) {
    const input = form.locator(`input[name="${field}"]`);
    if ((await input.count()) > 0) await input.fill(value);
  }
  await form.locator('button[type=submit]').click();
}

/** The sandbox's credentials frame, once its form is there. */
async function credentialsFrame(page: Page): Promise<Frame> {
  const handle = await page.locator(`${AUTH_FLOW} iframe.service-credentials-frame`).elementHandle();
  const frame = await handle?.contentFrame();
  if (!frame) throw new Error('completeAtBank: the credentials frame has no document.');
  await frame.locator('input[name="username"]').waitFor();
  return frame;
}

/** A decoupled step's bank app is the sandbox's to play: the PSU call answers it, and the widget's next poll sees it. */
async function answerInBankApp(page: Page, options: CompleteAtBankOptions): Promise<void> {
  const flow = page.locator(AUTH_FLOW);
  const id = (await flow.getAttribute('authorization')) ?? (await flow.getAttribute('payment'));
  if (id === null) throw new Error(`completeAtBank: ${AUTH_FLOW} names no authorization or payment.`);
  const origin = (await flow.getAttribute('origin')) ?? new URL(page.url()).origin;
  await decideAsPsu(origin, id, options.outcome ?? 'approve', psuOptions(options));
}

function psuOptions(options: CompleteAtBankOptions) {
  return {
    ...(options.user === undefined ? {} : { user: options.user }),
    ...(options.accounts === undefined ? {} : { accounts: options.accounts }),
    ...(options.payFrom === undefined ? {} : { payFrom: options.payFrom }),
  };
}

/**
 * Done when the PSU is no longer at the bank nor at a step of it: back at the application, or
 * the flow's end shown (its failed step, or an error); its done step is on the way back.
 */
async function flowEnded(page: Page, deadline: number, timeoutMs: number): Promise<void> {
  for (;;) {
    const place = await currentPlace(page).catch(() => 'navigating' as const);
    if (place === undefined) return;
    if (Date.now() > deadline) {
      throw new Error(
        `completeAtBank: the flow did not end within ${timeoutMs} ms; the PSU is still at: ${place}.`,
      );
    }
    await page.waitForTimeout(POLL_MS);
  }
}
