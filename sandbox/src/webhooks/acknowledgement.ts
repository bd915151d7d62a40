/**
 * What acknowledges a webhook (interface specification, Events): an answer with one of
 * these statuses within 10 seconds. Anything else, a redirect included, means "try again".
 */

export const ACKNOWLEDGING_STATUSES: readonly number[] = [102, 200, 201, 202, 204];

/** The specification's acknowledgement time, in real milliseconds. */
export const ACK_TIMEOUT_MS = 10_000;

/** Whether an answer with this HTTP status (undefined: no answer at all) acknowledges the webhook. */
export function isAcknowledged(status: number | undefined): boolean {
  return status !== undefined && ACKNOWLEDGING_STATUSES.includes(status);
}
