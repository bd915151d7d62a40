import { randomUUID } from 'node:crypto';
import type { AuthorizationRecord, PaymentRecord } from './records.js';

/** How long an authorisation code can be exchanged for a session (issue 6 adds POST /sessions). */
const CODE_LIFETIME_MS = 10 * 60 * 1000;

interface AuthorizationCode {
  authorization_id: string;
  expires_at: number;
}

/** The backend's memory: created authorisations and payments, and unused authorisation codes. */
export class MockStore {
  readonly authorizations = new Map<string, AuthorizationRecord>();
  readonly payments = new Map<string, PaymentRecord>();
  private readonly codes = new Map<string, AuthorizationCode>();

  issueAuthorizationCode(authorizationId: string, now: number): string {
    const code = randomUUID();
    this.codes.set(code, { authorization_id: authorizationId, expires_at: now + CODE_LIFETIME_MS });
    return code;
  }

  /** Single use: a code is gone once redeemed. Returns the authorisation id, or undefined. */
  redeemAuthorizationCode(code: string, now: number): string | undefined {
    const entry = this.codes.get(code);
    this.codes.delete(code);
    if (!entry || entry.expires_at <= now) return undefined;
    return entry.authorization_id;
  }

  reset(): void {
    this.authorizations.clear();
    this.payments.clear();
    this.codes.clear();
  }
}
