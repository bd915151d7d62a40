/**
 * The PSU's phone in browser tests, on the Node side: it opens a hand-off URL and answers on
 * the mock's server-rendered phone pages with plain HTTP, as their forms would (phone-browser.ts).
 * Every answer is what the phone then shows (status, final URL, text without markup).
 */
import { formOf, PhoneBrowser, textOf, type PhonePage } from './phone-browser.js';

export interface PhoneScreen {
  status: number;
  /** The phone page's URL: the phone's key to the hand-off from now on. */
  url: string;
  text: string;
}

export type PhoneAnswer = 'approve' | 'cancel';

/** The hand-off URL's page, then its Continue, which uses the link. */
export async function openOnPhone(handoffUrl: string): Promise<PhoneScreen> {
  return screen(await new PhoneBrowser().openHandoff(handoffUrl));
}

export async function readPhone(pageUrl: string): Promise<PhoneScreen> {
  return screen(await new PhoneBrowser().open(pageUrl));
}

/**
 * Approve: at a redirect step through the bank page the phone page links to, at a decoupled
 * step on the phone page itself. Cancel: the phone page's Cancel.
 */
export async function answerOnPhone(pageUrl: string, answer: PhoneAnswer): Promise<PhoneScreen> {
  const phone = new PhoneBrowser();
  const page = await phone.open(pageUrl);
  const button = answer === 'approve' ? 'Approve' : 'Cancel';
  const bankLink = /<a\b[^>]*href="[^"]*\/sandbox-bank\/[^"]*"[^>]*>([^<]*)<\/a>/.exec(page.html)?.[1];
  const toBank = answer === 'approve' && !formOf(page, button) && bankLink !== undefined;
  const at = toBank ? await phone.follow(page, textOf(bankLink)) : page;
  return screen(await phone.press(at, button));
}

function screen(page: PhonePage): PhoneScreen {
  return { status: page.status, url: page.url, text: textOf(page.html) };
}
