import { isExpired } from '../flow/transitions.js';
import type { PaymentRecord } from '../state/records.js';
import type { ResponsePaymentType } from '../types/aspsp.js';
import type { ErrorCode } from '../types/errors.js';
import { submissionDeadline } from './execution-start.js';
import { paymentState } from './payment-status.js';

export type PaymentDecision = { accepted: true } | { accepted: false; error: ErrorCode; message: string };

/**
 * POST /payments/{id}/submit at sandbox time `now`. What the payment was created as is
 * checked before what the PSU has done, so the application learns first about a mistake
 * that waiting cannot fix. A payment that can never be submitted (its authorisation expired
 * or was cancelled, or the 24 hours to submit it have passed) is INVALID_PAYMENT.
 * Submitting again is answered with the status, as the first submission was.
 */
export function decideSubmission(
  payment: PaymentRecord,
  paymentType: ResponsePaymentType | undefined,
  now: number,
): PaymentDecision {
  if (paymentType?.deferred_submission_supported !== true) {
    return {
      accepted: false,
      error: 'PAYMENT_SUBMISSION_NOT_SUPPORTED',
      message: `${payment.aspsp.name} does not support deferred submission of ${payment.payment_type} payments for ${payment.psu_type} PSUs.`,
    };
  }
  if (!payment.defer_submission) {
    return {
      accepted: false,
      error: 'PAYMENT_SUBMISSION_NOT_DEFERRED',
      message: 'The payment was not created with defer_submission: it is submitted after authorisation.',
    };
  }
  const invalid = invalidity(payment, now);
  if (invalid !== undefined) return { accepted: false, error: 'INVALID_PAYMENT', message: invalid };
  if (payment.phase.type !== 'done') {
    return {
      accepted: false,
      error: 'PAYMENT_NOT_AUTHORIZED',
      message:
        'The PSU has not authorised the payment (yet): submit it after the PSU is back at your redirect_url without an error.',
    };
  }
  return { accepted: true };
}

/** Why the payment can never be submitted, or undefined. */
function invalidity(payment: PaymentRecord, now: number): string | undefined {
  if (isExpired(payment, now)) {
    return `The payment expired at ${new Date(payment.expires_at).toISOString()} before the PSU authorised it: create a new one.`;
  }
  if (payment.phase.type === 'failed') {
    const who = payment.phase.error === 'access_denied' ? 'The PSU cancelled' : 'The bank refused';
    return `${who} the authorisation of the payment: it cannot be submitted; create a new one.`;
  }
  if (
    payment.phase.type === 'done' &&
    payment.submitted_at === undefined &&
    now >= submissionDeadline(payment)
  ) {
    return `The authorisation of the payment lapsed at ${new Date(submissionDeadline(payment)).toISOString()}: a deferred payment is submitted within 24 hours of its authorisation; create a new one.`;
  }
  return undefined;
}

/** DELETE /payments/{id}: only a payment whose status is final (settled, rejected, cancelled). */
export function decideDeletion(payment: PaymentRecord, now: number): PaymentDecision {
  const { status, final_status } = paymentState(payment, now);
  if (final_status) return { accepted: true };
  return {
    accepted: false,
    error: 'PAYMENT_NOT_FINALIZED',
    message: `The payment is ${status}, not finalised or cancelled: it cannot be deleted yet (see final_status of GET /payments/{payment_id}).`,
  };
}
