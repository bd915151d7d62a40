import type { ServerResponse } from 'node:http';
import { DECOUPLED_PROMPTS, DEFAULT_DECOUPLED_PROMPT } from '../views/decoupled-prompts.js';
import { applyTransition } from '../flow/apply-transition.js';
import {
  HANDOFF_PATH,
  PHONE_BANK_PATH,
  PHONE_PATH,
  PHONE_STYLESHEET_PATH,
  openTicket,
  ticketAttempt,
  ticketOfPhone,
  ticketState,
  type TicketState,
} from '../flow/handoff.js';
import { cancelledPhase, isExpired, statusFor } from '../flow/transitions.js';
import { loginRefusal } from '../accounts/login-refusal.js';
import { verificationCodeFor } from '../flow/verification-code.js';
import { escapeHtml, htmlDocument, pageContentSecurityPolicy, sendHtml } from '../http/html.js';
import type { RequestBody } from '../http/read-body.js';
import { sendEmpty, sendStylesheet } from '../http/respond.js';
import type { AttemptRecord, HandoffTicket } from '../state/records.js';
import { PAGE_TEXTS, type PageTexts } from '../views/page-texts/all.js';
import { fill } from '../views/page-texts/fill.js';
import type { PageLanguage } from '../types/page-languages.js';
import { pageLanguage } from '../views/page-texts/page-language.js';
import { requestText } from '../views/page-texts/request-text.js';
import type { BackendContext } from '../request/context.js';
import { isOpener, openerCookie } from './handoff-opener.js';
import { formTokenInput, ownPageForm, sendForeignForm } from './page-form.js';

export function isHandoffPath(path: string): boolean {
  return path.startsWith(HANDOFF_PATH) || path.startsWith(PHONE_PATH) || path === PHONE_STYLESHEET_PATH;
}

/** Whether a POST to this path reaches a hand-off link or a phone page, which take a form; known before its body is read. */
export function takesHandoffForm(context: BackendContext, path: string): boolean {
  if (path.startsWith(HANDOFF_PATH)) return context.store.handoffs.has(path.slice(HANDOFF_PATH.length));
  return (
    path.startsWith(PHONE_PATH) && ticketOfPhone(context.store, path.slice(PHONE_PATH.length)) !== undefined
  );
}

/**
 * The hand-off pages, the hosted end-user page on the PSU's phone: GET /auth/handoff/{token}
 * shows a Continue button and uses nothing (link previews and mail scanners GET it too); its
 * POST uses the ticket and sends the phone to its own page (and, from the device that used it,
 * the GET and the POST go there again: handoff-opener.ts); GET /auth/phone/{key} shows the
 * step as the phone sees it; POST /auth/phone/{key} takes the phone's answer (decision=approve
 * at a decoupled step, decision=cancel at either step). The phone never goes to the application.
 * The pages speak the language of the widget that showed the link, else the authorisation's
 * `language`, else the phone's (`acceptLanguage`), else English.
 */
export function serveHandoffPage(
  response: ServerResponse,
  context: BackendContext,
  method: string,
  path: string,
  body: RequestBody,
  headers: { origin?: string; acceptLanguage?: string; cookie?: string },
): void {
  if (path === PHONE_STYLESHEET_PATH) return sendStylesheet(response, PHONE_CSS);
  // Not a PSU's page: no browser sends another method to a link or a form.
  if (method !== 'GET' && method !== 'POST') {
    return sendPage(response, 405, 'en', 'Method not allowed', '<p>Use GET or POST.</p>');
  }
  const form = method === 'POST' ? ownPageForm(context, path, body, headers.origin) : undefined;
  if (method === 'POST' && !form) return sendForeignForm(response);
  if (path.startsWith(HANDOFF_PATH)) {
    return serveHandoffLink(response, context, path, method === 'POST', headers);
  }
  const ticket = path.startsWith(PHONE_PATH)
    ? ticketOfPhone(context.store, path.slice(PHONE_PATH.length))
    : undefined;
  const attempt = ticket && ticketAttempt(context.store, ticket);
  if (!ticket?.phone_key || !attempt) return sendNotFound(response, headers.acceptLanguage);
  const language = phoneLanguage(ticket, attempt, headers.acceptLanguage);
  if (!form) return sendPhonePage(response, context, attempt, ticket.phone_key, language);
  takeAnswer(context, attempt, form.get('decision'));
  sendToPhonePage(response, ticket.phone_key);
}

