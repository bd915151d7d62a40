/**
 * The back-forward cache (bfcache): a page the PSU leaves (for the bank, say) and comes back
 * to with Back is restored as it was, scripts and all, without a new load. Two moments matter:
 * the page being hidden, when anything still in flight is aborted (an open request can keep a
 * page out of the cache), and the page being restored, when the state shown may be stale.
 * No `unload` listener anywhere: it would keep the page out of the cache.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';

export interface PageRestoreHooks {
  /** The page is being left, possibly into the back-forward cache. */
  hidden(): void;
  /** The page came back from the back-forward cache (`pageshow` with `persisted`). */
  restored(): void;
}

export class PageRestoreController implements ReactiveController {
  constructor(
    host: ReactiveControllerHost,
    private readonly hooks: PageRestoreHooks,
  ) {
    host.addController(this);
  }

  // The controller is the listener of both events (handleEvent).
  hostConnected(): void {
    window.addEventListener('pagehide', this);
    window.addEventListener('pageshow', this);
  }

  hostDisconnected(): void {
    window.removeEventListener('pagehide', this);
    window.removeEventListener('pageshow', this);
  }

  handleEvent(event: Event): void {
    if (event.type === 'pagehide') this.hooks.hidden();
    // The first show of a page is not a restore: its load is already under way.
    else if ((event as PageTransitionEvent).persisted) this.hooks.restored();
  }
}
