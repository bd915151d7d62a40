import { wrongParameters } from '../http/api-error.js';

/**
 * The most characters (Unicode code points) of each kind of string field of a JSON API request.
 * The specification bounds only the remittance lines (each payment type's
 * remittance_information_lines, checked before their pattern by payment/remittance-rules.ts);
 * the other fields carry the names and shapes of ISO 20022 (pain.001), so free text takes its
 * maximum lengths. The e-mail address takes RFC 5321's 254, the phone number the 32 of the
 * sandbox's pattern. A code whose exact shape is checked next takes Max35Text, so a near miss
 * (a country "Germany") is told the shape it must have. What nothing bounds (state, psu_id,
 * the URLs, method and credential names and values) takes `unbounded`.
 */
export const FIELD_LENGTHS = {
  /** Max140Text: the name of a party, an agent, an authority, an ASPSP. */
  name: 140,
  /** Max70Text: department, sub_department, street_name and each address_line. */
  addressPart: 70,
  /** Max16Text: building_number and post_code. */
  shortAddressPart: 16,
  /** Max35Text: town_name and country_sub_division. */
  placeName: 35,
  /** Max35Text: identifications, issuers, instruction and end-to-end ids, reference numbers, reporting information. */
  identification: 35,
  /** An IBAN, or Max34Text for another account identification. */
  account: 34,
  /** Max10Text: a regulatory reporting code. */
  reportingCode: 10,
  /** ISO 20022's amounts: at most 18 digits, and the dot. */
  amount: 19,
  /**
   * Max35Text for a code whose shape is checked next: a country, a currency, a language, a BIC,
   * a date or date-time, an ISO 20022 code, a value of one of the specification's enumerations.
   */
  code: 35,
  email: 254,
  phone: 32,
  /** PEM of a certificate chain or a public key: several 4096-bit certificates. */
  certificate: 16 * 1024,
  unbounded: 2048,
} as const;

/**
 * The most elements of the arrays whose count ISO 20022 bounds and the specification does not:
 * what an array of free text may hold is bounded too, so no payment is kept far larger than
 * its fields allow (the payment type bounds the instructions and the remittance lines).
 */
export const FIELD_COUNTS = {
  /** A PostalAddress's AdrLine: 0..7. */
  addressLines: 7,
  /** RegulatoryReporting: 0..10 per instruction. */
  regulatoryReports: 10,
} as const;

/**
 * A string field of at most that many characters, the fields of an object, each element of an
 * array (and at most `most` of them), or each entry of an object of any names.
 */
export type LengthRule = number | FieldsRule | ListRule | EntriesRule;
export interface FieldsRule {
  readonly fields: Readonly<Record<string, LengthRule>>;
}
export interface ListRule {
  readonly each: LengthRule;
  readonly most?: number;
}
export interface EntriesRule {
  /** The most characters of each name. */
  readonly names: number;
  readonly values: LengthRule;
}

const fields = (rules: Record<string, LengthRule>): FieldsRule => ({ fields: rules });
const each = (rule: LengthRule, most?: number): ListRule => ({ each: rule, most });
const L = FIELD_LENGTHS;

const AMOUNT = fields({ currency: L.code, amount: L.amount });
const ASPSP = fields({ name: L.name, country: L.code });
const IDENTIFICATION = fields({
  identification: L.identification,
  scheme_name: L.code,
  issuer: L.identification,
});
const ACCOUNT = fields({ identification: L.account, scheme_name: L.code, issuer: L.identification });
const AGENT = fields({
  bic_fi: L.code,
  clearing_system_member_id: fields({ clearing_system_id: L.identification, member_id: L.identification }),
  name: L.name,
});
const PARTY = fields({
  name: L.name,
  postal_address: fields({
    address_type: L.code,
    department: L.addressPart,
    sub_department: L.addressPart,
    street_name: L.addressPart,
    building_number: L.shortAddressPart,
    post_code: L.shortAddressPart,
    town_name: L.placeName,
    country_sub_division: L.placeName,
    country: L.code,
    address_line: each(L.addressPart, FIELD_COUNTS.addressLines),
  }),
  organisation_id: IDENTIFICATION,
  private_id: IDENTIFICATION,
  contact_details: fields({ email_address: L.email, phone_number: L.phone }),
});
const CREDENTIALS: EntriesRule = { names: L.unbounded, values: L.unbounded };
/** The fields of POST /auth and POST /payments alike. */
const AUTHORISATION = {
  aspsp: ASPSP,
  state: L.unbounded,
  redirect_url: L.unbounded,
  psu_type: L.code,
  auth_method: L.unbounded,
  credentials: CREDENTIALS,
  language: L.code,
  psu_id: L.unbounded,
};

