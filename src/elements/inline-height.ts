/**
 * An element's height set through the CSSOM (`element.style.height`): a `style` attribute,
 * as Lit's styleMap first writes, is refused on a page whose CSP has no 'unsafe-inline'.
 */
import { noChange, nothing } from 'lit';
import { Directive, directive, PartType, type ElementPart, type PartInfo } from 'lit/directive.js';

class InlineHeight extends Directive {
  constructor(partInfo: PartInfo) {
    super(partInfo);
    if (partInfo.type !== PartType.ELEMENT) throw new Error('inlineHeight goes on an element, as ref does.');
  }

  render(_height: string) {
    return nothing;
  }

  override update(part: ElementPart, [height]: [string]) {
    const element = part.element as HTMLElement;
    if (element.style.height !== height) element.style.height = height;
    return noChange;
  }
}

export const inlineHeight = directive(InlineHeight);
