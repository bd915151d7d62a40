import { paymentState } from '../payment/payment-status.js';
import type { PaymentObservation, PaymentRecord } from '../state/records.js';
import { paymentAuthStatus } from './payment-auth-status.js';

/** A payment as POST /payments creates it: received, and the PSU has not started. */
export const CREATED_OBSERVATION: PaymentObservation = {
  status: 'RCVD',
  updates_expected: true,
  auth_status: null,
};

export function observePayment(payment: PaymentRecord, now: number): PaymentObservation {
  const state = paymentState(payment, now);
  return {
    status: state.status,
    updates_expected: !state.final_status,
    auth_status: paymentAuthStatus(payment, now),
  };
}

/**
 * Worth a webhook: the status changed, it became final ("no longer expected to change"), or
 * the PSU's authorisation moved (started, authorised, cancelled, failed).
 */
export function isWebhookWorthy(before: PaymentObservation, after: PaymentObservation): boolean {
  return (
    before.status !== after.status ||
    before.updates_expected !== after.updates_expected ||
    before.auth_status !== after.auth_status
  );
}
