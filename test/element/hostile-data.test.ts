/**
 * Every string the backend sends, made hostile: markup meant to run script, script and
 * data URLs, a right-to-left override and a very long string. Nothing may run, nothing
 * may be navigated to, links lead only to http(s), and the widgets stay usable, showing
 * the text as text.
 */
import { expect, waitUntil } from '@open-wc/testing';
import { en } from '../../src/i18n/locales/en.js';
import { mountAuthFlow } from '../support/auth-flow-helpers.js';
import { backend, backendWait } from '../support/backend.js';
import { mount } from '../support/mount-with-cleanup.js';
import { navigations } from '../support/navigation-hooks.js';

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

/** The same payloads, as the FlowState's test users (shown on every step but the last). */
const hostileUsers = [
  { username: markup, password: breakout, otp: rtl },
  { username: huge, password: scriptUrl },
];

/**
 * The start of the first element the selector finds. Asserting on an element itself would
 * make the runner serialise it with the whole page when the assertion fails, and time out.
 */
function found(element: Element, selector: string) {
  return element.querySelector(selector)?.outerHTML.slice(0, 120);
}

function expectNothingRan(element: Element) {
  expect(window.__pwned, 'a payload ran').to.equal(undefined);
  expect(found(element, 'img[onerror], svg, script, iframe'), 'markup was rendered').to.equal(undefined);
  expect(
    found(element, 'a[href^="javascript"], a[href^="data"], img[src^="javascript"], img[src^="data"]'),
  ).to.equal(undefined);
  expect(navigations).to.deep.equal([]);
}

