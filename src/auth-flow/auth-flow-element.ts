import { html, nothing } from 'lit';
import { property, state } from 'lit/decorators.js';
import { callApi, type ApiContext } from '../api/client.js';
import type { FlowState } from '../api/types.js';
import { isFlowState } from '../api/validate.js';
import { WidgetError, WidgetErrorCode } from '../api/widget-error.js';
import { missingAttribute, WidgetElement } from '../elements/widget-element.js';
import type { AisLoadedDetail, AuthFlowEventMap, PisLoadedDetail } from '../events.js';

/**
 * Hosts the PSU's whole authorisation with the bank on the application's page.
 *
 * @summary Auth flow widget. Default CSS in widgets.css, which page styles override.
 * @tagname service-auth-flow
 * @attr authorization - The authorisation id from POST /auth (this or payment).
 * @attr payment - The payment id from POST /payments (this or authorization).
 * @attr origin - The backend origin ({auth_url}).
 * @attr locale - One of the 12 locales; defaults to the page's lang, then the browser's.
 * @attr sandbox - For sandbox applications; "false" means absent.
 * @event ready - The current step is shown.
 * @event ais-loaded - The first FlowState of an authorisation loaded; detail { authorization, aspsp }.
 * @event pis-loaded - The first FlowState of a payment loaded; detail { payment, aspsp }.
 * @event error - Something failed; detail { error, message, code? }. Does not bubble.
 */
export class AuthFlowElement extends WidgetElement<AuthFlowEventMap> {
  @property() authorization: string | null = null;
  @property() payment: string | null = null;

  @state() private flow: FlowState | undefined;
  private announcedLoad: string | undefined;

  protected readonly reloadOn = ['authorization', 'payment', 'sandbox', 'origin'] as const;

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

  private get flowPath(): string {
    return this.payment
      ? `/payments/${encodeURIComponent(this.payment)}/flow`
      : `/authorizations/${encodeURIComponent(this.authorization ?? '')}/flow`;
  }

  protected async fetchData(context: ApiContext) {
    this.flow = await callApi(context, { path: this.flowPath, accept: isFlowState });
    this.announceLoaded(this.flow);
  }

  /** ais-loaded or pis-loaded, once per authorisation or payment. */
  private announceLoaded(flow: FlowState) {
    if (this.announcedLoad === flow.id) return;
    this.announcedLoad = flow.id;
    const aspsp = { name: flow.aspsp.name, country: flow.aspsp.country };
    if (this.payment) this.emit<PisLoadedDetail>('pis-loaded', { payment: this.payment, aspsp });
    else this.emit<AisLoadedDetail>('ais-loaded', { authorization: this.authorization ?? '', aspsp });
  }

  protected renderContent() {
    if (!this.flow) return nothing;
    return html`<h2>${this.i18n.t('authFlowHeading', { aspsp: this.flow.aspsp.name })}</h2>`;
  }
}
