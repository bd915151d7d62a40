/**
 * The store keeps a bounded number of authorisations and payments. When a new one would pass
 * the bound, those that have ended are dropped, oldest first, with what refers to them (their
 * codes, sessions and hand-off tickets); while none has ended, a new one is refused. An
 * attempt has ended once nothing more can happen to it or be read from it as it goes on:
 * failed, cancelled or expired; an authorisation whose code can no longer be exchanged and
 * whose sessions are closed, revoked or expired; a payment at a final status, reported by its
 * webhook when it has one.
 */
import { isExpired } from '../flow/transitions.js';
import { paymentState } from '../payment/payment-status.js';
import { sessionStatus } from '../session/session-status.js';
import type { AuthorizationRecord, PaymentRecord } from '../state/records.js';
import type { SessionRecord } from '../state/session-record.js';
import type { MockStore } from '../state/store.js';
import type { TrackedMap } from '../persistence/tracked-map.js';

/** A full store drops this share at once, so it is scanned once per many new attempts. */
const DROPPED_SHARE = 0.1;

/** Makes room for one more attempt; false when the store is full of attempts that go on. */
export function makeRoomForAttempt(store: MockStore, now: number): boolean {
  const limit = store.maxAttempts;
  const held = store.authorizations.size + store.payments.size;
  if (held < limit) return true;
  const wanted = held - limit + Math.max(1, Math.floor(limit * DROPPED_SHARE));
  const ended = endedAttempts(store, now).slice(0, wanted);
  dropAttempts(store, ended);
  return held - ended.length < limit;
}

/** The attempts that have ended, oldest first. */
function endedAttempts(store: MockStore, now: number): (AuthorizationRecord | PaymentRecord)[] {
  const sessions = sessionsByAuthorization(store);
  const pendingWebhooks = new Set<string>();
  for (const event of store.webhookEvents.scan())
    if (event.state === 'pending') pendingWebhooks.add(event.payment_id);
  const ended = [
    ...[...store.authorizations.scan()].filter((authorization) =>
      authorizationEnded(store, authorization, sessions.get(authorization.id) ?? [], now),
    ),
    ...[...store.payments.scan()].filter(
      (payment) => !pendingWebhooks.has(payment.id) && paymentEnded(store, payment, now),
    ),
  ];
  return ended.sort((first, second) => first.created_at - second.created_at);
}

function authorizationEnded(
  store: MockStore,
  authorization: AuthorizationRecord,
  sessions: readonly SessionRecord[],
  now: number,
): boolean {
  if (authorization.phase.type === 'failed' || isExpired(authorization, now)) return true;
  if (authorization.phase.type !== 'done') return false;
  const code = authorization.authorization_code;
  const issued = code === undefined ? undefined : store.codes.peek(code);
  const exchangeable = issued !== undefined && issued.session_id === undefined && now < issued.expires_at;
  return !exchangeable && sessions.every((session) => sessionStatus(session, now) !== 'AUTHORIZED');
}

function paymentEnded(store: MockStore, payment: PaymentRecord, now: number): boolean {
  if (!paymentState(payment, now).final_status) return false;
  return (
    payment.webhook_url === undefined || store.webhookReports.peek(payment.id)?.updates_expected === false
  );
}

function sessionsByAuthorization(store: MockStore): Map<string, SessionRecord[]> {
  const sessions = new Map<string, SessionRecord[]>();
  for (const session of store.sessions.scan()) {
    const id = session.authorization.id;
    sessions.set(id, [...(sessions.get(id) ?? []), session]);
  }
  return sessions;
}

/** Deleted, so the next commit writes their removal and the next snapshot leaves them out. */
function dropAttempts(store: MockStore, attempts: readonly (AuthorizationRecord | PaymentRecord)[]): void {
  const ids = new Set(attempts.map((attempt) => attempt.id));
  for (const attempt of attempts) {
    if (attempt.service === 'AIS') store.authorizations.delete(attempt.id);
    else store.payments.delete(attempt.id);
    store.webhookReports.delete(attempt.id);
  }
  // By keys and peek, which note nothing: only what is deleted is written at the next commit.
  const drop = <V>(map: TrackedMap<string, V>, refersToDropped: (value: V) => boolean): void => {
    for (const key of [...map.keys()]) {
      const value = map.peek(key);
      if (value !== undefined && refersToDropped(value)) map.delete(key);
    }
  };
  drop(store.codes, (issued) => ids.has(issued.authorization_id));
  drop(store.sessions, (session) => ids.has(session.authorization.id));
  drop(store.handoffs, (ticket) => ids.has(ticket.attempt_id));
}
