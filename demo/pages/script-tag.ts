/**
 * The script-tag page: the widgets come only from the built widgets.umd.min.js and
 * widgets.css that the page loads from the service's /lib/ (see script-tag.html). This
 * script is the merchant's own; it imports nothing of the library, and only types from it.
 * The bank list is in the HTML; the consent redirects to the service's hosted page.
 */
import type { SelectedDetail } from '../../src/events.js';
import type { StartAuthorizationResult } from '../common/demo-api-contract.js';
import { showApiCalls } from '../browser/api-calls-view.js';
import { demoApi, DemoApiError, failureText } from '../browser/demo-api.js';
import { byId, element, focusHeading } from '../browser/dom.js';
import { EventLog } from '../browser/event-log.js';
import { LocalePicker } from '../browser/locale-picker.js';
import { showNotice } from '../browser/notice.js';
import { createWidget } from '../browser/widgets.js';
import { onWidgetError, widgetErrorText } from '../browser/widget-errors.js';

declare global {
  interface Window {
    /** The global of the script-tag bundle. */
    ServiceWidgets?: { version: string };
  }
}

const notice = byId('notice', HTMLDivElement);
const heading = byId('stage-heading', HTMLHeadingElement);
const slot = byId('widget-slot', HTMLDivElement);
const calls = byId('api-calls', HTMLOListElement);
const log = new EventLog(byId('event-log', HTMLOListElement));
const locale = new LocalePicker(byId('widget-locale', HTMLSelectElement));
byId('clear-log', HTMLButtonElement).addEventListener('click', () => log.clear());

function watch(widget: HTMLElement): void {
  locale.apply(widget);
  log.watch(widget);
  onWidgetError(widget, (detail) => showNotice(notice, 'error', widgetErrorText(widget, detail)));
}

async function startAuthorization(bank: SelectedDetail): Promise<void> {
  heading.textContent = `Starting the authorisation at ${bank.name}…`;
  try {
    const journey = await demoApi<StartAuthorizationResult>('/auth', {
      application: 'sandbox-shop',
      aspsp: { name: bank.name, country: bank.country },
      psuType: bank.psuType,
    });
    showApiCalls(calls, journey.calls);
    // No origin attribute and no listener that prevents the redirect: the defaults.
    const consent = createWidget('service-consent', {
      authorization: journey.authorizationId,
      sandbox: true,
      'can-cancel': true,
    });
    watch(consent);
    slot.replaceChildren(consent);
    heading.textContent = 'Consent';
    focusHeading(heading);
  } catch (error) {
    if (error instanceof DemoApiError) showApiCalls(calls, error.calls);
    heading.textContent = 'Choose your bank';
    showNotice(notice, 'error', `The authorisation could not be started: ${failureText(error)}`);
  }
}

const version = byId('library-version', HTMLElement);
const library = window.ServiceWidgets;
if (library) {
  version.replaceChildren(
    element('code', { text: `window.ServiceWidgets.version = "${library.version}"` }),
    ', from widgets.umd.min.js',
  );
} else {
  version.textContent = 'Not loaded.';
  showNotice(
    notice,
    'error',
    'widgets.umd.min.js did not load from the service’s /lib/, or not with the hash in dist/integrity.json: run `npm run build`, then reload.',
  );
}

const list = slot.querySelector<HTMLElement>('service-aspsp-list');
if (list) {
  watch(list);
  list.addEventListener('selected', (event) => {
    void startAuthorization((event as CustomEvent<SelectedDetail>).detail);
  });
}
