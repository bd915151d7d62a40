/**
 * The bank list's load, from insertion to `ready` and after it, in one place:
 *
 * 1. the request leaves (the element starts its load as it is inserted);
 * 2. while it is on its way, one chain of slices readies the first screen, in the order it
 *    needs it (warm-up.ts): the collator and plural rules, then a first run of the load and
 *    search paths. The chain stops as the answer's headers come; what it did not reach is kept;
 * 3. the answer and the locale's messages both there, the first cards render;
 * 4. once they have painted, `ready` fires (the element's load);
 * 5. then the second page of cards, and in slices behind anything due (the PSU's first key):
 *    the names folded for search, then what the in-flight chain did not reach.
 *
 * No slice runs between the answer and its first cards, and nothing after `ready` holds a key
 * back for longer than a slice.
 */
import { browserClock, runInSlices, type TaskClock } from '../elements/run-in-slices.js';

/** One load's steps, as the element does them. */
export interface ListLoad {
  /** Sends the request and keeps its answer; calls `onHeaders` as the answer's headers come. */
  fetch(onHeaders: () => void): Promise<void>;
  /** The locale's messages, which the first cards need too. */
  messages(): Promise<unknown>;
  /** Work that readies the first screen, a slice each, in the order it needs it. */
  inFlight(): (() => unknown)[];
  /** Renders the first cards; resolves once they are in the DOM. */
  show(): Promise<void>;
  readonly signal: AbortSignal;
}

/** What follows `ready`. */
export interface AfterReady {
  /** Lets the cards beyond the first page render. */
  releaseSecondPage(): void;
  /** Work that only a search needs, a slice each (the names folded for search). */
  readonly followUp: (() => unknown)[];
}

export class LoadSchedule {
  /** The in-flight slices that the answer's coming cut short: they follow `ready`. */
  private leftOver: (() => unknown)[] = [];

  constructor(private readonly clock: TaskClock = browserClock) {}

  /** Steps 1 to 3, then the paint of the first cards: `ready` may fire once this resolves. */
  async untilFirstCardsPainted(load: ListLoad): Promise<void> {
    let arrived = false;
    // The request first: nothing else is done before it leaves.
    const fetched = load.fetch(() => (arrived = true)).finally(() => (arrived = true));
    // Aborted as it began (a rehearsal, rehearse-insertion.ts): the page's one warm-up is left
    // for a list that is shown.
    if (load.signal.aborted) return fetched;
    const messages = load.messages();
    this.leftOver = load.inFlight();
    // Behind any task that is due, so that an answer that has come is handled before any
    // slice that would start after it.
    void runInSlices(this.leftOver, { priority: 'background', arrived: () => arrived }, this.clock);
    await Promise.all([fetched, messages]);
    if (load.signal.aborted) return;
    await load.show();
    // Among the other tasks, as `ready` waits for it: not behind the logos' loading.
    await new Promise<void>((resolve) => this.clock.afterPaint(resolve, 'user-visible'));
  }

  /**
   * Step 5, once `ready` has fired, which followed a paint: from the next task on, so that the
   * names are folded before the PSU's first key comes, as far as it can be.
   */
  afterReady({ releaseSecondPage, followUp }: AfterReady): Promise<void> {
    releaseSecondPage();
    const slices = [...followUp, ...this.leftOver.splice(0)];
    return runInSlices(slices, { priority: 'background', afterPaint: false }, this.clock);
  }
}
