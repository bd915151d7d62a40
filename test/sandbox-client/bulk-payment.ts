/**
 * A business's bulk payment, a salary run, built from what GET /aspsps says of the payment
 * type: as many instructions as max_transactions allows, each as full as the type describes
 * (the creditor's name, address and bank, its end-to-end id, every remittance line at its
 * max_length), in the type's currency and account schemas, with what its *_required flags ask.
 */
import type {
  AspspData,
  CreatePaymentRequest,
  CreditTransferTransaction,
  GenericIdentification,
  PaymentRequestResource,
  RemittanceInformationLine,
  ResponsePaymentType,
} from './api-types.js';
import { buildPaymentRequest, type PaymentOption, type PaymentOrder } from './payment-request.js';

/** Accounts of the employer and its employees' banks, by currency (the published example IBANs). */
const ACCOUNTS: Readonly<Record<string, { iban: string; country: string; bic: string }>> = {
  EUR: { iban: 'FI2112345600000785', country: 'FI', bic: 'NDEAFIHH' },
  SEK: { iban: 'SE4550000000058398257466', country: 'SE', bic: 'ESSESESS' },
  NOK: { iban: 'NO9386011117947', country: 'NO', bic: 'DNBANOKK' },
  DKK: { iban: 'DK5000400440116243', country: 'DK', bic: 'DABADKKK' },
  PLN: { iban: 'PL61109010140000071219812874', country: 'PL', bic: 'WBKPPLPP' },
};
const EMPLOYER = 'Client Test Shop Oy';
/** Names with the letters of the Nordic alphabets, as real salary runs have them. */
const EMPLOYEES = ['Åsa Öberg', 'Jürgen Müller', 'Søren Ærø', 'Päivi Mäkelä', 'Łukasz Żółć'];
const AMOUNT = '12.34';

/** The (ASPSP, payment type) with the highest max_transactions of the list. */
export function widestBulk(aspsps: readonly AspspData[]): PaymentOption | undefined {
  let widest: PaymentOption | undefined;
  for (const aspsp of aspsps) {
    for (const type of aspsp.payments ?? []) {
      if ((type.max_transactions ?? 1) > (widest?.type.max_transactions ?? 0)) widest = { aspsp, type };
    }
  }
  return widest;
}

export function buildBulkPayment(option: PaymentOption, order: PaymentOrder): CreatePaymentRequest {
  const { type } = option;
  const currency =
    type.currencies?.find((code) => ACCOUNTS[code] !== undefined) ?? type.currencies?.[0] ?? 'EUR';
  const count = type.max_transactions ?? 1;
  const instructions = Array.from({ length: count }, (_, index) => instruction(type, currency, index));
  const paymentRequest: PaymentRequestResource = {
    payment_information_id: `SALARY-2026-03-${String(count)}`,
    credit_transfer_transaction: instructions,
  };
  if (type.debtor_account_required === true) {
    paymentRequest.debtor_account = account(type.debtor_account_schemas ?? undefined, currency);
  }
  if (type.debtor_currency_required === true) paymentRequest.debtor_currency = currency;
  if (type.debtor_contact_email_required === true || type.debtor_contact_phone_required === true) {
    paymentRequest.debtor = {
      name: EMPLOYER,
      contact_details: { email_address: 'payroll@client.example', phone_number: '+358401234567' },
    };
  }
  if (type.charge_bearer_values?.[0] !== undefined)
    paymentRequest.charge_bearer = type.charge_bearer_values[0];
  // The request around the instructions is any payment's.
  return { ...buildPaymentRequest(option, order), payment_request: paymentRequest };
}

function instruction(type: ResponsePaymentType, currency: string, index: number): CreditTransferTransaction {
  const bank = ACCOUNTS[currency];
  const employee = `${EMPLOYEES[index % EMPLOYEES.length] ?? 'Employee'} ${String(index + 1)}`;
  const transaction: CreditTransferTransaction = {
    instructed_amount: { currency, amount: AMOUNT },
    beneficiary: {
      creditor: {
        name: employee,
        postal_address: {
          street_name: 'Mannerheimintie',
          building_number: String(index + 1),
          post_code: '00100',
          town_name: 'Helsinki',
          country: bank?.country ?? 'FI',
        },
      },
      creditor_account: account(type.creditor_account_schemas ?? undefined, currency),
      creditor_agent: {
        bic_fi: bank?.bic ?? 'NDEAFIHH',
        clearing_system_member_id: { clearing_system_id: 'SESBA', member_id: '5000' },
      },
    },
    payment_id: { end_to_end_id: `SALARY-${String(index + 1).padStart(6, '0')}` },
  };
  if (type.regulatory_reporting_code_required === true) {
    transaction.regulatory_reporting = [{ details: { code: '101', information: 'Salary' } }];
  }
  const lines = remittanceLines(type.remittance_information_lines ?? [], employee);
  if (lines.length > 0) transaction.remittance_information = lines;
  return transaction;
}

/** An IBAN where the type takes one, else the BBAN inside it. */
function account(schemas: readonly string[] | undefined, currency: string): GenericIdentification {
  const iban = ACCOUNTS[currency]?.iban ?? 'FI2112345600000785';
  if (schemas === undefined || schemas.includes('IBAN')) return { identification: iban, scheme_name: 'IBAN' };
  return { identification: iban.slice(4), scheme_name: schemas[0] ?? 'BBAN' };
}

/** Every line the type describes, filled to its max_length, in the characters its pattern allows. */
function remittanceLines(rules: readonly RemittanceInformationLine[], employee: string): string[] {
  return rules.map((rule, index) => {
    const text = `Salary March 2026, ${employee}, line ${String(index + 1)}. `;
    const length = rule.max_length ?? text.length;
    const full = text.repeat(Math.ceil(length / text.length)).slice(0, length);
    return matches(rule.pattern ?? undefined, full) ? full : full.replace(/[^A-Za-z0-9 .,]/g, 'A');
  });
}

/** The pattern is PCRE; the common subset compiles in JavaScript. */
function matches(pattern: string | undefined, text: string): boolean {
  if (pattern === undefined) return true;
  try {
    return new RegExp(`^(?:${pattern})$`, 'u').test(text);
  } catch {
    return false;
  }
}
