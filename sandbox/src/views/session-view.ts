import { sessionStatus } from '../session/session-status.js';
import type { SessionRecord } from '../state/session-record.js';
import type { AuthorizeSessionResponse, GetSessionResponse } from '../types/session.js';

/** POST /sessions: the only answer with the accounts' full details. */
export function authorizedSessionView(session: SessionRecord): AuthorizeSessionResponse {
  const { aspsp, psu_type, access } = session.authorization;
  return {
    session_id: session.id,
    accounts: session.accounts.map((account) => account.resource),
    aspsp: { name: aspsp.name, country: aspsp.country },
    psu_type,
    access,
  };
}

/**
 * GET /sessions/{id}. Account uids are usable only while the session is AUTHORIZED, so only
 * then shown; `closed` is when a CLOSED or REVOKED session stopped.
 */
export function sessionView(session: SessionRecord, now: number): GetSessionResponse {
  const { aspsp, psu_type, access, psu_id_hash, created_at } = session.authorization;
  const status = sessionStatus(session, now);
  const usable = status === 'AUTHORIZED';
  const uids = session.accounts.flatMap(({ resource }) => (resource.uid === undefined ? [] : [resource.uid]));
  const closedAt = session.closed_at ?? session.revoked_at;
  return {
    status,
    accounts: usable ? uids : [],
    accounts_data: session.accounts.map(({ resource }) => ({
      ...(usable && resource.uid !== undefined ? { uid: resource.uid } : {}),
      identification_hash: resource.identification_hash,
    })),
    aspsp: { name: aspsp.name, country: aspsp.country },
    psu_type,
    psu_id_hash,
    access,
    created: new Date(created_at).toISOString(),
    authorized: new Date(session.authorized_at).toISOString(),
    closed: closedAt === undefined ? undefined : new Date(closedAt).toISOString(),
  };
}
