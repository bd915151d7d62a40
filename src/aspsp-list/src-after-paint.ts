/**
 * An image's `src`, set after the next frame has painted. Starting a request for each logo of
 * a screenful of new cards was the largest part of rendering them: it held the list's first
 * frame and the frame of every keystroke, which the person typing waits for (README,
 * performance). They now see the names at once and the logos a frame later, set a few
 * milliseconds' worth per task (not one task per logo, nor all at once), so that a key
 * pressed meanwhile is handled between two slices.
 */
import { noChange, nothing } from 'lit';
import { Directive, directive, PartType, type AttributePart, type PartInfo } from 'lit/directive.js';
import { afterPaint } from '../elements/after-paint.js';

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

function wait(entry: WaitingImage): void {
  if (!thisFrame) {
    const frame: WaitingImage[] = [];
    thisFrame = frame;
    afterPaint(() => {
      if (thisFrame === frame) thisFrame = undefined;
      painted.push(...frame);
      if (!setting) setPainted();
    });
  }
  thisFrame.push(entry);
}

/** Sets the src of the painted frames' images, a slice at a time, one task per slice. */
function setPainted(): void {
  setting = true;
  const end = performance.now() + sliceMs;
  while (painted.length > 0 && performance.now() < end) {
    const next = painted.shift();
    // Not for a card that a later render has already replaced.
    if (next?.current() && next.image.isConnected) next.image.setAttribute('src', next.url);
  }
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

  render(_url: string): typeof nothing {
    return nothing;
  }

  override update(part: AttributePart, [url]: [string]): typeof noChange {
    if (url !== this.url) {
      this.url = url;
      wait({ image: part.element, url, current: () => this.url === url });
    }
    return noChange;
  }
}

export const srcAfterPaint = directive(SrcAfterPaint);
