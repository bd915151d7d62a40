import {
  ADDRESS_TYPES,
  CATEGORY_PURPOSES,
  CHARGE_BEARERS,
  PAYMENT_TYPES,
  PSU_TYPES,
} from '../data/enumerations.js';
import { wrongParameters } from '../http/api-error.js';
import { parseIsoDate } from '../clock/calendar-day.js';
import type { CreatePaymentInput } from '../attempts/create-payment.js';
import type {
  CreditTransferTransaction,
  FinancialInstitutionIdentification,
  PartyIdentification,
  PartyIdentifier,
  PaymentRequestResource,
  PaymentTypeInformation,
  PostalAddress,
  RegulatoryReporting,
} from '../types/payment.js';
import { CREATE_PAYMENT_LENGTHS, requireFieldLengths } from './field-lengths.js';
import { aspspReference, genericIdentification, partyIdentifier } from './identification-fields.js';
import {
  optionalArray,
  optionalBoolean,
  optionalMatching,
  optionalObject,
  optionalOneOf,
  optionalString,
  optionalStringArray,
  optionalStringRecord,
  requireAnyString,
  requireObject,
  requireOneOf,
  requireString,
  type JsonObject,
} from './json-fields.js';

const LANGUAGE = /^[a-z]{2}$/;
const CURRENCY = /^[A-Z]{3}$/;
const COUNTRY = /^[A-Z]{2}$/;
const BIC = /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/;
/** A local part, an @ and a domain of dot-separated labels; each label stops at a dot, so the match is linear. */
const EMAIL = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;
const PHONE = /^\+?[0-9][0-9 ()-]{4,30}$/;
const EXECUTION_RULES = ['FWNG', 'PREC'] as const;
const FREQUENCIES = ['DAIL', 'MNTH', 'QUTR', 'SEMI', 'TOMN', 'TOWK', 'WEEK', 'YEAR'] as const;
/** The specification lists no PurposeCode values: ISO 20022's ExternalPurpose1Code is 1 to 4 letters. */
const PURPOSE = /^[A-Z]{1,4}$/;

/** POST /payments: the createPayment input, and the webhook_url that only the JSON API checks. */
export interface CreatePaymentRequest {
  input: CreatePaymentInput;
  webhook_url?: string;
}

/**
 * The body of POST /payments (CreatePaymentRequest). Every field of the specification is
 * checked for its shape (400 WRONG_REQUEST_PARAMETERS naming the field's path) and taken by
 * name: a field it does not define is ignored, as the service ignores it, and never kept
 * with the payment. What the ASPSP's payment type allows is checked by createPayment itself
 * (payment/check-payment-request.ts). Every string field's length, and the count of each
 * array ISO 20022 bounds, comes first (field-lengths.ts), before any pattern.
 */
export function createPaymentRequest(body: unknown, applicationKey: string): CreatePaymentRequest {
  const request = requireObject(body, 'The body');
  requireFieldLengths(request, CREATE_PAYMENT_LENGTHS);
  return {
    input: {
      application: applicationKey,
      payment_type: requireOneOf(request.payment_type, 'payment_type', PAYMENT_TYPES),
      payment_request: paymentRequest(request.payment_request),
      aspsp: aspspReference(request.aspsp, 'aspsp'),
      state: requireAnyString(request.state, 'state'),
      redirect_url: requireString(request.redirect_url, 'redirect_url'),
      psu_type: requireOneOf(request.psu_type, 'psu_type', PSU_TYPES),
      auth_method: optionalString(request.auth_method, 'auth_method'),
      credentials: optionalStringRecord(request.credentials, 'credentials'),
      psu_id: optionalString(request.psu_id, 'psu_id'),
      language: optionalMatching(
        request.language,
        'language',
        LANGUAGE,
        'a two-letter lowercase language code',
      ),
      defer_submission: optionalBoolean(request.defer_submission, 'defer_submission'),
    },
    webhook_url: optionalString(request.webhook_url, 'webhook_url'),
  };
}

