import type { PaymentRecord } from '../state/records.js';
import { parseIsoDate, startOfDay } from '../clock/calendar-day.js';

/** How long an authorised deferred payment waits for POST /payments/{id}/submit: 24 hours. */
export const SUBMISSION_WINDOW_MS = 24 * 60 * 60 * 1000;

/** When the PSU authorised the payment; payments made before authorised_at was kept count from creation. */
export function authorisedAt(payment: PaymentRecord): number {
  return payment.authorised_at ?? payment.created_at;
}

/** After this an authorised deferred payment that was not submitted can no longer be. */
export function submissionDeadline(payment: PaymentRecord): number {
  return authorisedAt(payment) + SUBMISSION_WINDOW_MS;
}

/**
 * When the bank starts executing the payment: on the PSU's authorisation, or on the
 * submission of a deferred payment, but not before 00:00 UTC of the latest
 * requested_execution_date. Undefined while the payment is not at the bank yet.
 */
export function executionStart(payment: PaymentRecord): number | undefined {
  if (payment.phase.type !== 'done') return undefined;
  const sent = payment.defer_submission ? payment.submitted_at : authorisedAt(payment);
  if (sent === undefined) return undefined;
  const dates = payment.payment_request.credit_transfer_transaction
    .map((transaction) => transaction.requested_execution_date)
    .map((date) => (date === undefined ? undefined : parseIsoDate(date)))
    .filter((day): day is number => day !== undefined)
    .map(startOfDay);
  return Math.max(sent, ...dates);
}
