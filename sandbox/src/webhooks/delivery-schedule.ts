/**
 * When an unacknowledged webhook is sent again (interface specification, Events: "retried
 * for 24 hours, with a maximum retry interval of 600 seconds"). Pure: times are sandbox ms.
 */

/** The wait after the first failed attempt; each further failure doubles it. */
export const FIRST_RETRY_INTERVAL_MS = 10_000;
/** The specification's maximum retry interval. */
export const MAX_RETRY_INTERVAL_MS = 600_000;
/** The specification's retry period, counted from the moment the event was triggered. */
export const RETRY_PERIOD_MS = 24 * 60 * 60 * 1000;

/** The wait after `failedAttempts` (1 or more) attempts that were not acknowledged: 10 s, 20 s, 40 s, … 600 s. */
export function retryIntervalMs(failedAttempts: number): number {
  if (!Number.isInteger(failedAttempts) || failedAttempts < 1) {
    throw new RangeError(`failedAttempts is a whole number from 1, not ${failedAttempts}.`);
  }
  // Past 2^6 the cap has long been reached; stopping there keeps the number small.
  const doublings = Math.min(failedAttempts - 1, 6);
  return Math.min(FIRST_RETRY_INTERVAL_MS * 2 ** doublings, MAX_RETRY_INTERVAL_MS);
}

/** The last moment an attempt may be made: 24 hours after the event was triggered. */
export function giveUpAt(triggeredAt: number): number {
  return triggeredAt + RETRY_PERIOD_MS;
}

/**
 * When to try again after a failed attempt that ended at `lastAttemptEndedAt`, or undefined
 * to give up. The last retry falls exactly at the end of the 24 hours, so the whole period
 * is used even when the growing interval would overshoot it.
 */
export function nextAttemptAt(
  triggeredAt: number,
  failedAttempts: number,
  lastAttemptEndedAt: number,
): number | undefined {
  const deadline = giveUpAt(triggeredAt);
  if (lastAttemptEndedAt >= deadline) return undefined;
  return Math.min(lastAttemptEndedAt + retryIntervalMs(failedAttempts), deadline);
}
