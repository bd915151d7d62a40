import { html, nothing, type PropertyDeclarations, type PropertyValues, type TemplateResult } from 'lit';
import { callApi, type ApiContext } from '../api/client.js';
import { navigateTo, unsafeUrlError } from '../api/navigate.js';
import { toSafeUrl } from '../api/safe-url.js';
import type { FlowAction, FlowState } from '../api/types.js';
import { isFlowState } from '../api/validate.js';
import type { UnlistedErrorCode } from '../api/error-codes.js';
import { WidgetError, WidgetErrorCode } from '../api/widget-error.js';
import { errorMessageKey } from '../elements/error-message.js';
import { renderErrorMessage } from '../elements/error-message-view.js';
import { browserClock } from '../elements/run-in-slices.js';
import { PendingAction } from '../elements/pending-action.js';
import {
  missingAttribute,
  toWidgetError,
  WidgetElement,
  type LoadOptions,
} from '../elements/widget-element.js';
import type { AuthFlowEventMap } from '../events.js';
import { DecoupledPoller, type PollNext } from './decoupled-poller.js';
import { CredentialsFrame, frameBlockedError } from './frame/credentials-frame.js';
import { credentialsFrameSource } from './frame/frame-source.js';
import { stepChange, type StepChange } from './step-change.js';
import {
  handoffPollInterval,
  isHandoffExpired,
  isTouchDevice,
  offeredHandoff,
  shownHandoff,
} from './handoff-offer.js';
import { loadQrEncoder } from './qr-encoder.js';
import { clearCredentials } from './steps/credentials-step.js';
import { renderHandoffStep, type HandoffActions, type HandoffView } from './steps/handoff-step.js';
import { renderStep } from './steps/render-step.js';
import { renderSandboxUsers } from './steps/sandbox-users.js';
import type { FramedStep, StepContext } from './steps/step-context.js';
import { warmUpSteps } from './step-warm-up.js';

let instances = 0;
/** The longest rate limit (Retry-After, s) waited out with the step on screen; a longer one fails the flow. */
const longestPollWaitS = 60;

/**
 * Hosts the PSU's whole authorisation with the bank on the application's page.
 *
 * @summary Auth flow widget. Default CSS in widgets.css, which page styles override.
 * @tagname service-auth-flow
 * @attr authorization - The authorisation id from POST /auth (this or payment).
 * @attr payment - The payment id from POST /payments (this or authorization).
 * @attr origin - The backend origin ({auth_url}).
 * @attr locale - One of the 16 locales, DA to SV (docs/elements.md); defaults to the page's lang, then the browser's.
 * @attr sandbox - For sandbox applications; "false" means absent.
 * @event ready - The first step is shown.
 * @event ais-loaded - The first FlowState of an authorisation loaded; detail { authorization, aspsp }.
 * @event pis-loaded - The first FlowState of a payment loaded; detail { payment, aspsp }.
 * @event step - A step is shown; detail { type }, `handoff` for the QR code of "continue on your phone".
 * @event error - Something failed; detail { error, message, code? }. Does not bubble.
 */
export class AuthFlowElement extends WidgetElement<AuthFlowEventMap> {
  static override properties: PropertyDeclarations = {
    authorization: {},
    payment: {},
    flow: { state: true, attribute: false },
    handoff: { state: true, attribute: false },
  };

  authorization: string | null = null;
  payment: string | null = null;

  private flow: FlowState | undefined;
  /** The QR code of "continue on your phone" is shown instead of the step (widget-api.md, 5a). */
  private handoff: HandoffView | undefined;

