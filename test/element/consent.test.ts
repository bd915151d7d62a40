import { expect, waitUntil } from '@open-wc/testing';
import { catalogs } from '../../src/i18n/locales/all.js';
import { intlTag } from '../../src/i18n/intl-tag.js';
import { locales } from '../../src/i18n/locale.js';
import { backend, backendWait, heldAnswerMs } from '../support/backend.js';
import {
  apiRequests,
  callWidgetApi,
  decideElsewhere,
  inThirtyDays,
  mountConsent,
  nordea,
  serveChangedAuthorization,
} from '../support/consent-helpers.js';
import { sleep, textOf, countOf } from '../support/dom.js';
import { watchFetch } from '../support/fetch-spy.js';
import { mount } from '../support/mount-with-cleanup.js';
import '../support/navigation-hooks.js';

function longDate(date: Date, locale: (typeof locales)[number]): string {
  return new Intl.DateTimeFormat(intlTag(locale), { dateStyle: 'long', timeStyle: 'short' }).format(date);
}

const listItems = (element: Element, selector: string) =>
  [...element.querySelectorAll(`${selector} > li`)].map(textOf);

describe('service-consent: what it shows', () => {
  let origin: string;

  beforeEach(async () => {
    await backend.reset();
    origin = await backend.origin();
  });

  it('shows who asks for which data at which bank, until when, under whose terms, then fires ready', async () => {
    const validUntil = inThirtyDays();
    const { authorization_id } = await backend.createAuthorization({
      aspsp: nordea,
      access: { valid_until: validUntil.toISOString(), balances: true, transactions: true },
    });
    const consent = await mountConsent(origin, { authorization: authorization_id });
    await consent.until('ready');
    const element = consent.element;

    expect(textOf(element.querySelector('h2'))).to.equal(
      'Sandbox Shop asks for access to your data at Nordea',
    );
    expect(textOf(element.querySelector('.service-consent-sandbox'))).to.equal(
      'Sandbox: this is a test application, and no real bank data is shared.',
    );
    const logo = element.querySelector('img');
    expect(logo?.getAttribute('src')).to.equal(`${origin}/logos/nordea.svg`);
    expect(logo?.getAttribute('alt')).to.equal('Nordea');
    expect(logo?.getAttribute('width')).to.equal('64');
    expect(logo?.getAttribute('height')).to.equal('64');
    expect(textOf(element)).to.contain('Sandbox Shop will receive:');
    expect(listItems(element, 'ul.service-consent-access')).to.deep.equal([
      'The details of your accounts, such as account numbers and holders’ names',
      'The balances of your accounts',
      'The transactions of your accounts',
    ]);
    expect(countOf(element, '.service-consent-accounts')).to.equal(0);
    expect(textOf(element)).to.contain(`Access lasts until ${longDate(validUntil, 'en')}.`);
    expect(textOf(element)).to.contain(
      'Open Banking Service Ltd, a regulated provider, retrieves this data from Nordea for Sandbox Shop. ' +
        'By confirming, you accept the terms of service and the privacy policy of Open Banking Service Ltd.',
    );
    const links = [...element.querySelectorAll('a')].map((link) => ({
      text: textOf(link),
      href: link.getAttribute('href'),
      target: link.getAttribute('target'),
      rel: link.getAttribute('rel'),
    }));
    expect(links).to.deep.equal([
      {
        text: 'Terms of service (opens in a new tab)',
        href: 'https://service.example/terms',
        target: '_blank',
        rel: 'noopener noreferrer',
      },
      {
        text: 'Privacy policy (opens in a new tab)',
        href: 'https://service.example/privacy',
        target: '_blank',
        rel: 'noopener noreferrer',
      },
    ]);
    expect([...element.querySelectorAll('button')].map(textOf)).to.deep.equal(['Confirm']);
    expect(consent.events.map((event) => event.type)).to.deep.equal(['ready']);

    const requests = await apiRequests();
    expect(requests.map(({ method, path, query }) => ({ method, path, query }))).to.deep.equal([
      {
        method: 'GET',
        path: `/widget-api/v1/authorizations/${authorization_id}`,
        query: { sandbox: 'true' },
      },
    ]);
    expect(requests[0]?.headers['accept-language']).to.equal('en');
    expect(requests[0]?.headers.cookie).to.equal(undefined);
    await expect(element).to.be.accessible();
  });

  it('lists only the account details, and names the accounts, when access.accounts lists them', async () => {
    const { authorization_id } = await backend.createAuthorization({
      aspsp: nordea,
      access: {
        valid_until: inThirtyDays().toISOString(),
        balances: false,
        transactions: false,
        accounts: [
          { iban: 'FI2112345600000785' },
          { other: { identification: '5678-1234', scheme_name: 'BBAN' } },
        ],
      },
    });
    const consent = await mountConsent(origin, { authorization: authorization_id, 'can-cancel': true });
    await consent.until('ready');
    const element = consent.element;
    expect(listItems(element, 'ul.service-consent-access')).to.deep.equal([
      'The details of your accounts, such as account numbers and holders’ names',
    ]);
    expect(textOf(element)).to.contain('Only these 2 accounts are included:');
    expect(listItems(element, 'ul.service-consent-accounts')).to.deep.equal([
      'FI21 1234 5600 0007 85',
      '5678-1234',
    ]);
    expect([...element.querySelectorAll('button')].map(textOf)).to.deep.equal(['Confirm', 'Cancel']);
    await expect(element).to.be.accessible();
  });

  it('lists transactions without balances, and a single named account in the singular', async () => {
    const { authorization_id } = await backend.createAuthorization({
      aspsp: nordea,
      access: {
        valid_until: inThirtyDays().toISOString(),
        transactions: true,
        accounts: [{ iban: 'FI2112345600000785' }],
      },
    });
    const consent = await mountConsent(origin, { authorization: authorization_id });
    await consent.until('ready');
    expect(listItems(consent.element, 'ul.service-consent-access')).to.deep.equal([
      'The details of your accounts, such as account numbers and holders’ names',
      'The transactions of your accounts',
    ]);
    expect(textOf(consent.element)).to.contain('Only 1 account is included:');
    expect(listItems(consent.element, 'ul.service-consent-accounts')).to.deep.equal([
      'FI21 1234 5600 0007 85',
    ]);
  });

  it('shows no sandbox marker for a production application', async () => {
    const { authorization_id } = await backend.createAuthorization({
      application: 'production-shop',
      aspsp: nordea,
    });
    const consent = await mountConsent(origin, { authorization: authorization_id, sandbox: undefined });
    await consent.until('ready');
    expect(textOf(consent.element.querySelector('h2'))).to.equal(
      'Production Shop asks for access to your data at Nordea',
    );
    expect(countOf(consent.element, '.service-consent-sandbox')).to.equal(0);
    expect(textOf(consent.element)).not.to.contain('Sandbox');
    const [request] = await apiRequests();
    expect(request?.query).to.deep.equal({});
  });

  it('renders server text as text, and leaves out links and a logo whose URLs are not safe', async () => {
    const { authorization_id } = await backend.createAuthorization({ aspsp: nordea });
    const hostile = '<img src="x" onerror="window.consentXss = 1">Shop';
    await serveChangedAuthorization(origin, authorization_id, (authorization) => ({
      ...authorization,
      application: { name: hostile, environment: 'SANDBOX' },
      aspsp: { ...(authorization.aspsp as object), logo: 'javascript:alert(1)' },
      provider: {
        name: '<b>Provider</b>',
        terms_url: 'javascript:alert(1)',
        privacy_url: 'http://provider.example/privacy',
      },
    }));
    const consent = await mountConsent(origin, { authorization: authorization_id });
    await consent.until('ready');
    const element = consent.element;
    expect(textOf(element.querySelector('h2'))).to.equal(`${hostile} asks for access to your data at Nordea`);
    expect(textOf(element)).to.contain('<b>Provider</b>, a regulated provider');
    expect(countOf(element, 'img, b, a')).to.equal(0);
    expect(countOf(element, '.service-consent-documents')).to.equal(0);
    expect((window as { consentXss?: number }).consentXss).to.equal(undefined);
    await expect(element).to.be.accessible();
  });

  it('links only the document whose URL is safe when the other is not', async () => {
    const { authorization_id } = await backend.createAuthorization({ aspsp: nordea });
    await serveChangedAuthorization(origin, authorization_id, (authorization) => ({
      ...authorization,
      provider: {
        name: 'Provider',
        terms_url: 'data:text/html,x',
        privacy_url: 'https://provider.example/p',
      },
    }));
    const consent = await mountConsent(origin, { authorization: authorization_id });
    await consent.until('ready');
    const links = [...consent.element.querySelectorAll('a')];
    expect(links.map((link) => [textOf(link), link.getAttribute('href')])).to.deep.equal([
      ['Privacy policy (opens in a new tab)', 'https://provider.example/p'],
    ]);
  });
});

