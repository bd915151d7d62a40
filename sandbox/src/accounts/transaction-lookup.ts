import type { Transaction } from '../types/account-data.js';
import type { AccountLedger } from './account-ledger.js';
import { parseTransactionId } from './transaction-id.js';
import { transactionResource } from './transaction-resource.js';
import { HISTORY_DAYS } from './transactions-query.js';

/** A transaction found by its id, and the day it is listed under (its booking day once booked). */
export interface FoundTransaction {
  transaction: Transaction;
  listedOn: number;
}

/**
 * GET /accounts/{id}/transactions/{transaction_id}: the transaction as the listing shows it
 * today; undefined for an id of another account, of a transaction that has not happened yet,
 * or of one older than the bank's history.
 */
export function findTransaction(
  ledger: AccountLedger,
  id: string,
  today: number,
): FoundTransaction | undefined {
  const position = parseTransactionId(ledger.profile, id);
  if (!position) return undefined;
  const day = ledger.bookedOn(position.bookingDay);
  const entry = day.find((candidate) => candidate.seq === position.seq);
  if (!entry || entry.transactionDay > today) return undefined;
  const booked = entry.bookingDay <= today;
  const listedOn = booked ? entry.bookingDay : entry.transactionDay;
  if (listedOn < today - HISTORY_DAYS) return undefined;
  const before = day
    .filter((candidate) => candidate.seq <= entry.seq)
    .reduce((sum, { minor }) => sum + minor, 0);
  const balance = booked ? ledger.balanceAtEndOf(entry.bookingDay - 1) + before : undefined;
  return { transaction: transactionResource(ledger.profile, entry, today, balance), listedOn };
}
