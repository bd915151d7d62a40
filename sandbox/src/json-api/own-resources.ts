import { wrongParameters } from '../http/api-error.js';
import { apiError } from '../http/error-status.js';
import { isUuid } from '../http/uuid.js';
import type { PaymentRecord } from '../state/records.js';
import type { SessionRecord } from '../state/session-record.js';
import type { BackendContext } from '../routes/context.js';
import type { JsonApiRequest } from './json-api-request.js';

/** The caller's session; another application's session reads as missing, so nothing leaks. */
export function ownSession(context: BackendContext, request: JsonApiRequest, rawId: string): SessionRecord {
  const id = uuidParameter(rawId, 'session_id');
  const session = context.store.sessions.get(id);
  if (!session || session.authorization.application.id !== request.application.id) {
    throw apiError('SESSION_DOES_NOT_EXIST', `There is no session ${id}.`);
  }
  return session;
}

/** The caller's payment; another application's payment reads as missing. */
export function ownPayment(context: BackendContext, request: JsonApiRequest, rawId: string): PaymentRecord {
  const id = uuidParameter(rawId, 'payment_id');
  const payment = context.store.payments.get(id);
  if (!payment || payment.application.id !== request.application.id) {
    throw apiError('PAYMENT_NOT_FOUND', `There is no payment ${id}.`);
  }
  return payment;
}

function uuidParameter(rawId: string, name: string): string {
  if (!isUuid(rawId)) throw wrongParameters(`${name} "${rawId}" is not a UUID.`);
  return rawId.toLowerCase();
}