function paymentRequest(value: unknown): PaymentRequestResource {
  const path = 'payment_request';
  const request = requireObject(value, path);
  const transactions = optionalArray(
    request.credit_transfer_transaction,
    `${path}.credit_transfer_transaction`,
  );
  const debtor = optionalObject(request.debtor, `${path}.debtor`);
  const debtorAgent = optionalObject(request.debtor_agent, `${path}.debtor_agent`);
  const typeInformation = optionalObject(
    request.payment_type_information,
    `${path}.payment_type_information`,
  );
  return {
    credit_transfer_transaction: (transactions ?? []).map((item, index) =>
      transaction(item, `${path}.credit_transfer_transaction[${index}]`),
    ),
    debtor_account:
      request.debtor_account === undefined
        ? undefined
        : genericIdentification(request.debtor_account, `${path}.debtor_account`),
    debtor: debtor && party(debtor, `${path}.debtor`),
    ...(debtorAgent ? { debtor_agent: agent(debtorAgent, `${path}.debtor_agent`) } : {}),
    ...(typeInformation && {
      payment_type_information: paymentTypeInformation(typeInformation, `${path}.payment_type_information`),
    }),
    debtor_currency: optionalMatching(
      request.debtor_currency,
      `${path}.debtor_currency`,
      CURRENCY,
      'an ISO 4217 code such as EUR',
    ),
    purpose: optionalMatching(
      request.purpose,
      `${path}.purpose`,
      PURPOSE,
      'an ISO 20022 purpose code of up to 4 capital letters such as GDDS',
    ),
    charge_bearer: optionalOneOf(request.charge_bearer, `${path}.charge_bearer`, CHARGE_BEARERS),
    payment_information_id: optionalString(request.payment_information_id, `${path}.payment_information_id`),
  };
}

/**
 * PaymentTypeInformation, whose fields the specification does not show: the members of
 * ISO 20022's, as sent (one not sent stays absent, so GET /payments/{id} writes back what
 * was sent); category_purpose is one of the specification's CategoryPurposeCode values. Any
 * other member is ignored.
 */
function paymentTypeInformation(object: JsonObject, path: string): PaymentTypeInformation {
  const information: PaymentTypeInformation = {
    instruction_priority: optionalString(object.instruction_priority, `${path}.instruction_priority`),
    service_level: optionalString(object.service_level, `${path}.service_level`),
    local_instrument: optionalString(object.local_instrument, `${path}.local_instrument`),
    category_purpose: optionalOneOf(object.category_purpose, `${path}.category_purpose`, CATEGORY_PURPOSES),
  };
  return Object.fromEntries(
    Object.entries(information).filter(([, value]) => value !== undefined),
  ) as PaymentTypeInformation;
}

function transaction(value: unknown, path: string): CreditTransferTransaction {
  const object = requireObject(value, path);
  const amount = requireObject(object.instructed_amount, `${path}.instructed_amount`);
  const beneficiary = requireObject(object.beneficiary, `${path}.beneficiary`);
  const creditor = optionalObject(beneficiary.creditor, `${path}.beneficiary.creditor`);
  const creditorAgent = optionalObject(beneficiary.creditor_agent, `${path}.beneficiary.creditor_agent`);
  const currency = requireString(amount.currency, `${path}.instructed_amount.currency`);
  optionalMatching(currency, `${path}.instructed_amount.currency`, CURRENCY, 'an ISO 4217 code such as EUR');
  const ultimateDebtor = optionalParty(object.ultimate_debtor, `${path}.ultimate_debtor`);
  const ultimateCreditor = optionalParty(object.ultimate_creditor, `${path}.ultimate_creditor`);
  const paymentId = optionalObject(object.payment_id, `${path}.payment_id`);
  const instructionId = optionalString(paymentId?.instruction_id, `${path}.payment_id.instruction_id`);
  const endToEndId = optionalString(paymentId?.end_to_end_id, `${path}.payment_id.end_to_end_id`);
  const endDate = date(object.end_date, `${path}.end_date`);
  const executionRule = optionalOneOf(object.execution_rule, `${path}.execution_rule`, EXECUTION_RULES);
  const frequency = optionalOneOf(object.frequency, `${path}.frequency`, FREQUENCIES);
  const reporting = optionalArray(object.regulatory_reporting, `${path}.regulatory_reporting`);
  return {
    instructed_amount: { currency, amount: requireString(amount.amount, `${path}.instructed_amount.amount`) },
    beneficiary: {
      creditor_account: genericIdentification(
        beneficiary.creditor_account,
        `${path}.beneficiary.creditor_account`,
      ),
      creditor: creditor && party(creditor, `${path}.beneficiary.creditor`),
      creditor_agent: creditorAgent && agent(creditorAgent, `${path}.beneficiary.creditor_agent`),
      creditor_currency: optionalMatching(
        beneficiary.creditor_currency,
        `${path}.beneficiary.creditor_currency`,
        CURRENCY,
        'an ISO 4217 code such as EUR',
      ),
    },
    payment_id: paymentId && { instruction_id: instructionId, end_to_end_id: endToEndId },
    requested_execution_date: date(object.requested_execution_date, `${path}.requested_execution_date`),
    reference_number: optionalString(object.reference_number, `${path}.reference_number`),
    end_date: endDate,
    execution_rule: executionRule,
    frequency,
    ultimate_debtor: ultimateDebtor,
    ultimate_creditor: ultimateCreditor,
    remittance_information: optionalStringArray(
      object.remittance_information,
      `${path}.remittance_information`,
    ),
    regulatory_reporting: reporting?.map((item, index) =>
      regulatoryReporting(item, `${path}.regulatory_reporting[${index}]`),
    ),
  };
}

