import { instructionStatuses, paymentState } from '../payment/payment-status.js';
import { transactionId } from '../payment/transaction-ids.js';
import type { PaymentRecord } from '../state/records.js';
import type {
  CreditTransferTransactionDetails,
  GetPaymentResponse,
  GetPaymentTransactionResponse,
  PaymentRequestResourceDetails,
  SubmitPaymentResponse,
} from '../types/payment.js';

/** GET /payments/{id}. */
export function paymentView(payment: PaymentRecord, now: number): GetPaymentResponse {
  const state = paymentState(payment, now);
  return {
    payment_id: payment.id,
    status: state.status,
    payment_details: paymentDetails(payment, now),
    payment_type: payment.payment_type,
    aspsp: { name: payment.aspsp.name, country: payment.aspsp.country },
    final_status: state.final_status,
    status_reason_information: state.status_reason_information,
    psu_id_hash: payment.psu_id_hash,
  };
}

/** POST /payments/{id}/submit. */
export function submittedPaymentView(payment: PaymentRecord, now: number): SubmitPaymentResponse {
  const state = paymentState(payment, now);
  return {
    payment_id: payment.id,
    status: state.status,
    final_status: state.final_status,
    status_reason_information: state.status_reason_information,
  };
}

/** GET /payments/{id}/transactions/{transaction_id}: the instruction at `index`. */
export function paymentTransactionView(
  payment: PaymentRecord,
  index: number,
  now: number,
): GetPaymentTransactionResponse | undefined {
  const details = paymentDetails(payment, now).credit_transfer_transaction[index];
  return details && { payment_id: payment.id, transaction_details: details };
}

/**
 * The request as created, each instruction with its transaction_id and its own status; once
 * the PSU authorised, with the debtor account and name the bank reports (debtor-at-bank.ts).
 */
function paymentDetails(payment: PaymentRecord, now: number): PaymentRequestResourceDetails {
  const request = payment.payment_request;
  const statuses = instructionStatuses(payment, now);
  const debtor = payment.debtor_at_bank;
  return {
    ...request,
    ...(debtor && {
      debtor_account: debtor.debtor_account,
      debtor: { ...request.debtor, ...(debtor.name === undefined ? {} : { name: debtor.name }) },
    }),
    credit_transfer_transaction: request.credit_transfer_transaction.map(
      (transaction, index): CreditTransferTransactionDetails => ({
        ...transaction,
        transaction_id: transactionId(payment.id, index),
        transaction_status: statuses[index] ?? 'RCVD',
      }),
    ),
  };
}
