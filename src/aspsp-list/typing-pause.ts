/**
 * What waits for the PSU to stop typing (the logos, the match highlight) waits this long after
 * the last keystroke: long enough to span the gap between two keystrokes of steady typing.
 */
export const typingPauseMs = 250;

/** A clock held at each keystroke: how long until nothing has been typed for `typingPauseMs`. */
export class TypingPause {
  private until = 0;

  /** Typing goes on: the pause is counted again from now. */
  hold(): void {
    this.until = Math.max(this.until, performance.now() + typingPauseMs);
  }

  /** Milliseconds until typing has paused; 0 once it has. */
  remaining(): number {
    return Math.max(0, this.until - performance.now());
  }
}
