import { randomUUID } from 'node:crypto';
import { TrackedMap } from '../persistence/tracked-map.js';
import { AttemptMap } from './attempt-map.js';
import type {
  AuthorizationRecord,
  HandoffTicket,
  PaymentObservation,
  PaymentRecord,
  WebhookEvent,
} from './records.js';
import type { SessionRecord } from './session-record.js';

/**
 * Authorisations and payments kept at once (attempts/attempt-room.ts): far more than tests and
 * load runs keep under way, while each takes a few KiB in memory and in the data directory.
 */
export const MAX_STORED_ATTEMPTS = 20_000;

/**
 * The bytes those attempts may take at once, counted as their JSON without the shared bank
 * and application (attempts/attempt-room.ts). A few KiB each, 20,000 take a tenth of it; a
 * bulk payment at its largest (json-api/body-limit.ts) takes up to 34 MiB, and a few of them
 * would otherwise run the process out of memory.
 */
export const MAX_STORED_ATTEMPT_BYTES = 256 * 1024 * 1024;

/** How long an authorisation code can be exchanged for a session with POST /sessions. */
export const CODE_LIFETIME_MS = 10 * 60 * 1000;

/** An issued authorisation code. Kept after use, so a second POST /sessions can say so. */
export interface AuthorizationCode {
  authorization_id: string;
  expires_at: number;
  /** Set once the code has been exchanged for this session. */
  session_id?: string;
}

/**
 * The backend's memory: authorisations, payments, sessions, the authorisation codes issued,
 * hand-off tickets and the webhooks' state. Each is a TrackedMap, so that what a request
 * touched can be written to the data directory before it is answered (persistence/).
 */
export class MockStore {
  /** Authorisations and payments kept at once, and their bytes (attempts/attempt-room.ts). */
  constructor(
    readonly maxAttempts: number = MAX_STORED_ATTEMPTS,
    readonly maxAttemptBytes: number = MAX_STORED_ATTEMPT_BYTES,
  ) {}

  /** Each keeps the bytes of its records (attempt-map.ts), whoever sets or deletes them. */
  readonly authorizations = new AttemptMap<AuthorizationRecord>();
  readonly payments = new AttemptMap<PaymentRecord>();
  readonly sessions = new TrackedMap<string, SessionRecord>();
  readonly codes = new TrackedMap<string, AuthorizationCode>();
  /** Hand-off tickets by token; kept after use or expiry, so their page can say so. */
  readonly handoffs = new TrackedMap<string, HandoffTicket>();
  /** Payment status webhooks by webhook_id, in the order they were triggered (webhooks/webhook-log.ts). */
  readonly webhookEvents = new TrackedMap<string, WebhookEvent>();
  /** The last state a webhook reported, by payment id (webhooks/webhook-dispatcher.ts). */
  readonly webhookReports = new TrackedMap<string, PaymentObservation>();
  /**
   * Sandbox time (ms) from which a new attempt looks for authorisations that ended long enough
   * ago to be forgotten: when the first is due, or earlier (attempts/attempt-room.ts).
   */
  nextExpiryLook = Number.NEGATIVE_INFINITY;

  /**
   * The bytes of the authorisations and payments held, as attemptBytes counts them: a running
   * total, kept as they are added, dropped, deleted, read back at a start and reset, so that
   * making room for a new one (attempts/attempt-room.ts) takes constant time.
   */
  get heldAttemptBytes(): number {
    return this.authorizations.bytes + this.payments.bytes;
  }

  issueAuthorizationCode(authorizationId: string, now: number): string {
    const code = randomUUID();
    this.codes.set(code, { authorization_id: authorizationId, expires_at: now + CODE_LIFETIME_MS });
    return code;
  }

  /** The code as issued; whether it may still be used is decided by decideCodeExchange. */
  authorizationCode(code: string): Readonly<AuthorizationCode> | undefined {
    return this.codes.get(code);
  }

  /** Single use: after this, the code only answers ALREADY_AUTHORIZED. */
  markCodeUsed(code: string, sessionId: string): void {
    const entry = this.codes.get(code);
    if (entry) entry.session_id = sessionId;
  }

  reset(): void {
    this.authorizations.clear();
    this.payments.clear();
    this.sessions.clear();
    this.codes.clear();
    this.handoffs.clear();
    this.webhookEvents.clear();
    this.webhookReports.clear();
    this.nextExpiryLook = Number.NEGATIVE_INFINITY;
  }
}
