/**
 * Where an arrow key leads in a list laid out as a grid of cards: Left and Right step one
 * card (mirrored right-to-left), Up and Down one row of the columns the layout shows, Home
 * and End to the ends. Up from the first row leaves the list for the search box.
 *
 * The cards may stand in sections one above the other ("Recently used", then all banks),
 * each a grid of its own: Up and Down cross from one section's edge row into the next one's,
 * in the same column as far as that row reaches; Left and Right go on across the boundary.
 */

export interface Section {
  readonly count: number;
  /** The columns of this section's grid as laid out. */
  readonly columns: number;
}

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
  return nextIndexInSections(key, index, [{ count, columns }], rtl);
}

/** As nextIndex, with the indices running through the sections in order. */
export function nextIndexInSections(
  key: string,
  index: number,
  sections: readonly Section[],
  rtl = false,
): number | 'search' | undefined {
  const present = sections.filter((section) => section.count > 0);
  const total = present.reduce((sum, section) => sum + section.count, 0);
  if (total === 0) return undefined;
  const last = total - 1;
  const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
  const backward = rtl ? 'ArrowRight' : 'ArrowLeft';
  switch (key) {
    case forward:
      return Math.min(index + 1, last);
    case backward:
      return Math.max(index - 1, 0);
    case 'Home':
      return 0;
    case 'End':
      return last;
    case 'ArrowDown':
    case 'ArrowUp':
      return verticalMove(key, Math.min(Math.max(index, 0), last), present);
    default:
      return undefined;
  }
}

function verticalMove(
  key: 'ArrowDown' | 'ArrowUp',
  index: number,
  sections: readonly Section[],
): number | 'search' {
  let start = 0;
  let which = 0;
  while (index >= start + (sections[which]?.count ?? 0)) start += sections[which++]?.count ?? 0;
  const section = sections[which] as Section;
  const step = stepOf(section);
  const local = index - start;
  const column = local % step;
  const lastLocal = section.count - 1;
  if (key === 'ArrowDown') {
    // Into the next row; to its last card when the row below is shorter.
    if (Math.floor(local / step) < Math.floor(lastLocal / step))
      return start + Math.min(local + step, lastLocal);
    const next = sections[which + 1];
    if (!next) return index;
    return start + section.count + Math.min(column, stepOf(next) - 1, next.count - 1);
  }
  if (local - step >= 0) return index - step;
  const previous = sections[which - 1];
  if (!previous) return 'search';
  const previousStep = stepOf(previous);
  const lastRowStart = Math.floor((previous.count - 1) / previousStep) * previousStep;
  return (
    start - previous.count + Math.min(lastRowStart + Math.min(column, previousStep - 1), previous.count - 1)
  );
}

function stepOf(section: Section): number {
  return Math.max(1, Math.floor(section.columns));
}
