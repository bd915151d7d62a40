/**
 * Polls the flow while the PSU approves on another device: one request at a time (the next
 * is scheduled only after the previous answered), stopped when the step changes or the
 * element leaves the page. The flow's expiry is the backend's to say (a `failed` step, or
 * EXPIRED_SESSION): the device's clock may be minutes off the backend's.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';

/**
 * What a poll says comes next: stop (false), poll again after the interval (true), or wait at
 * least `retryAfterMs` first, as a rate limit (429 with Retry-After) asked.
 */
export type PollNext = boolean | { retryAfterMs: number };

export interface PollPlan {
  /** Read before each wait, so that a later step's poll_interval_ms applies. */
  intervalMs: () => number;
  /** One poll. */
  poll: (signal: AbortSignal) => Promise<PollNext>;
}

/** The contract's floor: a backend may not ask for faster polling than this. */
const minimumIntervalMs = 500;
/** The longest wait setTimeout keeps (about 24.8 days): a longer one would fire at once. */
const longestTimerMs = 2 ** 31 - 1;

export class DecoupledPoller implements ReactiveController {
  private timer: ReturnType<typeof setTimeout> | undefined;
  private abort: AbortController | undefined;
  /** A widget taken off the page polls nothing: a start that comes after (an await) is ignored. */
  private connected = false;

  constructor(host: ReactiveControllerHost) {
    host.addController(this);
  }

  get active(): boolean {
    return this.timer !== undefined || this.abort !== undefined;
  }

  start(plan: PollPlan): void {
    this.stop();
    if (this.connected) this.schedule(plan);
  }

  stop(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    this.abort?.abort();
    this.abort = undefined;
  }

  hostConnected(): void {
    this.connected = true;
  }

  hostDisconnected(): void {
    this.connected = false;
    this.stop();
  }

  private schedule(plan: PollPlan, leastMs = 0): void {
    const interval = Math.min(longestTimerMs, Math.max(minimumIntervalMs, plan.intervalMs(), leastMs));
    this.timer = setTimeout(() => void this.run(plan), interval);
  }

  private async run(plan: PollPlan): Promise<void> {
    this.timer = undefined;
    const abort = new AbortController();
    this.abort = abort;
    let next: PollNext;
    try {
      next = await plan.poll(abort.signal);
    } catch {
      // poll reports its own failures; a throw here only means: stop.
      next = false;
    } finally {
      if (this.abort === abort) this.abort = undefined;
    }
    if (next === false || abort.signal.aborted) return;
    this.schedule(plan, next === true ? 0 : next.retryAfterMs);
  }
}
