import type { ServerResponse } from 'node:http';
import { BANK_USERS, DEFAULT_BANK_USER, SANDBOX_USERS, SCENARIO_USERS } from '../data/sandbox-users.js';
import { applyTransition } from '../flow/apply-transition.js';
import { expiredRedirectUrl, failureRedirectUrl, successRedirectUrl } from '../flow/callback-url.js';
import { phaseAfterBankLogin } from '../flow/credentials.js';
import { PHONE_PATH, PHONE_STYLESHEET_PATH, ticketOfPhone } from '../flow/handoff.js';
import { isExpired, phaseAfterBank, statusFor } from '../flow/transitions.js';
import { escapeHtml, htmlDocument, pageContentSecurityPolicy, sendHtml } from '../http/html.js';
import type { RequestBody } from '../http/read-body.js';
import { sendEmpty } from '../http/respond.js';
import { summarisePayment } from '../payment/payment-summary.js';
import type { AttemptRecord, FlowPhase } from '../state/records.js';
import type { BackendContext } from './context.js';
import { pageAttempt } from './page-attempt.js';

export const SANDBOX_BANK_PREFIX = '/sandbox-bank';

/**
 * The simulated ASPSP of a redirect step: GET shows the request, a "log in as" choice of the
 * sandbox and scenario users, and Approve and Reject; POST takes the answer
 * (`decision=approve|reject`, `user=<username>`, default the first sandbox user) and sends
 * the PSU back to the application (303). Opened from a hand-off (`?phone=<phone key>`), the
 * bank sends the phone back to its hand-off page instead: the code goes to the computer.
 */
export function serveSandboxBank(
  response: ServerResponse,
  context: BackendContext,
  method: string,
  pathname: string,
  body: RequestBody,
  query: URLSearchParams = new URLSearchParams(),
): void {
  const attempt = pageAttempt(context.store, pathname.slice(SANDBOX_BANK_PREFIX.length));
  if (!attempt)
    return sendPage(response, 404, 'Not found', '<p>There is no such authorisation or payment.</p>');
  const phone = phoneOf(context, attempt, query.get('phone'));
  const now = context.now();
  // The phone goes back to its hand-off page, which shows where the authorisation stands.
  if (method === 'POST' && phone && (attempt.phase.type !== 'redirect' || isExpired(attempt, now))) {
    return redirect(response, phone.page);
  }
  if (method === 'POST' && isExpired(attempt, now)) return redirect(response, expiredRedirectUrl(attempt));
  if (method === 'POST' && (attempt.phase.type === 'done' || attempt.phase.type === 'failed')) {
    // A second submit (double click, back button) lands where the first one did.
    return redirect(response, finalRedirectUrl(attempt));
  }
  if (attempt.phase.type !== 'redirect' || isExpired(attempt, now)) {
    return sendPage(response, 409, attempt.aspsp.name, '<p>This request is not waiting for the bank.</p>');
  }
  if (method === 'GET') return sendLoginPage(response, attempt, pathname, phone);
  if (method !== 'POST') return sendPage(response, 405, 'Method not allowed', '<p>Use GET or POST.</p>');
  const phase = answeredPhase(attempt, new URLSearchParams(body.kind === 'text' ? body.text : ''));
  if ('problem' in phase)
    return sendPage(response, 400, 'Bad request', `<p>${escapeHtml(phase.problem)}</p>`);
  applyTransition(attempt, { phase, status: statusFor(phase, attempt.status) }, context.store, now);
  redirect(response, phone ? phone.page : finalRedirectUrl(attempt));
}

/** The form's answer (`decision`, `user`) as the flow's next phase, or what is wrong with it. */
function answeredPhase(attempt: AttemptRecord, form: URLSearchParams): FlowPhase | { problem: string } {
  const answer = form.get('decision');
  if (answer !== 'approve' && answer !== 'reject') {
    return { problem: 'The form must send decision=approve or decision=reject.' };
  }
  const user = form.get('user') ?? DEFAULT_BANK_USER;
  if (!BANK_USERS.some((candidate) => candidate.username === user)) {
    return {
      problem: `user must be one of ${BANK_USERS.map((candidate) => candidate.username).join(', ')}.`,
    };
  }
  return answer === 'approve' ? phaseAfterBankLogin(user, attempt.aspsp.country) : phaseAfterBank('reject');
}

