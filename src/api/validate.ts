/**
 * Type guards for the backend's answers. A widget renders only what passed these, so a
 * malformed answer becomes an INVALID_RESPONSE error rather than a broken page.
 */
import type { AspspsResponse, Authorization, ConsentDecisionResponse, FlowState } from './types.js';

type Guard<T> = (value: unknown) => value is T;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function hasStrings(value: Record<string, unknown>, keys: string[]): boolean {
  return keys.every((key) => typeof value[key] === 'string');
}

function isAspspSummary(value: unknown): boolean {
  return isRecord(value) && hasStrings(value, ['name', 'country', 'logo']);
}

function isAspspData(value: unknown): boolean {
  return (
    isAspspSummary(value) &&
    isRecord(value) &&
    Array.isArray(value.psu_types) &&
    Array.isArray(value.auth_methods)
  );
}

export const isAspspsResponse: Guard<AspspsResponse> = (value): value is AspspsResponse =>
  isRecord(value) && Array.isArray(value.aspsps) && value.aspsps.every(isAspspData);

export const isAuthorization: Guard<Authorization> = (value): value is Authorization =>
  isRecord(value) &&
  hasStrings(value, ['authorization_id', 'status', 'expires_at']) &&
  isRecord(value.application) &&
  typeof value.application.name === 'string' &&
  isAspspSummary(value.aspsp) &&
  isRecord(value.access) &&
  isRecord(value.provider) &&
  typeof value.consent_required === 'boolean';

export const isConsentDecision: Guard<ConsentDecisionResponse> = (value): value is ConsentDecisionResponse =>
  isRecord(value) && hasStrings(value, ['status', 'url']);

export const isFlowState: Guard<FlowState> = (value): value is FlowState =>
  isRecord(value) &&
  hasStrings(value, ['service', 'id']) &&
  (value.service === 'AIS' || value.service === 'PIS') &&
  isAspspSummary(value.aspsp) &&
  isRecord(value.step) &&
  typeof value.step.type === 'string';