describe('service-consent: languages', () => {
  let origin: string;

  beforeEach(async () => {
    await backend.reset();
    origin = await backend.origin();
  });

  it('renders every locale in its own words and its own date format', async () => {
    const validUntil = inThirtyDays();
    const { authorization_id } = await backend.createAuthorization({
      aspsp: nordea,
      access: { valid_until: validUntil.toISOString(), balances: true, transactions: true },
    });
    for (const locale of locales) {
      const consent = await mountConsent(origin, {
        authorization: authorization_id,
        locale: locale.toUpperCase(),
        'can-cancel': true,
      });
      await consent.until('ready');
      const messages = catalogs[locale];
      const element = consent.element;
      expect(element.querySelector('[lang]')?.getAttribute('lang'), locale).to.equal(locale);
      expect(textOf(element.querySelector('h2')), locale).to.equal(
        String(messages.consentHeading).replace('{application}', 'Sandbox Shop').replace('{aspsp}', 'Nordea'),
      );
      expect(listItems(element, 'ul.service-consent-access'), locale).to.deep.equal([
        messages.consentAccessAccounts,
        messages.consentAccessBalances,
        messages.consentAccessTransactions,
      ]);
      expect(textOf(element), locale).to.contain(
        String(messages.consentValidUntil).replace('{date}', longDate(validUntil, locale)),
      );
      expect([...element.querySelectorAll('button')].map(textOf), locale).to.deep.equal([
        messages.consentConfirm,
        messages.consentCancel,
      ]);
      expect((await apiRequests()).at(-1)?.headers['accept-language'], locale).to.equal(locale);
    }
  });

  it('lets two widgets on one page speak their own languages', async () => {
    const { authorization_id } = await backend.createAuthorization({ aspsp: nordea });
    const finnish = await mountConsent(origin, { authorization: authorization_id, locale: 'fi' });
    const swedish = await mountConsent(origin, { authorization: authorization_id, locale: 'sv' });
    await Promise.all([finnish.until('ready'), swedish.until('ready')]);
    expect(textOf(finnish.element.querySelector('h2'))).to.equal(
      'Sandbox Shop pyytää pääsyä tietoihisi pankissa Nordea',
    );
    expect(textOf(finnish.element.querySelector('button'))).to.equal('Vahvista');
    expect(textOf(swedish.element.querySelector('h2'))).to.equal(
      'Sandbox Shop begär åtkomst till dina uppgifter hos Nordea',
    );
    expect(textOf(swedish.element.querySelector('button'))).to.equal('Bekräfta');
  });

  it('re-renders in the new language when locale changes, without fetching again', async () => {
    const { authorization_id } = await backend.createAuthorization({ aspsp: nordea });
    const consent = await mountConsent(origin, { authorization: authorization_id });
    await consent.until('ready');
    const sent = watchFetch();
    try {
      consent.element.setAttribute('locale', 'pl');
      await consent.element.updateComplete;
      expect(textOf(consent.element.querySelector('h2'))).to.equal(
        'Sandbox Shop prosi o dostęp do Twoich danych w banku Nordea',
      );
      expect(textOf(consent.element.querySelector('button'))).to.equal('Potwierdź');
      // Longer than a read takes: one started would have reached the backend by now.
      await sleep(300);
    } finally {
      sent.restore();
    }
    expect(sent.calls.filter((call) => call.url.includes('/widget-api/'))).to.deep.equal([]);
    expect(await apiRequests()).to.have.length(1);
    expect(consent.of('ready')).to.have.length(1);
  });
});

