import { apiError } from '../http/error-status.js';
import { isUuid } from '../http/uuid.js';
import type { PaymentRecord } from '../state/records.js';
import type { SessionRecord } from '../state/session-record.js';
import type { BackendContext } from '../request/context.js';
import type { JsonApiRequest } from './json-api-request.js';

/** The caller's session; another application's session reads as missing, so nothing leaks. */
export function ownSession(context: BackendContext, request: JsonApiRequest, rawId: string): SessionRecord {
  const id = storedId(rawId);
  const session = id === undefined ? undefined : context.store.sessions.get(id);
  if (!session || session.authorization.application.id !== request.application.id) {
    throw apiError('SESSION_DOES_NOT_EXIST', `There is no session ${JSON.stringify(rawId)}.`);
  }
  return session;
}

/** The caller's payment; another application's payment reads as missing. */
export function ownPayment(context: BackendContext, request: JsonApiRequest, rawId: string): PaymentRecord {
  const id = storedId(rawId);
  const payment = id === undefined ? undefined : context.store.payments.get(id);
  if (!payment || payment.application.id !== request.application.id) {
    throw apiError('PAYMENT_NOT_FOUND', `There is no payment ${JSON.stringify(rawId)}.`);
  }
  return payment;
}

/**
 * The key of a path id in the store: its ids are UUIDs in lower case. An id that is no UUID
 * names nothing, so it is not found, as the specification's codes say ("No session with the id").
 */
export function storedId(rawId: string): string | undefined {
  return isUuid(rawId) ? rawId.toLowerCase() : undefined;
}