  private readonly poller = new DecoupledPoller(this);
  private readonly idPrefix = `service-flow-${++instances}`;
  /** An action under way (no second one is sent), or the failed one's error, shown beside the step. */
  private readonly action = new PendingAction<FlowAction | 'renew-handoff' | 'frame-submitted'>(
    this,
    (error) => this.reportError(error),
  );
  /** The backend's credentials frame, at a credentials step that carries `frame` (widget-api.md, 5b). */
  private readonly credentialsFrame = new CredentialsFrame(this, {
    origin: () => this.backendOrigin,
    submitted: () => void this.frameSubmitted(),
    blocked: (origin) => this.reportError(frameBlockedError(origin)),
  });
  private announcedLoad: string | undefined;
  /** What the last FlowState changed (step-change.ts), acted on once it is on screen. */
  private change: StepChange;
  /** The flow whose first step was already entered, so later steps move focus. */
  private enteredFlowId: string | undefined;

  protected readonly reloadOn = ['authorization', 'payment', 'sandbox', 'origin'] as const;
  /** Back from the bank, the flow has moved on (or not): show its current step, not the redirect. */
  protected override readonly rereadOnRestore = true;

  override connectedCallback(): void {
    super.connectedCallback();
    if (this.flow && !this.failure) this.resumePolling(this.flow);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    // Credentials never outlive the element's time on the page.
    clearCredentials(this);
  }

  /** Nothing in flight while the page sits in the back-forward cache; the restore re-reads the flow. */
  protected override pageHidden(): void {
    super.pageHidden();
    this.poller.stop();
    this.action.drop();
    clearCredentials(this);
  }

  /** A new authorisation or payment (or a re-read) drops the action under way and its error. */
  protected override async load(options?: LoadOptions): Promise<void> {
    this.action.reset();
    // Polling stops with any load: a setup error (an attribute cleared) must not poll on.
    this.poller.stop();
    await super.load(options);
  }

  protected checkAttributes() {
    if (this.authorization && this.payment) {
      return new WidgetError(
        WidgetErrorCode.invalidAttribute,
        'Give either the authorization or the payment attribute, not both.',
        { attribute: 'payment' },
      );
    }
    return this.authorization || this.payment ? undefined : missingAttribute('authorization');
  }

  /** The flow: a GET, or the POST of an action, whose answer is the flow after it. */
  private readFlow(signal: AbortSignal, action?: FlowAction): Promise<FlowState> {
    const path = this.payment
      ? `/payments/${encodeURIComponent(this.payment)}/flow`
      : `/authorizations/${encodeURIComponent(this.authorization ?? '')}/flow`;
    return callApi(this.apiContext(signal), { path, body: action, accept: isFlowState });
  }

  protected async fetchData(context: ApiContext) {
    const flow = await this.readFlow(context.signal);
    if (context.signal.aborted) return;
    this.announceLoaded(flow);
    this.show(flow);
    // The same step after a re-read (Try again, a bfcache restore, back online): polling picks
    // up again, the hand-off's if its code is shown.
    if (this.change !== 'step') this.resumePolling(flow);
  }

  /** ais-loaded or pis-loaded, once per authorisation or payment. */
  private announceLoaded(flow: FlowState) {
    if (this.announcedLoad === flow.id) return;
    this.announcedLoad = flow.id;
    const aspsp = { name: flow.aspsp.name, country: flow.aspsp.country };
    if (this.payment) this.emit('pis-loaded', { payment: this.payment, aspsp });
    else this.emit('ais-loaded', { authorization: this.authorization ?? '', aspsp });
  }

  private show(flow: FlowState) {
    this.change = stepChange(this.flow, flow);
    // The focused frame goes with its URL: the heading holds the focus until the new one is ready.
    if (this.change === 'frame') this.keepFocus('.service-step-heading');
    if (this.change === 'step') {
      this.handoff = undefined;
      this.action.forgetError();
      if (flow.step.type !== 'decoupled') this.poller.stop();
    }
    this.flow = flow;
  }

  protected override updated(changed: PropertyValues<this>): void {
    super.updated(changed);
    // Only once the step is on screen: during a load the loading state is still showing.
    if (!this.flow || this.failure || this.loading) return;
    const { change } = this;
    this.change = undefined;
    if (change === 'step') this.enterStep(this.flow);
    else if (change === 'frame') this.enterFramedStep(false);
  }