describe('service-consent: attribute changes', () => {
  let origin: string;

  beforeEach(async () => {
    await backend.reset();
    origin = await backend.origin();
  });

  it('fetches the new authorisation when authorization changes, and drops the old answer', async () => {
    const first = await backend.createAuthorization({ aspsp: nordea });
    const second = await backend.createAuthorization({ aspsp: { name: 'OP', country: 'FI' } });
    await backend.setFault({
      path: `/authorizations/${first.authorization_id}`,
      delayMs: heldAnswerMs,
      times: 1,
    });
    const consent = await mountConsent(origin, { authorization: first.authorization_id });
    await waitUntil(
      async () => (await apiRequests()).length === 1,
      'the first GET was not sent',
      backendWait,
    );
    consent.element.setAttribute('authorization', second.authorization_id);
    await consent.until('ready');
    expect(textOf(consent.element.querySelector('h2'))).to.equal(
      'Sandbox Shop asks for access to your data at OP',
    );
    // Let the slow first answer arrive: it must not replace the second.
    await sleep(heldAnswerMs);
    expect(textOf(consent.element.querySelector('h2'))).to.equal(
      'Sandbox Shop asks for access to your data at OP',
    );
    expect(consent.events.map((event) => event.type)).to.deep.equal(['ready']);
    expect((await apiRequests()).map((request) => request.path)).to.have.members([
      `/widget-api/v1/authorizations/${first.authorization_id}`,
      `/widget-api/v1/authorizations/${second.authorization_id}`,
    ]);
  });

  it('fetches again from the new origin when origin changes, and drops the old consent', async () => {
    const { authorization_id } = await backend.createAuthorization({ aspsp: nordea });
    const consent = await mountConsent(origin, { authorization: authorization_id });
    await consent.until('ready');
    // The other backend has not whitelisted this page: it refuses before it looks at the id.
    consent.element.setAttribute('origin', await backend.refusingOrigin());
    const error = await consent.until('error');
    expect(error.detail.error).to.equal('UNAUTHORIZED_ACCESS');
    expect(error.detail.code).to.equal(403);
    expect(await apiRequests()).to.have.length(1);
    expect(countOf(consent.element, '.service-consent')).to.equal(0);
    expect(countOf(consent.element, 'button')).to.equal(0);
  });
});

