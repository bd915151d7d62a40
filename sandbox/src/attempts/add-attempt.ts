import { applyTransition } from '../flow/apply-transition.js';
import { apiError } from '../http/error-status.js';
import {
  forgetEndedAuthorizationsWhenDue,
  makeRoomForAttempt,
  noteNewAuthorization,
} from './attempt-room.js';
import { attemptBytes } from '../state/attempt-map.js';
import type { AttemptRecord, AuthorizationRecord, PaymentRecord } from '../state/records.js';
import type { CreationContext } from './attempt-input.js';
import { newAuthorization, type CreateAuthorizationInput } from './create-authorization.js';
import { newPayment, type CreatePaymentInput } from './create-payment.js';
import type { MockStore } from '../state/store.js';

/**
 * The one way authorisations and payments come to exist, for the programmatic
 * createAuthorization/createPayment and for POST /auth and POST /payments alike.
 * Throws an InvalidInputError for invalid input.
 */
export function addAuthorization(
  store: MockStore,
  input: CreateAuthorizationInput,
  context: CreationContext,
): AuthorizationRecord {
  const authorization = newAuthorization(input, context);
  refuseWhenFull(store, context.now, authorization);
  register(authorization, store, context.now);
  store.authorizations.set(authorization.id, authorization);
  noteNewAuthorization(store, authorization);
  return authorization;
}

export function addPayment(
  store: MockStore,
  input: CreatePaymentInput,
  context: CreationContext,
): PaymentRecord {
  const payment = newPayment(input, context);
  refuseWhenFull(store, context.now, payment);
  register(payment, store, context.now);
  store.payments.set(payment.id, payment);
  return payment;
}

/**
 * After every check of the input: a refused request drops nothing. A new attempt is also when
 * the authorisations that ended long ago are forgotten.
 */
function refuseWhenFull(store: MockStore, now: number, attempt: AttemptRecord): void {
  forgetEndedAuthorizationsWhenDue(store, now);
  if (makeRoomForAttempt(store, now, attempt)) return;
  const mib = (bytes: number) => `${Math.ceil(bytes / (1024 * 1024))} MiB`;
  const kib = (bytes: number) => `${Math.ceil(bytes / 1024).toLocaleString('en-US')} KiB`;
  throw apiError(
    'ASPSP_RATE_LIMIT_EXCEEDED',
    `The sandbox holds the most authorisations and payments under way it keeps: at most ${store.maxAttempts}, ` +
      `of at most ${mib(store.maxAttemptBytes)} together (this one takes ${kib(attemptBytes(attempt))}). ` +
      'Try again once some have ended (an authorisation expires 15 minutes after its start), or reset ' +
      'the journeys in the control panel.',
  );
}

/**
 * Re-applying the first transition issues the code of an AIS flow that is done at creation
 * (a licensed TPP passing correct credentials).
 */
function register(attempt: AttemptRecord, store: MockStore, now: number): void {
  applyTransition(attempt, attempt, store, now);
}