  /** What happens once a new step is on screen: focus, the step event, navigation or polling. */
  private enterStep(flow: FlowState) {
    const first = this.enteredFlowId !== flow.id;
    // Focus moves on a change only: on the first step it would pull the PSU away from the page.
    if (!first) this.querySelector<HTMLElement>('.service-step-heading')?.focus();
    // While the PSU reads the first step, the later ones are prepared off the page (step-warm-up.ts).
    else browserClock.afterPaint(() => warmUpSteps(this.i18n, flow));
    this.enteredFlowId = flow.id;
    // The QR encoder comes while the PSU reads the step, before they may choose the phone.
    if (offeredHandoff(flow, this.backendOrigin)) browserClock.afterPaint(() => void loadQrEncoder());
    this.emit('step', { type: flow.step.type });
    const step = flow.step;
    // With a hand-off on offer the PSU chooses first: this device's bank page or the phone.
    if (step.type === 'redirect') {
      if (!offeredHandoff(flow, this.backendOrigin)) this.navigate(step.url);
      // The bank's page on this device is not offered, the phone still is: reported, not shown.
      else if (!toSafeUrl(step.url)) this.reportError(unsafeUrlError());
    } else if (step.type === 'done') this.navigate(step.redirect_url);
    else if (step.type === 'decoupled') this.startPolling(flow);
    else if (step.type === 'credentials' && step.frame) this.enterFramedStep(first);
    // The PSU's own cancel is an outcome, not an error; an expiry or a bank's failure is.
    else if (step.type === 'failed' && step.error !== 'access_denied') {
      // An OAuth code (RFC 6749), not one of the ErrorCodes: it passes through as sent.
      this.reportError(new WidgetError(step.error as UnlistedErrorCode, step.error_description));
    }
  }

  /**
   * A refused frame URL is reported; otherwise the frame comes once the step has painted, and
   * focus moves into it as it would to a new step.
   */
  private enterFramedStep(first: boolean) {
    const source = this.framedStep()?.source;
    if (!source) return;
    if ('refused' in source) {
      this.reportError(source.refused);
      return;
    }
    this.credentialsFrame.place(source.url);
    if (!first) this.credentialsFrame.focusWhenReady();
  }

  /** The frame of the current step, if the backend shows this credentials step itself. */
  private framedStep(): FramedStep | undefined {
    const step = this.flow?.step;
    if (step?.type !== 'credentials' || !step.frame) return undefined;
    const source = credentialsFrameSource(step.frame.url, this.backendOrigin, this.i18n.locale);
    return { source, view: this.credentialsFrame };
  }

  /** The frame posted the credentials (or a cancel): the flow at once, and on from there as usual. */
  private async frameSubmitted() {
    if (!this.flow) return;
    await this.action.run('frame-submitted', {
      send: (signal) => this.readFlow(signal),
      done: (flow) => this.show(flow),
      // The bank may have taken the credentials, and the frame waits: a failed read is a failed
      // load (Try again, or again once back online), not a step with Cancel alone. Reported
      // already; the next load forgets the action's error.
      failed: (failure) => this.fail(failure, undefined, true),
    });
  }

  private startPolling(flow: FlowState) {
    if (flow.step.type !== 'decoupled') return;
    this.poller.start({
      intervalMs: () => (this.flow?.step.type === 'decoupled' ? this.flow.step.poll_interval_ms : 0),
      poll: (signal) => this.pollOnce(signal),
    });
  }

