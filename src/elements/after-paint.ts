import { browserClock } from './run-in-slices.js';

/**
 * Runs `work` as the first task after the next frame has painted: work that must be done
 * soon, but not before the PSU sees the frame (such as making an Intl object while a request
 * is on its way). It does not wait for the browser to be idle: the PSU may act at once.
 */
export function afterPaint(work: () => void): void {
  browserClock.afterPaint(work, 'user-visible');
}
