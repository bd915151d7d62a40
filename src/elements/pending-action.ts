/**
 * One action at a time, for a widget whose PSU acts on what is shown (a consent's decision, a
 * step of the auth flow): a second action while one is under way does nothing, its failure is
 * kept to be shown beside the content (which stays usable), and focus moves to what the answer
 * rendered. An action still under way is dropped (its answer never shows) when the element
 * leaves the DOM (not when it moves), the page is hidden or the widget loads anew.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { Ref } from './element-ref.js';
import { keepFocusInside } from './keep-focus.js';
import type { WidgetError } from '../api/widget-error.js';
import { toWidgetError } from './widget-element.js';

/** Where focus goes once rendered: a selector within the host, or an element's ref. */
export type FocusTarget = string | Ref<HTMLElement>;

export interface ActionSteps<Answer> {
  /** The request; `signal` aborts when the action is dropped. */
  send(signal: AbortSignal): Promise<Answer>;
  /** Called at once with the answer, in the same update as the end of the action. */
  done(answer: Answer): void | Promise<void>;
  /** Called once the failure is kept and reported, for what else the host must restore. */
  failed?(error: WidgetError): void;
  /** Where focus goes when the action failed; nowhere when left out. */
  focusOnFailure?: FocusTarget;
}

export class PendingAction<Pending> implements ReactiveController {
  private current: Pending | undefined;
  private failure: WidgetError | undefined;
  private abort = new AbortController();

  constructor(
    private readonly host: ReactiveControllerHost & HTMLElement,
    /** Fires the host's `error` event for a failure shown beside the content. */
    private readonly report: (error: WidgetError) => void,
  ) {
    host.addController(this);
  }

  /** What is under way; undefined when nothing is. */
  get pending(): Pending | undefined {
    return this.current;
  }

  get busy(): boolean {
    return this.current !== undefined;
  }

  /** Why the last action failed; cleared when the next one starts or the widget loads anew. */
  get error(): WidgetError | undefined {
    return this.failure;
  }

  hostConnected(): void {
    if (this.abort.signal.aborted) this.abort = new AbortController();
  }

  /**
   * Leaving the page drops the action under way (aborted, not renewed: a reconnect renews it, so
   * nothing started while detached is sent). A move in the page (a framework reordering, a
   * merchant's modal taking the widget) connects the host again in the same task, before this
   * check: the action goes on, as its request may already have changed the state on the backend.
   */
  hostDisconnected(): void {
    queueMicrotask(() => {
      if (this.host.isConnected) return;
      this.abort.abort();
      this.end();
    });
  }

  /** Drops the action under way (the page is hidden): its answer never shows. */
  drop(): void {
    this.abort.abort();
    this.abort = new AbortController();
    this.end();
  }

  /** Drops the action under way and forgets its error: the widget loads anew. */
  reset(): void {
    this.forgetError();
    this.drop();
  }

  /** What the last failure was about is gone from the screen (another step): so is the failure. */
  forgetError(): void {
    this.failure = undefined;
  }

  /**
   * Runs the action unless one is under way. Dropped, it ends silently; failed, the error is
   * kept, reported and (when asked) focused once rendered.
   */
  async run<Answer>(pending: Pending, steps: ActionSteps<Answer>): Promise<void> {
    if (this.busy) return;
    this.current = pending;
    this.failure = undefined;
    this.host.requestUpdate();
    // Its button is disabled while it runs: focus goes to the host's heading, its first element
    // focusable by script, so the keyboard and the screen reader keep their place.
    void keepFocusInside(this.host, '[tabindex="-1"]', this.host.contains(document.activeElement));
    const signal = this.abort.signal;
    let answer: Answer;
    try {
      answer = await steps.send(signal);
    } catch (error) {
      if (signal.aborted) return;
      this.end();
      const failure = toWidgetError(error);
      this.failure = failure;
      this.report(failure);
      steps.failed?.(failure);
      if (steps.focusOnFailure) await this.focusAfterRender(steps.focusOnFailure);
      return;
    }
    if (signal.aborted) return;
    this.end();
    await steps.done(answer);
  }

  /** Moves focus once the host has rendered, so a screen reader reads what the action changed. */
  async focusAfterRender(target: FocusTarget): Promise<void> {
    await this.host.updateComplete;
    const element = typeof target === 'string' ? this.host.querySelector<HTMLElement>(target) : target.value;
    element?.focus();
  }

  private end(): void {
    this.current = undefined;
    this.host.requestUpdate();
  }
}
