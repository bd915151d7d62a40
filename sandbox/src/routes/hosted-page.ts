import type { ServerResponse } from 'node:http';
import { escapeHtml, htmlDocument, pageContentSecurityPolicy, sendHtml } from '../http/html.js';
import { sendStylesheet } from '../http/respond.js';
import type { AttemptRecord } from '../state/records.js';
import { PAGE_TEXTS } from '../views/page-texts/all.js';
import { fill } from '../views/page-texts/fill.js';
import { pageLanguage } from '../views/page-texts/page-language.js';
import { hostedPageAttempt, hostedPageLocale } from '../views/page-urls.js';
import type { BackendContext } from '../request/context.js';
import { pageAttempt } from './page-attempt.js';

export const HOSTED_PAGE_PREFIX = '/auth';
/** The page's own look, beside the widget's (widgets.css): its heading. */
const HOSTED_STYLESHEET_PATH = `${HOSTED_PAGE_PREFIX}/hosted.css`;

/**
 * GET /auth/ais/start?authorization={id} and /auth/pis/start?payment={id} (or the first
 * form, /auth/authorizations/{id} and /auth/payments/{id}), whatever other parameters a
 * client appends: the page where the PSU authorises, in the address's `locale`, else the
 * authorisation's `language`, where the widgets speak it, else in the browser's
 * (`acceptLanguage`), else in English. Its widget speaks the same: it reads the page's `lang`.
 */
export function serveHostedPage(
  response: ServerResponse,
  context: BackendContext,
  url: URL,
  acceptLanguage: string | undefined,
): void {
  if (url.pathname === HOSTED_STYLESHEET_PATH) return sendStylesheet(response, HOSTED_CSS);
  const named = hostedPageAttempt(url);
  const attempt = named === undefined ? undefined : pageAttempt(context.store, named);
  const language = pageLanguage([hostedPageLocale(url), attempt?.language], acceptLanguage);
  const texts = PAGE_TEXTS[language];
  if (!attempt) {
    const body = `<main><h1>${escapeHtml(texts.notFoundTitle)}</h1><p>${escapeHtml(texts.noSuchAttempt)}</p></main>`;
    const html = htmlDocument({ title: texts.notFoundTitle, lang: language, body });
    sendHtml(response, 404, html, pageContentSecurityPolicy());
    return;
  }
  // The page's title heads it too: the widget's steps are headed by h2.
  const title = fill(texts.hostedTitle, { aspsp: attempt.aspsp.name });
  const html = htmlDocument({
    title,
    lang: language,
    head: `<link rel="stylesheet" href="/lib/widgets.css">\n<link rel="stylesheet" href="${HOSTED_STYLESHEET_PATH}">\n<script src="/lib/widgets.umd.min.js" defer></script>`,
    body: `<main>\n<h1>${escapeHtml(title)}</h1>\n${authFlowElement(attempt, context.origin)}\n</main>`,
  });
  // Its widget's requests name this page (Referer): its proof of being first-party (hosted-page-proof.ts).
  // Its widget frames the sandbox's own credentials page (credentials-frame/).
  sendHtml(response, 200, html, `${pageContentSecurityPolicy()}; frame-src 'self'`, 'same-origin');
}

function authFlowElement(attempt: AttemptRecord, origin: string): string {
  const idAttribute = attempt.service === 'AIS' ? 'authorization' : 'payment';
  const sandbox = attempt.application.environment === 'SANDBOX' ? ' sandbox' : '';
  return `<service-auth-flow ${idAttribute}="${escapeHtml(attempt.id)}" origin="${escapeHtml(origin)}"${sandbox}></service-auth-flow>`;
}

/**
 * The heading at the widget's inset (widgets.css pads the widget by 1rem), in the page's font
 * as the widget is, a size above the widget's h2.
 */
const HOSTED_CSS = `main > h1 { margin: 1rem 1rem 0; font-size: 1.5rem; line-height: 1.25; }
`;
