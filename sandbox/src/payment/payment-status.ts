import { isExpired } from '../flow/transitions.js';
import type { PaymentRecord } from '../state/records.js';
import type { PaymentStatus, StatusReasonInformation } from '../types/payment.js';
import { executionStart, submissionDeadline } from './execution-start.js';
import { paymentStateOfInstructions, type PaymentState } from './partial-acceptance.js';
import { paymentScenario } from './payment-scenarios.js';
import { instructionTimeline, stepAt, type TimelineStep } from './payment-timeline.js';

export type { PaymentState } from './partial-acceptance.js';

/** Before the bank one state holds for the whole payment; at the bank each instruction has its step. */
type Progress = { atBank: false; state: PaymentState } | { atBank: true; steps: TimelineStep[] };

/**
 * The payment status the JSON API reports at sandbox time `now`, a pure function of the
 * record: RCVD until the PSU has authorised (RJCT when the PSU did not in time or the bank
 * refused the login, CNCL when the PSU cancelled); ACCP while an authorised deferred payment
 * waits for its submission (RJCT when it is not submitted within 24 hours); ACTC while it
 * waits for its execution date; then the bank's timeline (payment-timeline.ts) from the
 * moment it went to the bank, PART when some of its instructions are rejected.
 */
export function paymentState(payment: PaymentRecord, now: number): PaymentState {
  const current = progress(payment, now);
  return current.atBank ? paymentStateOfInstructions(current.steps) : current.state;
}

/** Each instruction's transaction_status, in order: the payment's own until it is at the bank. */
export function instructionStatuses(payment: PaymentRecord, now: number): PaymentStatus[] {
  const current = progress(payment, now);
  if (current.atBank) return current.steps.map((step) => step.status);
  return payment.payment_request.credit_transfer_transaction.map(() => current.state.status);
}

function progress(payment: PaymentRecord, now: number): Progress {
  const before = (state: PaymentState): Progress => ({ atBank: false, state });
  const phase = payment.phase;
  if (isExpired(payment, now)) {
    return before(
      rejected({
        status_reason_code: 'EXPIRED_SESSION',
        status_reason_description: 'The PSU did not authorise the payment in time.',
      }),
    );
  }
  if (phase.type === 'failed') {
    // The PSU's own refusal cancels; the bank refusing the login rejects.
    return before({
      status: phase.error === 'access_denied' ? 'CNCL' : 'RJCT',
      final_status: true,
      status_reason_information: {
        status_reason_code: phase.error,
        status_reason_description: phase.error_description,
      },
    });
  }
  if (phase.type !== 'done') return before({ status: 'RCVD', final_status: false });
  const start = executionStart(payment);
  if (start === undefined) {
    if (now >= submissionDeadline(payment)) {
      return before(
        rejected({
          status_reason_code: 'DS24',
          status_reason_description:
            'The deferred payment was not submitted within 24 hours of its authorisation.',
        }),
      );
    }
    // Authorised by the PSU (the customer profile check passed), not sent for execution.
    return before({ status: 'ACCP', final_status: false });
  }
  if (now < start) return before({ status: 'ACTC', final_status: false });
  const scenario = paymentScenario(payment.payment_request);
  return {
    atBank: true,
    steps: payment.payment_request.credit_transfer_transaction.map((transaction) =>
      stepAt(instructionTimeline(payment.payment_type, scenario, transaction), now - start),
    ),
  };
}

function rejected(reason: StatusReasonInformation): PaymentState {
  return { status: 'RJCT', final_status: true, status_reason_information: reason };
}
