/**
 * The PSU's phone in browser tests: a touch-screen browser context of its own in Playwright's
 * Chromium, whichever browser runs the test, so it shares no cookie, storage or page with the
 * test's page, and it scans (opens) a hand-off URL, taps Continue, Approve or Cancel, as a
 * person does. Each test session has one phone at a time, reached through the `phone` server
 * command (touch-phone.ts).
 */
import type { TestRunnerPlugin } from '@web/test-runner';
import { chromium, type Browser, type Locator, type Page } from 'playwright';
import { chromiumLaunchOptions } from '../../scripts/browsers.mjs';
import type { PhoneAnswer, PhoneCommand, PhoneScreen } from './touch-phone-command.js';

/** A phone's page and the status of the last document it loaded. */
interface Phone {
  page: Page;
  status: number;
}

export function touchPhonePlugin(): TestRunnerPlugin {
  let browser: Promise<Browser> | undefined;
  const phones = new Map<string, Phone>();

  async function phoneOf(sessionId: string): Promise<Phone> {
    const existing = phones.get(sessionId);
    if (existing) return existing;
    browser ??= chromium.launch(chromiumLaunchOptions());
    const context = await (
      await browser
    ).newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    context.setDefaultTimeout(15_000);
    const phone: Phone = { page: await context.newPage(), status: 0 };
    phone.page.on('response', (response) => {
      if (response.request().isNavigationRequest() && response.frame() === phone.page.mainFrame()) {
        phone.status = response.status();
      }
    });
    phones.set(sessionId, phone);
    return phone;
  }

  async function putDown(sessionId: string): Promise<void> {
    const phone = phones.get(sessionId);
    phones.delete(sessionId);
    await phone?.page.context().close();
  }

  async function run(sessionId: string, command: PhoneCommand): Promise<PhoneScreen | boolean> {
    if (command.op === 'putDown') {
      await putDown(sessionId);
      return true;
    }
    const phone = await phoneOf(sessionId);
    if (command.op === 'pickUp') return true;
    const { page } = phone;
    if (command.op === 'open') {
      await page.goto(command.url);
      const proceed = page.getByRole('button', { name: 'Continue', exact: true });
      if (await proceed.isVisible()) await tapAndLoad(page, proceed);
    } else if (command.op === 'read') {
      await page.reload();
    } else {
      await answer(page, command.answer);
    }
    return { status: phone.status, url: page.url(), text: await page.locator('body').innerText() };
  }

  return {
    name: 'touch-phone',
    async serverStop() {
      await Promise.all([...phones.keys()].map(putDown));
      await (await browser)?.close();
    },
    async executeCommand({ command, payload, session }) {
      if (command !== 'phone') return undefined;
      try {
        return { ok: await run(session.id, payload as PhoneCommand) };
      } catch (error) {
        // Handed to the test, which throws it: a thrown command would leave the test hanging.
        return { error: error instanceof Error ? error.message : String(error) };
      }
    },
  };
}

/**
 * Approve: at a redirect step at the bank the phone page links to, at a decoupled step on the
 * phone page itself (the simulated bank app). Cancel: the phone page's Cancel.
 */
async function answer(page: Page, answer: PhoneAnswer): Promise<void> {
  const button = page.getByRole('button', { name: answer === 'approve' ? 'Approve' : 'Cancel' });
  const bank = page.getByRole('link', { name: /^Continue to / });
  if (answer === 'approve' && !(await button.isVisible()) && (await bank.isVisible())) {
    await tapAndLoad(page, bank);
  }
  await tapAndLoad(page, button);
}

/** Taps, and waits for the page the tap leads to (after any redirect) to load. */
async function tapAndLoad(page: Page, target: Locator): Promise<void> {
  // Together, so that a tap that fails leaves no wait behind to fail on its own.
  await Promise.all([page.waitForEvent('load'), target.tap()]);
}
