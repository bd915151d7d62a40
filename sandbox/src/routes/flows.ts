import { framedCredentialsRefusal } from '../flow/frame-origin.js';
import { applyTransition } from '../flow/apply-transition.js';
import { currentHandoff, handoffOpened } from '../flow/handoff.js';
import { decideFlowAction, isExpired, phaseAfterPoll, statusFor } from '../flow/transitions.js';
import { ApiError } from '../http/api-error.js';
import type { AttemptRecord } from '../state/records.js';
import { flowStateView } from '../views/flow-view.js';
import { acceptedPageLanguage, pageLanguage } from '../views/page-texts/page-language.js';
import type { ApiReply, ApiRequest, BackendContext } from '../request/context.js';
import { flowAction, jsonBody } from '../request/request-body.js';

/**
 * GET …/flow: the current step. Polling a decoupled step moves the simulated bank on, unless
 * the PSU continued on their phone: then the phone's answer decides.
 */
export function getFlow(context: BackendContext, request: ApiRequest, attempt: AttemptRecord): ApiReply {
  const now = context.now();
  if (
    attempt.phase.type === 'decoupled' &&
    !isExpired(attempt, now) &&
    !handoffOpened(attempt, context.store)
  ) {
    const phase = phaseAfterPoll(attempt.phase);
    applyTransition(attempt, { phase, status: statusFor(phase, attempt.status) }, context.store, now);
  }
  return { status: 200, body: flowView(context, request, attempt, now) };
}

/** POST …/flow with a FlowAction: the step after the action; a framed step's credentials only from the frame. */
export function postFlow(context: BackendContext, request: ApiRequest, attempt: AttemptRecord): ApiReply {
  const action = flowAction(jsonBody(request));
  const now = context.now();
  const notFromFrame = framedCredentialsRefusal(attempt, action, request.origin, context.origin, now);
  if (notFromFrame !== undefined) throw new ApiError(403, notFromFrame, 'UNAUTHORIZED_ACCESS');
  const decision = decideFlowAction(attempt, action, now);
  if (!decision.accepted) throw new ApiError(decision.status, decision.message, decision.error);
  applyTransition(attempt, decision, context.store, now);
  return { status: 200, body: flowView(context, request, attempt, now) };
}

/**
 * The widget sends its locale as Accept-Language (widget-api.md): the hand-off's phone pages
 * speak it too, and so does the step's message, else the authorisation's `language`, else English.
 */
function flowView(context: BackendContext, request: ApiRequest, attempt: AttemptRecord, now: number) {
  const widgetLanguage = acceptedPageLanguage(request.acceptLanguage);
  const handoff = currentHandoff(attempt, context.store, context.origin, now, widgetLanguage);
  const language = pageLanguage([widgetLanguage, attempt.language], undefined);
  return flowStateView(attempt, context.origin, now, language, handoff);
}
