import type { HalBalances } from '../types/account-data.js';
import type { AccountLedger } from './account-ledger.js';
import { isoDate } from '../clock/calendar-day.js';
import { amountOf } from './currencies.js';
import { MAX_BOOKING_LAG_DAYS } from './card-payments.js';
import type { LedgerEntry } from './ledger-entry.js';
import { entryReference } from './transaction-id.js';

/** How far back the last booked entry is looked for; every account books something monthly. */
const LAST_ENTRY_SEARCH_DAYS = 62;

/**
 * The balances as of `today`, each consistent with the transactions: CLBD is the booked
 * balance at the end of yesterday, ITBD with today's bookings, XPCD with the pending card
 * payments as well, ITAV that plus the credit limit (overdraft or card limit) still open.
 */
export function accountBalances(ledger: AccountLedger, today: number): HalBalances {
  const { currency, creditLimitMinor } = ledger.profile;
  const closing = ledger.balanceAtEndOf(today - 1);
  const interim = ledger.balanceAtEndOf(today);
  const expected = interim + pendingEntries(ledger, today).reduce((sum, entry) => sum + entry.minor, 0);
  const yesterday = isoDate(today - 1);
  const date = isoDate(today);
  return {
    balances: [
      {
        name: 'Closing booked balance',
        balance_amount: amountOf(currency, closing),
        balance_type: 'CLBD',
        reference_date: yesterday,
        last_committed_transaction: lastEntryReference(ledger, today - 1),
      },
      {
        name: 'Interim booked balance',
        balance_amount: amountOf(currency, interim),
        balance_type: 'ITBD',
        reference_date: date,
        last_committed_transaction: lastEntryReference(ledger, today),
      },
      {
        name: 'Expected balance',
        balance_amount: amountOf(currency, expected),
        balance_type: 'XPCD',
        reference_date: date,
      },
      {
        name: 'Available balance',
        balance_amount: amountOf(currency, expected + (creditLimitMinor ?? 0)),
        balance_type: 'ITAV',
        reference_date: date,
      },
    ],
  };
}

/** Card payments made by `today` that the bank has not booked yet. */
export function pendingEntries(ledger: AccountLedger, today: number): LedgerEntry[] {
  const entries: LedgerEntry[] = [];
  for (let day = today + 1; day <= today + MAX_BOOKING_LAG_DAYS; day += 1) {
    entries.push(...ledger.bookedOn(day).filter((entry) => entry.transactionDay <= today));
  }
  return entries;
}

function lastEntryReference(ledger: AccountLedger, day: number): string | undefined {
  for (let current = day; current > day - LAST_ENTRY_SEARCH_DAYS; current -= 1) {
    const last = ledger.bookedOn(current).at(-1);
    if (last) return entryReference(ledger.profile, last.bookingDay, last.seq);
  }
  return undefined;
}
