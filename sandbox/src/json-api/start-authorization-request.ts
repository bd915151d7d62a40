import { parseIsoDate } from '../clock/calendar-day.js';
import { PSU_TYPES } from '../data/enumerations.js';
import { wrongParameters } from '../http/api-error.js';
import type { CreateAuthorizationInput } from '../attempts/create-authorization.js';
import type { Access } from '../types/access.js';
import { requireFieldLengths, START_AUTHORIZATION_LENGTHS } from './field-lengths.js';
import { accountIdentification, aspspReference } from './identification-fields.js';
import {
  optionalArray,
  optionalBoolean,
  optionalMatching,
  optionalOneOf,
  optionalString,
  optionalStringRecord,
  requireObject,
  requireString,
} from './json-fields.js';

/** RFC 3339 with a timezone offset, as the specification requires of access.valid_until. */
const DATE_TIME = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2}):(\d{2})(\.\d+)?(Z|[+-]\d{2}:\d{2})$/i;
const LANGUAGE = /^[a-z]{2}$/;

/**
 * The body of POST /auth (StartAuthorizationRequest) as the input of createAuthorization.
 * Only the shape is checked here; what needs the catalogue or the application (the ASPSP,
 * redirect_url, auth_method, valid_until's maximum) is checked by the creation itself.
 */
export function startAuthorizationInput(body: unknown, applicationKey: string): CreateAuthorizationInput {
  const request = requireObject(body, 'The body');
  // Every string field's length first (field-lengths.ts), before any pattern.
  requireFieldLengths(request, START_AUTHORIZATION_LENGTHS);
  // Read for its shape only: the simulated bank does not need it.
  optionalBoolean(request.credentials_autosubmit, 'credentials_autosubmit');
  return {
    application: applicationKey,
    aspsp: aspspReference(request.aspsp, 'aspsp'),
    access: access(request.access),
    redirect_url: requireString(request.redirect_url, 'redirect_url'),
    state: optionalString(request.state, 'state'),
    psu_type: optionalOneOf(request.psu_type, 'psu_type', PSU_TYPES),
    auth_method: optionalString(request.auth_method, 'auth_method'),
    credentials: optionalStringRecord(request.credentials, 'credentials'),
    psu_id: optionalString(request.psu_id, 'psu_id'),
    language: optionalMatching(
      request.language,
      'language',
      LANGUAGE,
      'a two-letter lowercase language code',
    ),
  };
}

function access(value: unknown): Access {
  const object = requireObject(value, 'access');
  const validUntil = requireString(object.valid_until, 'access.valid_until');
  if (!isDateTime(validUntil) || Number.isNaN(Date.parse(validUntil))) {
    throw wrongParameters(
      `access.valid_until must be an RFC 3339 date-time with a timezone offset (2030-01-31T12:00:00+02:00), not "${validUntil}".`,
    );
  }
  const balances = optionalBoolean(object.balances, 'access.balances');
  const transactions = optionalBoolean(object.transactions, 'access.transactions');
  const accounts = optionalArray(object.accounts, 'access.accounts')?.map((item, index) =>
    accountIdentification(item, `access.accounts[${index}]`),
  );
  return {
    valid_until: validUntil,
    ...(balances === undefined ? {} : { balances }),
    ...(transactions === undefined ? {} : { transactions }),
    ...(accounts === undefined ? {} : { accounts }),
  };
}

/**
 * Whether the text is an RFC 3339 date-time of a real day and time of day. Date.parse alone
 * would roll 2027-02-30 over to March and T24:00:00 to the next day.
 */
function isDateTime(text: string): boolean {
  const match = DATE_TIME.exec(text);
  if (!match) return false;
  const [, date = '', hour, minute, second] = match;
  return parseIsoDate(date) !== undefined && Number(hour) < 24 && Number(minute) < 60 && Number(second) < 60;
}
