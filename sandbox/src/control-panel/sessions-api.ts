import { serviceDateTime } from '../clock/service-date-time.js';
import { wrongParameters } from '../http/api-error.js';
import { apiError } from '../http/error-status.js';
import { isUuid } from '../http/uuid.js';
import type { ApiReply, BackendContext } from '../request/context.js';
import { decideRevocation } from '../session/session-status.js';
import type { ControlRequest } from './control-request.js';

/**
 * POST /control-panel/api/sessions/{session_id}/revoke (no body): the PSU withdraws the
 * consent at the bank. The session reads REVOKED from then on, and its accounts answer
 * REVOKED_SESSION. Any application's session: the control panel is the tester's. `revoked`
 * is written as GET /sessions/{id} writes `closed`.
 */
export function revokeSession(context: BackendContext, _request: ControlRequest, rawId: string): ApiReply {
  if (!isUuid(rawId))
    throw wrongParameters(`session_id "${rawId}" is not a UUID: use one from POST /sessions.`);
  const id = rawId.toLowerCase();
  const session = context.store.sessions.get(id);
  if (!session) throw apiError('SESSION_DOES_NOT_EXIST', `There is no session ${id}.`);
  const now = context.now();
  const decision = decideRevocation(session, now);
  if (!decision.accepted) throw apiError(decision.error, decision.message);
  session.revoked_at = now;
  return {
    status: 200,
    body: { session_id: id, status: 'REVOKED', revoked: serviceDateTime(now) },
  };
}
