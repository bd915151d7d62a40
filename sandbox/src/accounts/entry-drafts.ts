import { ibanFor } from './iban.js';
import type { AccountProfile } from './account-profile.js';
import { CODES, type Counterparty, type EntryDraft } from './ledger-entry.js';
import { creditorReference } from './reference-number.js';
import { SeededRandom } from './seeded-random.js';

/** Money leaving the account on `day` by credit transfer (or what `code` says). */
export function transferOut(
  day: number,
  minor: number,
  creditor: Counterparty | undefined,
  remittance: string[],
  code: EntryDraft['code'] = CODES.transferOut,
): EntryDraft {
  return {
    bookingDay: day,
    transactionDay: day,
    valueDay: day,
    minor: -minor,
    counterparty: creditor,
    code,
    remittance,
  };
}

/** Money arriving on `day`. */
export function transferIn(
  day: number,
  minor: number,
  debtor: Counterparty,
  remittance: string[],
  code: EntryDraft['code'] = CODES.transferIn,
): EntryDraft {
  return {
    bookingDay: day,
    transactionDay: day,
    valueDay: day,
    minor,
    counterparty: debtor,
    code,
    remittance,
  };
}

/** A bill paid by credit transfer with the creditor's ISO 11649 reference. */
export function bill(
  profile: AccountProfile,
  day: number,
  minor: number,
  creditor: string,
  text: string,
  random: SeededRandom,
): EntryDraft {
  return {
    ...transferOut(day, minor, counterparty(profile, creditor), [text]),
    reference: creditorReference(random.digits(9)),
  };
}

/** A company or person of the account's country with an IBAN of its own, the same every time. */
export function counterparty(profile: AccountProfile, name: string): Counterparty {
  const random = new SeededRandom('counterparty', profile.country, name);
  return { name, iban: ibanFor(profile.country, random.bytes(32), undefined) };
}

/** The account's own bank, for fees, interest and loan instalments. */
export function ownBank(profile: AccountProfile): Counterparty {
  return { name: profile.servicer.name, bic: profile.servicer.bic };
}
