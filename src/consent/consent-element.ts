import { html, nothing } from 'lit';
import { property, state } from 'lit/decorators.js';
import { callApi, type ApiContext } from '../api/client.js';
import type { Authorization } from '../api/types.js';
import { isAuthorization } from '../api/validate.js';
import { booleanAttribute } from '../elements/boolean-attribute.js';
import { missingAttribute, WidgetElement } from '../elements/widget-element.js';
import type { ConsentEventMap } from '../events.js';

/**
 * Shows what data the application will get and obtains the PSU's consent.
 *
 * @summary Consent widget. Brings no CSS: plain semantic HTML that takes the page's styles.
 * @tagname service-consent
 * @attr authorization - The authorisation id from POST /auth (required).
 * @attr origin - The backend origin ({auth_url}).
 * @attr locale - One of the 12 locales; defaults to the page's lang, then the browser's.
 * @attr can-cancel - Shows a Cancel button.
 * @attr sandbox - For sandbox applications; "false" means absent.
 * @attr no-redirect - The page is not sent on; the application redirects on `confirmed`.
 * @event ready - The consent is shown.
 * @event confirmed - The PSU confirmed; detail { authorization, url }; cancelable.
 * @event cancelled - The PSU cancelled; detail { authorization, url }; cancelable.
 * @event error - Something failed; detail { error, message, code? }. Does not bubble.
 */
export class ConsentElement extends WidgetElement<ConsentEventMap> {
  @property() authorization: string | null = null;
  @property({ attribute: 'can-cancel', converter: booleanAttribute }) canCancel = false;
  @property({ attribute: 'no-redirect', converter: booleanAttribute }) noRedirect = false;

  @state() private data: Authorization | undefined;

  protected readonly reloadOn = ['authorization', 'sandbox', 'origin'] as const;

  protected checkAttributes() {
    return this.authorization ? undefined : missingAttribute('authorization');
  }

  protected async fetchData(context: ApiContext) {
    this.data = await callApi(context, {
      path: `/authorizations/${encodeURIComponent(this.authorization ?? '')}`,
      accept: isAuthorization,
    });
  }

  protected renderContent() {
    if (!this.data) return nothing;
    return html`<h2>
      ${this.i18n.t('consentHeading', { application: this.data.application.name, aspsp: this.data.aspsp.name })}
    </h2>`;
  }
}
