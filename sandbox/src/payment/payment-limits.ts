import type { ResponsePaymentType } from '../types/aspsp.js';
import type { PaymentRequestResource } from '../types/payment.js';
import { fromCents, sumAmounts, toCents } from './amounts.js';
import type { PaymentProblem } from './payment-problem.js';

/**
 * The sandbox banks' limits, the same in every currency: at most 10 000.00 per instruction
 * and 50 000.00 per payment (the sum of its instructions).
 */
export const INSTRUCTION_LIMIT = '10000.00';
export const PAYMENT_LIMIT = '50000.00';

/** PAYMENT_LIMIT_EXCEEDED for more instructions than the payment type's max_transactions. */
export function transactionCountProblem(
  request: PaymentRequestResource,
  paymentType: ResponsePaymentType,
  label: string,
): PaymentProblem | undefined {
  const count = request.credit_transfer_transaction.length;
  if (count <= paymentType.max_transactions) return undefined;
  return {
    error: 'PAYMENT_LIMIT_EXCEEDED',
    message: `payment_request.credit_transfer_transaction has ${count} instructions: ${label} take at most ${paymentType.max_transactions} (max_transactions).`,
  };
}

/** PAYMENT_LIMIT_EXCEEDED for an amount above the sandbox limits; the amounts are valid decimals. */
export function amountLimitProblem(request: PaymentRequestResource): PaymentProblem | undefined {
  const transactions = request.credit_transfer_transaction;
  const index = transactions.findIndex(
    (transaction) => toCents(transaction.instructed_amount.amount) > toCents(INSTRUCTION_LIMIT),
  );
  const over = transactions[index];
  if (over) {
    return {
      error: 'PAYMENT_LIMIT_EXCEEDED',
      message: `payment_request.credit_transfer_transaction[${index}].instructed_amount.amount ${over.instructed_amount.amount} exceeds the sandbox limit of ${INSTRUCTION_LIMIT} per instruction.`,
    };
  }
  const total = sumAmounts(transactions.map((transaction) => transaction.instructed_amount.amount));
  if (toCents(total) > toCents(PAYMENT_LIMIT)) {
    return {
      error: 'PAYMENT_LIMIT_EXCEEDED',
      message: `The payment's total ${fromCents(toCents(total))} exceeds the sandbox limit of ${PAYMENT_LIMIT} per payment.`,
    };
  }
  return undefined;
}