/** The language of a phone page: the widget's where it showed the link, the authorisation's, the phone's. */
function phoneLanguage(
  ticket: HandoffTicket,
  attempt: AttemptRecord,
  acceptLanguage: string | undefined,
): PageLanguage {
  return pageLanguage([ticket.language, attempt.language], acceptLanguage);
}

/** The hand-off URL: its page, and the page's Continue, which uses the ticket. */
function serveHandoffLink(
  response: ServerResponse,
  context: BackendContext,
  path: string,
  continues: boolean,
  headers: { acceptLanguage?: string; cookie?: string },
): void {
  const ticket = context.store.handoffs.get(path.slice(HANDOFF_PATH.length));
  const attempt = ticket && ticketAttempt(context.store, ticket);
  if (!ticket || !attempt) return sendNotFound(response, headers.acceptLanguage);
  // A double tap or Back on the device that opened the link (it holds the cookie): its page again.
  if (ticket.phone_key !== undefined && isOpener(ticket, headers.cookie)) {
    return sendToPhonePage(response, ticket.phone_key);
  }
  const language = phoneLanguage(ticket, attempt, headers.acceptLanguage);
  const state = ticketState(ticket, attempt, context.now());
  if (state !== 'open') return sendClosedTicket(response, context, state, language);
  if (!continues) return sendContinuePage(response, context, path, language);
  const phoneKey = openTicket(ticket);
  const secure = new URL(context.origin).protocol === 'https:';
  sendToPhonePage(response, phoneKey, openerCookie(path, phoneKey, secure));
}

function sendToPhonePage(response: ServerResponse, phoneKey: string, cookie?: string): void {
  const headers = { Location: `${PHONE_PATH}${phoneKey}`, 'Cache-Control': 'no-store' };
  sendEmpty(response, 303, cookie === undefined ? headers : { ...headers, 'Set-Cookie': cookie });
}

/** Says only what a link preview may show: no application, bank or amount. */
function sendContinuePage(
  response: ServerResponse,
  context: BackendContext,
  path: string,
  language: PageLanguage,
): void {
  const texts = PAGE_TEXTS[language];
  const body = `<p>${escapeHtml(texts.continueText)}</p>
<form method="post" action="${escapeHtml(path)}">
${formTokenInput(context, path)}
<button type="submit">${escapeHtml(texts.continueButton)}</button>
</form>`;
  sendPhone(response, context, language, texts.continueTitle, body);
}

/** Approve (a decoupled step's simulated bank app) or cancel; anything else changes nothing. */
function takeAnswer(context: BackendContext, attempt: AttemptRecord, decision: string | null): void {
  const now = context.now();
  const step = attempt.phase.type;
  if (isExpired(attempt, now) || (step !== 'redirect' && step !== 'decoupled')) return;
  const phase =
    decision === 'cancel'
      ? cancelledPhase('The user cancelled the authorisation on their phone.')
      : decision === 'approve' && step === 'decoupled'
        ? ({ type: 'done' } as const)
        : undefined;
  if (phase)
    applyTransition(attempt, { phase, status: statusFor(phase, attempt.status) }, context.store, now);
}

