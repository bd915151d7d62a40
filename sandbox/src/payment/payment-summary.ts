import type { PaymentRequestResource, PaymentSummary, PaymentType } from '../types/payment.js';
import { sumAmounts } from './amounts.js';

/** What the PSU reviews before accepting a payment. Creation ensures one currency for all transactions. */
export function summarisePayment(paymentType: PaymentType, request: PaymentRequestResource): PaymentSummary {
  const transactions = request.credit_transfer_transaction;
  const currency = transactions[0]?.instructed_amount.currency ?? 'EUR';
  return {
    payment_type: paymentType,
    total: {
      currency,
      amount: sumAmounts(transactions.map((transaction) => transaction.instructed_amount.amount)),
    },
    transactions: transactions.map((transaction) => ({
      instructed_amount: transaction.instructed_amount,
      creditor_name: transaction.beneficiary.creditor?.name,
      creditor_account: {
        identification: transaction.beneficiary.creditor_account.identification,
        scheme_name: transaction.beneficiary.creditor_account.scheme_name,
      },
      remittance_information: transaction.remittance_information,
      requested_execution_date: transaction.requested_execution_date,
      reference_number: transaction.reference_number,
    })),
    debtor_account: request.debtor_account && {
      identification: request.debtor_account.identification,
      scheme_name: request.debtor_account.scheme_name,
    },
    charge_bearer: request.charge_bearer,
  };
}
