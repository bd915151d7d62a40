/**
 * Type guards for the backend's answers. A widget renders only what passed these, so a
 * malformed answer becomes an INVALID_RESPONSE error rather than a broken page.
 */
import { ownValue } from './own-value.js';
import type { AspspData, Authorization, ConsentDecisionResponse, FlowState } from './types.js';

type Guard<T> = (value: unknown) => value is T;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const isString = (value: unknown) => typeof value === 'string';
const isBoolean = (value: unknown) => typeof value === 'boolean';

function hasStrings(value: Record<string, unknown>, keys: string[]): boolean {
  return keys.every((key) => isString(value[key]));
}

/** A date-time the widget can format: Intl throws on an invalid date. */
function isDateTime(value: unknown): boolean {
  return typeof value === 'string' && !Number.isNaN(Date.parse(value));
}

function isAspspSummary(value: unknown): value is Record<string, unknown> {
  return isRecord(value) && hasStrings(value, ['name', 'country', 'logo']);
}

/** One element of GET /aspsps with the fields the specification requires (optional ones are checked where used). */
export const isAspspData: Guard<AspspData> = (value): value is AspspData =>
  isAspspSummary(value) &&
  Array.isArray(value.psu_types) &&
  Array.isArray(value.auth_methods) &&
  isBoolean(value.beta);

/**
 * GET /aspsps: the list itself. Its entries are checked one by one with isAspspData, so a
 * malformed or hostile entry is dropped instead of failing the whole list.
 */
export const isAspspsResponse: Guard<{ aspsps: unknown[] }> = (value): value is { aspsps: unknown[] } =>
  isRecord(value) && Array.isArray(value.aspsps);

/**
 * Absent, or present with the right type: an optional field of another type is malformed too.
 * Enumerations (status, environment, psu_type, approach) are checked as strings only: a value
 * added later is shown as unknown by the widget, not refused (see consent-stage.ts).
 */
const optional = (value: unknown, check: (present: unknown) => boolean) =>
  value === undefined || check(value);
const isArrayOf = (value: unknown, item: (entry: unknown) => boolean) =>
  Array.isArray(value) && value.every(item);

/** The ASPSP as an authorisation or a flow names it. */
const isNamedAspsp = (value: unknown) => isAspspSummary(value) && isBoolean(value.beta);

/** The application and the bank that an authorisation and a flow both name, and the PSU type. */
const hasApplicationAndAspsp = (
  value: Record<string, unknown>,
): value is Record<string, unknown> & { application: Record<string, unknown> } =>
  isRecord(value.application) &&
  isString(value.application.name) &&
  isString(value.application.environment) &&
  isNamedAspsp(value.aspsp) &&
  isString(value.psu_type);

const isProvider = (value: unknown) =>
  isRecord(value) && hasStrings(value, ['name', 'terms_url', 'privacy_url']);

const isAccess = (value: unknown) =>
  isRecord(value) &&
  isDateTime(value.valid_until) &&
  optional(value.balances, isBoolean) &&
  optional(value.transactions, isBoolean) &&
  optional(value.accounts, (accounts) => isArrayOf(accounts, isRecord));

export const isAuthorization: Guard<Authorization> = (value): value is Authorization =>
  isRecord(value) &&
  hasStrings(value, ['authorization_id', 'expires_at']) &&
  isString(value.status) &&
  hasApplicationAndAspsp(value) &&
  optional(value.application.description, isString) &&
  isAccess(value.access) &&
  isProvider(value.provider) &&
  isBoolean(value.consent_required);

export const isConsentDecision: Guard<ConsentDecisionResponse> = (value): value is ConsentDecisionResponse =>
  isRecord(value) && isString(value.status) && isString(value.url);

const isAmount = (value: unknown) => isRecord(value) && hasStrings(value, ['currency', 'amount']);

const isIdentification = (value: unknown) =>
  isRecord(value) && hasStrings(value, ['identification', 'scheme_name']) && optional(value.issuer, isString);

const isTransaction = (entry: unknown) =>
  isRecord(entry) &&
  isAmount(entry.instructed_amount) &&
  isIdentification(entry.creditor_account) &&
  optional(entry.creditor_name, isString) &&
  optional(entry.remittance_information, (lines) => isArrayOf(lines, isString)) &&
  optional(entry.requested_execution_date, isString) &&
  optional(entry.reference_number, isString);

const isPaymentSummary = (value: unknown) =>
  isRecord(value) &&
  isString(value.payment_type) &&
  isAmount(value.total) &&
  isArrayOf(value.transactions, isTransaction) &&
  optional(value.debtor_account, isIdentification) &&
  optional(value.charge_bearer, isString);

const isField = (field: unknown) =>
  isRecord(field) &&
  hasStrings(field, ['name', 'title']) &&
  isBoolean(field.required) &&
  isBoolean(field.secret) &&
  optional(field.description, isString) &&
  optional(field.template, isString);

/** An unsafe or foreign url is still a valid answer: the widget then refuses that frame with an error. */
const isCredentialsFrame = (value: unknown) => isRecord(value) && isString(value.url);

/** Each step's fields, so a template never meets a step it cannot show. */
const stepChecks: Record<string, (step: Record<string, unknown>) => boolean> = {
  consent: (step) =>
    isProvider(step.provider) && optional(step.payment, isPaymentSummary) && optional(step.access, isAccess),
  method: (step) =>
    isArrayOf(
      step.methods,
      (method) =>
        isRecord(method) &&
        hasStrings(method, ['name', 'title']) &&
        isString(method.approach) &&
        isString(method.psu_type),
    ),
  credentials: (step) =>
    isString(step.method) &&
    isArrayOf(step.fields, isField) &&
    optional(step.error, (error) => isRecord(error) && isString(error.message)) &&
    optional(step.frame, isCredentialsFrame),
  decoupled: (step) =>
    typeof step.poll_interval_ms === 'number' &&
    optional(step.message, isString) &&
    optional(step.verification_code, isString),
  redirect: (step) => isString(step.url),
  done: (step) => isString(step.redirect_url),
  failed: (step) => hasStrings(step, ['error', 'error_description']) && optional(step.redirect_url, isString),
};

function isFlowStep(value: unknown): boolean {
  if (!isRecord(value) || typeof value.type !== 'string') return false;
  return ownValue(stepChecks, value.type)?.(value) ?? false;
}

const isSandboxUser = (value: unknown) =>
  isRecord(value) && hasStrings(value, ['username', 'password']) && optional(value.otp, isString);

/** An unsafe url is still a valid answer: the widget then just does not offer the hand-off. */
const isHandoff = (value: unknown) =>
  isRecord(value) && isString(value.url) && isDateTime(value.expires_at) && isBoolean(value.opened);

export const isFlowState: Guard<FlowState> = (value): value is FlowState =>
  isRecord(value) &&
  hasStrings(value, ['service', 'id', 'expires_at']) &&
  (value.service === 'AIS' || value.service === 'PIS') &&
  hasApplicationAndAspsp(value) &&
  isFlowStep(value.step) &&
  optional(value.sandbox, (sandbox) => isRecord(sandbox) && isArrayOf(sandbox.users, isSandboxUser)) &&
  optional(value.handoff, isHandoff);