/** A date YYYY-MM-DD that exists in the calendar. */
function date(value: unknown, path: string): string | undefined {
  const text = optionalString(value, path);
  if (text !== undefined && parseIsoDate(text) === undefined) {
    throw wrongParameters(`${path} must be a date YYYY-MM-DD, not "${text}".`);
  }
  return text;
}

/** A PartyIdentification that may be absent: the ultimate debtor or creditor. */
function optionalParty(value: unknown, path: string): PartyIdentification | undefined {
  const object = optionalObject(value, path);
  return object && party(object, path);
}

/**
 * A PartyIdentification: every field is read, as GET /payments/{id} writes each back in its
 * resource shape (an identification that is not an object could not be written).
 */
function party(object: JsonObject, path: string): PartyIdentification {
  const address = optionalObject(object.postal_address, `${path}.postal_address`);
  const contact = optionalObject(object.contact_details, `${path}.contact_details`);
  return {
    name: optionalString(object.name, `${path}.name`),
    postal_address: address && postalAddress(address, `${path}.postal_address`),
    organisation_id: optionalIdentification(object.organisation_id, `${path}.organisation_id`),
    private_id: optionalIdentification(object.private_id, `${path}.private_id`),
    contact_details: contact && {
      email_address: optionalMatching(
        contact.email_address,
        `${path}.contact_details.email_address`,
        EMAIL,
        'an e-mail address such as payer@example.com',
      ),
      phone_number: optionalMatching(
        contact.phone_number,
        `${path}.contact_details.phone_number`,
        PHONE,
        'a phone number such as +358401234567',
      ),
    },
  };
}

/** A PostalAddress: an AddressType, strings (their lengths are checked first) and the lines. */
function postalAddress(address: JsonObject, path: string): PostalAddress {
  const text = (name: string) => optionalString(address[name], `${path}.${name}`);
  return {
    address_type: optionalOneOf(address.address_type, `${path}.address_type`, ADDRESS_TYPES),
    department: text('department'),
    sub_department: text('sub_department'),
    street_name: text('street_name'),
    building_number: text('building_number'),
    post_code: text('post_code'),
    town_name: text('town_name'),
    country_sub_division: text('country_sub_division'),
    country: optionalMatching(
      address.country,
      `${path}.country`,
      COUNTRY,
      'a two-letter ISO 3166 code such as FI',
    ),
    address_line: optionalStringArray(address.address_line, `${path}.address_line`),
  };
}

function optionalIdentification(value: unknown, path: string): PartyIdentifier | undefined {
  return value === undefined ? undefined : partyIdentifier(value, path);
}

/** A FinancialInstitutionIdentification: a BIC, a clearing system member id, a name. */
function agent(object: JsonObject, path: string): FinancialInstitutionIdentification {
  const member = optionalObject(object.clearing_system_member_id, `${path}.clearing_system_member_id`);
  return {
    bic_fi: optionalMatching(
      object.bic_fi,
      `${path}.bic_fi`,
      BIC,
      'a BIC of 8 or 11 characters such as NDEAFIHH',
    ),
    clearing_system_member_id: member && {
      clearing_system_id: optionalString(
        member.clearing_system_id,
        `${path}.clearing_system_member_id.clearing_system_id`,
      ),
      member_id: optionalString(member.member_id, `${path}.clearing_system_member_id.member_id`),
    },
    name: optionalString(object.name, `${path}.name`),
  };
}

function regulatoryReporting(value: unknown, path: string): RegulatoryReporting {
  const object = requireObject(value, path);
  const authority = optionalObject(object.authority, `${path}.authority`);
  const details = optionalObject(object.details, `${path}.details`);
  const amount = optionalObject(details?.amount, `${path}.details.amount`);
  return {
    authority: authority && {
      country: optionalMatching(authority.country, `${path}.authority.country`, COUNTRY, 'a two-letter code'),
      name: optionalString(authority.name, `${path}.authority.name`),
    },
    details: details && {
      amount: amount && {
        currency: requireString(amount.currency, `${path}.details.amount.currency`),
        amount: requireString(amount.amount, `${path}.details.amount.amount`),
      },
      code: optionalString(details.code, `${path}.details.code`),
      information: optionalString(details.information, `${path}.details.information`),
    },
  };
}
