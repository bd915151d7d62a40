/**
 * Work split into slices of a few milliseconds, one task each, so that nothing waits long
 * behind it: between two slices the browser runs any task that is due (an answer that has
 * come, a key pressed). Work done while a request is on its way stops as the answer comes.
 */

/**
 * `background`: behind any other task that is due (a response that has come, a key pressed);
 * `user-visible`: among them, for work that something waits for.
 */
export type SlicePriority = 'background' | 'user-visible';

/** When work runs: the browser's tasks and frames, or a test's fake clock. */
export interface TaskClock {
  /** Runs `work` in a task of its own, of that priority where the browser can tell. */
  task(work: () => void, priority: SlicePriority): void;
  /**
   * Runs `work` in the first task after the next frame has painted (at once on a hidden page,
   * which paints none): work that must be done soon, but not before the PSU sees the frame.
   * It does not wait for the browser to be idle: the PSU may act at once.
   */
  afterPaint(work: () => void, priority?: SlicePriority): void;
}

/** The Prioritized Task Scheduling API (Chromium, Firefox), not yet in TypeScript's DOM types. */
interface TaskScheduler {
  postTask(work: () => void, options: { priority: SlicePriority }): Promise<void>;
}

const scheduler = (globalThis as { scheduler?: TaskScheduler }).scheduler;

export const browserClock: TaskClock = {
  task(work, priority) {
    if (scheduler) void scheduler.postTask(work, { priority });
    else setTimeout(work);
  },
  afterPaint(work, priority = 'user-visible') {
    if (document.hidden) this.task(work, priority);
    else requestAnimationFrame(() => this.task(work, priority));
  },
};

/**
 * Whether the next slice starts, `left` of them not run: not once the awaited work has come,
 * so that it is never handled after a slice that started later than it, and not after the last.
 */
export function startsSlice(left: number, arrived: boolean): boolean {
  return !arrived && left > 0;
}

/**
 * Runs `slices` in order, one task each, from the first task after the next frame (so it holds
 * back no frame, a skeleton's say; or from the next task, `afterPaint: false`, when a frame
 * has just painted), until `arrived()` says that what the main thread waited for has come.
 * Each slice is taken out of `slices` as it starts: what is left is what did not run, for
 * later. Resolves when it stops.
 */
export function runInSlices(
  slices: (() => unknown)[],
  {
    priority,
    arrived = () => false,
    afterPaint = true,
  }: { priority: SlicePriority; arrived?: () => boolean; afterPaint?: boolean },
  clock: TaskClock = browserClock,
): Promise<void> {
  return new Promise((resolve) => {
    const next = () => {
      if (!startsSlice(slices.length, arrived())) return resolve();
      // A slice that throws is reported, and stops none of the others.
      try {
        slices.shift()?.();
      } finally {
        clock.task(next, priority);
      }
    };
    if (afterPaint) clock.afterPaint(next, priority);
    else clock.task(next, priority);
  });
}
