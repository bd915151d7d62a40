import type { CreditTransferTransaction, PaymentRequestResource } from '../types/payment.js';
import { sumAmounts, toCents } from './amounts.js';

/**
 * What the sandbox bank does with an authorised payment, chosen by the payment's total (the
 * sum of its instructed amounts, in any currency), so that an application can meet each
 * outcome on purpose:
 * - 400.04: rejected after the technical validation (RJCT, AM04 insufficient funds);
 * - 500.05: cancelled by the bank after the technical validation (CNCL, FRAD);
 * - 404.04: the bank cannot be asked for the status for a minute (ASPSP_PAYMENT_NOT_ACCESSIBLE
 *   on GET /payments/{id}), then answers that it is settled;
 * - any other total: settled, except each instruction of 300.03, which the creditor's bank
 *   rejects (see isRejectedInstruction).
 */
export type PaymentScenario = 'settles' | 'rejected' | 'cancelled_by_bank' | 'unreachable';

export const SCENARIO_AMOUNTS: Readonly<Record<Exclude<PaymentScenario, 'settles'>, string>> = {
  rejected: '400.04',
  cancelled_by_bank: '500.05',
  unreachable: '404.04',
};

export function paymentScenario(request: PaymentRequestResource): PaymentScenario {
  const total = toCents(
    sumAmounts(request.credit_transfer_transaction.map((t) => t.instructed_amount.amount)),
  );
  const scripted = (Object.keys(SCENARIO_AMOUNTS) as (keyof typeof SCENARIO_AMOUNTS)[]).find(
    (scenario) => toCents(SCENARIO_AMOUNTS[scenario]) === total,
  );
  return scripted ?? 'settles';
}

/** An instruction of this amount is rejected by the creditor's bank (RJCT, AC04) while the others settle. */
export const REJECTED_INSTRUCTION_AMOUNT = '300.03';

/** True for an instruction that the bank rejects on its own, so that a bulk payment ends partially accepted. */
export function isRejectedInstruction(transaction: CreditTransferTransaction): boolean {
  return toCents(transaction.instructed_amount.amount) === toCents(REJECTED_INSTRUCTION_AMOUNT);
}
