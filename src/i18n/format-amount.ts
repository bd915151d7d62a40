import type { AmountType } from '../api/types.js';

/**
 * An amount in the currency format of an Intl tag (intlTag's). The backend's amount is a decimal string and
 * its currency may be unknown to Intl; then the plain text is shown rather than nothing. Only a
 * decimal is read: Number() would show "", "0x64" or "1e2" as another amount.
 */
export function formatAmount({ amount, currency }: AmountType, tag: string): string {
  const text = `${amount} ${currency}`;
  if (!/^-?\d+(\.\d+)?$/.test(amount)) return text;
  try {
    const usual = new Intl.NumberFormat(tag, { style: 'currency', currency });
    const written = amount.split('.')[1]?.length ?? 0;
    // Every decimal the backend wrote (0.125 EUR, 100.5 JPY), none rounded away; and the text
    // as the decimal it is, so that no digit of a large amount is lost to a float.
    const format =
      written > (usual.resolvedOptions().maximumFractionDigits ?? 0)
        ? new Intl.NumberFormat(tag, { style: 'currency', currency, maximumFractionDigits: written })
        : usual;
    return format.format(amount as `${number}`);
  } catch {
    return text;
  }
}
