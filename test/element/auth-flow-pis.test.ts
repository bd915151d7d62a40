import { expect, waitUntil } from '@open-wc/testing';
import type { AuthFlowElement } from '../../src/auth-flow/auth-flow-element.js';
import type { CreatePaymentInput } from '../../sandbox/src/server.js';
import {
  button,
  click,
  finnishPayment as payment,
  flowRequests,
  heading,
  mountAuthFlow,
  paymentFlow,
  withCredentialFields,
} from '../support/auth-flow-helpers.js';
import { backend, backendWait } from '../support/backend.js';
import type { Mounted } from '../support/mount-with-cleanup.js';
import { navigations } from '../support/navigation-hooks.js';

type Flow = Mounted<AuthFlowElement>;

/** Fills the visible credential inputs in order and submits the form. */
function submitCredentials(flow: Flow, values: string[]) {
  const inputs = [...flow.element.querySelectorAll('input')];
  expect(inputs).to.have.length(values.length);
  inputs.forEach((input, index) => (input.value = values[index] ?? ''));
  flow.element.querySelector('form')?.requestSubmit();
}

describe('service-auth-flow: payments', () => {
  withCredentialFields();
  let origin: string;

  beforeEach(async () => {
    await backend.reset();
    origin = await backend.origin();
  });

  describe('by each approach, to done', () => {
    it('REDIRECT: sends the page to the bank, and on return to the application', async () => {
      const { flow, id } = await paymentFlow(origin, payment('OP', { state: 'order-7' }));
      expect(flow.of('pis-loaded')[0]?.detail).to.deep.equal({
        payment: id,
        aspsp: { name: 'OP', country: 'FI' },
      });
      expect(flow.of('step')[0]?.detail).to.deep.equal({ type: 'redirect' });
      // The sandbox offers a hand-off, so the PSU chooses the bank on this device (auth-flow-handoff.test.ts).
      expect(heading(flow)).to.equal('Authorise at OP');
      flow.element.querySelector<HTMLAnchorElement>('.service-actions a')?.click();
      await waitUntil(() => navigations.length === 1, 'no navigation to the bank', backendWait);
      const bankUrl = navigations[0] ?? '';
      expect(bankUrl.startsWith(`${origin}/sandbox-bank/`)).to.equal(true);
      expect(flow.element.querySelector<HTMLAnchorElement>('a')?.href).to.equal(bankUrl);

      const bankReturn = await backend.bankDecision(bankUrl, 'approve');
      navigations.length = 0;
      const again = await mountAuthFlow(origin, { payment: id });
      await again.until('ready');
      expect(heading(again)).to.equal('Authorisation complete');
      expect(again.of('error')).to.have.length(0);
      await waitUntil(() => navigations.length === 1, 'no navigation back to the application', backendWait);
      const back = new URL(navigations[0] ?? '');
      expect(back.searchParams.get('state')).to.equal('order-7');
      expect(back.searchParams.has('code'), 'a payment returns no code').to.equal(false);
      expect(new URL(bankReturn).searchParams.get('state')).to.equal('order-7');
      await expect(again.element).to.be.accessible();
    });

    it('EMBEDDED: refuses a wrong password, then accepts the right one with the one-time code', async () => {
      const { flow } = await paymentFlow(origin, payment('S-Pankki', { state: 'order-8' }));
      expect(flow.of('step')[0]?.detail).to.deep.equal({ type: 'credentials' });
      expect(heading(flow)).to.equal('Log in to S-Pankki');
      expect(
        [...flow.element.querySelectorAll('input')].map((input) => input.getAttribute('autocomplete')),
      ).to.deep.equal(['username', 'current-password', 'one-time-code']);

      submitCredentials(flow, ['demo', 'wrong-secret-2', '123456']);
      await waitUntil(
        () => flow.element.querySelector('.service-form-error'),
        'no error at the form',
        backendWait,
      );
      expect(flow.element.querySelector('.service-form-error')?.textContent).to.match(/./);
      expect(heading(flow)).to.equal('Log in to S-Pankki');
      expect(flow.element.innerHTML).not.to.contain('wrong-secret-2');

      submitCredentials(flow, ['demo', 'demo1234', '123456']);
      await flow.until('step', 2);
      expect(heading(flow)).to.equal('Authorisation complete');
      // The sandbox's log keeps no credential's value: the refusal and then the success show which were sent.
      expect((await flowRequests('POST')).map((post) => post.body)).to.deep.equal([
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
      await waitUntil(() => navigations.length === 1, 'no navigation back to the application', backendWait);
      expect(new URL(navigations[0] ?? '').searchParams.get('state')).to.equal('order-8');
    });

    it('DECOUPLED: polls until the PSU approved in the bank app', async () => {
      const { flow } = await paymentFlow(origin, payment('Danske Bank'));
      expect(flow.of('step')[0]?.detail).to.deep.equal({ type: 'decoupled' });
      expect(heading(flow)).to.equal('Approve in your bank app');
      expect(flow.element.querySelector('[role=status]')?.textContent).to.contain(
        'Waiting for your approval',
      );
      await flow.until('step', 2);
      expect(heading(flow)).to.equal('Authorisation complete');
      // The mock bank approves on the third look: the load and two polls.
      expect(await flowRequests('GET')).to.have.length(3);
      expect(flow.of('error')).to.have.length(0);
      await waitUntil(() => navigations.length === 1, 'no navigation back to the application', backendWait);
    });
  });

  describe('cancel at every step before the end', () => {
    const cases: [step: string, input: CreatePaymentInput][] = [
      ['consent', payment('Nordea', { application: 'sandbox-shop' })],
      ['method', payment('Nordea')],
      ['credentials', payment('S-Pankki')],
      ['decoupled', payment('Danske Bank')],
    ];
    for (const [step, input] of cases) {
      it(`cancels from the ${step} step`, async () => {
        const { flow } = await paymentFlow(origin, input);
        expect(flow.of('step')[0]?.detail).to.deep.equal({ type: step });
        click(flow, 'Cancel');
        await flow.until('step', 2);
        expect(flow.of('step')[1]?.detail).to.deep.equal({ type: 'failed' });
        expect(heading(flow)).to.equal('The authorisation was not completed');
        expect(flow.element.textContent).to.contain('The authorisation was cancelled.');
        expect((await flowRequests('POST')).map((post) => post.body)).to.deep.equal([{ action: 'cancel' }]);
        // The PSU's own choice is no error, and nothing happens until they leave.
        expect(flow.of('error')).to.have.length(0);
        expect(navigations).to.deep.equal([]);
        const application = input.application === 'sandbox-shop' ? 'Sandbox Shop' : 'Sandbox Licensed TPP';
        click(flow, `Return to ${application}`);
        expect(new URL(navigations[0] ?? '').searchParams.get('error')).to.equal('access_denied');
      });
    }
  });
});

describe('service-auth-flow: setup and failures', () => {
  let origin: string;

  beforeEach(async () => {
    await backend.reset();
    origin = await backend.origin();
  });

  it('refuses both authorization and payment, without asking the backend', async () => {
    const { payment_id } = await backend.createPayment(payment('OP'));
    const { authorization_id } = await backend.createAuthorization({ aspsp: { name: 'OP', country: 'FI' } });
    const flow = await mountAuthFlow(origin, { authorization: authorization_id, payment: payment_id });
    const error = await flow.until('error');
    expect(error.detail.error).to.equal('INVALID_ATTRIBUTE');
    expect(flow.element.querySelector('[role=alert]')?.textContent).to.contain(
      'the “payment” attribute is not valid',
    );
    expect(flow.of('ready')).to.have.length(0);
    expect(await flowRequests('GET')).to.have.length(0);
    expect(navigations).to.deep.equal([]);
  });

  it('asks for authorization or payment when neither is given', async () => {
    const flow = await mountAuthFlow(origin, {});
    const error = await flow.until('error');
    expect(error.detail.error).to.equal('MISSING_ATTRIBUTE');
    expect(flow.element.querySelector('[role=alert]')?.textContent).to.contain(
      'the “authorization” attribute is missing',
    );
    expect(button(flow, 'Try again')).to.equal(undefined);
    expect(await flowRequests('GET')).to.have.length(0);
    await expect(flow.element).to.be.accessible();
  });

  it('asks for the origin when it is missing', async () => {
    const { payment_id } = await backend.createPayment(payment('OP'));
    const flow = await mountAuthFlow(origin, { origin: undefined, payment: payment_id });
    const error = await flow.until('error');
    expect(error.detail.error).to.equal('MISSING_ATTRIBUTE');
    expect(flow.element.querySelector('[role=alert]')?.textContent).to.contain(
      'the “origin” attribute is missing',
    );
    expect(await backend.requests()).to.deep.equal([]);
  });

  for (const invalid of ['http://bank.example', 'javascript:alert(1)', 'not a url']) {
    it(`refuses the invalid origin "${invalid}"`, async () => {
      const { payment_id } = await backend.createPayment(payment('OP'));
      const flow = await mountAuthFlow(origin, { origin: invalid, payment: payment_id });
      const error = await flow.until('error');
      expect(error.detail.error).to.equal('INVALID_ATTRIBUTE');
      expect(flow.element.querySelector('[role=alert]')?.textContent).to.contain(
        'the “origin” attribute is not valid',
      );
      expect(await backend.requests()).to.deep.equal([]);
      expect(navigations).to.deep.equal([]);
    });
  }

  it('reports an unknown payment as PAYMENT_NOT_FOUND, without retrying', async () => {
    const flow = await mountAuthFlow(origin, { payment: '00000000-0000-4000-8000-000000000000' });
    const error = await flow.until('error');
    expect(error.detail.error).to.equal('PAYMENT_NOT_FOUND');
    expect(error.detail.code).to.equal(404);
    expect(flow.element.querySelector('[role=alert]')?.textContent).to.contain('was not found');
    expect(button(flow, 'Try again')).to.equal(undefined);
    expect(flow.of('pis-loaded')).to.have.length(0);
    expect(await flowRequests('GET')).to.have.length(1);
    await expect(flow.element).to.be.accessible();
  });

  it('retries the GET of the flow after a dropped connection, unseen by the PSU', async () => {
    // Two drops: a browser may resend a request whose connection closed once on its own, so
    // only the widget's retry gets past both.
    await backend.setFault({ path: '/payments/', method: 'GET', drop: true, times: 2 });
    const { flow } = await paymentFlow(origin, payment('S-Pankki'));
    expect(heading(flow)).to.equal('Log in to S-Pankki');
    expect(flow.of('error')).to.have.length(0);
    expect((await flowRequests('GET')).length).to.be.at.least(3);
  });

  it('shows a network failure after the retries, and loads the flow on "Try again"', async () => {
    const { payment_id } = await backend.createPayment(payment('S-Pankki'));
    await backend.setFault({ path: '/payments/', method: 'GET', drop: true });
    const flow = await mountAuthFlow(origin, { payment: payment_id });
    const error = await flow.until('error');
    expect(error.detail.error).to.equal('NETWORK_ERROR');
    expect(error.detail).not.to.have.property('code');
    expect(flow.element.querySelector('[role=alert]')?.textContent).to.contain(
      'The service could not be reached.',
    );
    // The first try and two retries; browsers may resend a request whose connection closed unanswered.
    const failed = (await flowRequests('GET')).length;
    expect(failed).to.be.at.least(3);
    expect(flow.of('ready')).to.have.length(0);
    await expect(flow.element).to.be.accessible();

    await backend.clearFaults();
    await backend.setFault({ path: '/payments/', method: 'GET', delayMs: 1000, times: 1 });
    // From the keyboard: focus is on the button, which the loading state takes away.
    button(flow, 'Try again')?.focus();
    click(flow, 'Try again');
    // Meanwhile on the loading state, which focus makes a screen reader read; not on the body.
    await waitUntil(
      () => document.activeElement?.classList.contains('service-loading'),
      `focus while loading: ${document.activeElement?.outerHTML.slice(0, 80)}`,
    );
    await flow.until('ready');
    expect(heading(flow)).to.equal('Log in to S-Pankki');
    await waitUntil(
      () => document.activeElement === flow.element.querySelector('.service-step-heading'),
      `focus did not come back to the step: ${document.activeElement?.outerHTML.slice(0, 80)}`,
    );
    expect(flow.element.querySelector('[role=alert]')).to.equal(null);
    expect(await flowRequests('GET')).to.have.length(failed + 1);
    expect(flow.of('pis-loaded')).to.have.length(1);
    expect(flow.of('error')).to.have.length(1);
  });

  for (const service of ['AIS', 'PIS'] as const) {
    it(`${service}: reports an expiry that comes while polling a decoupled step, and stops polling`, async () => {
      const prefix = service === 'AIS' ? '/authorizations/' : '/payments/';
      // The load and the first poll pass; the second poll reaches the bank only after expiry.
      await backend.setFault({ path: prefix, method: 'GET', delayMs: 0, times: 2 });
      await backend.setFault({ path: prefix, method: 'GET', delayMs: 2500, times: 1 });
      const attempt = { aspsp: { name: 'Danske Bank', country: 'FI' }, expiresInMs: 3000 };
      const id =
        service === 'AIS'
          ? (await backend.createAuthorization({ ...attempt, application: 'sandbox-tpp' })).authorization_id
          : (await backend.createPayment(payment('Danske Bank', attempt))).payment_id;
      const flow = await mountAuthFlow(origin, service === 'AIS' ? { authorization: id } : { payment: id });
      await flow.until('ready');
      expect(flow.of('step')[0]?.detail).to.deep.equal({ type: 'decoupled' });
      expect(flow.of('error')).to.have.length(0);

      const error = await flow.until('error');
      expect(error.detail.error).to.equal('EXPIRED_SESSION');
      expect(flow.element.textContent).to.match(/expired/i);
      expect(flow.element.textContent).not.to.contain('Waiting for your approval');
      const gets = async () => (await flowRequests('GET')).filter((request) => request.path.includes(id));
      const polls = (await gets()).length;
      expect(polls, 'the load and at least one poll').to.be.at.least(2);

      // Another decoupled payment polls to done (two intervals); the expired flow sent nothing meanwhile.
      const other = await paymentFlow(origin, payment('Danske Bank'));
      await other.flow.until('step', 2);
      expect(heading(other.flow)).to.equal('Authorisation complete');
      expect(await gets()).to.have.length(polls);
      expect(flow.of('error')).to.have.length(1);
    });
  }
});
