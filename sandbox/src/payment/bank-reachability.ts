import type { PaymentRecord } from '../state/records.js';
import { executionStart } from './execution-start.js';
import type { PaymentProblem } from './payment-problem.js';
import { paymentScenario } from './payment-scenarios.js';
import { UNREACHABLE_FOR_MS } from './payment-timeline.js';

/**
 * ASPSP_PAYMENT_NOT_ACCESSIBLE while the bank of the unreachable scenario (a total of
 * 404.04) cannot be asked for the status: the first minute after the payment went to the bank.
 */
export function bankReachabilityProblem(payment: PaymentRecord, now: number): PaymentProblem | undefined {
  if (paymentScenario(payment.payment_request) !== 'unreachable') return undefined;
  const start = executionStart(payment);
  if (start === undefined || now < start || now >= start + UNREACHABLE_FOR_MS) return undefined;
  const retry = new Date(start + UNREACHABLE_FOR_MS).toISOString();
  return {
    error: 'ASPSP_PAYMENT_NOT_ACCESSIBLE',
    message: `${payment.aspsp.name} (${payment.aspsp.country}) cannot be asked for the status of payment ${payment.id} right now: try again after ${retry}.`,
  };
}
