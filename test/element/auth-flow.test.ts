import { expect, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { en } from '../../src/i18n/locales/en.js';
import { fi } from '../../src/i18n/locales/fi.js';
import {
  authorisationFlow,
  button,
  click,
  flowRequests,
  heading,
  mountAuthFlow,
  paymentFlow,
  withCredentialFields,
} from '../support/auth-flow-helpers.js';
import { backend, backendWait } from '../support/backend.js';
import { navigations } from '../support/navigation-hooks.js';
import { isoDateInDays } from '../support/dates.js';

/** What has focus, as text: comparing elements themselves makes a failing assertion hang. */
const focused = () => `${document.activeElement?.tagName} ${document.activeElement?.className}`;
const flowPosts = () => flowRequests('POST');
const flowGets = () => flowRequests('GET');

describe('service-auth-flow', () => {
  let origin: string;
  withCredentialFields();

  beforeEach(async () => {
    await backend.reset();
    origin = await backend.origin();
  });

  describe('AIS', () => {
    it('shows the access to consent to, then the methods without the hidden one', async () => {
      const { flow, id } = await authorisationFlow(origin, 'Nordea');
      expect(flow.events.map((event) => event.type)).to.deep.equal(['ais-loaded', 'step', 'ready']);
      expect(flow.of('ais-loaded')[0]?.detail).to.deep.equal({
        authorization: id,
        aspsp: { name: 'Nordea', country: 'FI' },
      });
      expect(heading(flow)).to.equal('Share your data with Sandbox Shop');
      const rights = [...flow.element.querySelectorAll('.service-consent-access li')].map((li) =>
        li.textContent?.trim(),
      );
      expect(rights).to.deep.equal([
        'The details of your accounts, such as account numbers and holders’ names',
        'The balances of your accounts',
        'The transactions of your accounts',
      ]);
      const terms = flow.element.querySelector<HTMLAnchorElement>('.service-consent-documents a');
      expect(terms?.target).to.equal('_blank');
      expect(terms?.rel).to.contain('noopener');
      await expect(flow.element).to.be.accessible();

      click(flow, 'Confirm');
      await flow.until('step', 2);
      expect(flow.of('step').map((event) => event.detail)).to.deep.equal([
        { type: 'consent' },
        { type: 'method' },
      ]);
      expect(heading(flow)).to.equal('How do you want to log in to Nordea?');
      expect(focused()).to.equal('H2 service-step-heading');
      const methods = [...flow.element.querySelectorAll('.service-methods button')].map((b) =>
        b.textContent?.trim(),
      );
      expect(methods).to.have.length(2);
      expect(flow.element.textContent).not.to.match(/code calculator/i);
      const [accept] = await flowPosts();
      expect(accept?.body).to.deep.equal({ action: 'confirm' });
      await expect(flow.element).to.be.accessible();
    });

    it('REDIRECT: sends the page to the bank, and on return to the application with a code', async () => {
      const { flow, id } = await authorisationFlow(origin, 'OP', { application: 'sandbox-tpp' });
      expect(flow.of('step')[0]?.detail).to.deep.equal({ type: 'redirect' });
      // The sandbox offers a hand-off, so the PSU chooses the bank on this device (auth-flow-handoff.test.ts).
      expect(heading(flow)).to.equal('Authorise at OP');
      flow.element.querySelector<HTMLAnchorElement>('.service-actions a')?.click();
      await waitUntil(() => navigations.length === 1, 'no navigation to the bank', backendWait);
      const bankUrl = navigations[0] ?? '';
      expect(bankUrl.startsWith(`${origin}/sandbox-bank/`)).to.equal(true);
      expect(flow.element.querySelector<HTMLAnchorElement>('a')?.href).to.equal(bankUrl);
      await expect(flow.element).to.be.accessible();

      // The PSU approves at the (simulated) bank, which sends them back; the widget shows done.
      const bankReturn = await backend.bankDecision(bankUrl, 'approve');
      expect(new URL(bankReturn).searchParams.has('code')).to.equal(true);
      navigations.length = 0;
      const again = await mountAuthFlow(origin, { authorization: id });
      await again.until('ready');
      expect(heading(again)).to.equal('Authorisation complete');
      await waitUntil(() => navigations.length === 1, 'no navigation back to the application', backendWait);
      expect(new URL(navigations[0] ?? '').searchParams.has('code')).to.equal(true);
      await expect(again.element).to.be.accessible();
    });

    it('EMBEDDED: refuses wrong credentials at the form, accepts the right ones, and keeps none', async () => {
      const { flow } = await authorisationFlow(origin, 'S-Pankki', { application: 'sandbox-tpp' });
      expect(heading(flow)).to.equal('Log in to S-Pankki');
      const inputs = [...flow.element.querySelectorAll('input')];
      expect(
        inputs.map((input) => [input.type, input.getAttribute('autocomplete'), input.required]),
      ).to.deep.equal([
        ['text', 'username', true],
        ['password', 'current-password', true],
        ['text', 'one-time-code', true],
      ]);
      expect(flow.element.querySelector('details summary')?.textContent).to.equal('Test users (sandbox)');
      await expect(flow.element).to.be.accessible();
      // What a screen reader reads after each field's name: no format hint before there is a value.
      const description = (input: Element) =>
        (input.getAttribute('aria-describedby') ?? '')
          .split(' ')
          .map((id) => document.getElementById(id)?.textContent ?? '')
          .join(' ');
      expect(inputs.map(description).join(' ')).not.to.contain(en.flowFormatHint);

      const [user, password, code] = inputs as [HTMLInputElement, HTMLInputElement, HTMLInputElement];
      const reveal = flow.element.querySelector<HTMLButtonElement>('.service-reveal');
      reveal?.click();
      expect(password.type).to.equal('text');
      expect(reveal?.getAttribute('aria-pressed')).to.equal('true');
      reveal?.click();
      expect(password.type).to.equal('password');

      // The format hint waits until the PSU leaves the field: not while a value is being typed.
      code.focus();
      await sendKeys({ type: '12ab' });
      expect(flow.element.querySelector('.service-hint:not(:empty)')).to.equal(null);
      expect(code.hasAttribute('aria-invalid')).to.equal(false);
      await sendKeys({ press: 'Tab' });
      const hint = flow.element.querySelector<HTMLElement>('.service-hint:not(:empty)');
      expect(hint?.textContent).to.equal('This does not look like the expected format.');
      expect(hint?.getAttribute('aria-live')).to.equal('polite');
      expect(code.getAttribute('aria-invalid')).to.equal('true');
      expect(code.getAttribute('aria-describedby')?.split(' ')).to.include(hint?.id);
      await expect(flow.element).to.be.accessible();

      user.value = 'demo';
      password.value = 'wrong-secret-1';
      code.value = '123456';
      flow.element.querySelector('form')?.requestSubmit();
      await waitUntil(
        () => flow.element.querySelector('.service-form-error'),
        'no error at the form',
        backendWait,
      );
      // The widget's words first, then the backend's, which say what was wrong.
      expect(flow.element.querySelector('.service-form-error')?.textContent?.trim()).to.equal(
        `${en.flowWrongCredentials} No test user of this bank has this username and password.`,
      );
      expect(focused()).to.equal('P service-form-error');
      // Each field the PSU goes back to says the last try was refused, and no stale format hint.
      for (const input of flow.element.querySelectorAll('.service-credentials input')) {
        expect(description(input)).to.contain(en.flowWrongCredentials);
        expect(description(input)).not.to.contain(en.flowFormatHint);
      }
      expect(flow.element.innerHTML).not.to.contain('wrong-secret-1');
      expect(inputs.every((input) => input.value === '')).to.equal(true);

      user.value = 'demo';
      password.value = 'demo1234';
      code.value = '123456';
      flow.element.querySelector('form')?.requestSubmit();
      await flow.until('step', 2);
      expect(heading(flow)).to.equal('Authorisation complete');
      // The sandbox's log keeps no credential's value: the refusal and then the success show which were sent.
      const posts = await flowPosts();
      expect(posts.map((post) => post.body)).to.deep.equal([
        {
          action: 'submit_credentials',
          credentials: { username: '(redacted)', password: '(redacted)', otp: '(redacted)' },
        },
        {
          action: 'submit_credentials',
          credentials: { username: '(redacted)', password: '(redacted)', otp: '(redacted)' },
        },
      ]);
      expect(flow.element.innerHTML).not.to.contain('demo1234');
      await waitUntil(() => navigations.length === 1, 'no navigation', backendWait);
      expect(navigations[0]).to.match(/[?&]code=/);
    });

    it('EMBEDDED: a form that asks for other fields after the answer is a new step: focus on its heading', async () => {
      const { flow, id } = await authorisationFlow(origin, 'S-Pankki', { application: 'sandbox-tpp' });
      const flowUrl = `${origin}/widget-api/v1/authorizations/${id}/flow?sandbox=true`;
      const state = (await (await fetch(flowUrl)).json()) as { step: { fields: { name: string }[] } };
      // The bank took the password and now asks for the one-time code alone.
      state.step.fields = state.step.fields.filter((field) => field.name === 'otp');
      const path = `/authorizations/${id}/flow`;
      await backend.setFault({ path, method: 'POST', status: 200, body: JSON.stringify(state), times: 1 });
      const [user, password, code] = [...flow.element.querySelectorAll('input')] as [
        HTMLInputElement,
        HTMLInputElement,
        HTMLInputElement,
      ];
      [user.value, password.value, code.value] = ['demo', 'demo1234', '123456'];
      flow.element.querySelector('form')?.requestSubmit();
      await flow.until('step', 2);
      expect(flow.of('step').map((event) => event.detail.type)).to.deep.equal(['credentials', 'credentials']);
      expect(flow.element.querySelectorAll('input')).to.have.length(1);
      await waitUntil(() => focused() === 'H2 service-step-heading', `focus on ${focused()}`, backendWait);
    });

    it('EMBEDDED: fields named with a space or "__proto__" are labelled, described and sent', async () => {
      const { authorization_id: id } = await backend.createAuthorization({
        aspsp: { name: 'S-Pankki', country: 'FI' },
        application: 'sandbox-tpp',
      });
      const flowUrl = `${origin}/widget-api/v1/authorizations/${id}/flow?sandbox=true`;
      const state = (await (await fetch(flowUrl)).json()) as { step: { fields: unknown[] } };
      state.step.fields = [
        { name: 'user id', title: 'User ID', required: true, secret: false, description: 'On your card.' },
        { name: '__proto__', title: 'PIN', required: true, secret: true, template: '^[0-9]{4}$' },
      ];
      const path = `/authorizations/${id}/flow`;
      await backend.setFault({ path, method: 'GET', status: 200, body: JSON.stringify(state), times: 1 });
      const flow = await mountAuthFlow(origin, { authorization: id });
      await flow.until('ready');
      const inputs = [...flow.element.querySelectorAll('input')];
      expect(inputs).to.have.length(2);
      for (const input of inputs) {
        expect(flow.element.querySelector(`label[for="${input.id}"]`), input.name).not.to.equal(null);
        for (const described of (input.getAttribute('aria-describedby') ?? '').split(' ')) {
          expect(document.getElementById(described), `${input.name}: #${described}`).not.to.equal(null);
        }
      }
      const [user, pin] = inputs as [HTMLInputElement, HTMLInputElement];
      pin.focus();
      await sendKeys({ type: '12a' });
      expect(pin.hasAttribute('aria-invalid')).to.equal(false);
      await sendKeys({ press: 'Tab' });
      expect(pin.getAttribute('aria-invalid')).to.equal('true');
      // Back in the field, the hint stays while the value does not fit, and goes as it does.
      pin.focus();
      await sendKeys({ press: 'Backspace' });
      expect(pin.getAttribute('aria-invalid')).to.equal('true');
      await sendKeys({ type: '34' });
      expect(pin.hasAttribute('aria-invalid')).to.equal(false);
      expect(flow.element.querySelector('.service-hint:not(:empty)')).to.equal(null);
      user.value = 'demo';
      flow.element.querySelector('form')?.requestSubmit();
      await waitUntil(async () => (await flowPosts()).length === 1, 'nothing sent', backendWait);
      const [post] = await flowPosts();
      expect(Object.keys((post?.body as { credentials: object }).credentials)).to.deep.equal([
        'user id',
        '__proto__',
      ]);
    });

    it('DECOUPLED: polls one request at a time until the PSU approved', async () => {
      const { flow } = await authorisationFlow(origin, 'Danske Bank', { application: 'sandbox-tpp' });
      expect(heading(flow)).to.equal('Approve in your bank app');
      expect(flow.element.querySelector('[role=status]')?.textContent).to.contain(
        'Waiting for your approval',
      );
      await expect(flow.element).to.be.accessible();
      await flow.until('step', 2);
      expect(heading(flow)).to.equal('Authorisation complete');
      // The mock bank approves on the third look: the first load and two polls, one at a time.
      expect((await flowGets()).length).to.equal(3);
      await waitUntil(() => navigations.length === 1, 'no navigation', backendWait);
    });

    it('a failed Cancel’s error goes with its step when polling moves the flow on', async () => {
      const { flow, id } = await authorisationFlow(origin, 'Danske Bank', { application: 'sandbox-tpp' });
      await backend.setFault({
        path: `/authorizations/${id}/flow`,
        method: 'POST',
        status: 500,
        error: 'ASPSP_ERROR',
        message: 'Bank down',
        times: 1,
      });
      click(flow, 'Cancel');
      await flow.until('error');
      await waitUntil(() => flow.element.querySelector('.service-action-error'), 'no error beside the step');
      await waitUntil(
        () => heading(flow) === 'Authorisation complete',
        'the flow did not move on',
        backendWait,
      );
      expect(
        flow.element.querySelector('.service-action-error'),
        'the Cancel’s error under the new step',
      ).to.equal(null);
    });

    it('takes a proxy’s error page without CORS headers while polling for a network failure, to try again', async () => {
      const { flow, id } = await authorisationFlow(origin, 'Danske Bank', { application: 'sandbox-tpp' });
      // A load balancer's 503 page for a few seconds: the browser hides it as a failed fetch.
      await backend.setFault({
        path: `/authorizations/${id}/flow`,
        method: 'GET',
        status: 503,
        body: '<h1>503 Service Unavailable</h1>',
        contentType: 'text/html',
        noCors: true,
        times: 5,
      });
      const error = await flow.until('error');
      expect(error.detail.error).to.equal('NETWORK_ERROR');
      await flow.element.updateComplete;
      expect(flow.element.querySelector('[role=alert]')?.textContent).to.contain(en.errorNetwork);
      click(flow, 'Try again');
      await flow.until('step', 2);
      expect(heading(flow)).to.equal('Authorisation complete');
    });

    it('moves focus to the error that takes the step’s place when a poll fails', async () => {
      const { flow, id } = await authorisationFlow(origin, 'Danske Bank', { application: 'sandbox-tpp' });
      await backend.setFault({
        path: `/authorizations/${id}/flow`,
        method: 'GET',
        status: 404,
        error: 'SESSION_DOES_NOT_EXIST',
      });
      button(flow, 'Cancel')?.focus();
      expect(focused()).to.equal('BUTTON ');
      const error = await flow.until('error');
      expect(error.detail.error).to.equal('SESSION_DOES_NOT_EXIST');
      await waitUntil(() => focused().startsWith('DIV service-error'), `focus on ${focused()}`, backendWait);
      expect(document.activeElement?.getAttribute('role')).to.equal('alert');
    });

    it('stops polling when the element leaves the page', async () => {
      const { flow } = await authorisationFlow(origin, 'Danske Bank', { application: 'sandbox-tpp' });
      flow.element.remove();
      const before = (await flowGets()).length;
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect((await flowGets()).length).to.equal(before);
    });

    it('stops polling at expiry and says so', async () => {
      const { authorization_id } = await backend.createAuthorization({
        aspsp: { name: 'Danske Bank', country: 'FI' },
        application: 'sandbox-tpp',
        expiresInMs: 700,
      });
      const flow = await mountAuthFlow(origin, { authorization: authorization_id });
      const error = await flow.until('error');
      expect(error.detail.error).to.equal('EXPIRED_SESSION');
      // Expired while polling (the widget's message), or already at the first look (the backend's failed step).
      expect(flow.element.textContent).to.match(/expired/i);
      const polls = (await flowGets()).length;
      await new Promise((resolve) => setTimeout(resolve, 1000));
      expect((await flowGets()).length).to.equal(polls);
    });

    it('reports an authorisation that expired before it was opened', async () => {
      const { authorization_id } = await backend.createAuthorization({
        aspsp: { name: 'OP', country: 'FI' },
        expiresInMs: -1,
      });
      const flow = await mountAuthFlow(origin, { authorization: authorization_id });
      const error = await flow.until('error');
      expect(error.detail).to.deep.equal({
        error: 'EXPIRED_SESSION',
        message: 'The authorisation expired before it was completed.',
      });
      expect(heading(flow)).to.equal('The authorisation was not completed');
      // The PSU reads the widget's words, in their language; the event keeps the backend's for the developer.
      expect(flow.element.textContent).to.contain(en.errorExpired);
      expect(flow.element.textContent).not.to.contain('The authorisation expired before it was completed.');
      flow.element.remove();

      const finnish = await mountAuthFlow(origin, { authorization: authorization_id, locale: 'fi' });
      await finnish.until('error');
      await waitUntil(
        () => finnish.element.textContent?.includes(fi.errorExpired as string),
        'no Finnish text',
      );
    });

    it('cancels from the consent step and offers the way back', async () => {
      const { flow } = await authorisationFlow(origin, 'Nordea');
      click(flow, 'Cancel');
      await flow.until('step', 2);
      expect(heading(flow)).to.equal('The authorisation was not completed');
      expect(flow.element.textContent).to.contain('The authorisation was cancelled.');
      await expect(flow.element).to.be.accessible();
      click(flow, 'Return to Sandbox Shop');
      expect(navigations).to.have.length(1);
      expect(new URL(navigations[0] ?? '').searchParams.get('error')).to.equal('access_denied');
    });

    it('cancels from the method step', async () => {
      const { flow } = await authorisationFlow(origin, 'Nordea', { application: 'sandbox-tpp' });
      expect(heading(flow)).to.contain('How do you want to log in');
      click(flow, 'Cancel');
      await flow.until('step', 2);
      expect(heading(flow)).to.equal('The authorisation was not completed');
      expect((await flowPosts()).map((post) => post.body)).to.deep.equal([{ action: 'cancel' }]);
    });

    for (const [approach, aspsp] of [
      ['credentials', 'S-Pankki'],
      ['decoupled', 'Danske Bank'],
    ]) {
      it(`cancels from the ${approach} step`, async () => {
        const { flow } = await authorisationFlow(origin, aspsp ?? '', { application: 'sandbox-tpp' });
        expect(flow.of('step')[0]?.detail).to.deep.equal({ type: approach });
        click(flow, 'Cancel');
        await flow.until('step', 2);
        expect(heading(flow)).to.equal('The authorisation was not completed');
        expect((await flowPosts()).map((post) => post.body)).to.deep.equal([{ action: 'cancel' }]);
      });
    }

    it('reports an unknown authorisation and a refused page origin', async () => {
      const unknown = await mountAuthFlow(origin, { authorization: '00000000-0000-4000-8000-000000000000' });
      expect((await unknown.until('error')).detail.error).to.equal('SESSION_DOES_NOT_EXIST');
      expect(unknown.element.querySelector('[role=alert]')?.textContent).to.contain('was not found');

      const { authorization_id } = await backend.createAuthorization({
        aspsp: { name: 'OP', country: 'FI' },
      });
      const refused = await mountAuthFlow(await backend.refusingOrigin(), {
        authorization: authorization_id,
      });
      expect((await refused.until('error')).detail.error).to.match(
        /UNAUTHORIZED_ACCESS|SESSION_DOES_NOT_EXIST/,
      );
      await expect(refused.element).to.be.accessible();
    });

    it('sends an action once, however often it is clicked', async () => {
      await backend.setFault({ path: '/authorizations/', method: 'POST', delayMs: 300 });
      const { flow } = await authorisationFlow(origin, 'Nordea');
      click(flow, 'Confirm');
      click(flow, 'Confirm');
      await flow.element.updateComplete;
      expect(button(flow, 'Confirm')?.disabled).to.equal(true);
      await flow.until('step', 2);
      expect(await flowPosts()).to.have.length(1);
    });

    it('keeps the step usable after a failed action, without repeating the POST', async () => {
      await backend.setFault({
        path: '/authorizations/',
        method: 'POST',
        status: 500,
        error: 'ASPSP_ERROR',
        message: 'Bank down',
        times: 1,
      });
      const { flow } = await authorisationFlow(origin, 'Nordea');
      click(flow, 'Confirm');
      const error = await flow.until('error');
      expect(error.detail).to.deep.equal({ error: 'ASPSP_ERROR', message: 'Bank down', code: 500 });
      expect(await flowPosts()).to.have.length(1);
      expect(heading(flow)).to.equal('Share your data with Sandbox Shop');
      expect(button(flow, 'Confirm')?.disabled).to.equal(false);
      expect(focused()).to.equal('P service-error service-action-error');
      await expect(flow.element).to.be.accessible();
      click(flow, 'Confirm');
      await flow.until('step', 2);
      expect(heading(flow)).to.contain('How do you want to log in');
    });

    it('refuses a redirect to a non-http URL', async () => {
      const { authorization_id } = await backend.createAuthorization({
        aspsp: { name: 'OP', country: 'FI' },
      });
      const real = await fetch(
        `${origin}/widget-api/v1/authorizations/${authorization_id}/flow?sandbox=true`,
      );
      const state = (await real.json()) as Record<string, unknown>;
      const hostile = { ...state, step: { type: 'redirect', url: 'javascript:window.__pwned=1' } };
      await backend.setFault({ path: '/authorizations/', status: 200, body: JSON.stringify(hostile) });
      const flow = await mountAuthFlow(origin, { authorization: authorization_id });
      const error = await flow.until('error');
      expect(error.detail.error).to.equal('UNSAFE_URL');
      expect(navigations).to.deep.equal([]);
      expect(flow.element.querySelector('a[href^="javascript"]')).to.equal(null);
      expect((window as { __pwned?: number }).__pwned).to.equal(undefined);
    });
  });

  describe('PIS', () => {
    it('reviews a deferred payment of several transactions in the locale’s currency format', async () => {
      const executionDate = isoDateInDays(30);
      const { flow, id } = await paymentFlow(
        origin,
        {
          aspsp: { name: 'Nordea', country: 'FI' },
          psu_type: 'business',
          defer_submission: true,
          payment_request: {
            credit_transfer_transaction: [
              {
                instructed_amount: { currency: 'EUR', amount: '12.50' },
                beneficiary: {
                  creditor: { name: 'Café Ölö' },
                  creditor_account: { identification: 'FI2112345600000785', scheme_name: 'IBAN' },
                },
                remittance_information: ['Invoice 42'],
                requested_execution_date: executionDate,
              },
              {
                instructed_amount: { currency: 'EUR', amount: '1000' },
                beneficiary: {
                  creditor_account: { identification: 'FI5542345670000081', scheme_name: 'IBAN' },
                },
              },
            ],
          },
        },
        { locale: 'fi' },
      );
      expect(flow.of('pis-loaded')[0]?.detail).to.deep.equal({
        payment: id,
        aspsp: { name: 'Nordea', country: 'FI' },
      });
      const text = flow.element.textContent ?? '';
      const euros = (amount: number) =>
        new Intl.NumberFormat('fi', { style: 'currency', currency: 'EUR' }).format(amount);
      expect(text).to.contain(euros(1012.5));
      expect(text).to.contain(euros(12.5));
      expect(text).to.contain(euros(1000));
      expect(text).to.contain('Café Ölö');
      expect(text).to.contain('Invoice 42');
      expect(text).to.contain(
        new Intl.DateTimeFormat('fi', { dateStyle: 'long', timeZone: 'UTC' }).format(
          Date.parse(executionDate),
        ),
      );
      expect(flow.element.querySelectorAll('.service-payment h3')).to.have.length(2);
      // Headings to move between, not a landmark for each payment among the page's.
      expect(flow.element.querySelector('section, [role=region]')).to.equal(null);
      await expect(flow.element).to.be.accessible();
    });

    it('authorises a payment with embedded credentials through to the application', async () => {
      const { flow } = await paymentFlow(origin, {
        aspsp: { name: 'Aktia', country: 'FI' },
        application: 'sandbox-tpp',
        state: 'order-42',
        payment_request: {
          credit_transfer_transaction: [
            {
              instructed_amount: { currency: 'EUR', amount: '5.00' },
              beneficiary: {
                creditor_account: { identification: 'FI2112345600000785', scheme_name: 'IBAN' },
              },
            },
          ],
        },
      });
      expect(heading(flow)).to.equal('Log in to Aktia');
      const [user, password] = [...flow.element.querySelectorAll('input')] as HTMLInputElement[];
      if (!user || !password) throw new Error('no credential inputs');
      user.value = 'tester';
      password.value = 'tester5678';
      flow.element.querySelector('form')?.requestSubmit();
      await flow.until('step', 2);
      expect(heading(flow)).to.equal('Authorisation complete');
      await waitUntil(() => navigations.length === 1, 'no navigation', backendWait);
      const back = new URL(navigations[0] ?? '');
      expect(back.searchParams.get('state')).to.equal('order-42');
      expect(back.searchParams.has('code'), 'a payment returns no code').to.equal(false);
    });
  });
});
