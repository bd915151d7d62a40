import type { AccountIdentification } from '../api/types.js';

/**
 * How a named account reads in the consent: an IBAN in groups of four, as banks print it
 * ("FI21 1234 5600 0007 85"), otherwise the other identification as given. Undefined for an
 * entry that identifies nothing, so the widget never shows an empty item.
 */
export function accountLabel(account: unknown): string | undefined {
  if (typeof account !== 'object' || account === null) return undefined;
  const { iban, other } = account as AccountIdentification;
  if (typeof iban === 'string') {
    const compact = iban.replace(/\s+/g, '').toUpperCase();
    if (compact !== '') return compact.replace(/(.{4})(?=.)/g, '$1 ');
  }
  if (typeof other === 'object' && other !== null && typeof other.identification === 'string') {
    const identification = other.identification.trim();
    if (identification !== '') return identification;
  }
  return undefined;
}
