import { findPaymentType } from '../catalogue/aspsp-support.js';
import { initialPhase, statusFor } from '../flow/transitions.js';
import { isValidAmount } from '../payment/amounts.js';
import type { ResponsePaymentType } from '../types/aspsp.js';
import type { PaymentRequestResource, PaymentType } from '../types/payment.js';
import type { AttemptInput, CreationContext } from './attempt-input.js';
import { resolveAttemptInput } from './attempt-input.js';
import { InvalidInputError } from './invalid-input.js';
import type { PaymentRecord } from './records.js';

export interface CreatePaymentInput extends AttemptInput {
  /** Default 'SEPA'. */
  payment_type?: PaymentType;
  payment_request: PaymentRequestResource;
  defer_submission?: boolean;
}

/** A new payment, as POST /payments creates it. Throws an InvalidInputError for invalid input. */
export function newPayment(input: CreatePaymentInput, context: CreationContext): PaymentRecord {
  const resolved = resolveAttemptInput(input, context);
  const paymentType = input.payment_type ?? 'SEPA';
  const capability = findPaymentType(resolved.aspsp, resolved.psu_type, paymentType);
  if (!capability) {
    throw new InvalidInputError(
      `${resolved.aspsp.name} does not offer ${paymentType} payments to ${resolved.psu_type} PSUs.`,
    );
  }
  checkPaymentRequest(input.payment_request, capability);
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

function checkPaymentRequest(request: PaymentRequestResource, capability: ResponsePaymentType): void {
  const transactions = request.credit_transfer_transaction;
  if (!Array.isArray(transactions) || transactions.length === 0) {
    throw new InvalidInputError(
      'payment_request.credit_transfer_transaction needs at least one transaction.',
    );
  }
  if (transactions.length > capability.max_transactions) {
    throw new InvalidInputError(
      `At most ${capability.max_transactions} transaction(s) for ${capability.payment_type} here.`,
      'PAYMENT_LIMIT_EXCEEDED',
    );
  }
  const firstCurrency = transactions[0]?.instructed_amount.currency;
  for (const [index, transaction] of transactions.entries()) {
    const { currency, amount } = transaction.instructed_amount;
    if (currency !== firstCurrency)
      throw new InvalidInputError('All transactions of a payment must have the same currency.');
    if (!isValidAmount(amount))
      throw new InvalidInputError(`Transaction ${index}: amount "${amount}" is not a positive decimal.`);
    if (!capability.currencies.includes(currency)) {
      throw new InvalidInputError(
        `Transaction ${index}: currency ${currency} is not one of ${capability.currencies.join(', ')}.`,
      );
    }
    if (!transaction.beneficiary.creditor_account.identification) {
      throw new InvalidInputError(
        `Transaction ${index}: beneficiary.creditor_account.identification is empty.`,
      );
    }
  }
}
