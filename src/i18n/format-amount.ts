import type { AmountType } from '../api/types.js';
import { intlTag, type Locale } from './locale.js';

/**
 * An amount in the locale's currency format. The backend's amount is a decimal string and
 * its currency may be unknown to Intl; then the plain text is shown rather than nothing.
 */
export function formatAmount(amount: AmountType, locale: Locale): string {
  const value = Number(amount.amount);
  if (!Number.isFinite(value)) return `${amount.amount} ${amount.currency}`;
  try {
    return new Intl.NumberFormat(intlTag(locale), { style: 'currency', currency: amount.currency }).format(
      value,
    );
  } catch {
    return `${amount.amount} ${amount.currency}`;
  }
}