function sendPhonePage(
  response: ServerResponse,
  context: BackendContext,
  attempt: AttemptRecord,
  phoneKey: string,
  language: PageLanguage,
): void {
  const texts = PAGE_TEXTS[language];
  const phase = attempt.phase;
  const path = `${PHONE_PATH}${phoneKey}`;
  const formStart = `<form method="post" action="${escapeHtml(path)}">${formTokenInput(context, path)}`;
  const cancel = `<button type="submit" name="decision" value="cancel" class="secondary">${escapeHtml(texts.cancelButton)}</button>`;
  const intro = `<p>${escapeHtml(requestText(attempt, language))}</p>`;
  // The phone's last word: the code goes to the computer that started, never to this device.
  const returnText = `<p class="return">${escapeHtml(texts.returnText)}</p>`;
  const show = (title: string, body: string) => sendPhone(response, context, language, title, body);
  if (isExpired(attempt, context.now())) {
    return show(texts.overTitle, `<p>${escapeHtml(texts.expiredText)}</p>${returnText}`);
  }
  const aspsp = attempt.aspsp.name;
  switch (phase.type) {
    case 'redirect': {
      const bank = `${PHONE_BANK_PATH}${phoneKey}`;
      const body = `${intro}
<p><a class="button" href="${escapeHtml(bank)}">${escapeHtml(fill(texts.redirectLink, { aspsp }))}</a></p>
${formStart}${cancel}</form>`;
      return show(fill(texts.redirectTitle, { aspsp }), body);
    }
    case 'decoupled': {
      const prompt = DECOUPLED_PROMPTS[phase.method.name] ?? DEFAULT_DECOUPLED_PROMPT;
      const code = prompt.showsVerificationCode
        ? `<p>${escapeHtml(texts.verificationCode)} <strong>${escapeHtml(verificationCodeFor(attempt.id))}</strong></p>`
        : '';
      const body = `<p><strong>${escapeHtml(texts.simulatedApp)}</strong> ${escapeHtml(texts.noRealBank)}</p>
${intro}
<p>${escapeHtml(texts[prompt.pageText])}</p>
${code}
${formStart}
<button type="submit" name="decision" value="approve">${escapeHtml(texts.approveButton)}</button>
${cancel}
</form>`;
      return show(texts.decoupledTitle, body);
    }
    case 'done':
      return show(texts.authorisedTitle, returnText);
    case 'failed': {
      if (phase.error === 'access_denied') {
        return show(texts.overTitle, `<p>${escapeHtml(texts.cancelledText)}</p>${returnText}`);
      }
      // Another failure is the bank's own word (a refused login): in the bank's language.
      const { lang } = loginRefusal(attempt.aspsp.country);
      const reason = `<p lang="${escapeHtml(lang)}">${escapeHtml(phase.error_description)}</p>`;
      return show(texts.overTitle, `${reason}${returnText}`);
    }
    default:
      return show(texts.notWaitingTitle, returnText);
  }
}

const CLOSED_TICKET: Readonly<
  Record<Exclude<TicketState, 'open'>, { title: keyof PageTexts; text: keyof PageTexts }>
> = {
  used: { title: 'usedTitle', text: 'usedText' },
  expired: { title: 'linkExpiredTitle', text: 'linkExpiredText' },
  over: { title: 'overTitle', text: 'returnText' },
};

function sendClosedTicket(
  response: ServerResponse,
  context: BackendContext,
  state: Exclude<TicketState, 'open'>,
  language: PageLanguage,
) {
  const texts = PAGE_TEXTS[language];
  const { title, text } = CLOSED_TICKET[state];
  sendPhone(response, context, language, texts[title], `<p>${escapeHtml(texts[text])}</p>`, 410);
}

/** No ticket, so nothing but the phone's own languages to go by. */
function sendNotFound(response: ServerResponse, acceptLanguage: string | undefined): void {
  const language = pageLanguage([], acceptLanguage);
  const texts = PAGE_TEXTS[language];
  sendPage(response, 404, language, texts.linkNotValidTitle, `<p>${escapeHtml(texts.linkNotValidText)}</p>`);
}

/** A phone page of a hand-off: framed only where the demo setting says (the demo's phone pane). */
function sendPhone(
  response: ServerResponse,
  context: BackendContext,
  language: PageLanguage,
  title: string,
  body: string,
  status = 200,
) {
  sendPage(response, status, language, title, body, context.phoneFrameAncestors);
}

function sendPage(
  response: ServerResponse,
  status: number,
  language: PageLanguage,
  title: string,
  body: string,
  frameAncestors: readonly string[] = [],
): void {
  const html = htmlDocument({
    title,
    lang: language,
    head: `<link rel="stylesheet" href="${PHONE_STYLESHEET_PATH}">`,
    body: `<main class="phone">\n<h1>${escapeHtml(title)}</h1>\n${body}\n</main>`,
  });
  sendHtml(response, status, html, pageContentSecurityPolicy([], frameAncestors));
}

/** Large targets and readable text on a small screen. */
const PHONE_CSS = `body { margin: 0; font: 1.125rem/1.5 system-ui, sans-serif; color: #111; background: #fff; }
.phone { max-width: 32rem; margin: 0 auto; padding: 1rem; }
h1 { font-size: 1.5rem; }
button, .button { display: block; box-sizing: border-box; width: 100%; min-height: 3rem; margin: 0.75rem 0;
  padding: 0.75rem 1rem; border: 2px solid #0b3d91; border-radius: 0.5rem; font: inherit; text-align: center;
  text-decoration: none; color: #fff; background: #0b3d91; cursor: pointer; }
button.secondary { color: #0b3d91; background: #fff; }
select { font: inherit; min-height: 3rem; width: 100%; }
.error { margin: 0.5rem 0; padding-left: 0.5rem; border-left: 4px solid #b00020; color: #b00020; font-weight: 600; }
:focus-visible { outline: 3px solid #c60; outline-offset: 2px; }
`;
