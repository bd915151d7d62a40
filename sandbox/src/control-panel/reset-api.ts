import { wrongParameters } from '../http/api-error.js';
import { isJsonObject } from '../json-api/json-fields.js';
import type { ApiReply, BackendContext } from '../request/context.js';
import { jsonBody } from '../request/request-body.js';
import type { ControlRequest } from './control-request.js';

/** What the control panel's reset forgets and what it keeps, as the page and the answer say it. */
export const RESET_FORGETS =
  'every authorisation, payment, session and webhook, with their codes, hand-off tickets and delivery log';
export const RESET_KEEPS = "the applications, their settings and the clock's advance stay";

/**
 * POST /control-panel/api/reset: a fresh start for the journeys, kept in the data directory
 * like any change, so a restart does not bring them back. With `{"clock": "real_time"}` the
 * clock returns to real time at speed 1 as well: with nothing left that happened, nothing un-happens.
 */
export function resetJourneys(context: BackendContext, request: ControlRequest): ApiReply {
  const toRealTime = returnsClock(request);
  context.resetJourneys();
  if (toRealTime) context.clock.returnToRealTime();
  const kept = toRealTime
    ? 'the applications and their settings stay, and the clock is back at real time'
    : RESET_KEEPS;
  return {
    status: 200,
    body: { message: `Every authorisation, payment, session and webhook is gone; ${kept}.` },
  };
}

/** Whether the reset's body asks for the clock back: no body, `{}`, or `{"clock": "real_time"}`. */
function returnsClock(request: ControlRequest): boolean {
  if (request.body.kind === 'none') return false;
  const body = jsonBody(request);
  if (!isJsonObject(body) || (body.clock !== undefined && body.clock !== 'real_time')) {
    throw wrongParameters(
      'The body is {} or {"clock": "real_time"}, which returns the clock to real time too.',
    );
  }
  return body.clock === 'real_time';
}
