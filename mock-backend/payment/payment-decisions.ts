import type { PaymentRecord } from '../state/records.js';
import type { ResponsePaymentType } from '../types/aspsp.js';
import type { ErrorCode } from '../types/errors.js';
import { paymentState } from './payment-status.js';

export type PaymentDecision = { accepted: true } | { accepted: false; error: ErrorCode; message: string };

/**
 * POST /payments/{id}/submit. What the payment was created as is checked before what the
 * PSU has done, so the application learns first about a mistake that waiting cannot fix.
 * Submitting again is answered with the status, as the first submission was.
 */
export function decideSubmission(
  payment: PaymentRecord,
  paymentType: ResponsePaymentType | undefined,
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
  if (payment.phase.type !== 'done') {
    return {
      accepted: false,
      error: 'PAYMENT_NOT_AUTHORIZED',
      message: 'The PSU has not authorised the payment (yet).',
    };
  }
  return { accepted: true };
}

/** DELETE /payments/{id}: only a payment whose status is final (settled, rejected, cancelled). */
export function decideDeletion(payment: PaymentRecord, now: number): PaymentDecision {
  const { status, final_status } = paymentState(payment, now);
  if (final_status) return { accepted: true };
  return {
    accepted: false,
    error: 'PAYMENT_NOT_FINALIZED',
    message: `The payment is ${status}, not finalised or cancelled: it cannot be deleted yet.`,
  };
}
