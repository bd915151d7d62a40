/**
 * How far the sandbox clock may run ahead of real time. Far enough for any expiry of the
 * specification; far beyond it, dates leave JavaScript's range and every answer would fail.
 */
export const MAX_CLOCK_LEAD_MS = 10 * 366 * 24 * 3600 * 1000;

/** Sandbox time, kept within MAX_CLOCK_LEAD_MS of real time: a sped-up clock stops gaining there. */
export function withinLead(sandboxTime: number, realTime: number): number {
  return Math.min(sandboxTime, realTime + MAX_CLOCK_LEAD_MS);
}

/** The most the clock can still move forward, in ms, before it is MAX_CLOCK_LEAD_MS ahead. */
export function leadLeft(sandboxTime: number, realTime: number): number {
  return Math.max(0, realTime + MAX_CLOCK_LEAD_MS - sandboxTime);
}
