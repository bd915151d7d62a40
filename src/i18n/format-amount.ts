import type { AmountType } from '../api/types.js';

/**
 * An amount in the currency format of an Intl tag (intlTag's). The backend's amount is a decimal string and
 * its currency may be unknown to Intl; then the plain text is shown rather than nothing. Only a
 * decimal is read as a number: Number() would show "", "0x64" or "1e2" as another amount.
 */
export function formatAmount({ amount, currency }: AmountType, tag: string): string {
  const text = `${amount} ${currency}`;
  if (!/^-?\d+(\.\d+)?$/.test(amount)) return text;
  try {
    return new Intl.NumberFormat(tag, { style: 'currency', currency }).format(Number(amount));
  } catch {
    return text;
  }
}
