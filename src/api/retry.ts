/** When a failed GET is tried again: a pure decision, so the policy is tested on its own. */

/** Statuses that say "try again later" rather than "this request is wrong". */
const transientStatuses = new Set([408, 429, 500, 502, 503, 504]);

export const maxRetries = 2;
const baseDelayMs = 400;
/** A Retry-After longer than this is not waited for: the PSU is told instead. */
const maxRetryAfterMs = 8_000;

/**
 * The delay before the next attempt, or undefined to give up.
 * @param attempt 0 for the first retry
 * @param status the HTTP status, or undefined for a network failure or timeout
 * @param retryAfterSeconds the Retry-After header, when sent
 */
export function retryDelayMs(
  attempt: number,
  status: number | undefined,
  retryAfterSeconds?: number,
): number | undefined {
  if (attempt >= maxRetries) return undefined;
  if (status !== undefined && !transientStatuses.has(status)) return undefined;
  if (retryAfterSeconds !== undefined) {
    const ms = retryAfterSeconds * 1000;
    return ms <= maxRetryAfterMs ? ms : undefined;
  }
  return baseDelayMs * 3 ** attempt;
}

/** Retry-After in seconds; the HTTP-date form is read too, as servers use both. */
export function parseRetryAfter(header: string | null, now = Date.now()): number | undefined {
  if (header === null || header.trim() === '') return undefined;
  if (/^\d+$/.test(header.trim())) return Number(header.trim());
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - now) / 1000));
}
