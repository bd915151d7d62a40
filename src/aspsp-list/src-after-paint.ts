/**
 * An image's `src`, set after the next frame has painted. Starting a request for each logo of
 * a screenful of new cards was the largest part of rendering them: it held the list's first
 * frame and the frame of every keystroke, which the person typing waits for (README,
 * performance). They now see the names at once and the logos a frame later.
 */
import { noChange, nothing } from 'lit';
import { Directive, directive, PartType, type AttributePart, type PartInfo } from 'lit/directive.js';
import { afterPaint } from '../elements/after-paint.js';

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
      const image = part.element;
      afterPaint(() => {
        // Not for a card that the next keystroke has already replaced.
        if (this.url === url && image.isConnected) image.setAttribute('src', url);
      });
    }
    return noChange;
  }
}

export const srcAfterPaint = directive(SrcAfterPaint);
