/**
 * What the search matched in the cards, painted with the CSS Custom Highlight API instead of
 * <mark> elements. A card's text then stays the same while the PSU narrows a search: typing
 * "volksb" after "volks" changes only which letters are highlighted, so the cards need no new
 * layout or text shaping, which was about a fifth of a keystroke (measured with the bench).
 *
 * The cards say what to highlight in a `data-marks` attribute on the element whose text it is
 * (`marksAttribute`); after each render this controller turns those into ranges of the shared
 * highlight, in the same task, so they paint with the text. Where the API is missing, the
 * text is shown without highlights.
 *
 * While the PSU types, the cards show no highlight until typing pauses, as their logos wait:
 * changing the highlight repaints every card it touches, and with one core busy, repainting a
 * screenful of cards at every keystroke made typing a third slower (measured with the bench).
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { Range } from './search.js';
import { TypingPause } from './typing-pause.js';

/** The name of the highlight in `CSS.highlights`; widgets.css styles `::highlight(service-aspsp-match)`. */
const matchHighlightName = 'service-aspsp-match';

/** `ranges` as the value of `data-marks`, "0,5 9,12"; undefined when there is nothing to mark. */
export function marksAttribute(ranges: readonly Range[]): string | undefined {
  return ranges.length > 0 ? ranges.join(' ') : undefined;
}

/** The ranges of a `data-marks` value, clipped to a text of `length`; anything else is dropped. */
export function parseMarks(value: string, length: number): Range[] {
  return value.split(' ').flatMap((pair): Range[] => {
    const [start = NaN, end = NaN] = pair.split(',').map(Number);
    const clipped = Math.min(end, length);
    return start >= 0 && clipped > start ? [[start, clipped]] : [];
  });
}

/** The highlight shared by every list on the page (and by another copy of this library). */
function sharedHighlight(): Highlight | undefined {
  const registry = globalThis.CSS?.highlights;
  if (!registry) return undefined;
  let highlight = registry.get(matchHighlightName);
  if (!highlight) registry.set(matchHighlightName, (highlight = new Highlight()));
  return highlight;
}

/** One list's part of the shared highlight: the ranges it added, so it replaces only those. */
export class MatchHighlight implements ReactiveController {
  private ranges: StaticRange[] = [];
  private readonly typing = new TypingPause();
  private pause: ReturnType<typeof setTimeout> | undefined;
  private marksShown = true;

  constructor(private readonly host: ReactiveControllerHost & Element) {
    host.addController(this);
  }

  /** The PSU typed: the highlight waits until nothing is typed for a moment. */
  holdWhileTyping(): void {
    this.typing.hold();
  }

  /**
   * Whether the cards render their `data-marks`. Not while the PSU types: finding the marks
   * folds each card's name again, work for a highlight that is not shown yet; the host renders
   * again once typing pauses. Decided as each update starts, so that its render and what
   * follows it agree even when the pause ends in between.
   */
  get shown(): boolean {
    return this.marksShown;
  }

  hostUpdate(): void {
    this.marksShown = this.typing.remaining() === 0;
  }

  hostUpdated(): void {
    clearTimeout(this.pause);
    if (!this.marksShown) this.pause = setTimeout(() => this.host.requestUpdate(), this.typing.remaining());
    this.replace(this.marksShown ? this.host.querySelectorAll('[data-marks]') : []);
  }

  /** Back on the page (moved, say): what it showed before. */
  hostConnected(): void {
    this.hostUpdated();
  }

  /** Off the page: nothing, so the shared highlight does not hold on to the removed cards. */
  hostDisconnected(): void {
    clearTimeout(this.pause);
    this.replace([]);
  }

  private replace(marked: Iterable<Element>): void {
    const highlight = sharedHighlight();
    if (!highlight) return;
    for (const range of this.ranges) highlight.delete(range);
    this.ranges = [];
    for (const element of marked) {
      const text = [...element.childNodes].find((node): node is Text => node instanceof Text);
      if (!text) continue;
      for (const [startOffset, endOffset] of parseMarks(
        element.getAttribute('data-marks') ?? '',
        text.length,
      )) {
        const range = new StaticRange({ startContainer: text, startOffset, endContainer: text, endOffset });
        highlight.add(range);
        this.ranges.push(range);
      }
    }
  }
}
