import { randomUUID } from 'node:crypto';
import { apiError } from '../http/error-status.js';
import type { ApiReply, BackendContext } from '../routes/context.js';
import { jsonBody } from '../routes/request-body.js';
import { sessionAccounts } from '../session/accounts.js';
import { decideCodeExchange } from '../session/code-exchange.js';
import { decideSessionClosing } from '../session/session-status.js';
import type { SessionRecord } from '../state/session-record.js';
import { authorizedSessionView, sessionView } from '../views/session-view.js';
import type { JsonApiRequest } from './json-api-request.js';
import { requireObject, requireString } from './json-fields.js';
import { ownSession } from './own-resources.js';

/** POST /sessions with {code}: the code from the redirect, exchanged once for a session. */
export function authorizeSession(context: BackendContext, request: JsonApiRequest): ApiReply {
  const code = requireString(requireObject(jsonBody(request), 'The body').code, 'code');
  const issued = context.store.authorizationCode(code);
  const authorization = issued && context.store.authorizations.get(issued.authorization_id);
  const now = context.now();
  const exchange = decideCodeExchange(issued, authorization, request.application.id, now);
  if (!exchange.accepted) throw apiError(exchange.error, exchange.message);
  const { aspsp, psu_type, psu_id_hash, access } = exchange.authorization;
  const session: SessionRecord = {
    id: randomUUID(),
    authorization: exchange.authorization,
    accounts: sessionAccounts({ aspsp, psu_type, psu_id_hash, requested: access.accounts }, randomUUID),
    authorized_at: now,
  };
  context.store.sessions.set(session.id, session);
  context.store.markCodeUsed(code, session.id);
  return { status: 200, body: authorizedSessionView(session) };
}

/** GET /sessions/{session_id} */
export function getSession(context: BackendContext, request: JsonApiRequest, id: string): ApiReply {
  const session = ownSession(context, request, id);
  return { status: 200, body: sessionView(session, context.now()) };
}

/** DELETE /sessions/{session_id}: closes the session (and, at a real bank, its consent). */
export function deleteSession(context: BackendContext, request: JsonApiRequest, id: string): ApiReply {
  const session = ownSession(context, request, id);
  const now = context.now();
  const closing = decideSessionClosing(session, now);
  if (!closing.accepted) throw apiError(closing.error, closing.message);
  session.closed_at = now;
  return { status: 200, body: { message: `The session ${session.id} is closed.` } };
}
