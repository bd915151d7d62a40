/**
 * The AIS journey (ais.html): the bank list, POST /auth by the demo's server side, the
 * consent (for an application relying on the service's licence), then the auth flow on this
 * page. The flow ends at the bank or straight at the callback page.
 */
import '../../src/define.js';
import type { DemoConfig, StartAuthorizationResult } from '../common/demo-api-contract.js';
import type { SelectedDetail } from '../../src/events.js';
import { demoApi, demoConfig, failureText } from '../browser/demo-api.js';
import { byId, focusHeading, radioValue } from '../browser/dom.js';
import { JourneyPage } from '../browser/journey-page.js';
import { showNotice } from '../browser/notice.js';
import { createWidget } from '../browser/widgets.js';

const page = new JourneyPage('AIS', 'bank');

function showBankList(config: DemoConfig): void {
  page.stage(
    'bank',
    'Choose your bank',
    'service-aspsp-list shows the banks of the chosen country for this PSU type and service. Choosing one fires selected.',
    page.bankList(config.backendOrigin, (bank) => void startAuthorization(config, bank)),
  );
}

async function startAuthorization(config: DemoConfig, bank: SelectedDetail): Promise<void> {
  const request = page.journeyRequest(bank);
  const journey = await page.start(
    {
      pending: `Starting the authorisation at ${bank.name}…`,
      failure: 'The authorisation could not be started',
    },
    () => demoApi<StartAuthorizationResult>('/auth', request),
  );
  if (!journey) return;
  const licensedTpp = config.applications.find(
    (candidate) => candidate.key === request.application,
  )?.licensedTpp;
  if (licensedTpp) showAuthFlow(config, journey, bank.name);
  else showConsent(config, journey, bank.name);
  focusHeading(page.heading);
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
    focusHeading(page.heading);
  });
  page.stage(
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
  page.stage(
    'authorise',
    `Authorise at ${bankName}`,
    'service-auth-flow runs the authorisation on this page: a choice of method, credentials (embedded), approval in an app (decoupled) or the bank’s own page (redirect). It ends at the callback page.',
    flow,
  );
}

demoConfig().then(
  (config) => {
    page.restart.addEventListener('click', () => {
      showBankList(config);
      focusHeading(page.heading);
    });
    showBankList(config);
  },
  (error: unknown) => showNotice(page.notice, 'error', `The demo could not start: ${failureText(error)}`),
);