/** POST /payments: CreatePaymentRequest. */
export const CREATE_PAYMENT_LENGTHS = fields({
  ...AUTHORISATION,
  payment_type: L.code,
  webhook_url: L.unbounded,
  payment_request: fields({
    payment_information_id: L.identification,
    payment_type_information: fields({
      instruction_priority: L.code,
      service_level: L.code,
      local_instrument: L.code,
      category_purpose: L.code,
    }),
    debtor: PARTY,
    debtor_account: ACCOUNT,
    debtor_agent: AGENT,
    debtor_currency: L.code,
    purpose: L.code,
    charge_bearer: L.code,
    credit_transfer_transaction: each(
      fields({
        instructed_amount: AMOUNT,
        beneficiary: fields({
          creditor_agent: AGENT,
          creditor: PARTY,
          creditor_account: ACCOUNT,
          creditor_currency: L.code,
        }),
        payment_id: fields({ instruction_id: L.identification, end_to_end_id: L.identification }),
        requested_execution_date: L.code,
        reference_number: L.identification,
        end_date: L.code,
        execution_rule: L.code,
        frequency: L.code,
        ultimate_debtor: PARTY,
        ultimate_creditor: PARTY,
        regulatory_reporting: each(
          fields({
            authority: fields({ country: L.code, name: L.name }),
            details: fields({ amount: AMOUNT, code: L.reportingCode, information: L.identification }),
          }),
          FIELD_COUNTS.regulatoryReports,
        ),
        // Each payment type's max_length is checked next, before its pattern.
        remittance_information: each(L.unbounded),
      }),
    ),
  }),
});

/** POST /auth: StartAuthorizationRequest. */
export const START_AUTHORIZATION_LENGTHS = fields({
  ...AUTHORISATION,
  access: fields({
    valid_until: L.code,
    accounts: each(fields({ iban: L.account, other: ACCOUNT })),
  }),
});

/** POST /sessions: AuthorizeSessionRequest. */
export const AUTHORIZE_SESSION_LENGTHS = fields({ code: L.unbounded });

/** POST {registration_url}/api/applications. */
export const REGISTRATION_LENGTHS = fields({
  certificate: L.certificate,
  environment: L.code,
  name: L.unbounded,
  redirect_urls: each(L.unbounded),
  description: L.unbounded,
  gdpr_email: L.email,
  privacy_url: L.unbounded,
  terms_url: L.unbounded,
});

/** A string field longer than its rule allows, or an array with more elements: where, and its most. */
export interface TooLongField {
  path: string;
  max: number;
  unit: 'characters' | 'elements';
}

/**
 * The first string field of the body longer than its rule (or array with more elements), or
 * undefined. Only lengths are looked at: a field of another type is left to the checks of its
 * shape, which come after.
 */
export function tooLongField(value: unknown, rule: LengthRule, path = ''): TooLongField | undefined {
  if (typeof rule === 'number') {
    return typeof value === 'string' && longerThan(value, rule)
      ? { path, max: rule, unit: 'characters' }
      : undefined;
  }
  if ('each' in rule) {
    if (!Array.isArray(value)) return undefined;
    if (rule.most !== undefined && value.length > rule.most)
      return { path, max: rule.most, unit: 'elements' };
    for (const [index, element] of (value as unknown[]).entries()) {
      const found = tooLongField(element, rule.each, `${path}[${index}]`);
      if (found) return found;
    }
    return undefined;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const object = value as Record<string, unknown>;
  if ('names' in rule) {
    for (const [name, field] of Object.entries(object)) {
      if (longerThan(name, rule.names))
        return { path: `a field name of ${path}`, max: rule.names, unit: 'characters' };
      const found = tooLongField(field, rule.values, `${path}.${name}`);
      if (found) return found;
    }
    return undefined;
  }
  for (const [name, fieldRule] of Object.entries(rule.fields)) {
    if (!Object.hasOwn(object, name)) continue;
    const found = tooLongField(object[name], fieldRule, path === '' ? name : `${path}.${name}`);
    if (found) return found;
  }
  return undefined;
}

/** Refuses the body with a 400 WRONG_REQUEST_PARAMETERS naming its first field longer than its rule. */
export function requireFieldLengths(body: unknown, rule: LengthRule): void {
  const found = tooLongField(body, rule);
  if (found)
    throw wrongParameters(`${found.path} has more than ${found.max} ${found.unit}, the most it may have.`);
}

/** Whether the text has more than `max` code points; counted only when its UTF-16 length leaves it open. */
export function longerThan(text: string, max: number): boolean {
  if (text.length <= max) return false;
  if (text.length > 2 * max) return true;
  const characters = text[Symbol.iterator]();
  let count = 0;
  while (!characters.next().done) if (++count > max) return true;
  return false;
}
