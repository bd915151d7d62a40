import type { ErrorCode } from '../types/errors.js';
import type { SessionStatus } from '../types/session.js';
import type { SessionRecord } from '../state/session-record.js';

/**
 * CLOSED once deleted, REVOKED once the PSU withdrew consent at the bank, EXPIRED once
 * access.valid_until has passed, AUTHORIZED until then. Closing and revoking need an
 * AUTHORIZED session, so at most one of them happens, and before the expiry.
 */
export function sessionStatus(session: SessionRecord, now: number): SessionStatus {
  if (session.closed_at !== undefined) return 'CLOSED';
  if (session.revoked_at !== undefined) return 'REVOKED';
  return now >= Date.parse(session.authorization.access.valid_until) ? 'EXPIRED' : 'AUTHORIZED';
}

export type SessionDecision = { accepted: true } | { accepted: false; error: ErrorCode; message: string };

/**
 * Whether the session's accounts may be used (and the session closed): only while it is
 * AUTHORIZED; otherwise the error of its state.
 */
export function decideSessionUse(session: SessionRecord, now: number): SessionDecision {
  switch (sessionStatus(session, now)) {
    case 'AUTHORIZED':
      return { accepted: true };
    case 'CLOSED':
      return {
        accepted: false,
        error: 'CLOSED_SESSION',
        message: `The session ${session.id} is closed (DELETE /sessions/${session.id}): start a new authorisation.`,
      };
    case 'REVOKED':
      return {
        accepted: false,
        error: 'REVOKED_SESSION',
        message: `The PSU revoked the consent of the session ${session.id} at the bank: start a new authorisation.`,
      };
    case 'EXPIRED':
      return {
        accepted: false,
        error: 'EXPIRED_SESSION',
        message: `The session ${session.id} expired at ${session.authorization.access.valid_until} (access.valid_until): start a new authorisation.`,
      };
  }
}

/** The control panel's revoke: the PSU can withdraw only a consent that is in force. */
export function decideRevocation(session: SessionRecord, now: number): SessionDecision {
  const status = sessionStatus(session, now);
  return status === 'AUTHORIZED'
    ? { accepted: true }
    : {
        accepted: false,
        error: 'WRONG_SESSION_STATUS',
        message: `The session ${session.id} is ${status}: only an AUTHORIZED session can be revoked.`,
      };
}