interface PhoneVisit {
  /** The form's query: the phone key again. */
  query: string;
  /** Where the phone goes after its answer. */
  page: string;
  /** The application's origins may frame the phone's pages (the demo's phone pane). */
  frameAncestors: readonly string[];
}

/** A hand-off's phone at this attempt's bank page, when the key is the phone key of this attempt. */
function phoneOf(
  context: BackendContext,
  attempt: AttemptRecord,
  key: string | null,
): PhoneVisit | undefined {
  const ticket = key ? ticketOfPhone(context.store, key) : undefined;
  if (!ticket?.phone_key || ticket.attempt_id !== attempt.id || ticket.service !== attempt.service)
    return undefined;
  return {
    query: `?phone=${encodeURIComponent(ticket.phone_key)}`,
    page: `${PHONE_PATH}${ticket.phone_key}`,
    frameAncestors: attempt.application.widget_origins,
  };
}

function finalRedirectUrl(attempt: AttemptRecord): string {
  const phase = attempt.phase;
  return phase.type === 'failed'
    ? failureRedirectUrl(attempt, phase.error, phase.error_description)
    : successRedirectUrl(attempt);
}

function redirect(response: ServerResponse, location: string): void {
  sendEmpty(response, 303, { Location: location, 'Cache-Control': 'no-store' });
}

function sendLoginPage(
  response: ServerResponse,
  attempt: AttemptRecord,
  pathname: string,
  phone: PhoneVisit | undefined,
): void {
  const action = escapeHtml(pathname + (phone?.query ?? ''));
  const body = `<p><strong>Simulated bank.</strong> No real bank is involved; no credentials are needed.</p>
<p>${escapeHtml(requestDescription(attempt))}</p>
<form method="post" action="${action}">
<p><label for="user">Log in as</label>
<select id="user" name="user">
${userOptions(attempt)}
</select></p>
<button type="submit" name="decision" value="approve">Approve</button>
<button type="submit" name="decision" value="reject">Reject</button>
</form>`;
  // The answer redirects to the application, so the form may target its origin too.
  if (phone) sendPage(response, 200, attempt.aspsp.name, body, [], phone.frameAncestors, true);
  else sendPage(response, 200, attempt.aspsp.name, body, [new URL(attempt.redirect_url).origin]);
}

/**
 * The sandbox users first (the first one chosen), then the scenario users with what they do;
 * a payment only meets the bank's refusal of the login, the other scenarios are about accounts.
 */
function userOptions(attempt: AttemptRecord): string {
  const option = (value: string, label: string, selected: boolean) =>
    `<option value="${escapeHtml(value)}"${selected ? ' selected' : ''}>${escapeHtml(label)}</option>`;
  const sandbox = SANDBOX_USERS.map(({ username }) =>
    option(username, username, username === DEFAULT_BANK_USER),
  );
  const scenarios = SCENARIO_USERS.filter(
    (user) => attempt.service === 'AIS' || user.scenario === 'login_refused',
  ).map(({ username, summary }) => option(username, `${username}: ${summary}`, false));
  return [
    `<optgroup label="Sandbox users">${sandbox.join('')}</optgroup>`,
    `<optgroup label="Scenarios">${scenarios.join('')}</optgroup>`,
  ].join('\n');
}

export function requestDescription(attempt: AttemptRecord): string {
  const application = attempt.application.name;
  if (attempt.service === 'AIS') {
    const until = attempt.access.valid_until.slice(0, 10);
    return `${application} asks to see your accounts until ${until}.`;
  }
  const { total } = summarisePayment(attempt.payment_type, attempt.payment_request);
  return `${application} asks you to approve a payment of ${total.amount} ${total.currency}.`;
}

function sendPage(
  response: ServerResponse,
  status: number,
  title: string,
  body: string,
  formTargets?: string[],
  frameAncestors?: readonly string[],
  onPhone = false,
): void {
  const html = htmlDocument({
    title,
    head: onPhone ? `<link rel="stylesheet" href="${PHONE_STYLESHEET_PATH}">` : undefined,
    body: `<main${onPhone ? ' class="phone"' : ''}>\n<h1>${escapeHtml(title)}</h1>\n${body}\n</main>`,
  });
  sendHtml(response, status, html, pageContentSecurityPolicy(formTargets, frameAncestors));
}
