import { identificationKey } from '../accounts/account-profile.js';
import { bankUserAccounts } from '../accounts/bank-user-accounts.js';
import { BANK_USERS } from '../data/sandbox-users.js';
import type { ASPSPData } from '../types/aspsp.js';
import type { GenericIdentification, PaymentRequestResource, PaymentType } from '../types/payment.js';
import { wrongParameter, type PaymentProblem } from './payment-problem.js';

/**
 * An INTERNAL payment goes to another account at the same bank. The sandbox bank's accounts
 * are those of its users (the accounts AIS shows for them, as any PSU type), so the creditor
 * account must be one of those.
 */
export function internalTransferProblem(
  request: PaymentRequestResource,
  aspsp: ASPSPData,
  paymentType: PaymentType,
): PaymentProblem | undefined {
  if (paymentType !== 'INTERNAL') return undefined;
  const held = accountsAt(aspsp);
  const index = request.credit_transfer_transaction.findIndex(
    (transaction) => !held.has(keyOf(transaction.beneficiary.creditor_account)),
  );
  const transaction = request.credit_transfer_transaction[index];
  if (transaction === undefined) return undefined;
  return wrongParameter(
    `payment_request.credit_transfer_transaction[${index}].beneficiary.creditor_account ${transaction.beneficiary.creditor_account.identification} is not an account at ${aspsp.name}: an INTERNAL payment goes to another account at the same bank, such as one AIS shows there.`,
  );
}

function accountsAt(aspsp: ASPSPData): Set<string> {
  const keys = new Set<string>();
  for (const { username } of BANK_USERS) {
    for (const psuType of aspsp.psu_types) {
      for (const account of bankUserAccounts({ aspsp, psuType, bankUser: username })) {
        for (const identification of account.allIdentifications) keys.add(keyOf(identification));
      }
    }
  }
  return keys;
}

function keyOf(identification: GenericIdentification): string {
  return identificationKey({
    ...identification,
    identification: identification.identification.replace(/\s+/g, '').toUpperCase(),
  });
}
