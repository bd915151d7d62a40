import type { ReceivedWebhook } from '../common/demo-api-contract.js';
import { element } from './dom.js';
import { facts } from './facts.js';
import { paymentStatusText } from './payment-statuses.js';

/**
 * Shows the payment status webhooks the demo's server received, oldest first, each with
 * "verified" or why not. New ones are appended, so a reader's place in the list is kept.
 */
export function showWebhooks(list: HTMLOListElement, webhooks: readonly ReceivedWebhook[]): void {
  list.closest('section')?.removeAttribute('hidden');
  const shown = list.children.length;
  if (webhooks.length > shown) list.append(...webhooks.slice(shown).map(webhookItem));
}

function webhookItem(webhook: ReceivedWebhook): HTMLLIElement {
  const body = webhook.body;
  return element('li', { className: 'api-call' }, [
    element('code', {
      className: 'api-call-request',
      text: `${body.payment_status} · ${body.payment_updates_expected ? 'may change' : 'final'}`,
    }),
    ' ',
    element('span', {
      className: `badge ${webhook.verified ? 'badge-ok' : 'badge-error'}`,
      text: webhook.verified ? 'verified' : 'not verified',
    }),
    facts([
      ['Not verified because', webhook.problem],
      ['Status', paymentStatusText(body.payment_status)],
      ['Further updates', body.payment_updates_expected ? 'expected' : 'none: the status is final'],
      ['Authorisation', body.payment_auth_status ?? 'not started by the PSU'],
      ['Triggered', time(body.webhook_triggered)],
      ['Received', time(webhook.receivedAt)],
      ['webhook_id', body.webhook_id],
      ['X-Request-Id', webhook.requestId],
    ]),
  ]);
}

function time(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime())
    ? value
    : new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'medium' }).format(date);
}
