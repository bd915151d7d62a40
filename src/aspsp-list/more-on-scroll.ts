/**
 * Renders more cards while the end of the rendered ones is near the viewport: a sentinel after
 * the last card is observed after every render, so a country of thousands of banks costs the
 * DOM of a screenful.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { createRef } from '../elements/element-ref.js';

export class MoreOnScroll implements ReactiveController {
  /** The element after the last rendered card; hidden (so never in view) when no more cards follow. */
  readonly sentinel = createRef<HTMLElement>();
  private observer: IntersectionObserver | undefined;
  /** While set, no more cards are rendered (a new answer's `ready` waits for none) from the next update on. */
  held = false;

  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly renderMore: () => void,
  ) {
    host.addController(this);
  }

  /** Renders more cards again, as the sentinel comes near the view. */
  release(): void {
    this.held = false;
    this.host.requestUpdate();
  }

  /** Observe the sentinel again after a move in the DOM. */
  hostConnected(): void {
    if (this.observer) this.host.requestUpdate();
  }

  hostUpdated(): void {
    // A DOM without it (jsdom, in a merchant's unit tests) shows the first cards, and more as
    // the keyboard moves on; every browser the widgets support has it.
    if (typeof IntersectionObserver !== 'function') return;
    this.observer ??= new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) this.renderMore();
      },
      { rootMargin: '0px 0px 50% 0px' },
    );
    // Observing anew reports the sentinel's position at once, so rendering goes on until it is out of reach.
    this.observer.disconnect();
    if (this.sentinel.value && !this.held) this.observer.observe(this.sentinel.value);
  }

  hostDisconnected(): void {
    this.observer?.disconnect();
  }
}
