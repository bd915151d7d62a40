import { ibanCheckDigits } from './iban.js';

/** The schema the sandbox names for its reference numbers: ISO 11649 creditor references. */
export const REFERENCE_NUMBER_SCHEMA = 'ISO11649';

/**
 * An ISO 11649 creditor reference ("RF" + check digits + the reference), as invoices carry:
 * the check digits are computed like an IBAN's, with "RF" in place of the country.
 */
export function creditorReference(reference: string): string {
  return `RF${ibanCheckDigits('RF', reference)}${reference}`;
}
