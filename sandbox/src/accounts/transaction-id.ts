import type { AccountProfile } from './account-profile.js';
import { isoDate, parseIsoDate } from '../clock/calendar-day.js';
import { seededTag } from './seeded-random.js';

const TRANSACTION_ID = /^(\d{4})(\d{2})(\d{2})-(\d{1,3})-([0-9a-f]{8})$/;

/**
 * "20260614-3-1f2e3d4c": the booking day and the position on it, so that one transaction is
 * found by generating one day; the tag ties it to its account, so another account's id is unknown.
 */
export function transactionId(profile: AccountProfile, bookingDay: number, seq: number): string {
  return `${isoDate(bookingDay).replaceAll('-', '')}-${seq}-${seededTag(profile.seed, bookingDay, seq)}`;
}

/** The booking day and position an id names, when it is one of this account's; undefined otherwise. */
export function parseTransactionId(
  profile: AccountProfile,
  id: string,
): { bookingDay: number; seq: number } | undefined {
  const match = TRANSACTION_ID.exec(id);
  if (!match) return undefined;
  const [, year, month, date, position] = match;
  const bookingDay = parseIsoDate(`${year}-${month}-${date}`);
  const seq = Number(position);
  if (bookingDay === undefined || transactionId(profile, bookingDay, seq) !== id) return undefined;
  return { bookingDay, seq };
}

/** The bank's own reference of the entry: 16 digits. */
export function entryReference(profile: AccountProfile, bookingDay: number, seq: number): string {
  const digits = Number.parseInt(seededTag('entry', profile.seed, bookingDay, seq), 16) % 100_000;
  return `${isoDate(bookingDay).replaceAll('-', '')}${String(seq).padStart(3, '0')}${String(digits).padStart(5, '0')}`;
}
