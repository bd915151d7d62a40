/**
 * An image's `src`, set after the next frame has painted. Starting a request for each logo of
 * a screenful of new cards was the largest part of rendering them: it held the list's first
 * frame and the frame of every keystroke, which the person typing waits for. They now see the names at once and the logos a frame later, set a few
 * milliseconds' worth per task (not one task per logo, nor all at once), so that a key
 * pressed meanwhile is handled between two slices.
 */
import { noChange, nothing } from 'lit';
import { Directive, directive, PartType, type AttributePart, type PartInfo } from 'lit/directive.js';
import { browserClock } from '../elements/run-in-slices.js';
import { TypingPause } from './typing-pause.js';

interface WaitingImage {
  image: Element;
  url: string;
  /** False once a later render gave the image another URL. */
  current: () => boolean;
}

/** The images of the frame being rendered: their src waits for that frame to paint. */
let thisFrame: WaitingImage[] | undefined;
/** Images whose frame has painted, in the order their cards were rendered. */
const painted: WaitingImage[] = [];
let setting = false;
/** A slice of main-thread time, so that the logos never hold a keystroke for long. */
const sliceMs = 4;
/**
 * When the PSU may type, logos wait for a pause: each logo loaded is work of the browser's on
 * the main thread (an SVG logo is a small document), which no slice can interrupt and the
 * next keystroke would wait behind (measured with the bench). One clock for the page's lists.
 */
const logosPause = new TypingPause();

/**
 * The list changed where the PSU types (a new search, or a new answer: someone who waited for
 * the list types the moment it shows): logos wait until nothing was typed for a moment,
 * counted from the frame that shows the change too. On a slow phone that frame can take most
 * of the pause (at 4× throttling on a busy machine, 110-220 ms), and the logos would then load
 * between two keystrokes of steady typing.
 */
export function holdLogos(): void {
  logosPause.hold();
  browserClock.afterPaint(() => logosPause.hold());
}

function wait(entry: WaitingImage): void {
  if (!thisFrame) {
    const frame: WaitingImage[] = [];
    thisFrame = frame;
    browserClock.afterPaint(() => {
      if (thisFrame === frame) thisFrame = undefined;
      painted.push(...frame);
      if (!setting) setPainted();
    });
  }
  thisFrame.push(entry);
}

/** Chromium's `navigator.scheduling`, which the DOM types lack. */
interface InputScheduling {
  scheduling?: { isInputPending?: () => boolean };
}

/** A key or click waiting for the main thread (Chromium); elsewhere the slice's length bounds its wait. */
function inputWaiting(): boolean {
  return (navigator as InputScheduling).scheduling?.isInputPending?.() ?? false;
}

/**
 * Sets the src of the painted frames' images, a slice at a time, one task per slice. A slice
 * ends early when input is waiting: the PSU's first keystroke often comes while logos are set.
 */
function setPainted(): void {
  setting = true;
  const typing = logosPause.remaining();
  if (typing > 0) {
    setTimeout(setPainted, typing);
    return;
  }
  const end = performance.now() + sliceMs;
  do {
    const next = painted.shift();
    // Not for a card that a later render has already replaced.
    if (next?.current() && next.image.isConnected) next.image.setAttribute('src', next.url);
  } while (painted.length > 0 && performance.now() < end && !inputWaiting());
  setting = painted.length > 0;
  if (setting) setTimeout(setPainted, 0);
}

class SrcAfterPaint extends Directive {
  private url: string | undefined;

  constructor(part: PartInfo) {
    super(part);
    if (part.type !== PartType.ATTRIBUTE || part.name !== 'src') {
      throw new Error('srcAfterPaint is for an src attribute.');
    }
  }

  render(_url: string, _now: boolean): typeof nothing {
    return nothing;
  }

  /**
   * A card shows another bank as the PSU types: its <img> is kept and given the new URL (a new
   * element per card and keystroke was a large part of the keystroke's frame). The old logo is
   * removed at once, so no card shows another bank's logo while the new one waits.
   */
  override update(part: AttributePart, [url, now]: [string, boolean]): typeof noChange {
    if (url !== this.url) {
      this.url = url;
      if (now) {
        part.element.setAttribute('src', url);
      } else {
        part.element.removeAttribute('src');
        wait({ image: part.element, url, current: () => this.url === url });
      }
    }
    return noChange;
  }
}

/** An image's src: at once when `now` (a logo the browser holds), else after the next frame has painted. */
export const srcAfterPaint = directive(SrcAfterPaint);
