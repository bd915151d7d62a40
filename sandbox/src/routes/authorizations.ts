import { applyTransition } from '../flow/apply-transition.js';
import { failureRedirectUrl } from '../flow/callback-url.js';
import { decideConsent } from '../flow/consent-decision.js';
import { effectiveStatus } from '../flow/transitions.js';
import { ApiError } from '../http/api-error.js';
import { authorizationView } from '../views/authorization-view.js';
import { hostedPageUrl } from '../views/page-urls.js';
import { findAuthorization } from './attempt-lookup.js';
import type { ApiReply, ApiRequest, BackendContext } from '../request/context.js';
import { consentChoice, jsonBody } from '../request/request-body.js';

/** GET /authorizations/{id} */
export function getAuthorization(context: BackendContext, request: ApiRequest, id: string): ApiReply {
  const attempt = findAuthorization(context, request, id);
  return { status: 200, body: authorizationView(attempt, context.origin, context.now()) };
}

/** POST /authorizations/{id}/consent with {decision} */
export function postConsent(context: BackendContext, request: ApiRequest, id: string): ApiReply {
  const attempt = findAuthorization(context, request, id);
  const choice = consentChoice(jsonBody(request));
  const now = context.now();
  const decision = decideConsent(attempt, choice, now);
  if (!decision.accepted) throw new ApiError(decision.status, decision.message, decision.error);
  applyTransition(attempt, decision, context.store, now);
  const phase = attempt.phase;
  // Cancelled: back to the application with the error. Confirmed: on to the hosted flow.
  const url =
    phase.type === 'failed'
      ? failureRedirectUrl(attempt, phase.error, phase.error_description)
      : hostedPageUrl(attempt, context.origin);
  return { status: 200, body: { status: effectiveStatus(attempt, now), url } };
}
