import { findPaymentType } from '../catalogue/aspsp-support.js';
import { initialPhase, statusFor } from '../flow/transitions.js';
import { paymentRequestProblem } from '../payment/check-payment-request.js';
import type { PaymentRequestResource, PaymentType } from '../types/payment.js';
import type { AttemptInput, CreationContext } from './attempt-input.js';
import { resolveAttemptInput } from './attempt-input.js';
import { InvalidInputError } from './invalid-input.js';
import type { PaymentRecord } from '../state/records.js';

export interface CreatePaymentInput extends AttemptInput {
  /** Default 'SEPA'. */
  payment_type?: PaymentType;
  payment_request: PaymentRequestResource;
  defer_submission?: boolean;
}

/**
 * A new payment, as POST /payments creates it, checked against the ASPSP's payment type
 * (payment/check-payment-request.ts). Throws an InvalidInputError for invalid input.
 */
export function newPayment(input: CreatePaymentInput, context: CreationContext): PaymentRecord {
  const paymentType = input.payment_type ?? 'SEPA';
  const resolved = resolveAttemptInput(input, context, paymentType);
  const capability = findPaymentType(resolved.aspsp, resolved.psu_type, paymentType);
  if (!capability) {
    const offered = (resolved.aspsp.payments ?? [])
      .filter((type) => type.psu_type === resolved.psu_type)
      .map((type) => type.payment_type);
    throw new InvalidInputError(
      `${resolved.aspsp.name} does not offer ${paymentType} payments to ${resolved.psu_type} PSUs; it offers ${offered.length > 0 ? offered.join(', ') : 'none'}.`,
    );
  }
  const problem = paymentRequestProblem(input.payment_request, resolved.aspsp, capability, context.now);
  if (problem) throw new InvalidInputError(problem.message, problem.error);
  const attempt = {
    ...resolved,
    service: 'PIS' as const,
    payment_type: paymentType,
    payment_request: input.payment_request,
    // Deferred submission takes effect only where the ASPSP's payment type supports it.
    defer_submission: (input.defer_submission ?? false) && capability.deferred_submission_supported === true,
  };
  const phase = initialPhase(attempt);
  return { ...attempt, phase, status: statusFor(phase, 'CREATED') };
}
