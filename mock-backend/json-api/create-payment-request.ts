import { CHARGE_BEARERS, PAYMENT_TYPES, PSU_TYPES } from '../data/enumerations.js';
import type { CreatePaymentInput } from '../state/create-payment.js';
import type { CreditTransferTransaction, PaymentRequestResource } from '../types/payment.js';
import { aspspReference, genericIdentification } from './identification-fields.js';
import {
  optionalArray,
  optionalBoolean,
  optionalMatching,
  optionalObject,
  optionalOneOf,
  optionalString,
  optionalStringArray,
  optionalStringRecord,
  requireObject,
  requireOneOf,
  requireString,
  type JsonObject,
} from './json-fields.js';

const LANGUAGE = /^[a-z]{2}$/;
const CURRENCY = /^[A-Z]{3}$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** POST /payments: the createPayment input, and the webhook_url that only the JSON API checks. */
export interface CreatePaymentRequest {
  input: CreatePaymentInput;
  webhook_url?: string;
}

/**
 * The body of POST /payments (CreatePaymentRequest). The fields the mock reads are checked
 * for their shape; the rest of the specification's fields pass through untouched. Limits and
 * what needs the catalogue are checked by createPayment itself.
 */
export function createPaymentRequest(body: unknown, applicationKey: string): CreatePaymentRequest {
  const request = requireObject(body, 'The body');
  optionalMatching(request.language, 'language', LANGUAGE, 'a two-letter lowercase language code');
  return {
    input: {
      application: applicationKey,
      payment_type: requireOneOf(request.payment_type, 'payment_type', PAYMENT_TYPES),
      payment_request: paymentRequest(request.payment_request),
      aspsp: aspspReference(request.aspsp, 'aspsp'),
      state: requireString(request.state, 'state'),
      redirect_url: requireString(request.redirect_url, 'redirect_url'),
      psu_type: requireOneOf(request.psu_type, 'psu_type', PSU_TYPES),
      auth_method: optionalString(request.auth_method, 'auth_method'),
      credentials: optionalStringRecord(request.credentials, 'credentials'),
      psu_id: optionalString(request.psu_id, 'psu_id'),
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
  return {
    ...request,
    credit_transfer_transaction: (transactions ?? []).map((item, index) =>
      transaction(item, `${path}.credit_transfer_transaction[${index}]`),
    ),
    debtor_account:
      request.debtor_account === undefined
        ? undefined
        : genericIdentification(request.debtor_account, `${path}.debtor_account`),
    debtor: debtor && party(debtor, `${path}.debtor`),
    charge_bearer: optionalOneOf(request.charge_bearer, `${path}.charge_bearer`, CHARGE_BEARERS),
    payment_information_id: optionalString(request.payment_information_id, `${path}.payment_information_id`),
  };
}

function transaction(value: unknown, path: string): CreditTransferTransaction {
  const object = requireObject(value, path);
  const amount = requireObject(object.instructed_amount, `${path}.instructed_amount`);
  const beneficiary = requireObject(object.beneficiary, `${path}.beneficiary`);
  const creditor = optionalObject(beneficiary.creditor, `${path}.beneficiary.creditor`);
  const currency = requireString(amount.currency, `${path}.instructed_amount.currency`);
  optionalMatching(currency, `${path}.instructed_amount.currency`, CURRENCY, 'an ISO 4217 code such as EUR');
  return {
    ...object,
    instructed_amount: { currency, amount: requireString(amount.amount, `${path}.instructed_amount.amount`) },
    beneficiary: {
      ...beneficiary,
      creditor_account: genericIdentification(
        beneficiary.creditor_account,
        `${path}.beneficiary.creditor_account`,
      ),
      creditor: creditor && party(creditor, `${path}.beneficiary.creditor`),
      creditor_currency: optionalString(
        beneficiary.creditor_currency,
        `${path}.beneficiary.creditor_currency`,
      ),
    },
    requested_execution_date: optionalMatching(
      object.requested_execution_date,
      `${path}.requested_execution_date`,
      DATE,
      'a date YYYY-MM-DD',
    ),
    reference_number: optionalString(object.reference_number, `${path}.reference_number`),
    remittance_information: optionalStringArray(
      object.remittance_information,
      `${path}.remittance_information`,
    ),
  };
}

/** A PartyIdentification: the name is the one field the mock reads. */
function party(object: JsonObject, path: string): JsonObject & { name?: string } {
  return { ...object, name: optionalString(object.name, `${path}.name`) };
}
