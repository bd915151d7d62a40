import type { ApiReply, BackendContext } from '../request/context.js';

/** What the control panel's reset forgets and what it keeps, as the page and the answer say it. */
export const RESET_FORGETS =
  'every authorisation, payment, session and webhook, with their codes, hand-off tickets and delivery log';
export const RESET_KEEPS = "the applications, their settings and the clock's advance stay";

/**
 * POST /control-panel/api/reset: a fresh start for the journeys, kept in the data directory
 * like any change, so a restart does not bring them back.
 */
export function resetJourneys(context: BackendContext): ApiReply {
  context.resetJourneys();
  return {
    status: 200,
    body: { message: `Every authorisation, payment, session and webhook is gone; ${RESET_KEEPS}.` },
  };
}