describe('service-consent: an authorisation that is no longer CREATED', () => {
  let origin: string;

  beforeEach(async () => {
    await backend.reset();
    origin = await backend.origin();
  });

  async function expectStatusMessage(id: string, message: string) {
    const consent = await mountConsent(origin, { authorization: id, 'can-cancel': true });
    await consent.until('ready');
    const status = consent.element.querySelector('[role=status]');
    expect(textOf(status)).to.equal(message);
    expect(countOf(consent.element, 'button')).to.equal(0);
    expect(countOf(consent.element, '.service-consent-access')).to.equal(0);
    expect(consent.of('error')).to.have.length(0);
    await expect(consent.element).to.be.accessible();
  }

  it('says that consent was already given', async () => {
    const { authorization_id } = await backend.createAuthorization({ aspsp: nordea });
    await decideElsewhere(origin, authorization_id, 'confirm');
    await expectStatusMessage(
      authorization_id,
      'Your consent has been given. The authorisation continues at Nordea.',
    );
  });

  it('says that the request was cancelled', async () => {
    const { authorization_id } = await backend.createAuthorization({ aspsp: nordea });
    await decideElsewhere(origin, authorization_id, 'cancel');
    await expectStatusMessage(
      authorization_id,
      'This request was cancelled. No data is shared with Sandbox Shop.',
    );
  });

  it('says that access is already authorised', async () => {
    const danske = { name: 'Danske Bank', country: 'FI' };
    const { authorization_id } = await backend.createAuthorization({ aspsp: danske });
    await decideElsewhere(origin, authorization_id, 'confirm');
    // The decoupled approval completes on the third poll of the flow.
    for (let poll = 0; poll < 3; poll++)
      await callWidgetApi(origin, `/authorizations/${authorization_id}/flow`);
    expect((await callWidgetApi(origin, `/authorizations/${authorization_id}`)).status).to.equal(
      'AUTHORIZED',
    );
    await expectStatusMessage(
      authorization_id,
      'Access to your data at Danske Bank has already been authorised. There is nothing more to do here.',
    );
  });

  it('says that the request failed', async () => {
    const { authorization_id } = await backend.createAuthorization({ aspsp: nordea });
    await serveChangedAuthorization(origin, authorization_id, (authorization) => ({
      ...authorization,
      status: 'FAILED',
    }));
    await expectStatusMessage(
      authorization_id,
      'This request could not be completed, so no data is shared. Please start again at Sandbox Shop.',
    );
  });

  it('does not offer a consent for a status it does not know', async () => {
    const { authorization_id } = await backend.createAuthorization({ aspsp: nordea });
    await serveChangedAuthorization(origin, authorization_id, (authorization) => ({
      ...authorization,
      status: 'REVOKED',
    }));
    await expectStatusMessage(authorization_id, 'This request can no longer be confirmed here.');
  });

  it('reports an expired authorisation as an error, with no consent to give', async () => {
    const { authorization_id } = await backend.createAuthorization({ aspsp: nordea, expiresInMs: -1 });
    const consent = await mountConsent(origin, { authorization: authorization_id, 'can-cancel': true });
    const error = await consent.until('error');
    expect(error.detail).to.deep.equal({
      error: 'EXPIRED_SESSION',
      message: 'The authorisation has expired.',
    });
    expect(error.bubbles).to.equal(false);
    expect(textOf(consent.element.querySelector('[role=alert]'))).to.equal(
      'Something went wrong This request has expired. Please start again.',
    );
    // In place of the consent, its heading is at the consent's own level.
    expect(textOf(consent.element.querySelector('[role=alert] h2'))).to.equal('Something went wrong');
    expect(countOf(consent.element, 'button')).to.equal(0);
    expect(consent.of('ready')).to.have.length(0);
    await expect(consent.element).to.be.accessible();
  });
});

