import type { PsuType, ResponsePaymentType } from '../common/json-api-types.js';

/** Preferred first: a plain credit transfer before an instant or a domestic one. */
const PREFERENCE = ['SEPA', 'DOMESTIC', 'INST_SEPA'];

/**
 * The payment type the demo creates at an ASPSP, from its GET /aspsps entry: one for the
 * PSU type and currency; when deferred submission is wanted, one that supports it if any.
 */
export function choosePaymentType(
  payments: readonly ResponsePaymentType[],
  psuType: PsuType,
  currency: string,
  wantDeferred: boolean,
): ResponsePaymentType | undefined {
  const candidates = payments
    .filter((type) => type.psu_type === psuType && type.currencies.includes(currency))
    .sort((a, b) => rank(a.payment_type) - rank(b.payment_type));
  const deferred = wantDeferred
    ? candidates.find((type) => type.deferred_submission_supported === true)
    : undefined;
  return deferred ?? candidates[0];
}

function rank(paymentType: string): number {
  const index = PREFERENCE.indexOf(paymentType);
  return index === -1 ? PREFERENCE.length : index;
}
