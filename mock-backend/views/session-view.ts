import { sessionStatus } from '../session/session-status.js';
import type { SessionRecord } from '../state/session-record.js';
import type { AuthorizeSessionResponse, GetSessionResponse } from '../types/session.js';

/** POST /sessions: the only answer with the accounts' full details. */
export function authorizedSessionView(session: SessionRecord): AuthorizeSessionResponse {
  const { aspsp, psu_type, access } = session.authorization;
  return {
    session_id: session.id,
    accounts: session.accounts,
    aspsp: { name: aspsp.name, country: aspsp.country },
    psu_type,
    access,
  };
}

/** GET /sessions/{id}. Account uids are usable only while the session is AUTHORIZED, so only then shown. */
export function sessionView(session: SessionRecord, now: number): GetSessionResponse {
  const { aspsp, psu_type, access, psu_id_hash, created_at } = session.authorization;
  const status = sessionStatus(session, now);
  const usable = status === 'AUTHORIZED';
  return {
    status,
    accounts: usable
      ? session.accounts.flatMap((account) => (account.uid === undefined ? [] : [account.uid]))
      : [],
    accounts_data: session.accounts.map((account) => ({
      ...(usable && account.uid !== undefined ? { uid: account.uid } : {}),
      identification_hash: account.identification_hash,
    })),
    aspsp: { name: aspsp.name, country: aspsp.country },
    psu_type,
    psu_id_hash,
    access,
    created: new Date(created_at).toISOString(),
    authorized: new Date(session.authorized_at).toISOString(),
    closed: session.closed_at === undefined ? undefined : new Date(session.closed_at).toISOString(),
  };
}
