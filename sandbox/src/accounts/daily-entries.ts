import type { AccountProfile } from './account-profile.js';
import { cardPaymentsMadeOn, MAX_BOOKING_LAG_DAYS } from './card-payments.js';
import type { LedgerEntry } from './ledger-entry.js';
import { scheduledEntries } from './scheduled-entries.js';

/**
 * The entries booked on `day`, in their order: the day's scheduled entries, then the card
 * payments of the days before that the bank books today. The month's balancing transfer is
 * not among them (account-ledger.ts adds it on the last day). Generated from the account's
 * seed and the day alone, so every call and every machine sees the same.
 */
export function entriesBookedOn(profile: AccountProfile, day: number): LedgerEntry[] {
  const drafts = [...scheduledEntries(profile, day)];
  for (let lag = MAX_BOOKING_LAG_DAYS; lag >= 1; lag -= 1) {
    drafts.push(...cardPaymentsMadeOn(profile, day - lag).filter((draft) => draft.bookingDay === day));
  }
  return drafts.map((draft, seq) => ({ ...draft, seq }));
}
