import type { ErrorCode } from '../types/errors.js';
import type { SessionStatus } from '../types/session.js';
import type { SessionRecord } from '../state/session-record.js';

/** CLOSED once deleted; EXPIRED once access.valid_until has passed; AUTHORIZED until then. */
export function sessionStatus(session: SessionRecord, now: number): SessionStatus {
  if (session.closed_at !== undefined) return 'CLOSED';
  return now >= Date.parse(session.authorization.access.valid_until) ? 'EXPIRED' : 'AUTHORIZED';
}

export type SessionClosing = { accepted: true } | { accepted: false; error: ErrorCode; message: string };

/** DELETE /sessions/{id}: only an AUTHORIZED session can be closed. */
export function decideSessionClosing(session: SessionRecord, now: number): SessionClosing {
  switch (sessionStatus(session, now)) {
    case 'AUTHORIZED':
      return { accepted: true };
    case 'CLOSED':
      return {
        accepted: false,
        error: 'CLOSED_SESSION',
        message: `The session ${session.id} is already closed.`,
      };
    case 'EXPIRED':
      return { accepted: false, error: 'EXPIRED_SESSION', message: `The session ${session.id} has expired.` };
  }
}