/** No event handler attribute anywhere, and every URL the PSU can follow or load is http(s). */
function expectNoInjectedAttributes(element: Element) {
  for (const node of [element, ...element.querySelectorAll('*')]) {
    for (const { name, value } of node.attributes) {
      expect(name.startsWith('on'), `an injected ${name} on <${node.localName}>`).to.equal(false);
      if (['href', 'src', 'action', 'formaction', 'xlink:href'].includes(name)) {
        expect(
          new URL(value, document.baseURI).protocol,
          `<${node.localName} ${name}="${value}">`,
        ).to.be.oneOf(['https:', 'http:']);
      }
    }
  }
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

  it('reads a code, a status or a step type named as an object member ("constructor") as an unknown one', async () => {
    const list = { country: 'FI', 'psu-type': 'personal', service: 'AIS', origin, sandbox: true };
    for (const code of ['constructor', 'toString', '__proto__']) {
      await backend.setFault({ path: '/aspsps', status: 400, error: code, message: 'Refused.' });
      const widget = await mount('service-aspsp-list', list);
      const error = await widget.until('error');
      expect(error.detail.error, code).to.equal(code);
      await waitUntil(() => widget.element.querySelector('[role=alert]') !== null, `${code}: no error shown`);
      // An unknown code reads as the service's refusal, in the widget's words (never the server's).
      expect(widget.element.querySelector('[role=alert]')?.textContent, code).to.contain(en.errorService);
      widget.element.remove();
      await backend.reset();
    }

    const { authorization_id: id } = await backend.createAuthorization({
      aspsp: { name: 'OP', country: 'FI' },
    });
    const flowUrl = `${origin}/widget-api/v1/authorizations/${id}/flow?sandbox=true`;
    const state = (await (await fetch(flowUrl)).json()) as { step: { type: string } };
    state.step.type = 'constructor';
    await backend.setFault({
      path: `/authorizations/${id}/flow`,
      method: 'GET',
      status: 200,
      body: JSON.stringify(state),
    });
    const flow = await mountAuthFlow(origin, { authorization: id });
    const flowError = (await flow.until('error')) as CustomEvent<{ error: string }>;
    expect(flowError.detail.error).to.equal('INVALID_RESPONSE');
    expect(flow.of('ready')).to.have.length(0);
    flow.element.remove();

    // A method's approach is shown as unknown, not refused (widget-api.md): the method stays choosable.
    state.step = {
      type: 'method',
      methods: [
        { name: 'app', title: 'Mobile app', approach: 'constructor', psu_type: 'personal' },
        { name: 'code', title: 'Code card', approach: 'toString', psu_type: 'personal' },
      ],
    } as typeof state.step;
    await backend.clearFaults();
    await backend.setFault({
      path: `/authorizations/${id}/flow`,
      method: 'GET',
      status: 200,
      body: JSON.stringify(state),
    });
    const methods = await mountAuthFlow(origin, { authorization: id });
    await methods.until('ready');
    const shown = [...methods.element.querySelectorAll('.service-methods li')].map((item) =>
      item.textContent?.replace(/\s+/g, ' ').trim(),
    );
    expect(shown).to.deep.equal(['Mobile app', 'Code card']);
    expect(methods.of('error')).to.have.length(0);
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
        type: 'consent',
        provider: { name: rtl, terms_url: dataUrl, privacy_url: scriptUrl },
        access: {
          valid_until: '2099-01-01T00:00:00Z',
          accounts: [{ iban: breakout }, { other: { identification: markup, scheme_name: rtl } }],
        },
      },
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
        sandbox: { users: hostileUsers },
      };
      await backend.setFault({ path: '/authorizations/', status: 200, body: JSON.stringify(hostile) });
      const flow = await mountAuthFlow(origin, { authorization: authorization_id });
      await waitUntil(
        () => flow.of('ready').length > 0 || flow.of('error').length > 0,
        `no answer to a hostile ${step.type} step`,
        backendWait,
      );
      expectNothingRan(flow.element);
      expectNoInjectedAttributes(flow.element);
      if (!['failed', 'redirect', 'done'].includes(step.type)) {
        const users = flow.element.querySelector('.service-sandbox-users tbody')?.textContent ?? '';
        for (const value of [markup, breakout, rtl, scriptUrl]) {
          expect(users.includes(value), `the test users of a ${step.type} step show ${value}`).to.equal(true);
        }
      }
      if (step.type === 'consent') {
        const accounts = [...flow.element.querySelectorAll('.service-consent-accounts li')];
        expect(accounts.map((item) => item.textContent?.trim())[1]).to.equal(markup);
        const paragraphs = [...flow.element.querySelectorAll('p')].map((p) => p.textContent ?? '');
        expect(
          paragraphs.some((text) => text.includes(rtl)),
          'the provider named as text',
        ).to.equal(true);
        expect(found(flow.element, 'a'), 'a link to a script or data URL').to.equal(undefined);
      }
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

  it('names a method or a field whose title is empty by its name, never with no name', async () => {
    const { authorization_id } = await backend.createAuthorization({ aspsp: { name: 'OP', country: 'FI' } });
    const real = await fetch(`${origin}/widget-api/v1/authorizations/${authorization_id}/flow?sandbox=true`);
    const state = (await real.json()) as Record<string, unknown>;
    const steps = [
      {
        type: 'method',
        methods: [{ name: 'Mobile app', title: ' ', approach: 'DECOUPLED', psu_type: 'personal' }],
      },
      {
        type: 'credentials',
        method: 'Code',
        fields: [{ name: 'PIN code', title: '', required: false, secret: true }],
      },
    ];
    for (const step of steps) {
      await backend.reset();
      await backend.setFault({
        path: '/authorizations/',
        status: 200,
        body: JSON.stringify({ ...state, step }),
      });
      const flow = await mountAuthFlow(origin, { authorization: authorization_id });
      await flow.until('ready');
      if (step.type === 'method') {
        const names = [...flow.element.querySelectorAll('.service-methods button')].map((b) =>
          b.textContent?.trim(),
        );
        expect(names).to.deep.equal(['Mobile app']);
      } else {
        expect(flow.element.querySelector('label')?.textContent?.trim()).to.equal('PIN code');
        expect(flow.element.querySelector('.service-reveal')?.textContent).to.contain('PIN code');
      }
      await expect(flow.element).to.be.accessible();
      flow.element.remove();
    }
  });

  describe('service-auth-flow’s payment review', () => {
    const payment = {
      payment_type: markup,
      total: { currency: 'EUR', amount: '12.50' },
      debtor_account: { identification: breakout, scheme_name: markup },
      transactions: [
        {
          instructed_amount: { currency: 'EUR', amount: '12.50' },
          creditor_name: markup,
          creditor_account: { identification: breakout, scheme_name: 'IBAN' },
          remittance_information: [markup, rtl],
          reference_number: breakout,
        },
        {
          instructed_amount: { currency: breakout, amount: huge },
          creditor_name: huge,
          creditor_account: { identification: markup, scheme_name: dataUrl },
          remittance_information: [breakout, scriptUrl],
        },
      ],
    };
    const safeTerms = 'https://provider.example/terms';
    const providerUrls = [
      { terms_url: scriptUrl, privacy_url: dataUrl, links: [] },
      { terms_url: ' JavaScript:window.__pwned=true', privacy_url: 'vbscript:msgbox(1)', links: [] },
      { terms_url: 'http://provider.example/terms', privacy_url: '//provider.example/privacy', links: [] },
      { terms_url: safeTerms, privacy_url: markup, links: [safeTerms] },
    ];

    for (const { terms_url, privacy_url, links } of providerUrls) {
      it(`shows hostile payment fields as text and links the terms ${terms_url} only if http(s)`, async () => {
        const { payment_id } = await backend.createPayment({
          aspsp: { name: 'Nordea', country: 'FI' },
          payment_request: {
            credit_transfer_transaction: [
              {
                instructed_amount: { currency: 'EUR', amount: '12.50' },
                beneficiary: {
                  creditor: { name: 'Demo Shop Oy' },
                  creditor_account: { identification: 'FI2112345600000785', scheme_name: 'IBAN' },
                },
              },
            ],
          },
        });
        const real = await fetch(`${origin}/widget-api/v1/payments/${payment_id}/flow?sandbox=true`);
        const state = (await real.json()) as Record<string, unknown>;
        const hostile = {
          ...state,
          application: { name: markup, environment: 'SANDBOX' },
          aspsp: { name: breakout, country: 'FI', logo: scriptUrl, beta: false },
          step: { type: 'consent', provider: { name: huge, terms_url, privacy_url }, payment },
          sandbox: { users: hostileUsers },
        };
        await backend.setFault({
          path: '/payments/',
          method: 'GET',
          status: 200,
          body: JSON.stringify(hostile),
        });
        await backend.setFault({
          path: '/payments/',
          method: 'POST',
          status: 200,
          body: JSON.stringify({ ...hostile, step: { type: 'done', redirect_url: scriptUrl } }),
        });
        const flow = await mountAuthFlow(origin, { payment: payment_id });
        await flow.until('ready');
        expect(flow.of('error')).to.have.length(0);
        expectNothingRan(flow.element);
        expectNoInjectedAttributes(flow.element);

        const values = (section: Element) =>
          [...section.querySelectorAll('dd')].map((value) => value.textContent?.trim() ?? '');
        const total = flow.element.querySelector('.service-payment-total');
        expect(total ? values(total) : []).to.include(breakout);
        const [first, second] = [...flow.element.querySelectorAll('.service-payment')].map(values);
        expect(first).to.include.members([markup, breakout, `${markup} ${rtl}`]);
        const expected = [`${huge} ${breakout}`, huge, markup, `${breakout} ${scriptUrl}`];
        // A boolean, not the values: a failure message holding them all would be megabytes long.
        expect(
          expected.every((value) => second?.includes(value)),
          'the second transaction shown as text',
        ).to.equal(true);
        const paragraphs = [...flow.element.querySelectorAll('p')].map((p) => p.textContent ?? '');
        expect(
          paragraphs.some((text) => text.includes(huge)),
          'the provider named as text',
        ).to.equal(true);
        const users = flow.element.querySelector('.service-sandbox-users tbody')?.textContent ?? '';
        for (const [index, value] of [markup, breakout, rtl, huge, scriptUrl].entries()) {
          expect(users.includes(value), `the test users show payload ${index}`).to.equal(true);
        }
        const hrefs = [...flow.element.querySelectorAll('a')].map((link) => link.getAttribute('href'));
        expect(hrefs, 'the provider’s links').to.deep.equal(links);

        flow.element.querySelector<HTMLButtonElement>('button.service-primary')?.click();
        const error = await flow.until('error');
        expect(error.detail.error).to.equal('UNSAFE_URL');
        expectNothingRan(flow.element);
        expectNoInjectedAttributes(flow.element);
      });
    }
  });
});
