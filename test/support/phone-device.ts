/**
 * The PSU's phone in browser tests, on the Node side: it opens a hand-off URL and answers on
 * the mock's server-rendered phone pages with plain HTTP, as their forms would. Every answer
 * is what the phone then shows (status, final URL, text without markup).
 */
export interface PhoneScreen {
  status: number;
  /** The phone page's URL: the phone's key to the hand-off from now on. */
  url: string;
  text: string;
}

export type PhoneAnswer = 'approve' | 'cancel';

export async function openOnPhone(handoffUrl: string): Promise<PhoneScreen> {
  return screen(await fetch(handoffUrl));
}

export async function readPhone(pageUrl: string): Promise<PhoneScreen> {
  return screen(await fetch(pageUrl));
}

/**
 * Approve: at a redirect step through the bank page the phone page links to, at a decoupled
 * step on the phone page itself. Cancel: the phone page's Cancel.
 */
export async function answerOnPhone(pageUrl: string, answer: PhoneAnswer): Promise<PhoneScreen> {
  const page = await (await fetch(pageUrl)).text();
  const bankLink = /href="([^"]*\/sandbox-bank\/[^"]*)"/.exec(page)?.[1]?.replaceAll('&amp;', '&');
  const target = answer === 'approve' && bankLink ? new URL(bankLink, pageUrl).href : pageUrl;
  return screen(
    await fetch(target, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ decision: answer }).toString(),
    }),
  );
}

async function screen(response: Response): Promise<PhoneScreen> {
  const html = await response.text();
  const text = html
    .replace(/<head>[\s\S]*<\/head>/, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return { status: response.status, url: response.url, text };
}
