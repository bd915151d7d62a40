/**
 * The PSU's phone in tests over HTTP: a small browser that follows redirects, links
 * and forms as a real one does on the sandbox's server-rendered pages, and keeps every address
 * and page it was given, so a test can say what the phone could know.
 */

export interface PhonePage {
  url: string;
  status: number;
  headers: Headers;
  html: string;
}

/** A form of a page, as pressing one of its buttons would send it. */
export interface PhoneForm {
  action: string;
  fields: Record<string, string>;
}

export class PhoneBrowser {
  /** Every address requested or redirected to, and every page: all that the phone has seen. */
  readonly seen: string[] = [];

  /** A typed or scanned address. */
  open(url: string): Promise<PhonePage> {
    return this.load(url, { method: 'GET' });
  }

  /** Opens a hand-off URL as a person does: its page, then its Continue when it has one. */
  async openHandoff(url: string): Promise<PhonePage> {
    const page = await this.open(url);
    return formOf(page, 'Continue') ? this.press(page, 'Continue') : page;
  }

  async follow(page: PhonePage, linkText: string): Promise<PhonePage> {
    const links = page.html.matchAll(/<a\b[^>]*\bhref="([^"]*)"[^>]*>([\s\S]*?)<\/a>/g);
    const link = [...links].find(([, , text]) => textOf(text ?? '') === linkText);
    if (!link) throw new Error(`no link "${linkText}" on ${page.url}: ${textOf(page.html)}`);
    return this.open(new URL(unescapeHtml(link[1] ?? ''), page.url).href);
  }

  async press(page: PhonePage, buttonText: string): Promise<PhonePage> {
    const form = formOf(page, buttonText);
    if (!form) throw new Error(`no "${buttonText}" button on ${page.url}: ${textOf(page.html)}`);
    return this.submit(page, form);
  }

  /**
   * Posts a form from a page. A browser sends the page's origin, or `null` when the page's
   * Referrer-Policy is no-referrer (as the sandbox's pages are).
   */
  submit(page: PhonePage, form: PhoneForm): Promise<PhonePage> {
    const sameOrigin = new URL(form.action).origin === new URL(page.url).origin;
    const noReferrer = page.headers.get('referrer-policy') === 'no-referrer';
    return this.load(form.action, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        Origin: noReferrer ? 'null' : new URL(page.url).origin,
        'Sec-Fetch-Site': sameOrigin ? 'same-origin' : 'cross-site',
      },
      body: new URLSearchParams(form.fields).toString(),
    });
  }

  private async load(url: string, init: RequestInit): Promise<PhonePage> {
    let next = url;
    let request = init;
    for (let hops = 0; hops < 10; hops += 1) {
      this.seen.push(next);
      const response = await fetch(next, { ...request, redirect: 'manual' });
      const html = await response.text();
      this.seen.push(html);
      const location = response.headers.get('location');
      if (response.status < 300 || response.status >= 400 || location === null) {
        return { url: next, status: response.status, headers: response.headers, html };
      }
      next = new URL(location, next).href;
      request = { method: 'GET' };
    }
    throw new Error(`too many redirects from ${url}`);
  }
}

/** The form holding the button with this text: its action and what pressing the button sends. */
export function formOf(page: PhonePage, buttonText: string): PhoneForm | undefined {
  for (const [, attributes = '', inner = ''] of page.html.matchAll(/<form\b([^>]*)>([\s\S]*?)<\/form>/g)) {
    const buttons = [...inner.matchAll(/<button\b([^>]*)>([\s\S]*?)<\/button>/g)];
    const button = buttons.find(([, , text]) => textOf(text ?? '') === buttonText);
    if (!button) continue;
    const fields: Record<string, string> = {};
    for (const [input = ''] of inner.matchAll(/<input\b[^>]*>/g)) {
      const name = attribute(input, 'name');
      if (name !== undefined) fields[name] = attribute(input, 'value') ?? '';
    }
    for (const [, selectAttributes = '', options = ''] of inner.matchAll(
      /<select\b([^>]*)>([\s\S]*?)<\/select>/g,
    )) {
      const name = attribute(selectAttributes, 'name');
      const chosen = /<option\b[^>]*\bselected[^>]*>/.exec(options) ?? /<option\b[^>]*>/.exec(options);
      if (name !== undefined && chosen) fields[name] = attribute(chosen[0], 'value') ?? '';
    }
    const buttonName = attribute(button[1] ?? '', 'name');
    if (buttonName !== undefined) fields[buttonName] = attribute(button[1] ?? '', 'value') ?? '';
    return { action: new URL(attribute(attributes, 'action') ?? '', page.url).href, fields };
  }
  return undefined;
}

/** A page's words without markup, as the phone's screen shows them. */
export function textOf(html: string): string {
  return unescapeHtml(
    html
      .replace(/<head>[\s\S]*<\/head>/, '')
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim(),
  );
}

function attribute(tag: string, name: string): string | undefined {
  const value = new RegExp(`\\b${name}="([^"]*)"`).exec(tag)?.[1];
  return value === undefined ? undefined : unescapeHtml(value);
}

function unescapeHtml(value: string): string {
  return value
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&amp;', '&');
}
