import { applyTransition } from '../flow/apply-transition.js';
import { finalRedirectUrl } from '../flow/callback-url.js';
import { decidePsuJourney, type PsuDecision, type PsuOutcome } from '../flow/psu-decision.js';
import { effectiveStatus } from '../flow/transitions.js';
import { ApiError, wrongParameters } from '../http/api-error.js';
import { isUuid } from '../http/uuid.js';
import {
  optionalOneOf,
  optionalString,
  optionalStringRecord,
  requireObject,
  requireOneOf,
  type JsonObject,
} from '../json-api/json-fields.js';
import type { ApiReply, BackendContext } from '../request/context.js';
import { pageAttempt } from '../routes/page-attempt.js';
import { jsonBody } from '../request/request-body.js';
import { DEFAULT_BANK_USER } from '../data/sandbox-users.js';
import { PAYABLE_ACCOUNT_KINDS } from '../flow/debtor-at-bank.js';
import type { AttemptRecord } from '../state/records.js';
import { hostedPageAttempt } from '../views/page-urls.js';
import type { ControlRequest } from './control-request.js';

const OUTCOMES: readonly PsuOutcome[] = ['approve', 'cancel', 'reject'];

/**
 * POST /control-panel/api/psu: what the PSU would do in the browser, in one call. Body:
 * `{ id | url, user?, outcome, accounts?, pay_from?, method?, credentials? }`, where `id` is an
 * authorization_id or payment_id and `url` the `url` that POST /auth or POST /payments
 * answered. Answers the address the PSU's browser would be sent to, without following it:
 * `{ redirect_url, status }`. A request that cannot be carried out changes nothing.
 */
export function decideForPsu(context: BackendContext, request: ControlRequest): ApiReply {
  const body = requireObject(jsonBody(request), 'The body');
  const attempt = attemptOf(context, body);
  const now = context.now();
  const journey = decidePsuJourney(attempt, psuDecision(body), now);
  if (!journey.accepted) throw new ApiError(journey.status, journey.message, journey.error);
  for (const transition of journey.transitions) applyTransition(attempt, transition, context.store, now);
  return {
    status: 200,
    body: { redirect_url: finalRedirectUrl(attempt), status: effectiveStatus(attempt, now) },
  };
}

function psuDecision(body: JsonObject): PsuDecision {
  const accounts = body.accounts ?? 'all';
  if (
    accounts !== 'all' &&
    !(Array.isArray(accounts) && accounts.every((item) => typeof item === 'string'))
  ) {
    throw wrongParameters(
      'accounts must be "all" or an array of account kinds, IBANs or identification_hashes.',
    );
  }
  const credentials = optionalStringRecord(body.credentials, 'credentials');
  const method = optionalString(body.method, 'method');
  return {
    outcome: requireOneOf(body.outcome, 'outcome', OUTCOMES),
    user: optionalString(body.user, 'user') ?? DEFAULT_BANK_USER,
    accounts: accounts === 'all' ? 'all' : (accounts as string[]),
    payFrom: optionalOneOf(body.pay_from, 'pay_from', PAYABLE_ACCOUNT_KINDS) ?? 'current',
    ...(method === undefined ? {} : { method }),
    ...(credentials === undefined ? {} : { credentials }),
  };
}

/** The authorisation or payment named by `id` or by the hosted page's `url`. */
function attemptOf(context: BackendContext, body: JsonObject): AttemptRecord {
  const id = optionalString(body.id, 'id');
  const url = optionalString(body.url, 'url');
  if ((id === undefined) === (url === undefined)) {
    throw wrongParameters(
      'Give either "id" (an authorization_id or payment_id) or "url" (the url of POST /auth or POST /payments).',
    );
  }
  if (id !== undefined) {
    if (!isUuid(id))
      throw wrongParameters(`id "${id}" is not a UUID: use an authorization_id or payment_id.`);
    const key = id.toLowerCase();
    const attempt = context.store.authorizations.get(key) ?? context.store.payments.get(key);
    if (!attempt) throw new ApiError(404, `There is no authorisation or payment ${key}.`);
    return attempt;
  }
  const named = hostedPageUrlAttempt(url ?? '');
  if (named === undefined) {
    throw wrongParameters(`url "${url}" is not the url of POST /auth or POST /payments.`);
  }
  const attempt = pageAttempt(context.store, named.path);
  if (!attempt) {
    throw new ApiError(
      404,
      `There is no ${named.service === 'AIS' ? 'authorisation' : 'payment'} at ${url}.`,
      named.service === 'AIS' ? 'SESSION_DOES_NOT_EXIST' : 'PAYMENT_NOT_FOUND',
    );
  }
  return attempt;
}

function hostedPageUrlAttempt(url: string): { path: string; service: 'AIS' | 'PIS' } | undefined {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return undefined;
  }
  const path = hostedPageAttempt(parsed);
  return path === undefined ? undefined : { path, service: path.startsWith('/payments/') ? 'PIS' : 'AIS' };
}
