import type { ServerResponse } from 'node:http';
import { intlTag } from 'service-widgets';
import { DEFAULT_BANK_USER, SANDBOX_USERS, SCENARIO_USERS } from '../data/sandbox-users.js';
import { applyTransition } from '../flow/apply-transition.js';
import type { AccountChoiceProblem } from '../flow/account-choice.js';
import { phaseAfterBankAnswer } from '../flow/bank-answer.js';
import { expiredRedirectUrl, finalRedirectUrl } from '../flow/callback-url.js';
import {
  handoffOpened,
  PHONE_BANK_PATH,
  PHONE_PATH,
  PHONE_STYLESHEET_PATH,
  ticketAttempt,
  ticketOfPhone,
} from '../flow/handoff.js';
import { isExpired, statusFor } from '../flow/transitions.js';
import { escapeHtml, htmlDocument, pageContentSecurityPolicy, sendHtml } from '../http/html.js';
import type { RequestBody } from '../http/read-body.js';
import { sendEmpty, sendStylesheet } from '../http/respond.js';
import { PAYABLE_ACCOUNT_KINDS } from '../flow/debtor-at-bank.js';
import type { AttemptRecord, FlowPhase } from '../state/records.js';
import type { AccountKind } from '../types/access.js';
import { DEFAULT_PAGE_LANGUAGE, type PageLanguage } from '../types/page-languages.js';
import type { BackendContext } from '../request/context.js';
import { PAGE_TEXTS, type PageTexts } from '../views/page-texts/all.js';
import { fill } from '../views/page-texts/fill.js';
import { pageLanguage } from '../views/page-texts/page-language.js';
import { requestText } from '../views/page-texts/request-text.js';
import { pageAttempt } from './page-attempt.js';
import { formTokenInput, ownPageForm, sendForeignForm } from './page-form.js';

export const SANDBOX_BANK_PREFIX = '/sandbox-bank';
/** The desktop page's look; a phone's bank page has the phone pages' (PHONE_STYLESHEET_PATH). */
export const BANK_STYLESHEET_PATH = `${SANDBOX_BANK_PREFIX}/bank.css`;

/**
 * The simulated ASPSP of a redirect step: GET shows the request, a "log in as" choice of the
 * sandbox and scenario users, for a payment without a debtor_account the account to pay from,
 * and Approve and Reject; POST takes the answer (`decision=approve|reject`,
 * `user=<username>`, default the first sandbox user, `account=current|savings|currency`,
 * default current), from the
 * sandbox's own page only (page-form.ts), and sends the PSU back to the application (303).
 * Once the step is over (answered, expired), GET and POST alike send the PSU on the same way.
 * A hand-off's phone has a bank address of its own (PHONE_BANK_PATH), which sends it back to
 * its hand-off page instead: the code goes to the computer. Once a phone has opened the
 * hand-off, the attempt's own bank address takes no answer: the approval is that phone's.
 * The page speaks the authorisation's `language` (on the phone, first the language of the
 * widget that showed the link, as its hand-off page does), else English; the sandbox's
 * users and scenarios are data, as they are.
 */
