import type { ASPSPData, PSUType, RemittanceInformationLine, ResponsePaymentType } from '../types/aspsp.js';

const SEPA_REMITTANCE: readonly RemittanceInformationLine[] = [{ min_length: 1, max_length: 140 }];

/**
 * ISO 20022 instruction priorities (Priority2Code): NORM, or HIGH for an urgent (express)
 * payment. A payment names one in payment_type_information.instruction_priority.
 */
const NORMAL_ONLY = ['NORM'];
const NORMAL_OR_URGENT = ['NORM', 'HIGH'];

/** The Latin characters every SEPA bank must carry, for banks that accept nothing else. */
export const SEPA_CHARACTERS = "[A-Za-z0-9/?:().,'+ -]*";

interface PaymentTypeOptions {
  deferred?: boolean;
  maxTransactions?: number;
  /** Fields that differ from the type's usual ones: `*_required` flags, lists, limits. */
  overrides?: Partial<ResponsePaymentType>;
}

/** A SEPA credit transfer in euro; `instant` makes it INST_SEPA (no execution date). */
export function sepaPayment(
  psu_type: PSUType,
  options: PaymentTypeOptions & { instant?: boolean } = {},
): ResponsePaymentType {
  return {
    payment_type: options.instant ? 'INST_SEPA' : 'SEPA',
    psu_type,
    currencies: ['EUR'],
    max_transactions: options.maxTransactions ?? 1,
    charge_bearer_values: ['SLEV'],
    creditor_account_schemas: ['IBAN'],
    debtor_account_schemas: ['IBAN'],
    remittance_information_lines: [...SEPA_REMITTANCE],
    remittance_information_required: false,
    reference_number_supported: true,
    requested_execution_date_supported: !options.instant,
    requested_execution_date_max_period: options.instant ? 0 : 365,
    deferred_submission_supported: options.deferred ?? false,
    // An instant payment is urgent by nature.
    priority_codes: options.instant ? ['HIGH'] : NORMAL_ONLY,
    creditor_name_required: true,
    debtor_account_required: false,
    ...options.overrides,
  };
}

/** A SEPA bulk payment: several credit transfers in euro authorised at once. */
export function bulkSepaPayment(psu_type: PSUType, options: PaymentTypeOptions = {}): ResponsePaymentType {
  return sepaPayment(psu_type, {
    ...options,
    maxTransactions: options.maxTransactions ?? 100,
    overrides: { payment_type: 'BULK_SEPA', ...options.overrides },
  });
}

/** A domestic transfer in the national currency (SEK, NOK, DKK, PLN). */
export function domesticPayment(
  psu_type: PSUType,
  currency: string,
  options: PaymentTypeOptions = {},
): ResponsePaymentType {
  return {
    payment_type: 'DOMESTIC',
    psu_type,
    currencies: [currency],
    max_transactions: options.maxTransactions ?? 1,
    creditor_account_schemas: ['BBAN', 'IBAN'],
    debtor_account_schemas: ['BBAN', 'IBAN'],
    remittance_information_lines: [{ min_length: 1, max_length: 35 }],
    remittance_information_required: false,
    requested_execution_date_supported: true,
    requested_execution_date_max_period: 365,
    deferred_submission_supported: options.deferred ?? false,
    priority_codes: NORMAL_OR_URGENT,
    creditor_name_required: true,
    ...options.overrides,
  };
}

/** Several domestic transfers in the national currency authorised at once. */
export function bulkDomesticPayment(
  psu_type: PSUType,
  currency: string,
  options: PaymentTypeOptions = {},
): ResponsePaymentType {
  return domesticPayment(psu_type, currency, {
    ...options,
    maxTransactions: options.maxTransactions ?? 100,
    overrides: { payment_type: 'BULK_DOMESTIC', ...options.overrides },
  });
}

/**
 * A Swedish Bankgiro or Plusgiro payment: to a giro number (BBAN), with an OCR reference or a
 * short message (payment/giro-rules.ts checks both).
 */
