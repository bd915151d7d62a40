/**
 * After a request failed at the network level: was the host up but refusing CORS (it is no
 * widget API backend, whose every answer carries CORS headers), or was the network at fault?
 * Two GETs that change nothing tell them apart: one with CORS, one without.
 */
import { timeLimit } from './time-limit.js';

const probeTimeoutMs = 5_000;

/**
 * True when the host answers, but not to a cross-origin reader. Never sends a POST; sends the
 * headers every request of the contract carries (both are allowed without CORS too).
 */
export async function refusesCrossOriginReads(
  url: URL,
  headers: Record<string, string>,
  signal: AbortSignal,
): Promise<boolean> {
  if (await answers(url, headers, 'cors', signal)) return false;
  return answers(url, headers, 'no-cors', signal);
}

async function answers(
  url: URL,
  headers: Record<string, string>,
  mode: RequestMode,
  signal: AbortSignal,
): Promise<boolean> {
  const timeout = timeLimit(probeTimeoutMs, signal);
  try {
    // An opaque no-cors answer has no readable body; its mere arrival says the host is up.
    await fetch(url, { headers, mode, credentials: 'omit', cache: 'no-store', signal: timeout.signal });
    return true;
  } catch {
    return false;
  } finally {
    timeout.end();
  }
}