export function serveSandboxBank(
  response: ServerResponse,
  context: BackendContext,
  method: string,
  pathname: string,
  body: RequestBody,
  origin: string | undefined,
): void {
  if (pathname === BANK_STYLESHEET_PATH) return sendStylesheet(response, BANK_CSS);
  const visit = bankVisit(context, pathname);
  if (!visit) {
    // No authorisation, so no language to go by.
    const texts = PAGE_TEXTS[DEFAULT_PAGE_LANGUAGE];
    const text = `<p>${escapeHtml(texts.noSuchAttempt)}</p>`;
    return sendPage(response, 404, DEFAULT_PAGE_LANGUAGE, texts.notFoundTitle, text);
  }
  const { attempt, phonePage, language } = visit;
  const texts = PAGE_TEXTS[language];
  const phoneFrames = phonePage === undefined ? undefined : context.phoneFrameAncestors;
  const page = (status: number, title: PageTitle, text: string) =>
    sendPage(response, status, language, title, `<p>${escapeHtml(text)}</p>`, phoneFrames);
  // Not a PSU's page: no browser sends another method, and a bad form is a script's: English.
  const developerPage = (status: number, title: string, text: string) =>
    sendPage(response, status, 'en', title, `<p>${escapeHtml(text)}</p>`, phoneFrames);
  if (method !== 'GET' && method !== 'POST')
    return developerPage(405, 'Method not allowed', 'Use GET or POST.');
  const form = method === 'POST' ? ownPageForm(context, pathname, body, origin) : undefined;
  if (method === 'POST' && !form) return sendForeignForm(response);
  // The approval is the phone's once it opened the hand-off: the code stays with the computer.
  if (phonePage === undefined && handoffOpened(attempt, context.store)) {
    return page(409, atBank(attempt, texts.bankHandedOffTitle), texts.handedOff);
  }
  const now = context.now();
  // Once the bank's step is over, a GET (back button, reload) goes on as a second POST does.
  // The phone goes back to its hand-off page, which shows where the authorisation stands.
  if (phonePage && (attempt.phase.type !== 'redirect' || isExpired(attempt, now))) {
    return redirect(response, phonePage);
  }
  if (isExpired(attempt, now)) return redirect(response, expiredRedirectUrl(attempt));
  if (attempt.phase.type === 'done' || attempt.phase.type === 'failed') {
    // A second submit or a GET (double click, back button) lands where the answer did.
    return redirect(response, finalRedirectUrl(attempt));
  }
  // Before the bank's step (consent, method, credentials) or at a decoupled one: nowhere to go on.
  if (attempt.phase.type !== 'redirect') {
    return page(409, atBank(attempt, texts.bankNotWaitingTitle), texts.notWaitingForBank);
  }
  const login = { context, attempt, pathname, language, phoneFrames };
  if (!form) return sendLoginPage(response, login);
  const phase = answeredPhase(attempt, form);
  if ('problem' in phase) {
    // Kinds ticked on the page that the user lacks: the PSU's to correct, on the page again.
    const notOwned = notOwnedKinds(attempt, phase);
    if (notOwned) return sendLoginPage(response, login, { form, notOwned });
    return developerPage(400, 'Bad request', phase.problem);
  }
  applyTransition(attempt, { phase, status: statusFor(phase, attempt.status) }, context.store, now);
  redirect(response, phonePage ?? finalRedirectUrl(attempt));
}

/** Whether a POST to this path reaches a simulated bank page, which takes a form; known before its body is read. */
export function takesBankForm(context: BackendContext, pathname: string): boolean {
  return bankVisit(context, pathname) !== undefined;
}

interface BankVisit {
  attempt: AttemptRecord;
  /** Set for a hand-off's phone: its hand-off page, where it goes after its answer. */
  phonePage?: string;
  /** The language of the page. */
  language: PageLanguage;
}

/**
 * Who is at the bank: the PSU's browser by the attempt's address, or a hand-off's phone by its
 * key alone, which speaks its hand-off page's language (the widget's that showed the link first).
 */
function bankVisit(context: BackendContext, pathname: string): BankVisit | undefined {
  if (pathname.startsWith(PHONE_BANK_PATH)) {
    const phoneKey = pathname.slice(PHONE_BANK_PATH.length);
    const ticket = ticketOfPhone(context.store, phoneKey);
    const attempt = ticket && ticketAttempt(context.store, ticket);
    const language = pageLanguage([ticket?.language, attempt?.language], undefined);
    return attempt && { attempt, phonePage: `${PHONE_PATH}${phoneKey}`, language };
  }
  const attempt = pageAttempt(context.store, pathname.slice(SANDBOX_BANK_PREFIX.length));
  return attempt && { attempt, language: pageLanguage([attempt.language], undefined) };
}

/** The form's answer (`decision`, `user`, `account`, `share`) as the flow's next phase, or what is wrong with it. */
function answeredPhase(attempt: AttemptRecord, form: URLSearchParams): FlowPhase | AccountChoiceProblem {
  const decision = form.get('decision');
  if (decision !== 'approve' && decision !== 'reject') {
    return { problem: 'The form must send decision=approve or decision=reject.' };
  }
  const shared = form.getAll('share');
  return phaseAfterBankAnswer(attempt, {
    decision,
    user: form.get('user') ?? DEFAULT_BANK_USER,
    accounts: shared.length === 0 ? 'all' : shared,
    payFrom: form.get('account') ?? PAYABLE_ACCOUNT_KINDS[0] ?? 'current',
  });
}

/**
 * The kinds the page's own boxes named that the user lacks, when that is all that is wrong;
 * undefined for any other problem, or accounts named otherwise (an IBAN: a script's form).
 */
function notOwnedKinds(attempt: AttemptRecord, problem: AccountChoiceProblem): AccountKind[] | undefined {
  const names = problem.notOwned;
  if (!names || names.length === 0 || !sharesOnPage(attempt)) return undefined;
  const kinds = ACCOUNT_KINDS.filter((kind) => names.includes(kind));
  return kinds.length === names.length ? kinds : undefined;
}

