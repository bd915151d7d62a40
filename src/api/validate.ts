/**
 * Type guards for the backend's answers. A widget renders only what passed these, so a
 * malformed answer becomes an INVALID_RESPONSE error rather than a broken page.
 */
import type { AspspData, Authorization, ConsentDecisionResponse, FlowState } from './types.js';

type Guard<T> = (value: unknown) => value is T;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function hasStrings(value: Record<string, unknown>, keys: string[]): boolean {
  return keys.every((key) => typeof value[key] === 'string');
}

/** A date-time the widget can format: Intl throws on an invalid date. */
function isDateTime(value: unknown): boolean {
  return typeof value === 'string' && !Number.isNaN(Date.parse(value));
}

function isAspspSummary(value: unknown): boolean {
  return isRecord(value) && hasStrings(value, ['name', 'country', 'logo']);
}

/** One element of GET /aspsps with the fields the specification requires (optional ones are checked where used). */
export const isAspspData: Guard<AspspData> = (value): value is AspspData =>
  isAspspSummary(value) &&
  isRecord(value) &&
  Array.isArray(value.psu_types) &&
  Array.isArray(value.auth_methods) &&
  typeof value.beta === 'boolean';

/**
 * GET /aspsps: the list itself. Its entries are checked one by one with isAspspData, so a
 * malformed or hostile entry is dropped instead of failing the whole list.
 */
export const isAspspsResponse: Guard<{ aspsps: unknown[] }> = (value): value is { aspsps: unknown[] } =>
  isRecord(value) && Array.isArray(value.aspsps);

export const isAuthorization: Guard<Authorization> = (value): value is Authorization =>
  isRecord(value) &&
  hasStrings(value, ['authorization_id', 'status', 'expires_at']) &&
  isRecord(value.application) &&
  typeof value.application.name === 'string' &&
  isAspspSummary(value.aspsp) &&
  isRecord(value.access) &&
  isDateTime(value.access.valid_until) &&
  isRecord(value.provider) &&
  typeof value.provider.name === 'string' &&
  typeof value.consent_required === 'boolean';

export const isConsentDecision: Guard<ConsentDecisionResponse> = (value): value is ConsentDecisionResponse =>
  isRecord(value) && hasStrings(value, ['status', 'url']);

const isArrayOf = (value: unknown, item: (entry: unknown) => boolean) =>
  Array.isArray(value) && value.every(item);

const isAmount = (value: unknown) => isRecord(value) && hasStrings(value, ['currency', 'amount']);

const isPaymentSummary = (value: unknown) =>
  isRecord(value) &&
  isAmount(value.total) &&
  isArrayOf(
    value.transactions,
    (entry) => isRecord(entry) && isAmount(entry.instructed_amount) && isRecord(entry.creditor_account),
  );

/** Each step's required fields, so a template never meets a step it cannot show. */
const stepChecks: Record<string, (step: Record<string, unknown>) => boolean> = {
  consent: (step) =>
    isRecord(step.provider) &&
    typeof step.provider.name === 'string' &&
    (step.payment === undefined || isPaymentSummary(step.payment)) &&
    (step.access === undefined || (isRecord(step.access) && typeof step.access.valid_until === 'string')),
  method: (step) =>
    isArrayOf(
      step.methods,
      (method) => isRecord(method) && hasStrings(method, ['name', 'title', 'approach']),
    ),
  credentials: (step) =>
    typeof step.method === 'string' &&
    isArrayOf(step.fields, (field) => isRecord(field) && hasStrings(field, ['name', 'title'])),
  decoupled: (step) => typeof step.poll_interval_ms === 'number',
  redirect: (step) => typeof step.url === 'string',
  done: (step) => typeof step.redirect_url === 'string',
  failed: (step) => hasStrings(step, ['error', 'error_description']),
};

function isFlowStep(value: unknown): boolean {
  if (!isRecord(value) || typeof value.type !== 'string') return false;
  return stepChecks[value.type]?.(value) ?? false;
}

export const isFlowState: Guard<FlowState> = (value): value is FlowState =>
  isRecord(value) &&
  hasStrings(value, ['service', 'id']) &&
  (value.service === 'AIS' || value.service === 'PIS') &&
  isRecord(value.application) &&
  typeof value.application.name === 'string' &&
  isAspspSummary(value.aspsp) &&
  isFlowStep(value.step);
