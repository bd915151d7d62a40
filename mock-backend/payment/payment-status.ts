import { isExpired } from '../flow/transitions.js';
import type { PaymentRecord } from '../state/records.js';
import type { PaymentStatus, StatusReasonInformation } from '../types/payment.js';

export interface PaymentState {
  status: PaymentStatus;
  /** True when the status will not change any more. */
  final_status: boolean;
  status_reason_information?: StatusReasonInformation;
}

/**
 * The payment status the JSON API reports, derived from the PSU's flow: RCVD until the PSU
 * has authorised; then settled at once by the simulated bank (ACCC for an instant payment,
 * ACSC otherwise), except a deferred payment, which waits as ACTC for its submission.
 */
export function paymentState(payment: PaymentRecord, now: number): PaymentState {
  const phase = payment.phase;
  if (isExpired(payment, now)) {
    return {
      status: 'RJCT',
      final_status: true,
      status_reason_information: {
        status_reason_code: 'EXPIRED_SESSION',
        status_reason_description: 'The PSU did not authorise the payment in time.',
      },
    };
  }
  if (phase.type === 'failed') {
    return {
      status: 'CNCL',
      final_status: true,
      status_reason_information: {
        status_reason_code: phase.error,
        status_reason_description: phase.error_description,
      },
    };
  }
  if (phase.type !== 'done') return { status: 'RCVD', final_status: false };
  if (payment.defer_submission && payment.submitted_at === undefined) {
    return { status: 'ACTC', final_status: false };
  }
  return { status: payment.payment_type === 'INST_SEPA' ? 'ACCC' : 'ACSC', final_status: true };
}
