import { INSTRUCTION_LIMIT, PAYMENT_LIMIT } from '../payment/payment-limits.js';
import { fromCents, toCents } from '../payment/amounts.js';
import { lineProblem } from '../payment/remittance-rules.js';
import { ibanCheckDigits } from '../accounts/iban.js';
import type { ASPSPData, RemittanceInformationLine, ResponsePaymentType } from '../types/aspsp.js';
import type { SchemeName } from '../types/payment.js';
import { FIELD_COUNTS, FIELD_LENGTHS } from './field-lengths.js';
import type { JsonObject } from './json-fields.js';

/**
 * The longest value of each field of a CreatePaymentRequest: the most characters the JSON API
 * takes of each (field-lengths.ts), and the most times a repeated part may occur.
 */
const LONGEST = { ...FIELD_LENGTHS, ...FIELD_COUNTS } as const;

/** Where a payment type describes no remittance lines: one line of ISO 20022's Max140Text. */
const ISO_REMITTANCE: readonly RemittanceInformationLine[] = [{ min_length: 1, max_length: 140 }];

/** The widest character in JSON: beyond U+FFFF, written as ASCII it is two \u escapes. */
const WIDEST_CHARACTER = '\u{1F4B6}';
/** The longest AddressType value. */
const LONGEST_ADDRESS_TYPE = 'Correspondence';

export interface LargestPaymentSetting {
  /** The sandbox's today, YYYY-MM-DD: the requested execution date. */
  today: string;
  /** The origin of the redirect and webhook URLs; each is padded to LONGEST.unbounded. */
  urlOrigin: string;
  /** The instructions; at most the payment type's max_transactions for a valid request. */
  instructions: number;
}

/**
 * The largest POST /payments body that the payment type takes at this ASPSP: every field of
 * the specification at its longest (LONGEST), free text in the widest character, and what the
 * payment type and the sandbox bank allow (its currency, account schemas, remittance lines,
 * reference numbers and execution dates; amounts within the sandbox limits). The redirect and
 * webhook URLs must be the application's for the request to be accepted.
 */
export function largestPaymentRequest(
  aspsp: ASPSPData,
  type: ResponsePaymentType,
  setting: LargestPaymentSetting,
): JsonObject {
  const currency = type.currencies[0] ?? 'EUR';
  const instruction = {
    instructed_amount: { currency, amount: instructionAmount(setting.instructions) },
    beneficiary: {
      creditor_agent: agent(),
      creditor: party(aspsp.country),
      creditor_account: account(type.creditor_account_schemas, aspsp.country),
      creditor_currency: currency,
    },
    payment_id: { instruction_id: text(LONGEST.identification), end_to_end_id: text(LONGEST.identification) },
    ...(type.requested_execution_date_supported === true ? { requested_execution_date: setting.today } : {}),
    ...(type.reference_number_supported === true ? { reference_number: text(LONGEST.identification) } : {}),
    end_date: setting.today,
    execution_rule: 'FWNG',
    frequency: 'MNTH',
    ultimate_debtor: party(aspsp.country),
    ultimate_creditor: party(aspsp.country),
    regulatory_reporting: Array.from({ length: LONGEST.regulatoryReports }, () => ({
      authority: { country: aspsp.country, name: text(LONGEST.name) },
      details: {
        amount: { currency, amount: INSTRUCTION_LIMIT },
        code: text(LONGEST.reportingCode),
        information: text(LONGEST.identification),
      },
    })),
    remittance_information: (type.remittance_information_lines ?? ISO_REMITTANCE).map(longestLine),
  };
  return {
    payment_type: type.payment_type,
    payment_request: {
      payment_information_id: text(LONGEST.identification),
      debtor: party(aspsp.country),
      debtor_account: account(type.debtor_account_schemas, aspsp.country),
      debtor_agent: agent(),
      debtor_currency: currency,
      purpose: 'OTHR',
      charge_bearer: type.charge_bearer_values?.[0] ?? 'SLEV',
      credit_transfer_transaction: Array.from({ length: setting.instructions }, () => instruction),
    },
    aspsp: { name: aspsp.name, country: aspsp.country },
    state: text(LONGEST.unbounded),
    redirect_url: longUrl(setting.urlOrigin, 'callback'),
    psu_type: type.psu_type,
    auth_method: longestMethodName(aspsp, type),
    language: 'en',
    webhook_url: longUrl(setting.urlOrigin, 'webhook'),
    psu_id: text(LONGEST.unbounded),
    defer_submission: type.deferred_submission_supported === true,
  };
}

