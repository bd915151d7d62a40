import { html, nothing, type PropertyDeclarations, type TemplateResult } from 'lit';
import { createRef, type Ref } from '../elements/element-ref.js';
import { callApi, type ApiContext } from '../api/client.js';
import { navigateTo, unsafeUrlError } from '../api/navigate.js';
import { toBackendPage, toSafeUrl } from '../api/safe-url.js';
import type { Authorization, ConsentDecisionResponse } from '../api/types.js';
import { isAuthorization, isConsentDecision } from '../api/validate.js';
import { WidgetError } from '../api/widget-error.js';
import { browserClock } from '../elements/run-in-slices.js';
import { booleanAttribute } from '../elements/boolean-attribute.js';
import { renderErrorMessage } from '../elements/error-message-view.js';
import { PendingAction } from '../elements/pending-action.js';
import { missingAttribute, WidgetElement, type LoadOptions } from '../elements/widget-element.js';
import type { ConsentDecisionDetail, ConsentEventMap } from '../events.js';
import type { MessageKey } from '../i18n/locales/en.js';
import { renderAccessSummary, renderProviderTerms, type ConsentNames } from '../access/access-summary.js';
import { renderOutcome } from './consent-outcome.js';
import { consentStage, statusMessageKey, type ConsentStage } from './consent-stage.js';
import { decisionErrorKey } from './decision-error.js';
import { warmUpOutcome } from './outcome-warm-up.js';

type Decision = 'confirm' | 'cancel';

/**
 * Shows what data the application will get and obtains the PSU's consent.
 *
 * It brings no CSS: a heading, paragraphs, a list of the access rights, links and buttons in
 * light DOM, so the page's own styles apply. The class names (`service-consent`,
 * `service-consent-sandbox`, `service-consent-access`, `service-consent-accounts`,
 * `service-consent-documents`, `service-consent-actions`) are there for pages that want them.
 *
 * @summary Consent widget. Brings no CSS: plain semantic HTML that takes the page's styles.
 * @tagname service-consent
 * @attr authorization - The authorisation id from POST /auth (required).
 * @attr origin - The backend origin ({auth_url}).
 * @attr locale - One of the 16 locales, DA to SV (docs/elements.md); defaults to the page's lang, then the browser's.
 * @attr can-cancel - Shows a Cancel button.
 * @attr sandbox - For sandbox applications; "false" means absent.
 * @attr no-redirect - The page is not sent on; the application redirects on `confirmed`.
 * @event ready - The consent (or the authorisation's status) is shown.
 * @event confirmed - The PSU confirmed; detail { authorization, url }; cancelable.
 * @event cancelled - The PSU cancelled; detail { authorization, url }; cancelable.
 * @event error - Something failed; detail { error, message, code? }. Does not bubble.
 */
export class ConsentElement extends WidgetElement<ConsentEventMap> {
  static override properties: PropertyDeclarations = {
    authorization: {},
    canCancel: { attribute: 'can-cancel', converter: booleanAttribute },
    noRedirect: { attribute: 'no-redirect', converter: booleanAttribute },
    data: { state: true, attribute: false },
    outcome: { state: true, attribute: false },
  };

  authorization: string | null = null;
  canCancel = false;
  noRedirect = false;

  private data: Authorization | undefined;
  /** The backend's answer to the decision: the consent is over. */
  private outcome: ConsentDecisionResponse | undefined;

  protected readonly reloadOn = ['authorization', 'sandbox', 'origin'] as const;
  /** Back from the bank or the hosted page, the authorisation may be decided: show its status. */
  protected override readonly rereadOnRestore = true;

  /**
   * The decision on its way to the backend (`byUser` when the PSU pressed a button), and why the
   * last one was not taken: the consent stays, its buttons usable again.
   */
  private readonly decision = new PendingAction<{ decision: Decision; byUser: boolean }>(this, (error) =>
    this.reportError(error),
  );
  private readonly errorRef: Ref<HTMLElement> = createRef();
  private readonly outcomeRef: Ref<HTMLElement> = createRef();

  protected checkAttributes() {
    return this.authorization ? undefined : missingAttribute('authorization');
  }

  /**
   * Put back on the page after leaving it dropped the automatic confirmation: sent again, as
   * the backend takes a second confirm as the first.
   */
  override connectedCallback(): void {
    super.connectedCallback();
    const data = this.data;
    if (
      data &&
      !this.decision.busy &&
      !this.decision.error &&
      consentStage(data.status, data.consent_required).kind === 'automatic'
    )
      void this.decide('confirm', false);
  }

  /** A decision still on its way when the PSU leaves is dropped; a restore re-reads its outcome. */
  protected override pageHidden(): void {
    super.pageHidden();
    this.decision.drop();
  }

  /** A new authorisation (or origin) drops the old one's answer, and any decision still under way. */
  protected override async load(options?: LoadOptions): Promise<void> {
    this.decision.reset();
    this.data = undefined;
    this.outcome = undefined;
    await super.load(options);
  }

  protected async fetchData(context: ApiContext) {
    const data = await callApi(context, {
      path: `/authorizations/${encodeURIComponent(this.authorization ?? '')}`,
      accept: isAuthorization,
    });
    const stage = consentStage(data.status, data.consent_required);
    if (stage.kind === 'expired') {
      throw new WidgetError('EXPIRED_SESSION', 'The authorisation has expired.');
    }
    this.data = data;
    // A licensed TPP has no terms to accept: confirm at once, as if the PSU had pressed Confirm.
    // The answer comes over the network, so `ready` (fired once this render is done) comes first.
    if (stage.kind === 'automatic') void this.decide('confirm', false);
    // While the PSU reads the consent, its outcome is prepared off the page (outcome-warm-up.ts).
    else if (stage.kind === 'consent') browserClock.afterPaint(() => warmUpOutcome(this.i18n));
  }

