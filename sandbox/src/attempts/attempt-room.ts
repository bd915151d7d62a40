/**
 * The store keeps a bounded number of authorisations and payments, of bounded bytes. When a
 * new one would pass either bound, those that have ended are dropped, oldest first, with what refers to them (their
 * codes, sessions and hand-off tickets); while none has ended, a new one is refused. An
 * attempt has ended once nothing more can happen to it or be read from it as it goes on:
 * failed, cancelled or expired; an authorisation whose code can no longer be exchanged and
 * whose sessions are closed, revoked or expired; a payment at a final status, reported by its
 * webhook when it has one. Apart from the bound, an authorisation that never became a session
 * is forgotten a day after it ended, when nothing can read it any more; sessions and payments,
 * which the specification keeps readable without an end, are not.
 */
import { isExpired } from '../flow/transitions.js';
import { paymentState } from '../payment/payment-status.js';
import { sessionStatus } from '../session/session-status.js';
import { attemptBytes } from '../state/attempt-map.js';
import type { AttemptRecord, AuthorizationRecord, PaymentRecord } from '../state/records.js';
import type { SessionRecord } from '../state/session-record.js';
import type { MockStore } from '../state/store.js';
import type { TrackedMap } from '../persistence/tracked-map.js';

/** A full store drops this share at once, so it is scanned once per many new attempts. */
const DROPPED_SHARE = 0.1;

/**
 * How long an authorisation that never became a session is kept once it has ended: its widget
 * still reads it (EXPIRED, CANCELLED, FAILED) and its code still answers
 * EXPIRED_AUTHORIZATION_CODE for a day; after that, nothing refers to it.
 */
export const ENDED_AUTHORIZATION_KEPT_MS = 24 * 60 * 60 * 1000;
/** Sandbox time at least between two looks for authorisations to forget: a flood scans seldom. */
const EXPIRY_LOOK_INTERVAL_MS = 60 * 1000;

/**
 * Forgets the authorisations that ended over ENDED_AUTHORIZATION_KEPT_MS ago
 * (forgetEndedAuthorizations), once the first of them is due: the store notes when that is.
 */
export function forgetEndedAuthorizationsWhenDue(store: MockStore, now: number): void {
  if (now >= store.nextExpiryLook) forgetEndedAuthorizations(store, now);
}

/** A new authorisation is due to be forgotten a day after its expiry at the earliest. */
export function noteNewAuthorization(store: MockStore, authorization: AuthorizationRecord): void {
  store.nextExpiryLook = Math.min(
    store.nextExpiryLook,
    authorization.expires_at + ENDED_AUTHORIZATION_KEPT_MS,
  );
}

/**
 * Drops the authorisations that never became a session and ended over
 * ENDED_AUTHORIZATION_KEPT_MS ago, with their codes and hand-off tickets, from memory and (at
 * the next commit and snapshot) from the data directory. Ended: past its expires_at, and past
 * its code's expiry when the flow gave one, whether it was authorised, cancelled, failed or
 * left unfinished. An authorisation with a session is kept with it, as the specification keeps
 * sessions readable (GET /sessions/{id}) when they are closed, revoked or expired; so are
 * payments, whose GetPaymentResponse has no end either. Returns how many were dropped.
 */
export function forgetEndedAuthorizations(store: MockStore, now: number): number {
  const withSession = new Set<string>();
  for (const session of store.sessions.scan()) withSession.add(session.authorization.id);
  const forgotten: AuthorizationRecord[] = [];
  let nextDue = Number.POSITIVE_INFINITY;
  for (const authorization of store.authorizations.scan()) {
    if (withSession.has(authorization.id)) continue;
    const due = authorizationEnd(store, authorization) + ENDED_AUTHORIZATION_KEPT_MS;
    if (now >= due) forgotten.push(authorization);
    else nextDue = Math.min(nextDue, due);
  }
  dropAttempts(store, forgotten);
  store.nextExpiryLook = Math.max(nextDue, now + EXPIRY_LOOK_INTERVAL_MS);
  return forgotten.length;
}

/** When nothing more can happen to an authorisation without a session: its expiry, or its code's. */
function authorizationEnd(store: MockStore, authorization: AuthorizationRecord): number {
  const code = authorization.authorization_code;
  const issued = code === undefined ? undefined : store.codes.peek(code);
  return Math.max(authorization.expires_at, issued?.expires_at ?? Number.NEGATIVE_INFINITY);
}

/**
 * Makes room for one more attempt; false when the store is full of attempts that go on. Past
 * the count, a tenth of it is freed at once, so that the scan comes once per many attempts.
 * While the new one fits, it takes constant time: the store keeps the count and the bytes held.
 */
export function makeRoomForAttempt(store: MockStore, now: number, attempt: AttemptRecord): boolean {
  const newBytes = attemptBytes(attempt);
  let held = store.authorizations.size + store.payments.size;
  let bytes = store.heldAttemptBytes;
  const fits = () => held < store.maxAttempts && bytes + newBytes <= store.maxAttemptBytes;
  if (fits()) return true;
  const freed = held < store.maxAttempts ? 0 : Math.max(1, Math.floor(store.maxAttempts * DROPPED_SHARE));
  const wanted = held - store.maxAttempts + freed;
  const dropped: AttemptRecord[] = [];
  for (const ended of endedAttempts(store, now)) {
    if (dropped.length >= wanted && bytes + newBytes <= store.maxAttemptBytes) break;
    dropped.push(ended);
    held -= 1;
    bytes -= attemptBytes(ended);
  }
  dropAttempts(store, dropped);
  return fits();
}

/**
 * The bytes of the attempts held, as attemptBytes counts them, by a scan of every one: what
 * store.heldAttemptBytes keeps without one, for checks of it.
 */
export function heldAttemptBytes(store: MockStore): number {
  let bytes = 0;
  for (const authorization of store.authorizations.scan()) bytes += attemptBytes(authorization);
  for (const payment of store.payments.scan()) bytes += attemptBytes(payment);
  return bytes;
}

/** The attempts that have ended, oldest first. */
function endedAttempts(store: MockStore, now: number): AttemptRecord[] {
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
function dropAttempts(store: MockStore, attempts: readonly AttemptRecord[]): void {
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
