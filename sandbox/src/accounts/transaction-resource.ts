import type { Transaction } from '../types/account-data.js';
import type { AccountProfile } from './account-profile.js';
import { isoDate } from '../clock/calendar-day.js';
import { amountOf, formatMinor } from './currencies.js';
import type { LedgerEntry } from './ledger-entry.js';
import { REFERENCE_NUMBER_SCHEMA } from './reference-number.js';
import { entryReference, transactionId } from './transaction-id.js';

/**
 * The API's Transaction for a ledger entry as of `today`: booked (BOOK, with booking date and
 * the balance after it) once its booking day has come, pending (PDNG) before.
 */
export function transactionResource(
  profile: AccountProfile,
  entry: LedgerEntry,
  today: number,
  balanceAfterMinor: number | undefined,
): Transaction {
  const booked = entry.bookingDay <= today;
  const credit = entry.minor > 0;
  const own = {
    party: { name: profile.holder.name },
    account: profile.identification,
    agent: profile.servicer.bic === undefined ? undefined : { bic_fi: profile.servicer.bic },
  };
  const other = {
    party: entry.counterparty && { name: entry.counterparty.name },
    account: entry.counterparty?.iban === undefined ? undefined : { iban: entry.counterparty.iban },
    agent: entry.counterparty?.bic === undefined ? undefined : { bic_fi: entry.counterparty.bic },
  };
  const [creditor, debtor] = credit ? [own, other] : [other, own];
  return {
    transaction_id: transactionId(profile, entry.bookingDay, entry.seq),
    entry_reference: entryReference(profile, entry.bookingDay, entry.seq),
    merchant_category_code: entry.mcc,
    transaction_amount: amountOf(profile.currency, Math.abs(entry.minor)),
    creditor: creditor.party,
    creditor_account: creditor.account,
    creditor_agent: creditor.agent,
    debtor: debtor.party,
    debtor_account: debtor.account,
    debtor_agent: debtor.agent,
    bank_transaction_code: { ...entry.code },
    credit_debit_indicator: credit ? 'CRDT' : 'DBIT',
    status: booked ? 'BOOK' : 'PDNG',
    booking_date: booked ? isoDate(entry.bookingDay) : undefined,
    value_date: booked ? isoDate(entry.valueDay) : undefined,
    transaction_date: isoDate(entry.transactionDay),
    balance_after_transaction:
      booked && balanceAfterMinor !== undefined ? amountOf(profile.currency, balanceAfterMinor) : undefined,
    reference_number: entry.reference,
    reference_number_schema: entry.reference === undefined ? undefined : REFERENCE_NUMBER_SCHEMA,
    remittance_information: [...entry.remittance],
    exchange_rate: entry.foreign && {
      unit_currency: profile.currency,
      exchange_rate: entry.foreign.rate,
      rate_type: 'SPOT',
      instructed_amount: { currency: entry.foreign.currency, amount: formatMinor(entry.foreign.minor) },
    },
    note: booked ? undefined : 'Reserved: booked when the merchant settles the payment.',
  };
}
