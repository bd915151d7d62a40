import type { PsuType, ResponsePaymentType } from '../common/json-api-types.js';

/** Preferred first: a plain credit transfer before an instant or a domestic one. */
const PREFERENCE = ['SEPA', 'DOMESTIC', 'INST_SEPA'];

/** What a payment type may require that the demo's payment form does not ask the PSU for. */
const FIELDS_THE_FORM_LACKS = [
  'debtor_account_required',
  'debtor_contact_email_required',
  'debtor_contact_phone_required',
  'debtor_currency_required',
  'creditor_country_required',
  'creditor_postal_address_required',
  'creditor_agent_bic_fi_required',
  'creditor_agent_clearing_system_member_id_required',
  'regulatory_reporting_code_required',
] as const;

export type PaymentTypeChoice =
  | { paymentType: ResponsePaymentType }
  /** The ASPSP takes such payments, but only with fields (`*_required` flags) the form lacks. */
  | { paymentType?: undefined; lacking: string[] };

/**
 * The payment type the demo creates at an ASPSP, from its GET /aspsps entry: one for the
 * PSU type and currency whose required fields the form can fill; when deferred submission is
 * wanted, one that supports it if any.
 */
export function choosePaymentType(
  payments: readonly ResponsePaymentType[],
  psuType: PsuType,
  currency: string,
  wantDeferred: boolean,
): PaymentTypeChoice {
  const offered = payments
    .filter((type) => type.psu_type === psuType && type.currencies.includes(currency))
    .sort((a, b) => rank(a.payment_type) - rank(b.payment_type));
  const candidates = offered.filter((type) => lackedFields(type).length === 0);
  const deferred = wantDeferred
    ? candidates.find((type) => type.deferred_submission_supported === true)
    : undefined;
  const paymentType = deferred ?? candidates[0];
  if (paymentType) return { paymentType };
  return { lacking: [...new Set(offered.flatMap(lackedFields))] };
}

/** The `*_required` flags of the type that the demo's form cannot satisfy. */
export function lackedFields(type: ResponsePaymentType): string[] {
  return FIELDS_THE_FORM_LACKS.filter((flag) => type[flag] === true);
}

function rank(paymentType: string): number {
  const index = PREFERENCE.indexOf(paymentType);
  return index === -1 ? PREFERENCE.length : index;
}
