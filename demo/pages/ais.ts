/**
 * The AIS journey (ais.html): the bank list, POST /auth by the demo's server side, the
 * consent (for an application relying on the service's licence), then the auth flow on this
 * page. The flow ends at the bank or straight at the callback page.
 */
import '../../src/define.js';
import type { DemoConfig, StartAuthorizationResult } from '../common/demo-api-contract.js';
import type { SelectedDetail } from '../../src/events.js';
import { showApiCalls } from '../browser/api-calls-view.js';
import { demoApi, demoConfig, DemoApiError, failureText } from '../browser/demo-api.js';
import { byId, focusHeading, radioValue } from '../browser/dom.js';
import { EventLog } from '../browser/event-log.js';
import { setProgress } from '../browser/journey-progress.js';
import { SettingsForm } from '../browser/journey-settings.js';
import { LocalePicker } from '../browser/locale-picker.js';
import { clearNotice, showNotice } from '../browser/notice.js';
import { createWidget, setAttributes } from '../browser/widgets.js';
import { onWidgetError, widgetErrorText } from '../browser/widget-errors.js';

const settings = new SettingsForm('AIS');
const locale = new LocalePicker(byId('widget-locale', HTMLSelectElement));
const log = new EventLog(byId('event-log', HTMLOListElement));
const calls = byId('api-calls', HTMLOListElement);
const progress = byId('progress', HTMLOListElement);
const heading = byId('stage-heading', HTMLHeadingElement);
const hint = byId('stage-hint', HTMLParagraphElement);
const notice = byId('notice', HTMLDivElement);
const slot = byId('widget-slot', HTMLDivElement);
const restart = byId('restart', HTMLButtonElement);

let list: HTMLElement | undefined;
/** A second bank chosen while the first is being started is ignored. */
let starting = false;

function stage(step: string, title: string, text: string, widget?: HTMLElement): void {
  setProgress(progress, step);
  heading.textContent = title;
  hint.textContent = text;
  clearNotice(notice);
  if (widget) {
    locale.apply(widget);
    log.watch(widget);
    onWidgetError(widget, (detail) => showNotice(notice, 'error', widgetErrorText(widget, detail)));
    slot.replaceChildren(widget);
  }
  restart.hidden = step === 'bank';
}

function showBankList(config: DemoConfig): void {
  const { country, psuType } = settings.value;
  list = createWidget('service-aspsp-list', {
    country,
    'psu-type': psuType,
    service: 'AIS',
    origin: config.backendOrigin,
    sandbox: true,
  });
  list.addEventListener('selected', (event) => {
    void startAuthorization(config, (event as CustomEvent<SelectedDetail>).detail);
  });
  stage(
    'bank',
    'Choose your bank',
    'service-aspsp-list shows the banks of the chosen country for this PSU type and service. Choosing one fires selected.',
    list,
  );
}

async function startAuthorization(config: DemoConfig, bank: SelectedDetail): Promise<void> {
  if (starting) return;
  starting = true;
  const { application, psuType } = settings.value;
  heading.textContent = `Starting the authorisation at ${bank.name}…`;
  let journey: StartAuthorizationResult;
  try {
    journey = await demoApi<StartAuthorizationResult>('/auth', {
      application,
      aspsp: { name: bank.name, country: bank.country },
      psuType,
      ...(locale.value ? { language: locale.value } : {}),
    });
  } catch (error) {
    if (error instanceof DemoApiError) showApiCalls(calls, error.calls);
    heading.textContent = 'Choose your bank';
    showNotice(notice, 'error', `The authorisation could not be started: ${failureText(error)}`);
    return;
  } finally {
    starting = false;
  }
  showApiCalls(calls, journey.calls);
  list = undefined;
  const licensedTpp = config.applications.find((candidate) => candidate.key === application)?.licensedTpp;
  if (licensedTpp) showAuthFlow(config, journey, bank.name);
  else showConsent(config, journey, bank.name);
  focusHeading(heading);
}

function showConsent(config: DemoConfig, journey: StartAuthorizationResult, bankName: string): void {
  const consent = createWidget('service-consent', {
    authorization: journey.authorizationId,
    origin: config.backendOrigin,
    sandbox: true,
    'can-cancel': true,
  });
  consent.addEventListener('confirmed', (event) => {
    // Continue on this page; without preventDefault the widget would open the service's page.
    if (radioValue(byId('settings', HTMLFormElement), 'continue') === 'hosted') return;
    event.preventDefault();
    showAuthFlow(config, journey, bankName);
    focusHeading(heading);
  });
  stage(
    'consent',
    'Consent',
    'service-consent shows what the application asks for, on behalf of the regulated provider. Cancel sends the PSU to the callback page with error=access_denied.',
    consent,
  );
}

function showAuthFlow(config: DemoConfig, journey: StartAuthorizationResult, bankName: string): void {
  const flow = createWidget('service-auth-flow', {
    authorization: journey.authorizationId,
    origin: config.backendOrigin,
    sandbox: true,
  });
  stage(
    'authorise',
    `Authorise at ${bankName}`,
    'service-auth-flow runs the authorisation on this page: a choice of method, credentials (embedded), approval in an app (decoupled) or the bank’s own page (redirect). It ends at the callback page.',
    flow,
  );
}

settings.onChange(({ country, psuType }) => {
  // While the PSU is still choosing, the list follows the settings; later ones apply on Start over.
  if (list) setAttributes(list, { country, 'psu-type': psuType });
});
byId('clear-log', HTMLButtonElement).addEventListener('click', () => log.clear());

demoConfig().then(
  (config) => {
    restart.addEventListener('click', () => {
      showBankList(config);
      focusHeading(heading);
    });
    showBankList(config);
  },
  (error: unknown) => showNotice(notice, 'error', `The demo could not start: ${failureText(error)}`),
);
