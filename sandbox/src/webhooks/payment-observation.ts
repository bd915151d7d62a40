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
 * Worth a webhook, as the specification sends one: the status changed, or it is "no longer
 * expected to change". The PSU's authorisation moving alone is not: a receiver written from
 * the specification expects no webhook for it. An authorisation that ends the payment makes
 * its status final, so that webhook is sent, with the auth status in its body.
 */
export function isWebhookWorthy(before: PaymentObservation, after: PaymentObservation): boolean {
  return before.status !== after.status || before.updates_expected !== after.updates_expected;
}