  /**
   * A poll that failed: a rate limit (429 with a Retry-After longer than the client waits) is
   * waited out with the step on screen, as the PSU may be approving meanwhile; anything else
   * fails the flow.
   */
  private pollFailed(error: unknown, signal: AbortSignal): PollNext {
    if (signal.aborted) return false;
    const failure = toWidgetError(error);
    if (failure.status === 429 && failure.retryAfter !== undefined && failure.retryAfter <= longestPollWaitS)
      return { retryAfterMs: failure.retryAfter * 1000 };
    this.fail(failure);
    return false;
  }

  /** Polling as it was before an action or a detach: the hand-off's, or the decoupled step's. */
  private resumePolling(flow: FlowState) {
    if (this.handoff) this.startHandoffPolling(flow);
    else this.startPolling(flow);
  }

  private readonly showHandoff = async () => {
    if (this.action.busy) return;
    // Asked for when the hand-off was offered: mostly here already.
    const drawQr = await loadQrEncoder();
    const offered = this.flow && offeredHandoff(this.flow, this.backendOrigin);
    if (!this.flow || !offered || this.handoff || this.action.busy) return;
    this.handoff = shownHandoff(offered, drawQr, Date.now());
    this.startHandoffPolling(this.flow);
    void this.updateComplete.then(() => {
      this.querySelector<HTMLElement>('.service-step-heading')?.focus();
      this.emit('step', { type: 'handoff' });
    });
  };

  private readonly handoffActions: HandoffActions = {
    copy: (url) => void this.copyLink(url),
    back: () => {
      this.handoff = undefined;
      this.action.forgetError();
      this.poller.stop();
      if (this.flow) this.startPolling(this.flow);
      this.focusAfterRender('.service-step-heading');
      // The step is on screen again: for analytics, as any other change of step.
      const type = this.flow?.step.type;
      if (type) void this.updateComplete.then(() => this.emit('step', { type }));
    },
    renew: () => void this.renewHandoff(),
  };

  private startHandoffPolling(flow: FlowState) {
    this.poller.start({
      intervalMs: () => handoffPollInterval(this.flow ?? flow),
      poll: (signal) => this.pollHandoff(signal),
    });
  }

  /**
   * One GET while the hand-off is shown; true while it is. Its code expired, the flow is still
   * polled: at a decoupled step the PSU may approve in the bank's app all the same.
   */
  private async pollHandoff(signal: AbortSignal): Promise<PollNext> {
    try {
      const flow = await this.readFlow(signal);
      if (signal.aborted || this.action.busy) return false;
      // A new step (done, failed) clears the hand-off and is entered as usual.
      this.show(flow);
      const view = this.handoff;
      if (!view) return false;
      const current = offeredHandoff(flow, this.backendOrigin);
      // Expired, the code stays so until the PSU asks for a new one ("Show a new code").
      const expired = view.expired || isHandoffExpired(view, current, Date.now());
      // The expiry takes the link and "Copy link" away: focus on either goes to "Show a new code".
      if (expired && !view.expired) this.keepFocus('.service-actions .service-primary');
      this.handoff = { ...view, opened: current?.opened ?? view.opened, expired };
      return true;
    } catch (error) {
      return this.pollFailed(error, signal);
    }
  }

  /** "Show a new code" after an expiry: the flow again, whose hand-off is a new one. */
  private async renewHandoff() {
    if (this.action.busy) return;
    this.poller.stop();
    await this.action.run('renew-handoff', {
      send: (signal) => this.readFlow(signal),
      done: (flow) => this.renewedHandoff(flow),
      // The PSU may still approve in the bank's app meanwhile.
      failed: () => {
        if (this.flow) this.startHandoffPolling(this.flow);
      },
      focusOnFailure: '.service-action-error',
    });
  }

  private renewedHandoff(flow: FlowState) {
    this.show(flow);
    const offered = offeredHandoff(flow, this.backendOrigin);
    if (!this.handoff) return;
    if (!offered) {
      this.handoffActions.back();
      return;
    }
    this.handoff = shownHandoff(offered, this.handoff.drawQr, Date.now());
    this.startHandoffPolling(flow);
    this.focusAfterRender('.service-step-heading');
  }

