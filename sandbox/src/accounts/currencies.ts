import type { AmountType } from '../types/payment.js';

/** The catalogue's countries whose currency is not the euro. */
const NATIONAL_CURRENCIES: Readonly<Record<string, string>> = { SE: 'SEK', NO: 'NOK', DK: 'DKK', PL: 'PLN' };

/** Rough rates (units of the currency per euro) around which the daily SPOT rates move. */
const UNITS_PER_EURO: Readonly<Record<string, number>> = {
  EUR: 1,
  USD: 1.08,
  GBP: 0.85,
  SEK: 11.4,
  NOK: 11.6,
  DKK: 7.46,
  PLN: 4.3,
};

export function nationalCurrency(country: string): string {
  return NATIONAL_CURRENCIES[country.toUpperCase()] ?? 'EUR';
}

/** The second currency of a PSU's currency account: euro where the national one is not, else dollars. */
export function foreignAccountCurrency(country: string): string {
  return nationalCurrency(country) === 'EUR' ? 'USD' : 'EUR';
}

/** How many units of `currency` a euro-sized price is, rounded so that prices look natural. */
export function priceScale(currency: string): number {
  return Math.max(1, Math.round(UNITS_PER_EURO[currency] ?? 1));
}

/** Units of `foreign` per one unit of `unit`, before the day's movement. */
export function baseRate(unit: string, foreign: string): number {
  return (UNITS_PER_EURO[foreign] ?? 1) / (UNITS_PER_EURO[unit] ?? 1);
}

/** Minor units (cents) as the specification's decimal string with a dot: -1234 is "-12.34". */
export function formatMinor(minor: number): string {
  const sign = minor < 0 ? '-' : '';
  const absolute = Math.abs(minor);
  return `${sign}${Math.floor(absolute / 100)}.${String(absolute % 100).padStart(2, '0')}`;
}

export function amountOf(currency: string, minor: number): AmountType {
  return { currency, amount: formatMinor(minor) };
}
