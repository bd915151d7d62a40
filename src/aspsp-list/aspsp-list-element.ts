import { html } from 'lit';
import { property, state } from 'lit/decorators.js';
import { callApi, type ApiContext } from '../api/client.js';
import type { AspspData } from '../api/types.js';
import { isAspspsResponse } from '../api/validate.js';
import { booleanAttribute } from '../elements/boolean-attribute.js';
import { invalidAttribute, missingAttribute, WidgetElement } from '../elements/widget-element.js';
import type { AspspListEventMap } from '../events.js';

const psuTypes = ['personal', 'business'];
const services = ['AIS', 'PIS'];

/**
 * The PSU picks their bank (ASPSP) here.
 *
 * @summary ASPSP selection widget. Needs widgets.css.
 * @tagname service-aspsp-list
 * @attr country - Two-letter country code (required).
 * @attr psu-type - personal or business (required).
 * @attr service - AIS or PIS (required).
 * @attr sandbox - Lists sandbox ASPSPs; "false" means absent.
 * @attr no-beta - Hides ASPSPs whose integration is in beta.
 * @attr origin - The backend origin; defaults to the origin the script was loaded from.
 * @attr search-term - Pre-fills the search.
 * @attr logo-transform - Appended to logo URLs, such as -/resize/64x/.
 * @attr locale - One of the 12 locales; defaults to the page's lang, then the browser's.
 * @event ready - The list has loaded or updated.
 * @event selected - The PSU chose an ASPSP; detail { beta, country, name, psuType, sandbox, service }.
 * @event error - Something failed; detail { error, message, code? }. Does not bubble.
 */
export class AspspListElement extends WidgetElement<AspspListEventMap> {
  @property() country: string | null = null;
  @property({ attribute: 'psu-type' }) psuType: string | null = null;
  @property() service: string | null = null;
  @property({ attribute: 'no-beta', converter: booleanAttribute }) noBeta = false;
  @property({ attribute: 'search-term' }) searchTerm: string | null = null;
  @property({ attribute: 'logo-transform' }) logoTransform: string | null = null;

  @state() private aspsps: AspspData[] = [];

  protected readonly reloadOn = ['country', 'psuType', 'service', 'sandbox', 'origin'] as const;

  protected checkAttributes() {
    if (!this.country) return missingAttribute('country');
    if (!/^[A-Za-z]{2}$/.test(this.country)) return invalidAttribute('country', this.country);
    if (!this.psuType) return missingAttribute('psu-type');
    if (!psuTypes.includes(this.psuType)) return invalidAttribute('psu-type', this.psuType);
    if (!this.service) return missingAttribute('service');
    if (!services.includes(this.service.toUpperCase())) return invalidAttribute('service', this.service);
    return undefined;
  }

  protected async fetchData(context: ApiContext) {
    const response = await callApi(context, {
      path: '/aspsps',
      query: {
        country: (this.country ?? '').toUpperCase(),
        psu_type: this.psuType ?? '',
        service: (this.service ?? '').toUpperCase(),
      },
      accept: isAspspsResponse,
    });
    this.aspsps = response.aspsps;
  }

  protected renderContent() {
    const visible = this.noBeta ? this.aspsps.filter((aspsp) => !aspsp.beta) : this.aspsps;
    return html`<p class="service-aspsp-count">${this.i18n.t('aspspCount', { count: visible.length })}</p>`;
  }
}
