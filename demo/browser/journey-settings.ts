import { APPLICATION_KEYS, type ApplicationKey } from '../common/demo-api-contract.js';
import type { PsuType, Service } from '../common/json-api-types.js';
import { fillCountries } from './countries.js';
import { byId, radioValue } from './dom.js';

export interface JourneySettings {
  country: string;
  psuType: PsuType;
  application: ApplicationKey;
}

const PAGE_OF_SERVICE: Readonly<Record<Service, string>> = { AIS: '/ais.html', PIS: '/pis.html' };

/**
 * The journey settings form of the AIS and PIS pages (#settings): country, PSU type,
 * service and application. Its state lives in the query string, so a journey can be linked;
 * choosing the other service opens the other journey page with the same settings.
 */
export class SettingsForm {
  private readonly form = byId('settings', HTMLFormElement);

  constructor(private readonly service: Service) {
    const query = new URLSearchParams(location.search);
    fillCountries(byId('country', HTMLSelectElement), query.get('country')?.toUpperCase() ?? 'FI');
    this.check('psu-type', query.get('psu_type'));
    this.check('application', query.get('application'));
    this.check('service', service);
    this.form.addEventListener('submit', (event) => event.preventDefault());
    this.form.addEventListener('change', (event) => {
      if (event.target instanceof HTMLInputElement && event.target.name === 'service') this.switchService();
      else this.remember();
    });
  }

  get value(): JourneySettings {
    const psuType = radioValue(this.form, 'psu-type') === 'business' ? 'business' : 'personal';
    const chosen = radioValue(this.form, 'application');
    const application = APPLICATION_KEYS.find((key) => key === chosen) ?? 'sandbox-shop';
    return { country: byId('country', HTMLSelectElement).value, psuType, application };
  }

  /** Calls back on a change of country, PSU type or application. */
  onChange(callback: (settings: JourneySettings) => void): void {
    this.form.addEventListener('change', (event) => {
      if (event.target instanceof HTMLInputElement && event.target.name === 'service') return;
      callback(this.value);
    });
  }

  private check(name: string, value: string | null): void {
    if (value === null) return;
    const input = this.form.querySelector<HTMLInputElement>(
      `input[name="${name}"][value="${CSS.escape(value)}"]`,
    );
    if (input) input.checked = true;
  }

  private query(): URLSearchParams {
    const { country, psuType, application } = this.value;
    return new URLSearchParams({ country, psu_type: psuType, application });
  }

  /** Keeps the settings in the address, so a reload or a shared link starts the same journey. */
  private remember(): void {
    history.replaceState(null, '', `${location.pathname}?${this.query()}`);
  }

  private switchService(): void {
    const chosen = radioValue(this.form, 'service') === 'PIS' ? 'PIS' : 'AIS';
    if (chosen !== this.service) location.assign(`${PAGE_OF_SERVICE[chosen]}?${this.query()}`);
  }
}