  // Typed here, or the declarations would name lit-html, which is not a dependency of the package.
  protected renderContent(): TemplateResult | typeof nothing {
    const data = this.data;
    if (!data) return nothing;
    const stage = consentStage(data.status, data.consent_required);
    return html`<div class="service-consent">
      <h2 tabindex="-1">${this.t('consentHeading', data)}</h2>
      ${
        data.application.environment === 'SANDBOX'
          ? html`<p class="service-consent-sandbox">
              <strong>${this.t('consentSandboxNote', data)}</strong>
            </p>`
          : nothing
      }
      ${this.renderStage(data, stage)}
    </div>`;
  }

  private renderStage(data: Authorization, stage: ConsentStage) {
    if (this.outcome) {
      const key = stage.kind === 'automatic' ? 'consentAutomatic' : statusMessageKey(this.outcome.status);
      return renderOutcome(this.t(key, data), this.outcomeRef);
    }
    switch (stage.kind) {
      case 'consent':
        return this.renderConsent(data);
      case 'automatic':
        return this.renderAutomatic(data);
      case 'status':
        return html`<p role="status">${this.t(stage.message, data)}</p>`;
      case 'expired':
        return nothing;
    }
  }

  private renderConsent(data: Authorization) {
    const logo = toSafeUrl(data.aspsp.logo);
    const busy = this.decision.busy;
    const names = consentNames(data);
    return html`
      ${logo ? html`<p><img src=${logo.href} alt=${data.aspsp.name} width="64" height="64" /></p>` : nothing}
      <p>${this.t('consentAccessIntro', data)}</p>
      ${renderAccessSummary(data.access, this.i18n, names)}
      ${renderProviderTerms(data.provider, this.i18n, names)} ${this.renderDecisionError()}
      <p class="service-consent-actions">
        <button type="button" ?disabled=${busy} @click=${() => void this.decide('confirm', true)}>
          ${this.i18n.t('consentConfirm')}
        </button>
        ${
          this.canCancel
            ? html`<button type="button" ?disabled=${busy} @click=${() => void this.decide('cancel', true)}>
                ${this.i18n.t('consentCancel')}
              </button>`
            : nothing
        }
        <span role="status">${busy ? this.i18n.t('consentSending') : ''}</span>
      </p>
    `;
  }

  private renderAutomatic(data: Authorization) {
    const busy = this.decision.busy;
    // Once the automatic confirmation failed, the PSU retries it with a button of their own.
    const retrying = this.decision.error !== undefined || this.decision.pending?.byUser === true;
    return html`<p role="status">${this.t('consentAutomatic', data)}</p>
      ${this.renderDecisionError()}
      ${
        retrying
          ? html`<p class="service-consent-actions">
              <button type="button" ?disabled=${busy} @click=${() => void this.decide('confirm', true)}>
                ${this.i18n.t('retry')}
              </button>
              <span role="status">${busy ? this.i18n.t('consentSending') : ''}</span>
            </p>`
          : nothing
      }`;
  }

  private renderDecisionError() {
    const error = this.decision.error;
    if (!error) return nothing;
    return renderErrorMessage({
      heading: { text: this.i18n.t('errorHeading'), level: 3 },
      message: this.i18n.t(decisionErrorKey(error.error, error.status), {
        attribute: '',
        origin: this.backendOrigin ?? '',
      }),
      focus: this.errorRef,
    });
  }

  /** A message about this authorisation; its names are inserted as text, never as HTML. */
  private t(key: MessageKey, data: Authorization): string {
    return this.i18n.t(key, { ...consentNames(data) });
  }

  /**
   * Sends the decision once: a second click, or the other button, does nothing while it is
   * on its way. A failure is shown beside the consent (which stays usable); success fires the
   * cancelable event and then, unless prevented or `no-redirect`, sends the page on.
   */
  private async decide(decision: Decision, byUser: boolean): Promise<void> {
    const id = this.authorization;
    if (!id || !this.data || this.outcome) return;
    await this.decision.run(
      { decision, byUser },
      {
        send: (signal) =>
          callApi(this.apiContext(signal), {
            path: `/authorizations/${encodeURIComponent(id)}/consent`,
            body: { decision },
            accept: isConsentDecision,
          }),
        done: (answer) => this.decided(id, decision, answer, byUser),
        // An automatic confirmation that failed does not pull focus away from the page.
        focusOnFailure: byUser ? this.errorRef : undefined,
      },
    );
  }

  private async decided(id: string, decision: Decision, answer: ConsentDecisionResponse, byUser: boolean) {
    // An unsafe URL is neither followed nor handed to the application in the event. A
    // confirmation continues at a page of the backend (widget-api.md, 4), a cancellation at the application.
    const allowed =
      decision === 'confirm' ? toBackendPage(answer.url, this.backendOrigin) : toSafeUrl(answer.url);
    if (!allowed) {
      this.fail(unsafeUrlError());
      return;
    }
    this.outcome = answer;
    // Focus follows the PSU's decision, so a screen reader reads what became of it.
    if (byUser) await this.decision.focusAfterRender(this.outcomeRef);
    const detail: ConsentDecisionDetail = { authorization: id, url: answer.url };
    const type = decision === 'confirm' ? 'confirmed' : 'cancelled';
    if (!this.emit(type, detail, { cancelable: true }) || this.noRedirect) return;
    const refused = navigateTo(answer.url);
    if (refused) this.fail(refused);
  }
}

function consentNames(data: Authorization): ConsentNames {
  return { application: data.application.name, aspsp: data.aspsp.name, provider: data.provider.name };
}
