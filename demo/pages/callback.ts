/**
 * The redirect_url page (callback.html, served at /callback). It reads code, state, error and
 * error_description from the query and lets the application's server side finish: for AIS,
 * POST /sessions and the accounts granted; for PIS, GET /payments/{payment_id}, and for a
 * deferred payment a button that submits it. A payment's status moves on at the bank, so the
 * page follows it until it is final, and shows the status webhooks the server received and
 * whether each verified. Everything the server sends is shown as text.
 */
import type {
  ApiCall,
  Journey,
  PaymentResult,
  SessionResult,
  SubmitResult,
} from '../common/demo-api-contract.js';
import type { AccountResource, GetPaymentResponse } from '../common/json-api-types.js';
import { showApiCalls } from '../browser/api-calls-view.js';
import { demoApi, DemoApiError, failureText } from '../browser/demo-api.js';
import { byId, element, focusHeading } from '../browser/dom.js';
import { facts } from '../browser/facts.js';
import { clearNotice, showNotice } from '../browser/notice.js';
import { FOLLOW_INTERVAL_MS, keepFollowing } from '../browser/payment-follow.js';
import { paymentStatusText } from '../browser/payment-statuses.js';
import { showWebhooks } from '../browser/webhooks-view.js';

const query = new URLSearchParams(location.search);
const code = query.get('code') ?? undefined;
const state = query.get('state') ?? undefined;
const error = query.get('error') ?? undefined;
const errorDescription = query.get('error_description') ?? undefined;

const heading = byId('result-heading', HTMLHeadingElement);
const notice = byId('notice', HTMLDivElement);
const result = byId('result', HTMLDivElement);
const calls = byId('api-calls', HTMLOListElement);
const statusFollow = byId('status-follow', HTMLParagraphElement);
const webhookList = byId('webhooks', HTMLOListElement);

function showQuery(): void {
  const rows: [string, string | undefined][] = [
    // The code is single-use and short-lived, but still not something to put on a screen whole.
    ['code', code === undefined ? undefined : `${code.slice(0, 6)}… (${code.length} characters)`],
    ['state', state],
    ['error', error],
    ['error_description', errorDescription],
  ];
  const list = facts(rows, 'query');
  byId('query', HTMLDListElement).replaceWith(
    list.hasChildNodes() ? list : element('p', { className: 'muted', text: 'No query parameters.' }),
  );
}

function finish(title: string): void {
  heading.textContent = title;
  focusHeading(heading);
}

async function call<T>(path: string, body?: unknown): Promise<T> {
  try {
    const answer = await demoApi<T & { calls: ApiCall[] }>(path, body);
    showApiCalls(calls, answer.calls);
    return answer;
  } catch (failure) {
    if (failure instanceof DemoApiError) showApiCalls(calls, failure.calls);
    throw failure;
  }
}

function journeyPath(suffix = ''): string {
  return `/journeys/${encodeURIComponent(state ?? '')}${suffix}`;
}

async function finishAccountInformation(journey: Journey): Promise<void> {
  if (error !== undefined) {
    showNotice(notice, 'error', `${error}: ${errorDescription ?? 'no description'}`);
    finish(error === 'access_denied' ? 'The PSU cancelled' : 'The authorisation failed');
    return;
  }
  const answer = await call<SessionResult>(journeyPath('/session'), code === undefined ? {} : { code });
  // The code has been used: keep it out of the address bar, the history and any bookmark.
  history.replaceState(null, '', `${location.pathname}?${new URLSearchParams({ state: state ?? '' })}`);
  const { session, status } = answer;
  result.replaceChildren(
    facts([
      ['Application', journey.application.name],
      ['Bank', `${session.aspsp.name} (${session.aspsp.country})`],
      ['PSU type', session.psu_type],
      ['Session', session.session_id],
      ['Session status', status.status],
      ['Access', accessText(session.access.balances, session.access.transactions)],
      ['Valid until', dateTime(session.access.valid_until)],
    ]),
    element('h3', { text: 'Accounts granted' }),
    element(
      'ul',
      { className: 'accounts', attributes: { id: 'accounts' } },
      session.accounts.map(accountCard),
    ),
  );
  finish(
    `${session.accounts.length} account${session.accounts.length === 1 ? '' : 's'} at ${session.aspsp.name}`,
  );
}

function accountCard(account: AccountResource): HTMLLIElement {
  const identification = account.account_id?.iban ?? account.account_id?.other?.identification;
  return element('li', { className: 'account' }, [
    element('h4', { text: account.product ?? account.details ?? account.cash_account_type }),
    facts([
      ['IBAN', account.account_id?.iban],
      ['Account', account.account_id?.iban ? undefined : identification],
      ['Holder', account.name],
      ['Description', account.details],
      ['Currency', account.currency],
      ['Type', account.cash_account_type],
      ['Account id (uid)', account.uid],
    ]),
  ]);
}

async function finishPayment(journey: Journey): Promise<void> {
  const answer = await call<PaymentResult>(journeyPath('/payment'));
  const { payment } = answer;
  showPayment(journey, payment);
  showWebhooks(webhookList, answer.webhooks);
  if (error !== undefined) {
    showNotice(notice, 'error', `${error}: ${errorDescription ?? 'no description'}`);
    finish(error === 'access_denied' ? 'The PSU cancelled the payment' : 'The payment was not authorised');
    followPayment(journey, answer);
    return;
  }
  if (journey.deferred && !journey.submitted && !payment.final_status && payment.status !== 'RCVD') {
    offerSubmission(journey);
    finish('Authorised, waiting for submission');
    return;
  }
  finish(paymentHeading(payment));
  followPayment(journey, answer);
}

