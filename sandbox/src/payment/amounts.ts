/** A positive decimal with a dot and at most two decimals, as the API writes amounts. */
const AMOUNT = /^(0|[1-9][0-9]*)(\.[0-9]{1,2})?$/;

export function isValidAmount(amount: string): boolean {
  return AMOUNT.test(amount) && /[1-9]/.test(amount);
}

/** Sums decimal strings exactly (in cents, as BigInt), so 0.10 + 0.20 is 0.30. */
export function sumAmounts(amounts: readonly string[]): string {
  return fromCents(amounts.reduce((total, amount) => total + toCents(amount), 0n));
}

/** A valid amount in cents; exact, so limits and scenario amounts compare without rounding. */
export function toCents(amount: string): bigint {
  const [whole = '0', fraction = ''] = amount.split('.');
  return BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0'));
}

export function fromCents(cents: bigint): string {
  const whole = cents / 100n;
  const fraction = (cents % 100n).toString().padStart(2, '0');
  return `${whole}.${fraction}`;
}
