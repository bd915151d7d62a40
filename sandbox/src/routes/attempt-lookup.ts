import { ApiError, wrongParameters } from '../http/api-error.js';
import { isWhitelistedByEveryActiveApplication, isWhitelistedFor } from '../http/cors.js';
import { isUuid } from '../http/uuid.js';
import type { ErrorCode } from '../types/errors.js';
import type { AttemptRecord, AuthorizationRecord, PaymentRecord } from '../state/records.js';
import type { BackendContext, IncomingApiRequest } from '../request/context.js';
import { originRefusal } from './origin-refusal.js';

type Caller = Pick<IncomingApiRequest, 'origin' | 'environment'>;

export function findAuthorization(context: BackendContext, request: Caller, id: string): AuthorizationRecord {
  return checkedAttempt(context, request, id, context.store.authorizations, {
    noun: 'Authorisation',
    notFound: 'SESSION_DOES_NOT_EXIST',
  });
}

export function findPayment(context: BackendContext, request: Caller, id: string): PaymentRecord {
  return checkedAttempt(context, request, id, context.store.payments, {
    noun: 'Payment',
    notFound: 'PAYMENT_NOT_FOUND',
  });
}

/**
 * The origin first (widget-api.md §1): it must be whitelisted for the application that
 * created the authorisation or payment, else the origin refusal. Then 400 for a malformed id,
 * 404 for an unknown one (or one of the other environment).
 */
function checkedAttempt<T extends AttemptRecord>(
  context: BackendContext,
  request: Caller,
  rawId: string,
  attempts: ReadonlyMap<string, T>,
  words: { noun: string; notFound: ErrorCode },
): T {
  const id = isUuid(rawId) ? rawId.toLowerCase() : undefined;
  const attempt = id === undefined ? undefined : attempts.get(id);
  if (!mayLearnOf(context, request.origin, attempt)) throw originRefusal(request.origin);
  if (id === undefined)
    throw wrongParameters(`"${rawId}" is not a valid ${words.noun.toLowerCase()} id: a UUID is expected.`);
  if (!attempt) throw new ApiError(404, `${words.noun} ${id} does not exist.`, words.notFound);
  const environment = attempt.application.environment;
  if (environment !== request.environment) {
    const fix =
      environment === 'SANDBOX'
        ? 'add the sandbox attribute to the widget'
        : 'remove the sandbox attribute from the widget';
    throw new ApiError(
      404,
      `${words.noun} ${id} does not exist in ${request.environment}. It exists in ${environment}: ${fix}.`,
      words.notFound,
    );
  }
  return attempt;
}

/**
 * Whether the origin may learn anything of the id: the service's own pages always (they are
 * first-party); for an authorisation or payment, an origin of its application. An unknown or
 * malformed id has no application, so only an origin that every application could show any id
 * to; any other is refused alike for an id that exists and for one that does not.
 */
function mayLearnOf(context: BackendContext, origin: string, attempt: AttemptRecord | undefined): boolean {
  if (origin === context.origin) return true;
  return attempt === undefined
    ? isWhitelistedByEveryActiveApplication(context.applications.all(), origin)
    : isWhitelistedFor(attempt.application, origin);
}
