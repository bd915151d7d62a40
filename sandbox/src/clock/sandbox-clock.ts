/**
 * The sandbox's time. It runs with the real clock at speed 1; a tester can speed it up or
 * move it forward (control panel, /control-panel/api/clock), so that payment statuses,
 * webhook retries, code and session expiries happen in seconds instead of hours.
 */
import { leadLeft, MAX_CLOCK_LEAD_MS, withinLead } from './clock-lead.js';

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
  private returnCount = 0;

  /** `realNow` is the time source (Date.now); tests pass one they can move. */
  constructor(private readonly realNow: () => number = Date.now) {
    this.anchorReal = realNow();
    this.anchorSandbox = this.anchorReal;
  }

  /** Sandbox time in ms since the epoch. */
  now(): number {
    const real = this.realNow();
    return withinLead(this.anchorSandbox + (real - this.anchorReal) * this.speedFactor, real);
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

  /**
   * Moves sandbox time forward; it never goes back, so nothing that happened un-happens. Not
   * past MAX_CLOCK_LEAD_MS ahead of real time (see maxAdvance).
   */
  advance(ms: number): void {
    if (!Number.isFinite(ms) || ms < 0) throw new RangeError('The clock only moves forward: ms >= 0.');
    if (ms > this.maxAdvance()) {
      throw new RangeError(`The clock runs at most ${MAX_CLOCK_LEAD_MS} ms ahead of real time.`);
    }
    this.reanchor();
    this.anchorSandbox += ms;
  }

  /** The most, in ms, that advance takes now. */
  maxAdvance(): number {
    return leadLeft(this.now(), this.realNow());
  }

  /**
   * Back to real time at speed 1: only with the journeys forgotten too, as nothing that
   * happened may un-happen. `returns` counts these, so the data directory writes the offset
   * even though it went down.
   */
  returnToRealTime(): void {
    this.anchorReal = this.realNow();
    this.anchorSandbox = this.anchorReal;
    this.speedFactor = 1;
    this.returnCount += 1;
  }

  get returns(): number {
    return this.returnCount;
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