  /** Copies the hand-off URL; the outcome is announced, a refused clipboard too. */
  private async copyLink(url: string) {
    if (!this.handoff) return;
    // Cleared first, so that a second copy is announced again.
    this.handoff = { ...this.handoff, copy: undefined };
    await this.updateComplete;
    let outcome: 'copied' | 'failed';
    try {
      await navigator.clipboard.writeText(url);
      outcome = 'copied';
    } catch {
      outcome = 'failed';
    }
    if (this.handoff) this.handoff = { ...this.handoff, copy: outcome };
  }

  /** One GET of the flow; true while the PSU has still to approve. */
  private async pollOnce(signal: AbortSignal): Promise<PollNext> {
    try {
      const flow = await this.readFlow(signal);
      if (signal.aborted || this.action.busy) return false;
      this.show(flow);
      return flow.step.type === 'decoupled';
    } catch (error) {
      return this.pollFailed(error, signal);
    }
  }

  /** POSTs an action once; a failure leaves the step usable with the error beside it. */
  private async act(action: FlowAction) {
    if (this.action.busy || !this.flow) return;
    const wasPolling = this.poller.active;
    this.poller.stop();
    await this.action.run(action, {
      send: (signal) => this.readFlow(signal, action),
      done: (flow) => {
        this.show(flow);
        // The same credentials step again means the bank refused them: announce the new error.
        if (this.change !== 'step' && flow.step.type === 'credentials') {
          this.focusAfterRender('.service-form-error');
        }
      },
      failed: (failure) => {
        // The step on screen is out of date (another tab or device moved the flow on, or an
        // earlier press whose answer was lost): the flow as it is now, in place of it.
        if (failure.error === 'WRONG_SESSION_STATUS') void this.load({ announceReady: false });
        else if (wasPolling && this.flow) this.resumePolling(this.flow);
      },
      focusOnFailure: '.service-action-error',
    });
  }

  private focusAfterRender(selector: string) {
    void this.action.focusAfterRender(selector);
  }

  private navigate(url: string) {
    // A widget taken off the page never moves it.
    if (!this.isConnected) return;
    const refused = navigateTo(url);
    if (refused) this.fail(refused);
  }

  // Typed here, or the declarations would name lit-html, which is not a dependency of the package.
  protected renderContent(): TemplateResult | typeof nothing {
    if (!this.flow) return nothing;
    const context: StepContext = {
      i18n: this.i18n,
      flow: this.flow,
      busy: this.action.busy,
      act: (action) => void this.act(action),
      navigate: (url) => this.navigate(url),
      id: (suffix) => `${this.idPrefix}-${suffix}`,
      handoff:
        offeredHandoff(this.flow, this.backendOrigin) && !this.handoff
          ? { show: () => void this.showHandoff(), second: isTouchDevice() }
          : undefined,
      credentialsFrame: this.framedStep(),
    };
    const step = this.flow.step;
    const handoff = this.handoff;
    const sending = this.action.busy ? this.i18n.t('flowSending') : '';
    const isFinal = handoff || step.type === 'done' || step.type === 'failed' || step.type === 'redirect';
    return html`<div class="service-flow" data-step=${handoff ? 'handoff' : step.type}>
      ${handoff ? renderHandoffStep(handoff, context, this.handoffActions) : renderStep(step, context)}
      ${this.renderActionError()}
      <p class="service-visually-hidden" role="status">${sending}</p>
      ${isFinal ? nothing : renderSandboxUsers(this.flow.sandbox?.users, this.i18n)}
    </div>`;
  }

  private renderActionError() {
    const error = this.action.error;
    if (!error) return nothing;
    return renderErrorMessage({
      message: this.i18n.t(errorMessageKey(error.error, error.status), { origin: this.backendOrigin ?? '' }),
      className: 'service-action-error',
      focus: true,
    });
  }
}
