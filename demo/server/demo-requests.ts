/**
 * The checks of what the demo's pages send: the server side trusts nothing from the browser
 * and answers a clear 400 before calling the JSON API.
 */
import {
  APPLICATION_KEYS,
  type ApplicationKey,
  type CreatePaymentRequest,
  type StartAuthorizationRequest,
} from '../common/demo-api-contract.js';
import { isValidIban, normaliseIban } from '../common/iban.js';
import type { AspspReference, PsuType } from '../common/json-api-types.js';
import { badRequest } from './demo-error.js';

type Fields = Record<string, unknown>;

const AMOUNT = /^(?:0|[1-9]\d{0,8})(?:\.\d{1,2})?$/;

export function startAuthorizationRequest(body: unknown): StartAuthorizationRequest {
  const fields = object(body);
  return {
    application: application(fields.application),
    aspsp: aspsp(fields.aspsp),
    psuType: psuType(fields.psuType),
    ...optionalLanguage(fields.language),
  };
}

export function createPaymentRequest(body: unknown): CreatePaymentRequest {
  const fields = object(body);
  const amount = text(fields.amount, 'amount', 12);
  if (!AMOUNT.test(amount) || Number(amount) <= 0) {
    throw badRequest('amount must be a positive decimal with a dot and at most two decimals, such as 12.50.');
  }
  const currency = text(fields.currency, 'currency', 3);
  if (!/^[A-Z]{3}$/.test(currency)) throw badRequest('currency must be an ISO 4217 code such as EUR.');
  const creditorIban = normaliseIban(text(fields.creditorIban, 'creditorIban', 42));
  if (!isValidIban(creditorIban)) throw badRequest(`creditorIban "${creditorIban}" is not a valid IBAN.`);
  const remittance = fields.remittance === undefined ? '' : text(fields.remittance, 'remittance', 140, true);
  if (typeof fields.deferSubmission !== 'boolean') throw badRequest('deferSubmission must be true or false.');
  return {
    application: application(fields.application),
    aspsp: aspsp(fields.aspsp),
    psuType: psuType(fields.psuType),
    amount,
    currency,
    creditorName: text(fields.creditorName, 'creditorName', 70),
    creditorIban,
    ...(remittance === '' ? {} : { remittance }),
    deferSubmission: fields.deferSubmission,
    ...optionalLanguage(fields.language),
  };
}

/** POST /demo-api/journeys/{state}/session: the authorisation code from the callback, if any. */
export function sessionRequest(body: unknown): { code?: string } {
  const fields = object(body);
  if (fields.code === undefined) return {};
  return { code: text(fields.code, 'code', 512) };
}

function object(value: unknown): Fields {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw badRequest('The body must be a JSON object.');
  }
  return value as Fields;
}

function text(value: unknown, name: string, maxLength: number, allowEmpty = false): string {
  if (typeof value !== 'string') throw badRequest(`${name} must be a string.`);
  const trimmed = value.trim();
  if (!allowEmpty && trimmed === '') throw badRequest(`${name} must not be empty.`);
  if (trimmed.length > maxLength) throw badRequest(`${name} must be at most ${maxLength} characters.`);
  return trimmed;
}

function application(value: unknown): ApplicationKey {
  const key = APPLICATION_KEYS.find((candidate) => candidate === value);
  if (!key) throw badRequest(`application must be one of ${APPLICATION_KEYS.join(', ')}.`);
  return key;
}

function aspsp(value: unknown): AspspReference {
  const fields = object(value);
  const country = text(fields.country, 'aspsp.country', 2).toUpperCase();
  if (!/^[A-Z]{2}$/.test(country)) throw badRequest('aspsp.country must be a two-letter country code.');
  return { name: text(fields.name, 'aspsp.name', 200), country };
}

function psuType(value: unknown): PsuType {
  if (value === 'personal' || value === 'business') return value;
  throw badRequest('psuType must be personal or business.');
}

function optionalLanguage(value: unknown): { language?: string } {
  if (value === undefined || value === '') return {};
  if (typeof value !== 'string' || !/^[a-z]{2}$/i.test(value)) {
    throw badRequest('language must be a two-letter language code.');
  }
  return { language: value.toLowerCase() };
}