/** An origin and a path of this name, padded to the longest URL. */
export function longUrl(origin: string, name: string): string {
  const start = `${origin}/${name}/`;
  return start + 'x'.repeat(Math.max(0, LONGEST.unbounded - start.length));
}

function text(length: number): string {
  return WIDEST_CHARACTER.repeat(length);
}

/** The most of the sandbox's limits each instruction can take: 10,000.00, or an even share of 50,000.00. */
function instructionAmount(instructions: number): string {
  const share = toCents(PAYMENT_LIMIT) / BigInt(Math.max(1, instructions));
  const cents = share < toCents(INSTRUCTION_LIMIT) ? share : toCents(INSTRUCTION_LIMIT);
  return fromCents(cents);
}

/** The line at its max_length, in the widest character its pattern takes. */
function longestLine(rule: RemittanceInformationLine): string {
  const wide = text(rule.max_length);
  return lineProblem(wide, rule) === undefined ? wide : 'A'.repeat(rule.max_length);
}

function party(country: string): JsonObject {
  return {
    name: text(LONGEST.name),
    postal_address: {
      address_type: LONGEST_ADDRESS_TYPE,
      department: text(LONGEST.addressPart),
      sub_department: text(LONGEST.addressPart),
      street_name: text(LONGEST.addressPart),
      building_number: text(LONGEST.shortAddressPart),
      post_code: text(LONGEST.shortAddressPart),
      town_name: text(LONGEST.placeName),
      country_sub_division: text(LONGEST.placeName),
      country,
      address_line: Array.from({ length: LONGEST.addressLines }, () => text(LONGEST.addressPart)),
    },
    organisation_id: otherIdentification(),
    private_id: otherIdentification(),
    contact_details: { email_address: longestEmail(), phone_number: `+358${'1'.repeat(LONGEST.phone - 4)}` },
  };
}

function otherIdentification(): JsonObject {
  return {
    identification: text(LONGEST.identification),
    scheme_name: 'BBAN',
    issuer: text(LONGEST.identification),
  };
}

function agent(): JsonObject {
  return {
    bic_fi: 'ESSESESSXXX',
    clearing_system_member_id: { clearing_system_id: 'SESBA', member_id: text(LONGEST.identification) },
    name: text(LONGEST.name),
  };
}

/** An account of the longest scheme offered: a BBAN of 34 digits, or a valid IBAN of 34 characters. */
function account(schemas: readonly SchemeName[] | undefined, country: string): JsonObject {
  const scheme: SchemeName =
    schemas === undefined || schemas.includes('BBAN') ? 'BBAN' : (schemas[0] ?? 'IBAN');
  const digits = '1'.repeat(LONGEST.account - 4);
  const identification =
    scheme === 'IBAN'
      ? `${country}${ibanCheckDigits(country, digits)}${digits}`
      : '1'.repeat(LONGEST.account);
  return { identification, scheme_name: scheme, issuer: text(LONGEST.identification) };
}

/** 64 characters before the @ and labels of at most 63 after it: 64 + 1 + 63 + 1 + 63 + 1 + 58 + 3 = 254. */
function longestEmail(): string {
  return `${'a'.repeat(64)}@${'b'.repeat(63)}.${'b'.repeat(63)}.${'b'.repeat(58)}.fi`;
}

/** The longest name of a method the payment type allows, among the ASPSP's methods for its PSU type. */
function longestMethodName(aspsp: ASPSPData, type: ResponsePaymentType): string | undefined {
  const names = aspsp.auth_methods
    .filter((method) => method.psu_type === type.psu_type)
    .map((method) => method.name)
    .filter((name) => type.allowed_auth_methods === undefined || type.allowed_auth_methods.includes(name));
  return names.reduce<string | undefined>(
    (longest, name) => (longest === undefined || name.length > longest.length ? name : longest),
    undefined,
  );
}
