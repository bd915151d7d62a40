/**
 * A CreatePaymentRequest that honours what GET /aspsps says of the payment type (currencies,
 * account schemas, remittance lines, the *_required flags), as a merchant's backend builds one
 * for a euro payment to its own IBAN.
 */
import type {
  AspspData,
  CreatePaymentRequest,
  CreditTransferTransaction,
  PaymentRequestResource,
  ResponsePaymentType,
} from './api-types.js';

export interface PaymentOption {
  aspsp: AspspData;
  type: ResponsePaymentType;
}

export interface PaymentOrder {
  redirectUrl: string;
  state: string;
  webhookUrl?: string;
  deferSubmission?: boolean;
  psuId?: string;
  amount?: string;
}

/** The merchant's account and what it puts on the payment. */
const MERCHANT = {
  name: 'Client Test Shop Oy',
  iban: 'FI2112345600000785',
  bic: 'NDEAFIHH',
  address: {
    street_name: 'Mannerheimintie',
    building_number: '1',
    post_code: '00100',
    town_name: 'Helsinki',
  },
  country: 'FI',
};
const REMITTANCE = 'Order 1042';
const CURRENCY = 'EUR';

/** Why this merchant cannot pay with the type, or undefined when it can. */
export function unsupportedBecause(type: ResponsePaymentType): string | undefined {
  // A property without a value is null: optional chaining and ?? read null as absent.
  if (type.currencies?.includes(CURRENCY) === false) return 'no EUR';
  if (type.creditor_account_schemas?.includes('IBAN') === false) return 'creditor accounts without IBAN';
  if ((type.max_transactions ?? 1) < 1) return 'max_transactions < 1';
  // An internal transfer pays only an account at the PSU's own bank, not the merchant's.
  if (type.payment_type === 'INTERNAL') return 'INTERNAL';
  // The PSU chooses the debtor account at the bank; the merchant does not know it beforehand.
  if (type.debtor_account_required === true) return 'debtor_account_required';
  if (type.creditor_agent_clearing_system_member_id_required === true) return 'clearing system member id';
  if (type.regulatory_reporting_code_required === true) return 'regulatory reporting';
  if (remittanceLines(type) === undefined) return `remittance "${REMITTANCE}" does not fit the lines`;
  return undefined;
}

/** Every (ASPSP, payment type) pair of the list that the merchant can pay with. */
export function paymentOptions(aspsps: AspspData[]): PaymentOption[] {
  return aspsps.flatMap((aspsp) =>
    (aspsp.payments ?? [])
      .filter((type) => unsupportedBecause(type) === undefined)
      .map((type) => ({ aspsp, type })),
  );
}

export function buildPaymentRequest(option: PaymentOption, order: PaymentOrder): CreatePaymentRequest {
  const { aspsp, type } = option;
  const transaction: CreditTransferTransaction = {
    instructed_amount: { currency: CURRENCY, amount: order.amount ?? '12.34' },
    beneficiary: {
      creditor_account: { identification: MERCHANT.iban, scheme_name: 'IBAN' },
      creditor: {
        name: MERCHANT.name,
        ...(type.creditor_postal_address_required === true || type.creditor_country_required === true
          ? {
              postal_address: {
                ...(type.creditor_postal_address_required === true ? MERCHANT.address : {}),
                country: MERCHANT.country,
              },
            }
          : {}),
      },
      ...(type.creditor_agent_bic_fi_required === true ? { creditor_agent: { bic_fi: MERCHANT.bic } } : {}),
    },
  };
  const lines = remittanceLines(type);
  if (lines !== undefined && lines.length > 0) transaction.remittance_information = lines;

  const paymentRequest: PaymentRequestResource = { credit_transfer_transaction: [transaction] };
  if (type.debtor_currency_required === true) paymentRequest.debtor_currency = CURRENCY;
  if (type.debtor_contact_email_required === true || type.debtor_contact_phone_required === true) {
    paymentRequest.debtor = {
      contact_details: {
        ...(type.debtor_contact_email_required === true ? { email_address: 'psu@client.example' } : {}),
        ...(type.debtor_contact_phone_required === true ? { phone_number: '+358401234567' } : {}),
      },
    };
  }
  return {
    payment_type: type.payment_type,
    payment_request: paymentRequest,
    aspsp: { name: aspsp.name, country: aspsp.country },
    state: order.state,
    redirect_url: order.redirectUrl,
    psu_type: type.psu_type,
    ...(order.webhookUrl === undefined ? {} : { webhook_url: order.webhookUrl }),
    ...(order.deferSubmission === undefined ? {} : { defer_submission: order.deferSubmission }),
    ...(order.psuId === undefined ? {} : { psu_id: order.psuId }),
  };
}

/**
 * The remittance lines to send: one line when the type describes lines or requires them, none
 * when it describes no lines; undefined when the line does not fit the first line's rules.
 */
function remittanceLines(type: ResponsePaymentType): string[] | undefined {
  const rules = type.remittance_information_lines ?? [];
  if (rules.length === 0) {
    return type.remittance_information_required === true ? [REMITTANCE] : [];
  }
  const [first] = rules;
  if (first === undefined) return [];
  if (REMITTANCE.length < (first.min_length ?? 0)) return undefined;
  if (REMITTANCE.length > (first.max_length ?? Infinity)) return undefined;
  if (typeof first.pattern === 'string' && !matchesPattern(first.pattern, REMITTANCE)) return undefined;
  return [REMITTANCE];
}

/** The pattern is PCRE; the common subset compiles in JavaScript, and one that does not counts as unfit. */
function matchesPattern(pattern: string, text: string): boolean {
  try {
    return new RegExp(`^(?:${pattern})$`, 'u').test(text);
  } catch {
    return false;
  }
}