function redirect(response: ServerResponse, location: string): void {
  sendEmpty(response, 303, { Location: location, 'Cache-Control': 'no-store' });
}

/** Who sees the bank's page, and where its form goes. */
interface LoginPage {
  context: BackendContext;
  attempt: AttemptRecord;
  pathname: string;
  language: PageLanguage;
  phoneFrames: readonly string[] | undefined;
}

/** A form the page takes back: what the PSU chose, and the kinds ticked that the user lacks. */
interface RefusedChoice {
  form: URLSearchParams;
  notOwned: readonly AccountKind[];
}

/** The page; again with the PSU's choices and what is wrong with them after a `refused` form. */
function sendLoginPage(response: ServerResponse, page: LoginPage, refused?: RefusedChoice): void {
  const { context, attempt, pathname, language, phoneFrames } = page;
  const texts = PAGE_TEXTS[language];
  const text = (key: keyof PageTexts) => escapeHtml(texts[key]);
  const user = refused?.form.get('user') ?? DEFAULT_BANK_USER;
  const body = `<p><strong>${text('simulatedBank')}</strong> ${text('noRealBank')} ${text('noCredentialsNeeded')}</p>
<p>${escapeHtml(requestText(attempt, language))}</p>
<form method="post" action="${escapeHtml(pathname)}">
${formTokenInput(context, pathname)}
<p><label for="user">${text('logInAs')}</label>
<select id="user" name="user">
${userOptions(attempt, language, user)}
</select></p>
${payFromChoice(attempt, texts, refused?.form.get('account'))}${shareChoice(attempt, language, user, refused)}<button type="submit" name="decision" value="approve">${text('approveButton')}</button>
<button type="submit" name="decision" value="reject">${text('rejectButton')}</button>
</form>`;
  const title = atBank(attempt, attempt.service === 'AIS' ? texts.bankAccessTitle : texts.bankPaymentTitle);
  // A form taken back is unprocessable as it was: the page again, to correct it.
  const status = refused ? 422 : 200;
  if (phoneFrames) sendPage(response, status, language, title, body, phoneFrames);
  // The answer redirects to the application, so the form may target its origin too.
  else sendPage(response, status, language, title, body, undefined, [new URL(attempt.redirect_url).origin]);
}

/**
 * The sandbox users first (the first one chosen, unless the PSU chose another), then the
 * scenario users with what they do; a payment only meets the bank's refusal of the login, the
 * other scenarios are about accounts. What a scenario does is the sandbox's English, marked so
 * on a page in another language.
 */
function userOptions(attempt: AttemptRecord, language: PageLanguage, chosen: string): string {
  const texts = PAGE_TEXTS[language];
  const option = (value: string, label: string, attributes: string) =>
    `<option value="${escapeHtml(value)}"${attributes}${value === chosen ? ' selected' : ''}>${escapeHtml(label)}</option>`;
  const sandbox = SANDBOX_USERS.map(({ username }) => option(username, username, ''));
  const english = language === 'en' ? '' : ' lang="en"';
  const scenarios = SCENARIO_USERS.filter(
    (user) => attempt.service === 'AIS' || user.scenario === 'login_refused',
  ).map(({ username, summary }) => option(username, `${username}: ${summary}`, english));
  return [
    `<optgroup label="${escapeHtml(texts.sandboxUsers)}">${sandbox.join('')}</optgroup>`,
    `<optgroup label="${escapeHtml(texts.scenarioUsers)}">${scenarios.join('')}</optgroup>`,
  ].join('\n');
}

/** The PSU picks the account to pay from (the first, unless chosen), unless the application named it (debtor_account). */
function payFromChoice(attempt: AttemptRecord, texts: PageTexts, chosen: string | null | undefined): string {
  if (attempt.service !== 'PIS' || attempt.payment_request.debtor_account !== undefined) return '';
  const selected = PAYABLE_ACCOUNT_KINDS.find((kind) => kind === chosen) ?? PAYABLE_ACCOUNT_KINDS[0];
  const options = PAYABLE_ACCOUNT_KINDS.map(
    (kind) =>
      `<option value="${kind}"${kind === selected ? ' selected' : ''}>${escapeHtml(texts[ACCOUNT_LABELS[kind]])}</option>`,
  );
  return `<p><label for="account">${escapeHtml(texts.payFrom)}</label>
<select id="account" name="account">
${options.join('\n')}
</select></p>
`;
}

/** Whether the page offers its PSU to share only some accounts. */
function sharesOnPage(attempt: AttemptRecord): boolean {
  return attempt.service === 'AIS' && (attempt.access.accounts?.length ?? 0) === 0;
}

