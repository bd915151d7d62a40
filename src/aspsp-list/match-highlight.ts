/**
 * What the search matched in the cards, painted with the CSS Custom Highlight API instead of
 * <mark> elements. A card's text then stays the same while the PSU narrows a search: typing
 * "volksb" after "volks" changes only which letters are highlighted, so the cards need no new
 * layout or text shaping, which was a quarter of a keystroke's frame (README, performance).
 *
 * The cards say what to highlight in a `data-marks` attribute on the element whose text it is
 * (start and end offsets, see `marksAttribute`); `MatchHighlight.show` turns those into ranges
 * after each render. Where the API is missing, the text is shown without highlights.
 */
import type { Range } from './search.js';

/** The name of the highlight in `CSS.highlights`; widgets.css styles `::highlight(service-aspsp-match)`. */
export const matchHighlightName = 'service-aspsp-match';

/** `ranges` as the value of `data-marks`: "0 5 9 12", or undefined when there is nothing to mark. */
export function marksAttribute(ranges: readonly Range[]): string | undefined {
  return ranges.length === 0 ? undefined : ranges.flat().join(' ');
}

/** The ranges of a `data-marks` value, clipped to a text of `length`; anything not a number is dropped. */
export function parseMarks(value: string, length: number): Range[] {
  const numbers = value.split(' ').map(Number);
  const ranges: Range[] = [];
  for (let index = 0; index + 1 < numbers.length; index += 2) {
    const start = Math.min(numbers[index] ?? NaN, length);
    const end = Math.min(numbers[index + 1] ?? NaN, length);
    if (Number.isInteger(start) && Number.isInteger(end) && start >= 0 && end > start)
      ranges.push([start, end]);
  }
  return ranges;
}

/** The highlight shared by every list on the page (and by another copy of this library). */
function sharedHighlight(): Highlight | undefined {
  if (typeof Highlight === 'undefined' || typeof CSS === 'undefined' || !CSS.highlights) return undefined;
  const existing = CSS.highlights.get(matchHighlightName);
  if (existing) return existing;
  const created = new Highlight();
  CSS.highlights.set(matchHighlightName, created);
  return created;
}

function firstText(element: Element): Text | undefined {
  for (const node of element.childNodes) if (node instanceof Text && node.data !== '') return node;
  return undefined;
}

/** One list's part of the shared highlight: the ranges it added, so it replaces only those. */
export class MatchHighlight {
  private ranges: StaticRange[] = [];

  /** Highlights what the `data-marks` elements under `root` name, in place of what was highlighted before. */
  show(root: ParentNode): void {
    const highlight = sharedHighlight();
    if (!highlight) return;
    this.clearFrom(highlight);
    for (const element of root.querySelectorAll('[data-marks]')) {
      const text = firstText(element);
      if (!text) continue;
      for (const [start, end] of parseMarks(element.getAttribute('data-marks') ?? '', text.length)) {
        const range = new StaticRange({
          startContainer: text,
          startOffset: start,
          endContainer: text,
          endOffset: end,
        });
        highlight.add(range);
        this.ranges.push(range);
      }
    }
  }

  clear(): void {
    if (this.ranges.length === 0) return;
    const highlight = sharedHighlight();
    if (highlight) this.clearFrom(highlight);
  }

  private clearFrom(highlight: Highlight): void {
    for (const range of this.ranges) highlight.delete(range);
    this.ranges = [];
  }
}
