import type { PSUType, ResponsePaymentType } from '../types/aspsp.js';

const SEPA_REMITTANCE = [{ min_length: 1, max_length: 140 }];

/** A SEPA credit transfer in euro; `instant` makes it INST_SEPA. */
export function sepaPayment(
  psu_type: PSUType,
  options: { instant?: boolean; deferred?: boolean; maxTransactions?: number } = {},
): ResponsePaymentType {
  return {
    payment_type: options.instant ? 'INST_SEPA' : 'SEPA',
    psu_type,
    currencies: ['EUR'],
    max_transactions: options.maxTransactions ?? 1,
    charge_bearer_values: ['SLEV'],
    creditor_account_schemas: ['IBAN'],
    debtor_account_schemas: ['IBAN'],
    remittance_information_lines: SEPA_REMITTANCE,
    remittance_information_required: false,
    reference_number_supported: true,
    requested_execution_date_supported: !options.instant,
    requested_execution_date_max_period: options.instant ? 0 : 365,
    deferred_submission_supported: options.deferred ?? false,
    creditor_name_required: true,
    debtor_account_required: false,
  };
}

/** A domestic transfer in the national currency (SEK, NOK, DKK, PLN). */
export function domesticPayment(
  psu_type: PSUType,
  currency: string,
  options: { deferred?: boolean } = {},
): ResponsePaymentType {
  return {
    payment_type: 'DOMESTIC',
    psu_type,
    currencies: [currency],
    max_transactions: 1,
    creditor_account_schemas: ['BBAN', 'IBAN'],
    debtor_account_schemas: ['BBAN', 'IBAN'],
    remittance_information_lines: [{ min_length: 1, max_length: 35 }],
    remittance_information_required: false,
    requested_execution_date_supported: true,
    requested_execution_date_max_period: 365,
    deferred_submission_supported: options.deferred ?? false,
    creditor_name_required: true,
  };
}

/** A Swedish Bankgiro or Plusgiro payment. */
export function giroPayment(psu_type: PSUType): ResponsePaymentType {
  return {
    payment_type: 'DOMESTIC_SE_GIRO',
    psu_type,
    currencies: ['SEK'],
    max_transactions: 1,
    creditor_account_schemas: ['BBAN'],
    reference_number_supported: true,
    reference_number_schemas: ['OCR'],
    requested_execution_date_supported: true,
    requested_execution_date_max_period: 365,
    deferred_submission_supported: false,
  };
}
