/**
 * The widget's side of a credentials frame (widget-api.md, section 5b): it listens to the
 * messages of the one iframe it shows, from the backend's origin and of the exact shape only,
 * sizes the iframe by them, moves focus into it once its form is shown, and gives up waiting
 * for its form after 10 s (a page whose CSP has no `frame-src` for the backend never loads it).
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { WidgetError, WidgetErrorCode } from '../../api/widget-error.js';
import { browserClock } from '../../elements/run-in-slices.js';
import { focusMessage, readFrameMessage } from './frame-messages.js';

/** How long the frame has to say its form is shown; only tests shorten it. */
export const frameTiming = { readyTimeoutMs: 10_000 };

export interface CredentialsFrameOptions {
  /** The backend's origin: the only one whose messages are read and to which focus is sent. */
  origin(): string | undefined;
  /** The frame posted an action: the flow moved on (or the bank refused the credentials). */
  submitted(): void;
  /** No `ready` in time; `origin` is the one the page's `frame-src` must allow. */
  blocked(origin: string): void;
}

/** What the step's template shows of the frame. */
export interface CredentialsFrameView {
  /** The frame URL whose iframe is in the step; until then the step shows the frame's room. */
  placedUrl: string | undefined;
  /** The content's height in CSS px, once the frame has told it. */
  height: number | undefined;
  /** The frame did not show its form in time. */
  blocked: boolean;
  /** The ref callback of the iframe, called at each render: its insertion starts the wait for `ready`. */
  attach(element?: Element): void;
}

export class CredentialsFrame implements ReactiveController, CredentialsFrameView {
  placedUrl: string | undefined;
  height: number | undefined;
  blocked = false;
  private placingUrl: string | undefined;
  private iframe: HTMLIFrameElement | undefined;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private focusOnReady = false;

  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly options: CredentialsFrameOptions,
  ) {
    host.addController(this);
  }

  hostConnected(): void {
    window.addEventListener('message', this.receive);
  }

  hostDisconnected(): void {
    window.removeEventListener('message', this.receive);
    this.stopWaiting();
  }

  /** A render that took the iframe away (another step) ends what it waited for. */
  hostUpdated(): void {
    if (this.iframe && !this.iframe.isConnected) this.attach();
  }

  readonly attach = (element?: Element): void => {
    const iframe = element instanceof HTMLIFrameElement ? element : undefined;
    if (iframe === this.iframe) return;
    this.stopWaiting();
    this.iframe = iframe;
    this.height = undefined;
    this.blocked = false;
    if (!iframe) {
      this.focusOnReady = false;
      return;
    }
    this.timer = setTimeout(() => this.block(), frameTiming.readyTimeoutMs);
  };

  /**
   * The step showing `url` is on screen: its iframe comes in the first task after this frame
   * has painted. Creating an iframe (a document of its own) took about 7 ms of the main thread,
   * which held the step's first paint; meanwhile the frame's room shows the outline of a form.
   */
  place(url: string): void {
    if (this.placedUrl === url || this.placingUrl === url) return;
    this.placingUrl = url;
    browserClock.afterPaint(() => {
      // Not for a step that a later one has already replaced.
      if (this.placingUrl !== url) return;
      this.placingUrl = undefined;
      this.placedUrl = url;
      this.host.requestUpdate();
    });
  }

  /** Focus goes into the frame as soon as its form is shown (at once if it is already). */
  focusWhenReady(): void {
    if (this.height !== undefined) this.sendFocus();
    else this.focusOnReady = true;
  }

  private readonly receive = (event: MessageEvent): void => {
    const iframe = this.iframe;
    const origin = this.options.origin();
    // Only this widget's own frame, at the backend's origin: another frame or the page itself is ignored.
    if (!iframe || origin === undefined || event.origin !== origin || event.source !== iframe.contentWindow) {
      return;
    }
    const message = readFrameMessage(event.data);
    if (!message) return;
    if (message.event === 'submitted') {
      this.options.submitted();
      return;
    }
    // Rounded up: a fraction of a pixel short would show a scrollbar inside the frame.
    this.height = Math.ceil(message.height);
    if (message.event === 'ready') {
      this.stopWaiting();
      this.blocked = false;
      if (this.focusOnReady) this.sendFocus();
    }
    this.host.requestUpdate();
  };

  private sendFocus(): void {
    this.focusOnReady = false;
    const iframe = this.iframe;
    const origin = this.options.origin();
    if (!iframe || origin === undefined) return;
    // The frame's document gets focus first, so that its script may focus its first field.
    iframe.focus();
    iframe.contentWindow?.postMessage(focusMessage, origin);
  }

  private block(): void {
    this.timer = undefined;
    this.blocked = true;
    this.host.requestUpdate();
    const origin = this.options.origin();
    if (origin !== undefined) this.options.blocked(origin);
  }

  private stopWaiting(): void {
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.timer = undefined;
  }
}

/** The `error` of a frame that did not show its form in time, naming what the page's CSP lacks. */
export function frameBlockedError(origin: string): WidgetError {
  return new WidgetError(
    WidgetErrorCode.credentialsFrameBlocked,
    `The credentials frame did not load in 10 s: add ${origin} to frame-src in the page's CSP.`,
  );
}
