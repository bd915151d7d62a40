import type { AccountProfile } from '../accounts/account-profile.js';
import { bankUserAccounts } from '../accounts/bank-user-accounts.js';
import { findPaymentType } from '../catalogue/aspsp-support.js';
import { reportsDebtorName } from '../data/debtor-names.js';
import { DEFAULT_BANK_USER } from '../data/sandbox-users.js';
import type { PaymentRecord } from '../state/records.js';
import type {
  GenericIdentification,
  PayableAccountKind,
  PaymentDebtor,
  SchemeName,
} from '../types/payment.js';

/** What the simulated bank's page offers to pay from, the first by default. */
export const PAYABLE_ACCOUNT_KINDS: readonly PayableAccountKind[] = ['current', 'savings', 'currency'];

export function isPayableAccountKind(value: string): value is PayableAccountKind {
  return (PAYABLE_ACCOUNT_KINDS as readonly string[]).includes(value);
}

/**
 * Who paid, as the bank reports it once the PSU authorised: the debtor_account of the request
 * when the application named one, otherwise the account the PSU chose (`payFrom`) among the
 * accounts of the bank user who logged in, in a scheme the payment type takes; and that
 * user's name, at banks that report it. The accounts are those AIS shows for the same user.
 */
export function debtorAtBank(
  payment: PaymentRecord,
  bankUser: string | undefined,
  payFrom: PayableAccountKind = 'current',
): PaymentDebtor {
  // Scenario users change what AIS sees; their payments come from their ordinary accounts.
  const accounts = bankUserAccounts({
    aspsp: payment.aspsp,
    psuType: payment.psu_type,
    bankUser: bankUser ?? DEFAULT_BANK_USER,
  });
  const account = accounts.find((candidate) => candidate.kind === payFrom) ?? accounts[0];
  if (account === undefined) throw new Error('Every bank user has accounts to pay from.');
  const schemas = findPaymentType(
    payment.aspsp,
    payment.psu_type,
    payment.payment_type,
  )?.debtor_account_schemas;
  return {
    debtor_account: payment.payment_request.debtor_account ?? identificationIn(account, schemas),
    ...(reportsDebtorName(payment.aspsp) ? { name: account.holder.name } : {}),
  };
}

/** The account's identification in the first scheme the payment type takes (IBAN, else BBAN). */
function identificationIn(
  account: AccountProfile,
  schemas: readonly SchemeName[] | undefined,
): GenericIdentification {
  const [primary] = account.allIdentifications;
  const fitting = account.allIdentifications.find(
    (id) => schemas === undefined || schemas.includes(id.scheme_name),
  );
  const chosen = fitting ?? primary;
  if (chosen === undefined) throw new Error('An account has an identification.');
  return { identification: chosen.identification, scheme_name: chosen.scheme_name };
}
