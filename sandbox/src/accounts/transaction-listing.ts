import type { Transaction, TransactionStatus } from '../types/account-data.js';
import type { AccountLedger } from './account-ledger.js';
import { MAX_BOOKING_LAG_DAYS } from './card-payments.js';
import { transactionResource } from './transaction-resource.js';

/** How many transactions one page holds: fixed, so that a client can rely on it in the sandbox. */
export const PAGE_SIZE = 50;

/** The days a listing covers, inclusive, and the sandbox day it is as of. */
export interface TransactionsWindow {
  from: number;
  to: number;
  today: number;
  status?: TransactionStatus;
}

/** Where the next page starts: a listing day and how many of its transactions came before. */
export interface PageCursor {
  day: number;
  offset: number;
}

export interface TransactionsPage {
  transactions: Transaction[];
  /** Where the next page starts; undefined on the last page. */
  next?: PageCursor;
}

/**
 * The transactions listed under `day`, newest first: the card payments made that day and not
 * booked yet (PDNG), then those booked that day (BOOK) from the last to the first.
 */
export function transactionsListedOn(ledger: AccountLedger, day: number, today: number): Transaction[] {
  if (day > today) return [];
  const pending: Transaction[] = [];
  for (let bookingDay = today + MAX_BOOKING_LAG_DAYS; bookingDay > today; bookingDay -= 1) {
    const made = ledger.bookedOn(bookingDay).filter((entry) => entry.transactionDay === day);
    for (const entry of made.reverse())
      pending.push(transactionResource(ledger.profile, entry, today, undefined));
  }
  const booked: Transaction[] = [];
  let balance = ledger.balanceAtEndOf(day - 1);
  for (const entry of ledger.bookedOn(day)) {
    balance += entry.minor;
    booked.push(transactionResource(ledger.profile, entry, today, balance));
  }
  return [...pending, ...booked.reverse()];
}

/** One page of the window, newest first, from `cursor` (the window's newest day when none). */
export function transactionsPage(
  ledger: AccountLedger,
  window: TransactionsWindow,
  cursor: PageCursor | undefined,
  size = PAGE_SIZE,
): TransactionsPage {
  const transactions: Transaction[] = [];
  let offset = cursor?.offset ?? 0;
  for (let day = cursor?.day ?? window.to; day >= window.from; day -= 1) {
    const listed = transactionsListedOn(ledger, day, window.today).filter(
      (transaction) => window.status === undefined || transaction.status === window.status,
    );
    const rest = listed.slice(offset);
    offset = 0;
    if (transactions.length === size) {
      if (rest.length > 0) return { transactions, next: { day, offset: listed.length - rest.length } };
      continue;
    }
    const taken = rest.slice(0, size - transactions.length);
    transactions.push(...taken);
    if (transactions.length === size && taken.length < rest.length) {
      return { transactions, next: { day, offset: listed.length - rest.length + taken.length } };
    }
  }
  return { transactions };
}
