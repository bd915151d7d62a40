import type { PaymentStatus, StatusReasonInformation } from '../types/payment.js';
import { FINAL_STATUSES, type TimelineStep } from './payment-timeline.js';

export interface PaymentState {
  status: PaymentStatus;
  /** True when the status will not change any more. */
  final_status: boolean;
  status_reason_information?: StatusReasonInformation;
}

/**
 * The payment's status from the steps its instructions have reached at the bank: their common
 * status while they agree; PART (partially accepted) once some are rejected and others are
 * not, with the rejection's reason and how many it concerns. Final once every instruction is.
 */
export function paymentStateOfInstructions(steps: readonly TimelineStep[]): PaymentState {
  const [first] = steps;
  if (first === undefined) throw new Error('A payment has at least one instruction.');
  const final_status = steps.every((step) => FINAL_STATUSES.includes(step.status));
  const rejected = steps.filter((step) => step.status === 'RJCT');
  const accepted = steps.find((step) => step.status !== 'RJCT');
  if (rejected.length === 0 || accepted === undefined) {
    return {
      status: first.status,
      final_status,
      ...(first.reason ? { status_reason_information: first.reason } : {}),
    };
  }
  const reason = rejected[0]?.reason;
  return {
    status: 'PART',
    final_status,
    status_reason_information: {
      status_reason_code: reason?.status_reason_code ?? 'NARR',
      status_reason_description: `${rejected.length} of ${steps.length} instructions were rejected: ${reason?.status_reason_description ?? 'see their transaction_status.'}`,
    },
  };
}
