/**
 * Where an arrow key leads in a list laid out as a grid of cards: Left and Right step one
 * card (mirrored right-to-left), Up and Down one row of the columns the layout shows, Home
 * and End to the ends. Up from the first row leaves the list for the search box.
 */

/**
 * The index to move to (the same one at an edge, so the key never scrolls the page instead),
 * 'search' for the search box, or undefined for a key that is not a move.
 */
export function nextIndex(
  key: string,
  index: number,
  count: number,
  columns: number,
  rtl = false,
): number | 'search' | undefined {
  if (count === 0) return undefined;
  const step = Math.max(1, Math.floor(columns));
  const last = count - 1;
  const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
  const backward = rtl ? 'ArrowRight' : 'ArrowLeft';
  switch (key) {
    case forward:
      return Math.min(index + 1, last);
    case backward:
      return Math.max(index - 1, 0);
    case 'ArrowDown':
      // Into the next row; to its last card when the row below is shorter.
      return Math.floor(index / step) < Math.floor(last / step) ? Math.min(index + step, last) : index;
    case 'ArrowUp':
      return index - step >= 0 ? index - step : 'search';
    case 'Home':
      return 0;
    case 'End':
      return last;
    default:
      return undefined;
  }
}