/** The id of the error of the kinds' fieldset. */
const SHARE_ERROR_ID = 'share-error';

/**
 * The PSU may share only some accounts (`share=<kind>`, repeated; none ticked shares all),
 * unless the application named them in access.accounts. Kinds ticked that the user lacks are
 * named in an error that describes the fieldset, first inside it, and takes focus as the page
 * loads (the page has no script), so that a screen reader says it first; the boxes stay ticked.
 */
function shareChoice(
  attempt: AttemptRecord,
  language: PageLanguage,
  user: string,
  refused: RefusedChoice | undefined,
): string {
  if (!sharesOnPage(attempt)) return '';
  const texts = PAGE_TEXTS[language];
  const ticked = refused?.form.getAll('share') ?? [];
  const boxes = ACCOUNT_KINDS.map(
    (kind) =>
      `<label><input type="checkbox" name="share" value="${kind}"${ticked.includes(kind) ? ' checked' : ''}> ${escapeHtml(texts[ACCOUNT_LABELS[kind]])}</label>`,
  );
  const notOwned = refused?.notOwned ?? [];
  const kinds = new Intl.ListFormat(intlTag(language), { type: 'conjunction' }).format(
    notOwned.map((kind) => texts[ACCOUNT_LABELS[kind]]),
  );
  const error =
    notOwned.length === 0
      ? ''
      : `<p id="${SHARE_ERROR_ID}" class="error" tabindex="-1" autofocus>${escapeHtml(fill(texts.shareNotOwned, { user, kinds }))}</p>\n`;
  return `<fieldset${error ? ` aria-describedby="${SHARE_ERROR_ID}"` : ''}><legend>${escapeHtml(texts.shareOnly)}</legend>
${error}${boxes.join('\n')}
</fieldset>
`;
}

const ACCOUNT_KINDS: readonly AccountKind[] = ['current', 'savings', 'card', 'currency', 'loan'];

const ACCOUNT_LABELS: Readonly<Record<AccountKind, keyof PageTexts>> = {
  current: 'currentAccount',
  savings: 'savingsAccount',
  card: 'creditCard',
  currency: 'currencyAccount',
  loan: 'loan',
};

/** A page's title and heading: one text, or a title that says more than the heading. */
type PageTitle = string | { title: string; heading: string };

/**
 * A page of the bank's own: headed by the bank's name, as a bank's page is, and titled by what
 * it is about and then the bank (`template`, a page text with {aspsp}), in the tab and to a
 * screen reader, where a bank's name alone would not say what the page is for.
 */
function atBank(attempt: AttemptRecord, template: string): PageTitle {
  const aspsp = attempt.aspsp.name;
  return { title: fill(template, { aspsp }), heading: aspsp };
}

/** `phoneFrames`, set for a phone's page: the phone's look, and who may frame it (a demo's phone pane). */
function sendPage(
  response: ServerResponse,
  status: number,
  language: PageLanguage,
  title: PageTitle,
  body: string,
  phoneFrames?: readonly string[],
  formTargets?: string[],
): void {
  const onPhone = phoneFrames !== undefined;
  const { title: text, heading } = typeof title === 'string' ? { title, heading: title } : title;
  const html = htmlDocument({
    title: text,
    lang: language,
    head: `<link rel="stylesheet" href="${onPhone ? PHONE_STYLESHEET_PATH : BANK_STYLESHEET_PATH}">`,
    body: `<main${onPhone ? ' class="phone"' : ''}>\n<h1>${escapeHtml(heading)}</h1>\n${body}\n</main>`,
  });
  sendHtml(response, status, html, pageContentSecurityPolicy(formTargets, phoneFrames));
}

/**
 * Readable at any width: the "Log in as" options are long, so no field may be wider than the
 * page (320 px without scrolling sideways).
 */
const BANK_CSS = `body { margin: 0; font: 1rem/1.5 system-ui, sans-serif; color: #111; background: #fff;
  overflow-wrap: break-word; }
main { max-width: 40rem; margin: 0 auto; padding: 1rem; }
select, input, button { box-sizing: border-box; max-width: 100%; font: inherit; }
select { min-height: 2.75rem; }
fieldset { min-width: 0; margin: 0 0 1rem; }
fieldset label { display: block; }
.error { margin: 0.5rem 0; padding-left: 0.5rem; border-left: 4px solid #b00020; color: #b00020; font-weight: 600; }
button { min-height: 2.75rem; margin: 0.25rem 0.5rem 0.25rem 0; padding: 0.5rem 1rem; cursor: pointer; }
:focus-visible { outline: 3px solid #c60; outline-offset: 2px; }
`;
