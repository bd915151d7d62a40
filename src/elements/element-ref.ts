/**
 * A reference to an element that a template renders: `${ref(target)}` in the template,
 * `target.value` in code, undefined while the element is not in the document (not rendered
 * yet, or removed since). A callback instead of a target is called with the element at each
 * render. Lit's ref directive does the same through its asynchronous directive base, which
 * was 1.7 kB of the script-tag bundle; these widgets render into their own light DOM and only
 * ever read a reference after a render, where `isConnected` tells the same.
 */
import { nothing } from 'lit';
import { Directive, directive, type ElementPart } from 'lit/directive.js';

export class Ref<T extends Element = Element> {
  private element: T | undefined;

  get value(): T | undefined {
    return this.element?.isConnected ? this.element : undefined;
  }

  /** Called by the directive as the element renders. */
  hold(element: T): void {
    this.element = element;
  }
}

export function createRef<T extends Element = Element>(): Ref<T> {
  return new Ref<T>();
}

type RefTarget = Ref | ((element: Element) => void) | undefined;

class RefDirective extends Directive {
  render(target: RefTarget): typeof nothing {
    void target;
    return nothing;
  }

  override update(part: ElementPart, [target]: [RefTarget]): typeof nothing {
    if (typeof target === 'function') target(part.element);
    else target?.hold(part.element);
    return nothing;
  }
}

export const ref = directive(RefDirective);
