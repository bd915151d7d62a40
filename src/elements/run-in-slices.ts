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

/** The Prioritized Task Scheduling API (Chromium, Firefox), not yet in TypeScript's DOM types. */
interface TaskScheduler {
  postTask(work: () => void, options: { priority: SlicePriority }): Promise<void>;
}

const scheduler = (globalThis as { scheduler?: TaskScheduler }).scheduler;

/** `work` in a task of its own, of that priority where the browser can tell. */
function nextTask(work: () => void, priority: SlicePriority): void {
  if (scheduler) void scheduler.postTask(work, { priority });
  else setTimeout(work);
}

/**
 * Whether the next slice starts, `left` of them not run: not once the awaited work has come,
 * so that it is never handled after a slice that started later than it, and not after the last.
 */
export function startsSlice(left: number, arrived: boolean): boolean {
  return !arrived && left > 0;
}

/**
 * Runs `slices` in order, one task each, from the first task after the next frame (so it holds
 * back no frame, a skeleton's say; a hidden page draws none, so there at once), until
 * `arrived()` says that what the main thread waited for has come. Each slice is taken out of
 * `slices` as it starts: what is left is what did not run, for later. Resolves when it stops.
 */
export function runInSlices(
  slices: (() => unknown)[],
  { priority, arrived = () => false }: { priority: SlicePriority; arrived?: () => boolean },
): Promise<void> {
  return new Promise((resolve) => {
    const next = () => {
      if (!startsSlice(slices.length, arrived())) return resolve();
      // A slice that throws is reported, and stops none of the others.
      try {
        slices.shift()?.();
      } finally {
        nextTask(next, priority);
      }
    };
    if (document.hidden) nextTask(next, priority);
    else requestAnimationFrame(() => nextTask(next, priority));
  });
}
