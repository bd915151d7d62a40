import { createHash } from 'node:crypto';
import type { GenericIdentification } from '../types/payment.js';

/** Where a hashed value is in the service's account data: ["account", "account_id", "iban"]. */
type FieldPath = readonly string[];

interface HashedField {
  path: FieldPath;
  value: string;
}

/** What an account's hashes are made of: the account and its ASPSP, nothing of the session or PSU. */
export interface HashedAccount {
  aspspName: string;
  aspspCountry: string;
  /** The primary identification: an IBAN, or another scheme's identification. */
  identification: GenericIdentification | undefined;
  currency: string;
  /** The bank's own id of the account. */
  resourceId: string;
  /** The account holder(s) name, AccountResource.name. */
  name: string | undefined;
}

/**
 * The identification_hashes of an account, the primary one (identification_hash) first: the
 * IBAN alone, or for an account without one the ASPSP with the other identification; then
 * the IBAN with the currency, the ASPSP with the bank's resource id, the ASPSP with the
 * account name. They depend on the account and its ASPSP only, so they match the account
 * across sessions, PSUs and applications; the later ones suit fuzzy matching only.
 */
export function identificationHashes(account: HashedAccount): string[] {
  const aspsp = [field(['aspsp_name'], account.aspspName), field(['aspsp_country'], account.aspspCountry)];
  const id = account.identification;
  const iban =
    id?.scheme_name === 'IBAN' ? field(['account', 'account_id', 'iban'], id.identification) : undefined;
  const combinations: HashedField[][] = [
    ...(iban
      ? [[iban], [iban, field(['account', 'currency'], account.currency)]]
      : id
        ? [
            [
              ...aspsp,
              field(['account', 'account_id', 'other', 'scheme_name'], id.scheme_name),
              field(['account', 'account_id', 'other', 'identification'], id.identification),
            ],
          ]
        : []),
    [...aspsp, field(['account', 'resource_id'], account.resourceId)],
    ...(account.name === undefined ? [] : [[...aspsp, field(['account', 'name'], account.name)]]),
  ];
  return combinations.map(identificationHash);
}

/**
 * One hash as the service writes it: the standard base64 (with padding) of the JSON list of
 * the field paths, a dot, and the base64 of the SHA-256 digest of the list of the values
 * (laid out the same way).
 */
function identificationHash(fields: readonly HashedField[]): string {
  const paths = Buffer.from(fieldPathsJson(fields.map(({ path }) => path))).toString('base64');
  const digest = createHash('sha256')
    .update(listJson(fields.map(({ value }) => asciiString(value))))
    .digest('base64');
  return `${paths}.${digest}`;
}

/**
 * The list of field paths as the service lays it out (Python's json.dumps with indent=0):
 * every list item on a line of its own, no indentation, strings with ASCII escapes.
 */
export function fieldPathsJson(paths: readonly FieldPath[]): string {
  return listJson(paths.map((path) => listJson(path.map(asciiString))));
}

function listJson(items: readonly string[]): string {
  return items.length === 0 ? '[]' : `[\n${items.join(',\n')}\n]`;
}

/** A JSON string with every character outside ASCII as a \u escape, as Python writes it. */
function asciiString(text: string): string {
  return JSON.stringify(text).replace(
    /[\u0080-\uffff]/g,
    (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

function field(path: FieldPath, value: string): HashedField {
  return { path, value };
}
