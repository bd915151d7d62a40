import { ApiError, wrongParameters } from '../http/api-error.js';
import { isWhitelistedFor } from '../http/cors.js';
import { isUuid } from '../http/uuid.js';
import type { ErrorCode } from '../types/errors.js';
import type { AttemptRecord, AuthorizationRecord, PaymentRecord } from '../state/records.js';
import type { BackendContext, ApiRequest } from './context.js';

export function findAuthorization(
  context: BackendContext,
  request: ApiRequest,
  id: string,
): AuthorizationRecord {
  return checkedAttempt(context, request, id, context.store.authorizations, {
    noun: 'Authorisation',
    notFound: 'SESSION_DOES_NOT_EXIST',
  });
}

export function findPayment(context: BackendContext, request: ApiRequest, id: string): PaymentRecord {
  return checkedAttempt(context, request, id, context.store.payments, {
    noun: 'Payment',
    notFound: 'PAYMENT_NOT_FOUND',
  });
}

/** 400 for a malformed id, 404 for an unknown one (or one of the other environment), 403 for a foreign origin. */
function checkedAttempt<T extends AttemptRecord>(
  context: BackendContext,
  request: ApiRequest,
  rawId: string,
  attempts: ReadonlyMap<string, T>,
  words: { noun: string; notFound: ErrorCode },
): T {
  if (!isUuid(rawId))
    throw wrongParameters(`"${rawId}" is not a valid ${words.noun.toLowerCase()} id: a UUID is expected.`);
  const id = rawId.toLowerCase();
  const attempt = attempts.get(id);
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
  // The service's own pages (the hosted flow) are first-party, like {auth_url} itself.
  const ownPage = request.origin === context.origin;
  if (!ownPage && !isWhitelistedFor(attempt.application, request.origin)) {
    throw new ApiError(
      403,
      `The origin ${request.origin} is not whitelisted for the application "${attempt.application.name}". ` +
        'Add it to the widget origins of the application in the control panel.',
      'UNAUTHORIZED_ACCESS',
    );
  }
  return attempt;
}