function paymentHeading(payment: GetPaymentResponse): string {
  return payment.final_status ? `Payment ${payment.status}` : `Payment ${payment.status}, not final yet`;
}

/**
 * Asks the demo's server about the payment every FOLLOW_INTERVAL_MS until its status is final
 * and the webhook saying so has come, announcing each change in a polite live region.
 */
function followPayment(journey: Journey, first: PaymentResult): void {
  let shown = first.payment;
  let looksSinceFinal = 0;
  // A payment can be final before this page loads (a fast bank, a slow device): say so all the same.
  statusFollow.textContent = shown.final_status
    ? statusChangeText(shown)
    : 'The bank is still processing the payment: its status is followed here.';
  if (!keepFollowing(shown, first.webhooks, looksSinceFinal)) return;
  const look = (): void => {
    demoApi<PaymentResult>(journeyPath('/payment')).then(
      (answer) => {
        showWebhooks(webhookList, answer.webhooks);
        const { payment } = answer;
        if (payment.status !== shown.status || payment.final_status !== shown.final_status) {
          // Only the looks that found a change: the others would be a column of identical GETs.
          showApiCalls(calls, answer.calls);
          showPayment(journey, payment);
          if (error === undefined) heading.textContent = paymentHeading(payment);
          statusFollow.textContent = statusChangeText(payment);
        }
        shown = payment;
        if (shown.final_status) looksSinceFinal += 1;
        if (keepFollowing(shown, answer.webhooks, looksSinceFinal))
          window.setTimeout(look, FOLLOW_INTERVAL_MS);
      },
      (failure: unknown) => {
        statusFollow.textContent = `The status is no longer followed: ${failureText(failure)}`;
      },
    );
  };
  window.setTimeout(look, FOLLOW_INTERVAL_MS);
}

function statusChangeText(payment: GetPaymentResponse): string {
  const status = paymentStatusText(payment.status);
  return payment.final_status
    ? `The status is now ${status}. It is final.`
    : `The status is now ${status}. It may still change.`;
}

function showPayment(journey: Journey, payment: GetPaymentResponse): void {
  const transaction = payment.payment_details.credit_transfer_transaction?.[0];
  const amount = transaction?.instructed_amount;
  const reason = payment.status_reason_information;
  result.replaceChildren(
    facts(
      [
        ['Application', journey.application.name],
        ['Bank', `${payment.aspsp.name} (${payment.aspsp.country})`],
        ['Payment', payment.payment_id],
        ['Payment type', payment.payment_type],
        ['Amount', amount ? money(amount.amount, amount.currency) : undefined],
        ['Creditor', transaction?.beneficiary.creditor?.name],
        ['Creditor account', transaction?.beneficiary.creditor_account.identification],
        ['Remittance', transaction?.remittance_information?.join(' ')],
        ['Deferred submission', journey.deferred ? 'yes' : 'no'],
        ['Status', paymentStatusText(payment.status)],
        ['Final status', payment.final_status ? 'yes: it will not change' : 'no: it may still change'],
        [
          'Reason',
          reason
            ? [reason.status_reason_code, reason.status_reason_description].filter(Boolean).join(': ')
            : undefined,
        ],
      ],
      'payment',
    ),
  );
}

function offerSubmission(journey: Journey): void {
  showNotice(
    notice,
    'info',
    'The PSU has authorised the payment, but it was created with defer_submission: it is executed only once the application submits it.',
  );
  const button = element('button', {
    className: 'button',
    text: 'Submit payment',
    attributes: { type: 'button', id: 'submit-payment' },
  });
  button.addEventListener('click', () => {
    button.disabled = true;
    call<SubmitResult>(journeyPath('/submit'), {}).then(
      (answer) => {
        const { payment } = answer;
        showPayment(journey, payment);
        showWebhooks(webhookList, answer.webhooks);
        showNotice(notice, 'success', `Submitted: the payment is now ${paymentStatusText(payment.status)}.`);
        finish(paymentHeading(payment));
        followPayment(journey, answer);
      },
      (failure: unknown) => {
        button.disabled = false;
        showNotice(notice, 'error', `The payment could not be submitted: ${failureText(failure)}`);
      },
    );
  });
  result.append(element('p', { className: 'actions' }, [button]));
}

function accessText(balances: boolean | undefined, transactions: boolean | undefined): string {
  return ['account details', balances ? 'balances' : '', transactions ? 'transactions' : '']
    .filter(Boolean)
    .join(', ');
}

function dateTime(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime())
    ? value
    : new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeStyle: 'short' }).format(date);
}

function money(amount: string, currency: string): string {
  const value = Number(amount);
  if (!Number.isFinite(value)) return `${amount} ${currency}`;
  return new Intl.NumberFormat('en-GB', { style: 'currency', currency }).format(value);
}

async function main(): Promise<void> {
  showQuery();
  if (state === undefined) {
    showNotice(
      notice,
      'info',
      'This is the redirect URL of the journeys: the PSU comes back here with a state. Start a journey first.',
    );
    finish('No journey to finish');
    return;
  }
  clearNotice(notice);
  const { journey } = await call<{ journey: Journey }>(journeyPath());
  if (journey.service === 'AIS') await finishAccountInformation(journey);
  else await finishPayment(journey);
}

main().catch((failure: unknown) => {
  showNotice(notice, 'error', failureText(failure));
  finish('The journey could not be finished');
});
