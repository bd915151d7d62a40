import type { FaultRule } from '../http/faults.js';
import { wrongParameters } from '../http/api-error.js';
import {
  optionalBoolean,
  optionalOneOf,
  optionalString,
  requireObject,
  requireString,
  type JsonObject,
} from '../json-api/json-fields.js';
import type { ApiReply, BackendContext } from '../request/context.js';
import { jsonBody } from '../request/request-body.js';
import { ERROR_CODES } from '../types/errors.js';
import type { ControlRequest } from './control-request.js';

const METHODS = ['GET', 'POST', 'DELETE'] as const;
/** The statuses the specification lets every operation answer with an ErrorResponse. */
const STATUSES = [400, 401, 403, 404, 408, 422, 429, 500] as const;
/** The longest delay a fault may hold an answer; the sandbox's idle timeout outlasts it (http/connection-limits.ts). */
export const MAX_DELAY_MS = 120_000;

/** GET /control-panel/api/faults: the JSON API faults still active. */
export function listFaults(context: BackendContext): ApiReply {
  return { status: 200, body: { faults: context.jsonApiFaults.list().map(faultView) } };
}

/**
 * POST /control-panel/api/faults: the JSON API (/api/v1) answers the next matching requests
 * with a fault, so a backend developer's client meets 408, 429 with Retry-After, 500, a slow
 * answer, a broken body or a dropped connection on purpose. Body:
 * `{ path, method?, status?, error?, message?, retry_after?, delay_ms?, times?, drop?, body? }`.
 */
export function addFault(context: BackendContext, request: ControlRequest): ApiReply {
  const rule = faultRule(requireObject(jsonBody(request), 'The body'));
  context.jsonApiFaults.set(rule);
  return listFaults(context);
}

/** DELETE /control-panel/api/faults: every JSON API fault off. */
export function clearFaults(context: BackendContext): ApiReply {
  context.jsonApiFaults.clear();
  return { status: 200, body: { faults: [] } };
}

/** Reads a fault from its JSON form; every mistake is a 400 that names the field. */
export function faultRule(body: JsonObject): FaultRule {
  const path = requireString(body.path, 'path');
  if (!path.startsWith('/')) {
    throw wrongParameters(
      `path is the part after /api/v1 and starts with "/", such as "/accounts/"; not "${path}".`,
    );
  }
  const status = optionalOneOf(
    body.status === undefined ? undefined : String(body.status),
    'status',
    STATUSES.map(String),
  );
  const rule: FaultRule = {
    path,
    method: optionalOneOf(body.method, 'method', METHODS),
    status: status === undefined ? undefined : Number(status),
    error: optionalOneOf(body.error, 'error', ERROR_CODES),
    message: optionalString(body.message, 'message'),
    retryAfter: optionalInteger(body.retry_after, 'retry_after', 0, 86_400),
    delayMs: optionalInteger(body.delay_ms, 'delay_ms', 0, MAX_DELAY_MS),
    times: optionalInteger(body.times, 'times', 1, 1_000_000),
    drop: optionalBoolean(body.drop, 'drop'),
    body: optionalString(body.body, 'body'),
  };
  if (rule.status === undefined && rule.delayMs === undefined && !rule.drop && rule.body === undefined) {
    throw wrongParameters('A fault needs at least one of status, delay_ms, drop or body.');
  }
  if (rule.error !== undefined && rule.status === undefined) {
    throw wrongParameters('error needs a status to answer it with.');
  }
  return rule;
}

function optionalInteger(value: unknown, path: string, min: number, max: number): number | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
    throw wrongParameters(`${path} must be a whole number from ${min} to ${max}.`);
  }
  return value;
}

function faultView({ rule, remaining }: { rule: FaultRule; remaining: number }): Record<string, unknown> {
  return {
    path: rule.path,
    method: rule.method,
    status: rule.status,
    error: rule.error,
    message: rule.message,
    retry_after: rule.retryAfter,
    delay_ms: rule.delayMs,
    drop: rule.drop,
    body: rule.body,
    remaining: Number.isFinite(remaining) ? remaining : null,
  };
}
