import type { GenericIdentification, PaymentRequestResource } from '../types/payment.js';
import type { PaymentProblem } from './payment-problem.js';

/**
 * The account the sandbox banks do not trust (a valid Finnish IBAN): as a creditor account or
 * as the debtor account, the payment is refused with UNTRUSTED_PAYMENT_PARTY.
 */
export const UNTRUSTED_IBAN = 'FI7566600000000666';

export function untrustedPartyProblem(request: PaymentRequestResource): PaymentProblem | undefined {
  const index = request.credit_transfer_transaction.findIndex((transaction) =>
    isUntrusted(transaction.beneficiary.creditor_account),
  );
  if (index >= 0) {
    return {
      error: 'UNTRUSTED_PAYMENT_PARTY',
      message: `payment_request.credit_transfer_transaction[${index}].beneficiary.creditor_account ${UNTRUSTED_IBAN} is an account the bank does not trust: pay to another account.`,
    };
  }
  if (request.debtor_account && isUntrusted(request.debtor_account)) {
    return {
      error: 'UNTRUSTED_PAYMENT_PARTY',
      message: `payment_request.debtor_account ${UNTRUSTED_IBAN} is an account the bank does not trust: pay from another account.`,
    };
  }
  return undefined;
}

function isUntrusted(account: GenericIdentification): boolean {
  return account.identification.replace(/\s+/g, '').toUpperCase() === UNTRUSTED_IBAN;
}
