import type { ASPSPData, ResponsePaymentType } from '../types/aspsp.js';
import type { PaymentRequestResource } from '../types/payment.js';
import { executionDateProblem } from './execution-date-rules.js';
import { giroProblem } from './giro-rules.js';
import { internalTransferProblem } from './internal-transfer.js';
import { offeredValuesProblem } from './offered-values.js';
import { amountLimitProblem, transactionCountProblem } from './payment-limits.js';
import { wrongParameter, type PaymentProblem } from './payment-problem.js';
import { remittanceProblem } from './remittance-rules.js';
import { requiredFieldProblem } from './required-fields.js';
import { untrustedPartyProblem } from './untrusted-parties.js';

/**
 * Every check of a payment request against the ASPSP's payment type, at sandbox time `now`;
 * the first problem found, or undefined. What the payment type allows comes first, then
 * the sandbox bank's own refusals (amount limits, then an untrusted account).
 */
export function paymentRequestProblem(
  request: PaymentRequestResource,
  aspsp: ASPSPData,
  paymentType: ResponsePaymentType,
  now: number,
): PaymentProblem | undefined {
  const label = `${aspsp.name} (${aspsp.country}) ${paymentType.payment_type} payments of ${paymentType.psu_type} PSUs`;
  const transactions = request.credit_transfer_transaction;
  if (!Array.isArray(transactions) || transactions.length === 0) {
    return wrongParameter('payment_request.credit_transfer_transaction needs at least one instruction.');
  }
  const perInstruction = (): PaymentProblem | undefined => {
    for (const [index, transaction] of transactions.entries()) {
      const path = `payment_request.credit_transfer_transaction[${index}]`;
      const problem =
        remittanceProblem(transaction, path, paymentType, label) ??
        executionDateProblem(transaction, path, paymentType, label, now) ??
        giroProblem(transaction, path, paymentType.payment_type);
      if (problem) return problem;
    }
    return undefined;
  };
  return (
    transactionCountProblem(request, paymentType, label) ??
    offeredValuesProblem(request, paymentType, label) ??
    requiredFieldProblem(request, paymentType, label) ??
    perInstruction() ??
    internalTransferProblem(request, aspsp, paymentType.payment_type) ??
    amountLimitProblem(request) ??
    untrustedPartyProblem(request)
  );
}