export function giroPayment(psu_type: PSUType, options: PaymentTypeOptions = {}): ResponsePaymentType {
  return {
    payment_type: 'DOMESTIC_SE_GIRO',
    psu_type,
    currencies: ['SEK'],
    max_transactions: options.maxTransactions ?? 1,
    creditor_account_schemas: ['BBAN'],
    remittance_information_lines: [{ min_length: 1, max_length: 50 }],
    remittance_information_required: false,
    reference_number_supported: true,
    reference_number_schemas: ['OCR'],
    requested_execution_date_supported: true,
    requested_execution_date_max_period: 365,
    deferred_submission_supported: false,
    priority_codes: NORMAL_ONLY,
    ...options.overrides,
  };
}

/** Several Bankgiro or Plusgiro payments authorised at once (a supplier payment run). */
export function bulkGiroPayment(psu_type: PSUType, options: PaymentTypeOptions = {}): ResponsePaymentType {
  return giroPayment(psu_type, {
    ...options,
    maxTransactions: options.maxTransactions ?? 100,
    overrides: { payment_type: 'BULK_DOMESTIC_SE_GIRO', ...options.overrides },
  });
}

/**
 * A transfer to another account at the same bank (payment/internal-transfer.ts), in the
 * national currency: booked at once, so no charges and no creditor name are asked for.
 */
export function internalPayment(psu_type: PSUType, currency: string): ResponsePaymentType {
  return {
    payment_type: 'INTERNAL',
    psu_type,
    currencies: [currency],
    max_transactions: 1,
    creditor_account_schemas: ['IBAN'],
    debtor_account_schemas: ['IBAN'],
    remittance_information_lines: [{ min_length: 1, max_length: 140 }],
    remittance_information_required: false,
    reference_number_supported: false,
    requested_execution_date_supported: true,
    requested_execution_date_max_period: 365,
    deferred_submission_supported: false,
    priority_codes: NORMAL_ONLY,
    creditor_name_required: false,
  };
}

/**
 * A payment abroad in a foreign currency: the bank needs the creditor's name, address and
 * bank (BIC), a regulatory reporting code (as Norway's central bank asks for), and who bears
 * the charges; the execution date may be up to 30 days ahead.
 */
export function crossBorderPayment(
  psu_type: PSUType,
  currencies: string[],
  options: PaymentTypeOptions = {},
): ResponsePaymentType {
  return {
    payment_type: 'CROSSBORDER',
    psu_type,
    currencies,
    max_transactions: options.maxTransactions ?? 1,
    charge_bearer_values: ['DEBT', 'SHAR', 'CRED'],
    creditor_account_schemas: ['IBAN', 'BBAN'],
    debtor_account_schemas: ['IBAN', 'BBAN'],
    remittance_information_lines: [{ min_length: 1, max_length: 140 }],
    remittance_information_required: false,
    reference_number_supported: false,
    requested_execution_date_supported: true,
    requested_execution_date_max_period: 30,
    deferred_submission_supported: options.deferred ?? false,
    priority_codes: NORMAL_OR_URGENT,
    creditor_name_required: true,
    creditor_country_required: true,
    creditor_postal_address_required: true,
    creditor_agent_bic_fi_required: true,
    regulatory_reporting_code_required: true,
    ...options.overrides,
  };
}

/**
 * Every payment type with its allowed_auth_methods: the ones the catalogue names, or else
 * every method of the bank for that PSU type (hidden ones included: an application may pick
 * them through auth_method).
 */
export function withAllowedAuthMethods(aspsp: ASPSPData): ASPSPData {
  if (aspsp.payments === undefined) return aspsp;
  return {
    ...aspsp,
    payments: aspsp.payments.map((type) => ({
      ...type,
      allowed_auth_methods:
        type.allowed_auth_methods ??
        aspsp.auth_methods.filter((method) => method.psu_type === type.psu_type).map((method) => method.name),
    })),
  };
}
