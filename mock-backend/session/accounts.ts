import { createHash } from 'node:crypto';
import type { AccountIdentification } from '../types/access.js';
import type { ASPSPData, PSUType } from '../types/aspsp.js';
import type { GenericIdentification } from '../types/payment.js';
import type { AccountResource, CashAccountType } from '../types/session.js';
import { ibanFor } from './iban.js';

/** What the accounts of a new session depend on. */
export interface AccountsInput {
  aspsp: ASPSPData;
  psu_type: PSUType;
  psu_id_hash: string;
  /** access.accounts of the authorisation: when given, exactly these accounts are granted. */
  requested?: readonly AccountIdentification[];
}

interface AccountKind {
  cash_account_type: CashAccountType;
  product: string;
  details: string;
}

const KINDS: Readonly<Record<PSUType, readonly AccountKind[]>> = {
  personal: [
    { cash_account_type: 'CACC', product: 'Current account', details: 'Everyday account' },
    { cash_account_type: 'SVGS', product: 'Savings account', details: 'Rainy day savings' },
    { cash_account_type: 'CACC', product: 'Joint current account', details: 'Household' },
  ],
  business: [
    { cash_account_type: 'CACC', product: 'Business account', details: 'Operating account' },
    { cash_account_type: 'SVGS', product: 'Business savings account', details: 'Reserves' },
    { cash_account_type: 'CACC', product: 'Business account', details: 'Tax account' },
  ],
};

const HOLDER: Readonly<Record<PSUType, string>> = {
  personal: 'Alex Example',
  business: 'Example Trading Ltd',
};

/** The countries of the catalogue whose currency is not the euro. */
const NATIONAL_CURRENCIES: Readonly<Record<string, string>> = { SE: 'SEK', NO: 'NOK', DK: 'DKK', PL: 'PLN' };

/**
 * The accounts a session grants: those of access.accounts when the application named them,
 * otherwise one to three plausible ones. Derived from the ASPSP and psu_id_hash, so the same
 * PSU id gets the same accounts (and identification hashes) in every session at that ASPSP.
 */
export function sessionAccounts(input: AccountsInput, newUid: () => string): AccountResource[] {
  const seed = `${input.aspsp.country}\n${input.aspsp.name}\n${input.psu_type}\n${input.psu_id_hash}`;
  const kinds = KINDS[input.psu_type];
  if (input.requested && input.requested.length > 0) {
    return input.requested.map((identification, index) =>
      account(input, kinds[index % kinds.length], identification, newUid()),
    );
  }
  const count = 1 + ((digest(seed)[0] ?? 0) % 3);
  return kinds.slice(0, count).map((kind, index) => {
    const iban = ibanFor(input.aspsp.country, digest(`${seed}\n${index}`), input.aspsp.bic);
    return account(input, kind, { iban }, newUid());
  });
}

function account(
  input: AccountsInput,
  kind: AccountKind | undefined,
  identification: AccountIdentification,
  uid: string,
): AccountResource {
  const ids = allIdentifications(identification);
  const country = identification.iban?.slice(0, 2).toUpperCase() ?? input.aspsp.country;
  return {
    account_id: identification,
    all_account_ids: ids,
    account_servicer: { bic_fi: input.aspsp.bic, name: input.aspsp.name },
    name: HOLDER[input.psu_type],
    details: kind?.details,
    usage: input.psu_type === 'personal' ? 'PRIV' : 'ORGA',
    cash_account_type: kind?.cash_account_type ?? 'CACC',
    product: kind?.product,
    currency: NATIONAL_CURRENCIES[country] ?? 'EUR',
    psu_status: 'Account Holder',
    uid,
    identification_hash: identificationHash(ids[0]),
    identification_hashes: ids.map(identificationHash),
  };
}

/** The primary identification first; an IBAN is also known by its BBAN. */
function allIdentifications(identification: AccountIdentification): GenericIdentification[] {
  if (identification.iban !== undefined) {
    const iban = identification.iban.replace(/\s+/g, '').toUpperCase();
    return [
      { identification: iban, scheme_name: 'IBAN' },
      { identification: iban.slice(4), scheme_name: 'BBAN' },
    ];
  }
  return identification.other ? [identification.other] : [];
}

function identificationHash(identification: GenericIdentification | undefined): string {
  const key = identification ? `${identification.scheme_name}:${identification.identification}` : '';
  return createHash('sha256').update(key).digest('base64url');
}

function digest(text: string): Uint8Array {
  return createHash('sha256').update(text).digest();
}
