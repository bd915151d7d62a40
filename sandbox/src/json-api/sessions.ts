import { randomUUID } from 'node:crypto';
import { checkPsuHeaders } from '../accounts/psu-headers.js';
import { apiError } from '../http/error-status.js';
import { writeSuccessResponse } from '../resources/api-resources.js';
import { writeAuthorizeSessionResponse, writeGetSessionResponse } from '../resources/session-resources.js';
import type { ApiReply, BackendContext } from '../request/context.js';
import { jsonBody } from '../request/request-body.js';
import { sessionAccounts } from '../session/accounts.js';
import { bankLoginOf, sharedAccountKinds } from '../session/bank-login.js';
import { decideCodeExchange } from '../session/code-exchange.js';
import { decideSessionUse } from '../session/session-status.js';
import type { SessionRecord } from '../state/session-record.js';
import { authorizedSessionView, sessionView } from '../views/session-view.js';
import { AUTHORIZE_SESSION_LENGTHS, requireFieldLengths } from './field-lengths.js';
import type { JsonApiRequest } from './json-api-request.js';
import { requireObject, requireString } from './json-fields.js';
import { ownSession } from './own-resources.js';

/** POST /sessions with {code}: the code from the redirect, exchanged once for a session. */
export function authorizeSession(context: BackendContext, request: JsonApiRequest): ApiReply {
  const body = requireObject(jsonBody(request), 'The body');
  requireFieldLengths(body, AUTHORIZE_SESSION_LENGTHS);
  const code = requireString(body.code, 'code');
  const issued = context.store.authorizationCode(code);
  const authorization = issued && context.store.authorizations.get(issued.authorization_id);
  const now = context.now();
  const exchange = decideCodeExchange(issued, authorization, request.application.id, now);
  if (!exchange.accepted) throw apiError(exchange.error, exchange.message);
  const login = bankLoginOf(exchange.authorization);
  const accounts = sessionAccounts(
    login,
    exchange.authorization.access.accounts,
    randomUUID,
    sharedAccountKinds(exchange.authorization),
  );
  if (accounts.length === 0) {
    // Nothing to share: no session, and the code stays as it was.
    throw apiError(
      'NO_ACCOUNTS_ADDED',
      `The PSU has no account at ${login.aspsp.name} that the application may see, so no session was created.`,
    );
  }
  const session: SessionRecord = {
    id: randomUUID(),
    authorization: exchange.authorization,
    bank_user: login.bankUser,
    accounts,
    authorized_at: now,
    continuation_keys: new Map(),
    unattended_requests: new Map(),
  };
  context.store.sessions.set(session.id, session);
  context.store.markCodeUsed(code, session.id);
  return { status: 200, body: writeAuthorizeSessionResponse(authorizedSessionView(session)) };
}

/** GET /sessions/{session_id} */
export function getSession(context: BackendContext, request: JsonApiRequest, id: string): ApiReply {
  const session = ownSession(context, request, id);
  return { status: 200, body: writeGetSessionResponse(sessionView(session, context.now())) };
}

/** DELETE /sessions/{session_id}: closes the session (and, at a real bank, its consent). */
export function deleteSession(context: BackendContext, request: JsonApiRequest, id: string): ApiReply {
  const session = ownSession(context, request, id);
  const now = context.now();
  const use = decideSessionUse(session, now);
  if (!use.accepted) throw apiError(use.error, use.message);
  const headers = checkPsuHeaders(session.authorization.aspsp.required_psu_headers, request.psuHeaders);
  if (!headers.ok) throw apiError(headers.error, headers.message);
  session.closed_at = now;
  return { status: 200, body: writeSuccessResponse({ message: `The session ${session.id} is closed.` }) };
}
