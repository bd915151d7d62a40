/**
 * How many of the list's cards are rendered: a page at first and per step as the PSU scrolls
 * towards the end, so a country of thousands of banks costs the DOM of a screenful (measured
 * with the bench, docs/performance.md), and fewer in the frame of a keystroke.
 */

/** Cards rendered at first, and added per step. */
export const pageSize = 48;

/**
 * Cards rendered in the frame of a keystroke; the rest of the first page follows in the task
 * after it has painted (more-on-scroll.ts). Styling and laying out a whole page of new cards
 * was most of a keystroke's frame once their logos waited (measured with the bench). Cards that
 * show the same banks as before, from the first on, all stay: removing them and adding them
 * again a frame later repainted them at every keystroke.
 */
const cardsWhileTyping = 24;

/** How many of the first `shown` items show the same item again, from the first on. */
function unchangedLead(before: readonly unknown[], after: readonly unknown[], shown: number): number {
  const end = Math.min(shown, before.length);
  let same = 0;
  while (same < end && before[same] === after[same]) same++;
  return same;
}

/** The cards to render once the items changed from `before` to `after`, `rendered` of them shown. */
export function cardsAfterChange(
  typed: boolean,
  before: readonly unknown[],
  after: readonly unknown[],
  rendered: number,
): number {
  return typed ? Math.max(cardsWhileTyping, unchangedLead(before, after, rendered)) : pageSize;
}

/** The cards to render so that card `index` is among them: whole pages. */
export function pagesThrough(index: number, count: number): number {
  return Math.min(count, Math.ceil((index + 1) / pageSize) * pageSize);
}