describe('service-consent: errors while loading', () => {
  let origin: string;

  beforeEach(async () => {
    await backend.reset();
    origin = await backend.origin();
  });

  it('reports a missing authorization attribute without sending a request', async () => {
    const consent = await mountConsent(origin, {});
    const error = await consent.until('error');
    expect(error.detail).to.deep.equal({
      error: 'MISSING_ATTRIBUTE',
      message: 'The authorization attribute is required.',
    });
    expect(error.bubbles).to.equal(false);
    expect(textOf(consent.element.querySelector('[role=alert]'))).to.contain(
      'the “authorization” attribute is missing',
    );
    expect(await apiRequests()).to.have.length(0);
    await expect(consent.element).to.be.accessible();
  });

  it('reports a missing origin attribute', async () => {
    const consent = await mount('service-consent', { authorization: '00000000-0000-4000-8000-000000000000' });
    const error = await consent.until('error');
    expect(error.detail.error).to.equal('MISSING_ATTRIBUTE');
    expect(error.detail.message).to.equal('The origin attribute is required.');
  });

  it('reports an origin that is not https', async () => {
    const consent = await mountConsent('ftp://bank.example', {
      authorization: '00000000-0000-4000-8000-000000000000',
    });
    const error = await consent.until('error');
    expect(error.detail.error).to.equal('INVALID_ATTRIBUTE');
    expect(textOf(consent.element.querySelector('[role=alert]'))).to.contain(
      '“origin” attribute is not valid',
    );
  });

  it('reports an unknown authorisation with the backend code and a readable message', async () => {
    const consent = await mountConsent(origin, { authorization: '00000000-0000-4000-8000-000000000000' });
    const error = await consent.until('error');
    expect(error.detail.error).to.equal('SESSION_DOES_NOT_EXIST');
    expect(error.detail.code).to.equal(404);
    expect(textOf(consent.element.querySelector('[role=alert]'))).to.contain('This request was not found.');
    expect(countOf(consent.element, 'button')).to.equal(0);
    await expect(consent.element).to.be.accessible();
  });

  it('reports a page origin the application has not whitelisted', async () => {
    // The mock whitelists the test page for every application, so the refusal is played as the
    // contract describes it: 403 UNAUTHORIZED_ACCESS, readable through CORS.
    const { authorization_id } = await backend.createAuthorization({ aspsp: nordea });
    const message = `The origin ${window.location.origin} is not whitelisted for the application.`;
    await backend.setFault({ path: '/authorizations/', status: 403, error: 'UNAUTHORIZED_ACCESS', message });
    const consent = await mountConsent(origin, { authorization: authorization_id });
    const error = await consent.until('error');
    expect(error.detail).to.deep.equal({ error: 'UNAUTHORIZED_ACCESS', message, code: 403 });
    expect(await apiRequests()).to.have.length(1);
    expect(textOf(consent.element.querySelector('[role=alert]'))).to.contain(
      'This website is not allowed to use the service.',
    );
  });

  it('reports a network failure after the retries', async () => {
    const { authorization_id } = await backend.createAuthorization({ aspsp: nordea });
    await backend.setFault({ path: '/authorizations/', method: 'GET', drop: true });
    const consent = await mountConsent(origin, { authorization: authorization_id });
    const error = await consent.until('error');
    expect(error.detail.error).to.equal('NETWORK_ERROR');
    expect(error.detail).not.to.have.property('code');
    // Three attempts at least: the browser itself may resend a request on a reused connection.
    expect((await apiRequests('GET')).length).to.be.at.least(3);
    expect(textOf(consent.element.querySelector('[role=alert]'))).to.contain(
      'The service could not be reached.',
    );
    expect(textOf(consent.element.querySelector('[role=alert] button'))).to.equal('Try again');
    await expect(consent.element).to.be.accessible();
  });

  it('reports a service that stays unavailable, and loads on "Try again"', async () => {
    const { authorization_id } = await backend.createAuthorization({ aspsp: nordea });
    await backend.setFault({
      path: '/authorizations/',
      method: 'GET',
      status: 503,
      error: 'ASPSP_ERROR',
      times: 3,
    });
    const consent = await mountConsent(origin, { authorization: authorization_id });
    const error = await consent.until('error');
    expect(error.detail.code).to.equal(503);
    expect(await apiRequests('GET')).to.have.length(3);
    const retry = consent.element.querySelector<HTMLButtonElement>('[role=alert] button');
    retry?.focus();
    retry?.click();
    await consent.until('ready');
    expect(textOf(consent.element.querySelector('h2'))).to.contain('asks for access to your data at Nordea');
    // The button is gone: focus goes to the heading of what loaded, not to the page's body.
    await waitUntil(
      () => document.activeElement?.tagName === 'H2',
      `focus on ${document.activeElement?.tagName}`,
    );
    expect(await apiRequests('GET')).to.have.length(4);
  });

  it('reports an ErrorResponse with its code and status', async () => {
    const { authorization_id } = await backend.createAuthorization({ aspsp: nordea });
    await backend.setFault({
      path: '/authorizations/',
      method: 'GET',
      status: 500,
      error: 'ASPSP_ERROR',
      message: 'The bank is down.',
    });
    const consent = await mountConsent(origin, { authorization: authorization_id });
    const error = await consent.until('error');
    expect(error.detail).to.deep.equal({ error: 'ASPSP_ERROR', message: 'The bank is down.', code: 500 });
    expect(textOf(consent.element.querySelector('[role=alert]'))).to.contain(
      'The service could not complete the request.',
    );
  });

  it('reports an answer that is not JSON as an invalid response', async () => {
    const { authorization_id } = await backend.createAuthorization({ aspsp: nordea });
    await backend.setFault({ path: '/authorizations/', method: 'GET', body: 'not json' });
    const consent = await mountConsent(origin, { authorization: authorization_id });
    const error = await consent.until('error');
    expect(error.detail.error).to.equal('INVALID_RESPONSE');
    expect(textOf(consent.element.querySelector('[role=alert]'))).to.contain('could not be read');
  });

  it('reports an authorisation without a usable valid_until as an invalid response', async () => {
    const { authorization_id } = await backend.createAuthorization({ aspsp: nordea });
    await serveChangedAuthorization(origin, authorization_id, (authorization) => ({
      ...authorization,
      access: { balances: true, valid_until: 'soon' },
    }));
    const consent = await mountConsent(origin, { authorization: authorization_id });
    const error = await consent.until('error');
    expect(error.detail.error).to.equal('INVALID_RESPONSE');
    expect(countOf(consent.element, '.service-consent')).to.equal(0);
  });
});
