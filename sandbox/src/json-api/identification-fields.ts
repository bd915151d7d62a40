import { SCHEME_NAMES } from '../data/enumerations.js';
import { wrongParameters } from '../http/api-error.js';
import { apiError } from '../http/error-status.js';
import { isValidIban } from '../accounts/iban.js';
import type { AccountIdentification } from '../types/access.js';
import type { GenericIdentification, PartyIdentifier } from '../types/payment.js';
import type { AspspReference } from '../types/session.js';
import { optionalObject, optionalString, requireObject, requireOneOf, requireString } from './json-fields.js';

/** The ASPSP of POST /auth and POST /payments: {name, country}. */
export function aspspReference(value: unknown, path: string): AspspReference {
  const aspsp = requireObject(value, path);
  const name = requireString(aspsp.name, `${path}.name`);
  const country = requireString(aspsp.country, `${path}.country`);
  if (!/^[A-Za-z]{2}$/.test(country))
    throw wrongParameters(`${path}.country must be a two-letter code such as FI.`);
  return { name, country: country.toUpperCase() };
}

export function genericIdentification(value: unknown, path: string): GenericIdentification {
  const object = requireObject(value, path);
  const issuer = optionalString(object.issuer, `${path}.issuer`);
  return {
    identification: requireString(object.identification, `${path}.identification`),
    scheme_name: requireOneOf(object.scheme_name, `${path}.scheme_name`, SCHEME_NAMES),
    ...(issuer === undefined ? {} : { issuer }),
  };
}

/**
 * A party's organisation_id or private_id. The specification shows account schemes only (IBAN,
 * BBAN, CPAN); a party's are ISO 20022's (COID, TXID, NIDN...), which it does not list, so any
 * scheme name is taken, as the service's own description (a string) allows.
 */
export function partyIdentifier(value: unknown, path: string): PartyIdentifier {
  const object = requireObject(value, path);
  const issuer = optionalString(object.issuer, `${path}.issuer`);
  return {
    identification: requireString(object.identification, `${path}.identification`),
    scheme_name: requireString(object.scheme_name, `${path}.scheme_name`),
    ...(issuer === undefined ? {} : { issuer }),
  };
}

/** An element of access.accounts: an IBAN, or another identification (INVALID_ACCOUNT_ID without either). */
export function accountIdentification(value: unknown, path: string): AccountIdentification {
  const object = requireObject(value, path);
  const iban = optionalString(object.iban, `${path}.iban`);
  const otherObject = optionalObject(object.other, `${path}.other`);
  if (iban !== undefined) {
    if (!isValidIban(iban)) throw wrongParameters(`${path}.iban "${iban}" is not a valid IBAN.`);
    return { iban };
  }
  if (otherObject !== undefined) return { other: genericIdentification(otherObject, `${path}.other`) };
  throw apiError('INVALID_ACCOUNT_ID', `${path}: either iban or other account identification is required.`);
}
