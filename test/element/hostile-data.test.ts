/**
 * Every string the backend sends, made hostile: markup meant to run script, script and
 * data URLs, a right-to-left override and a very long string. Nothing may run, nothing
 * may be navigated to, and the widgets stay usable, showing the text as text.
 */
import { expect, waitUntil } from '@open-wc/testing';
import { mountAuthFlow } from '../support/auth-flow-helpers.js';
import { backend } from '../support/backend.js';
import { mount } from '../support/mount.js';
import { navigations } from '../support/navigation.js';

declare global {
  interface Window {
    __pwned?: boolean;
  }
}

const markup = '<img src=x onerror="window.__pwned=true">';
const breakout = '"><svg onload="window.__pwned=true">';
const scriptUrl = 'javascript:window.__pwned=true';
const dataUrl = 'data:text/html,<script>parent.__pwned=true</script>';
const rtl = 'Bank\u202Eknab';
const huge = 'A'.repeat(100_000);

function expectNothingRan(element: Element) {
  expect(window.__pwned, 'a payload ran').to.equal(undefined);
  expect(element.querySelector('img[onerror], svg, script, iframe'), 'markup was rendered').to.equal(null);
  expect(
    element.querySelector('a[href^="javascript"], a[href^="data"], img[src^="javascript"], img[src^="data"]'),
  ).to.equal(null);
  expect(navigations).to.deep.equal([]);
}

describe('hostile data from the backend', () => {
  let origin: string;

  beforeEach(async () => {
    await backend.reset();
    origin = await backend.origin();
    delete window.__pwned;
  });

  it('service-aspsp-list shows hostile names as text and refuses script logos', async () => {
    const aspsp = (name: string, logo: string) => ({
      name,
      country: 'FI',
      logo,
      psu_types: ['personal'],
      auth_methods: [],
      maximum_consent_validity: 7776000,
      beta: false,
      bic: breakout,
      group: { name: markup, logo: scriptUrl },
    });
    const aspsps = [
      aspsp(markup, scriptUrl),
      aspsp(breakout, dataUrl),
      aspsp(rtl, scriptUrl),
      aspsp(huge, scriptUrl),
    ];
    await backend.setFault({ path: '/aspsps', status: 200, body: JSON.stringify({ aspsps }) });
    const list = await mount('service-aspsp-list', {
      country: 'FI',
      'psu-type': 'personal',
      service: 'AIS',
      origin,
      sandbox: true,
    });
    await list.until('ready');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expectNothingRan(list.element);
    expect(list.element.textContent).to.contain('<img src=x');
    const search = list.element.querySelector('input');
    expect(search, 'the list stays usable').not.to.equal(null);
  });

  it('service-consent shows a hostile authorisation as text and refuses a script redirect', async () => {
    const { authorization_id } = await backend.createAuthorization({
      aspsp: { name: 'Nordea', country: 'FI' },
    });
    const real = await fetch(`${origin}/widget-api/v1/authorizations/${authorization_id}?sandbox=true`);
    const authorization = (await real.json()) as Record<string, unknown>;
    const hostile = {
      ...authorization,
      application: { name: markup, description: breakout, environment: 'SANDBOX' },
      aspsp: { name: rtl, country: 'FI', logo: scriptUrl, beta: false },
      provider: { name: huge, terms_url: scriptUrl, privacy_url: dataUrl },
      access: {
        valid_until: '2099-01-01T00:00:00Z',
        accounts: [{ iban: markup }, { other: { identification: breakout, scheme_name: 'BBAN' } }],
      },
    };
    await backend.setFault({
      path: '/authorizations/',
      method: 'GET',
      status: 200,
      body: JSON.stringify(hostile),
    });
    await backend.setFault({
      path: '/authorizations/',
      method: 'POST',
      status: 200,
      body: JSON.stringify({ status: 'CONSENT_GIVEN', url: scriptUrl }),
    });
    const consent = await mount('service-consent', {
      authorization: authorization_id,
      origin,
      sandbox: true,
      locale: 'en',
    });
    await consent.until('ready');
    expectNothingRan(consent.element);
    expect(consent.element.textContent).to.contain(markup);
    consent.element.querySelector('button')?.click();
    const error = await consent.until('error');
    expect(error.detail.error).to.equal('UNSAFE_URL');
    expect(consent.of('confirmed')).to.have.length(0);
    expectNothingRan(consent.element);
  });

  it('service-auth-flow shows hostile steps as text and navigates to none of their URLs', async () => {
    const { authorization_id } = await backend.createAuthorization({ aspsp: { name: 'OP', country: 'FI' } });
    const real = await fetch(`${origin}/widget-api/v1/authorizations/${authorization_id}/flow?sandbox=true`);
    const state = (await real.json()) as Record<string, unknown>;
    const steps = [
      {
        type: 'method',
        methods: [{ name: breakout, title: markup, approach: 'REDIRECT', psu_type: 'personal' }],
      },
      {
        type: 'credentials',
        method: markup,
        fields: [
          {
            name: breakout,
            title: markup,
            required: true,
            description: huge,
            template: '^(a+)+$',
            secret: false,
          },
          { name: 'pin', title: rtl, required: false, secret: true, template: '(' },
        ],
        error: { message: markup, error: 'WRONG_CREDENTIALS_PROVIDED' },
      },
      { type: 'decoupled', message: markup, verification_code: breakout, poll_interval_ms: 60_000 },
      { type: 'failed', error: 'ASPSP_ERROR', error_description: markup, redirect_url: scriptUrl },
      { type: 'redirect', url: scriptUrl },
      { type: 'done', redirect_url: dataUrl },
    ];
    for (const step of steps) {
      await backend.reset();
      const hostile = {
        ...state,
        application: { name: markup, environment: 'SANDBOX' },
        aspsp: { name: breakout, country: 'FI', logo: scriptUrl, beta: false },
        step,
      };
      await backend.setFault({ path: '/authorizations/', status: 200, body: JSON.stringify(hostile) });
      const flow = await mountAuthFlow(origin, { authorization: authorization_id });
      await waitUntil(
        () => flow.of('ready').length > 0 || flow.of('error').length > 0,
        `no answer to a hostile ${step.type} step`,
      );
      expectNothingRan(flow.element);
      if (step.type === 'credentials') {
        const input = flow.element.querySelector('input');
        if (input) {
          input.value = 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa!';
          input.dispatchEvent(new InputEvent('input'));
        }
        expect(flow.element.textContent, 'the page is still responsive').to.contain('<img src=x');
      }
      if (step.type === 'redirect' || step.type === 'done') {
        expect(flow.of('error')[0]?.detail.error).to.equal('UNSAFE_URL');
      }
      flow.element.remove();
    }
  });
});
