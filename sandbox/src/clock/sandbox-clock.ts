/**
 * The sandbox's time. It runs with the real clock at speed 1; a tester can speed it up or
 * move it forward (control panel, /control-panel/api/clock), so that payment statuses,
 * webhook retries, code and session expiries happen in seconds instead of hours.
 */
/** The fastest the clock runs: sandbox seconds per real second. */
export const MAX_CLOCK_SPEED = 100_000;

/** Whether `speed` is one the clock runs at: a number from 1 to MAX_CLOCK_SPEED. */
export function isClockSpeed(speed: unknown): speed is number {
  return typeof speed === 'number' && speed >= 1 && speed <= MAX_CLOCK_SPEED;
}

export class SandboxClock {
  private anchorReal: number;
  private anchorSandbox: number;
  private speedFactor = 1;

  /** `realNow` is the time source (Date.now); tests pass one they can move. */
  constructor(private readonly realNow: () => number = Date.now) {
    this.anchorReal = realNow();
    this.anchorSandbox = this.anchorReal;
  }

  /** Sandbox time in ms since the epoch. */
  now(): number {
    return this.anchorSandbox + (this.realNow() - this.anchorReal) * this.speedFactor;
  }

  /**
   * The real time, in ms. JWT lifetimes are checked against it, not sandbox time: a client
   * signs with its own clock, and a sped-up sandbox must not expire its tokens.
   */
  realTime(): number {
    return this.realNow();
  }

  get speed(): number {
    return this.speedFactor;
  }

  /** From now on, one real second is `speed` sandbox seconds. */
  setSpeed(speed: number): void {
    if (!isClockSpeed(speed)) {
      throw new RangeError(`The clock speed is a number from 1 to ${MAX_CLOCK_SPEED}.`);
    }
    this.reanchor();
    this.speedFactor = speed;
  }

  /** Moves sandbox time forward; it never goes back, so nothing that happened un-happens. */
  advance(ms: number): void {
    if (!Number.isFinite(ms) || ms < 0) throw new RangeError('The clock only moves forward: ms >= 0.');
    this.reanchor();
    this.anchorSandbox += ms;
  }

  /** How long, in real ms, until sandbox time reaches `sandboxTime` at the current speed. */
  realDelayUntil(sandboxTime: number): number {
    return Math.max(0, (sandboxTime - this.now()) / this.speedFactor);
  }

  private reanchor(): void {
    const sandboxNow = this.now();
    this.anchorReal = this.realNow();
    this.anchorSandbox = sandboxNow;
  }
}
