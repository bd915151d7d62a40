import { isExpired } from '../flow/transitions.js';
import type { PaymentRecord } from '../state/records.js';
import type { PaymentStatus, StatusReasonInformation } from '../types/payment.js';
import { executionStart, submissionDeadline } from './execution-start.js';
import { paymentScenario } from './payment-scenarios.js';
import { FINAL_STATUSES, paymentTimeline, stepAt } from './payment-timeline.js';

export interface PaymentState {
  status: PaymentStatus;
  /** True when the status will not change any more. */
  final_status: boolean;
  status_reason_information?: StatusReasonInformation;
}

/**
 * The payment status the JSON API reports at sandbox time `now`, a pure function of the
 * record: RCVD until the PSU has authorised (RJCT when the PSU did not in time or the bank
 * refused the login, CNCL when the PSU cancelled); then ACTC while a deferred payment waits for its submission (RJCT
 * when it is not submitted within 24 hours) or the payment waits for its execution date;
 * then the bank's timeline (payment-timeline.ts) from the moment it went to the bank.
 */
export function paymentState(payment: PaymentRecord, now: number): PaymentState {
  const phase = payment.phase;
  if (isExpired(payment, now)) {
    return rejected({
      status_reason_code: 'EXPIRED_SESSION',
      status_reason_description: 'The PSU did not authorise the payment in time.',
    });
  }
  if (phase.type === 'failed') {
    // The PSU's own refusal cancels; the bank refusing the login rejects.
    return {
      status: phase.error === 'access_denied' ? 'CNCL' : 'RJCT',
      final_status: true,
      status_reason_information: {
        status_reason_code: phase.error,
        status_reason_description: phase.error_description,
      },
    };
  }
  if (phase.type !== 'done') return { status: 'RCVD', final_status: false };
  const start = executionStart(payment);
  if (start === undefined) {
    if (now >= submissionDeadline(payment)) {
      return rejected({
        status_reason_code: 'DS24',
        status_reason_description:
          'The deferred payment was not submitted within 24 hours of its authorisation.',
      });
    }
    return { status: 'ACTC', final_status: false };
  }
  if (now < start) return { status: 'ACTC', final_status: false };
  const step = stepAt(
    paymentTimeline(payment.payment_type, paymentScenario(payment.payment_request)),
    now - start,
  );
  return {
    status: step.status,
    final_status: FINAL_STATUSES.includes(step.status),
    ...(step.reason ? { status_reason_information: step.reason } : {}),
  };
}

function rejected(reason: StatusReasonInformation): PaymentState {
  return { status: 'RJCT', final_status: true, status_reason_information: reason };
}
