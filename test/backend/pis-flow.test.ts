import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { samplePaymentRequest, type MockBackend } from '../../sandbox/src/server.js';
import type { PaymentRequestResource } from '../../sandbox/src/types/payment.js';
import { act, asObject, callApi, startBackend, stepOf } from './backend-fixture.js';

const DEMO = { username: 'demo', password: 'demo1234', otp: '123456' };

describe('the PIS flow', () => {
  let backend: MockBackend;
  before(async () => {
    backend = await startBackend();
  });
  after(() => backend.close());
  beforeEach(() => backend.reset());

  function start(
    input: Partial<Parameters<MockBackend['createPayment']>[0]> & {
      aspsp: { name: string; country: string };
    },
  ) {
    const { payment_id } = backend.createPayment({ payment_request: samplePaymentRequest(), ...input });
    return { id: payment_id, flow: `/payments/${payment_id}/flow` };
  }

  it('shows the payment and the terms at the consent step', async () => {
    const { id, flow } = start({ aspsp: { name: 'OP', country: 'FI' } });
    const result = await callApi(backend, flow);
    assert.equal(result.status, 200);
    assert.equal(asObject(result.json).service, 'PIS');
    assert.equal(asObject(result.json).id, id);
    const step = stepOf(result);
    assert.equal(step.type, 'consent');
    assert.equal(step.access, undefined);
    assert.deepEqual(step.payment, {
      payment_type: 'SEPA',
      total: { currency: 'EUR', amount: '12.50' },
      transactions: [
        {
          instructed_amount: { currency: 'EUR', amount: '12.50' },
          creditor_name: 'Demo Shop Oy',
          creditor_account: { identification: 'FI2112345600000785', scheme_name: 'IBAN' },
          remittance_information: ['Order 1234'],
        },
      ],
    });
  });

  it('totals several transactions exactly', async () => {
    const transaction = samplePaymentRequest().credit_transfer_transaction[0];
    assert.ok(transaction);
    const request: PaymentRequestResource = {
      credit_transfer_transaction: [
        { ...transaction, instructed_amount: { currency: 'EUR', amount: '0.10' } },
        { ...transaction, instructed_amount: { currency: 'EUR', amount: '0.2' } },
      ],
      debtor_account: { identification: 'FI1410093000123458', scheme_name: 'IBAN' },
    };
    const { flow } = start({
      aspsp: { name: 'Nordea', country: 'FI' },
      psu_type: 'business',
      payment_request: request,
    });
    const payment = asObject(stepOf(await callApi(backend, flow)).payment);
    assert.deepEqual(payment.total, { currency: 'EUR', amount: '0.30' });
    assert.deepEqual(payment.debtor_account, { identification: 'FI1410093000123458', scheme_name: 'IBAN' });
  });

  it('REDIRECT: the bank approval returns the state and no code', async () => {
    const { id, flow } = start({ aspsp: { name: 'OP', country: 'FI' }, state: 'pay-1' });
    const redirect = stepOf(await act(backend, flow, { action: 'confirm' }));
    assert.equal(redirect.url, `${backend.origin}/sandbox-bank/payments/${id}`);
    const page = await (await fetch(String(redirect.url))).text();
    assert.match(page, /payment of €12\.50\./);
    const answer = await fetch(String(redirect.url), {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: backend.origin },
      body: 'decision=approve',
      redirect: 'manual',
    });
    assert.equal(answer.status, 303);
    assert.equal(answer.headers.get('location'), 'http://localhost:5173/callback?state=pay-1');
    assert.deepEqual(stepOf(await callApi(backend, flow)), {
      type: 'done',
      redirect_url: 'http://localhost:5173/callback?state=pay-1',
    });
  });

  it('EMBEDDED: credentials, then done with the state only', async () => {
    const { flow } = start({ aspsp: { name: 'S-Pankki', country: 'FI' }, state: 'pay-2' });
    assert.equal(stepOf(await act(backend, flow, { action: 'confirm' })).type, 'credentials');
    const done = stepOf(await act(backend, flow, { action: 'submit_credentials', credentials: DEMO }));
    assert.deepEqual(done, { type: 'done', redirect_url: 'http://localhost:5173/callback?state=pay-2' });
  });

  it('DECOUPLED: done after three polls', async () => {
    const { flow } = start({ aspsp: { name: 'Danske Bank', country: 'FI' } });
    assert.equal(stepOf(await act(backend, flow, { action: 'confirm' })).type, 'decoupled');
    const types = [];
    for (let poll = 0; poll < 3; poll += 1) types.push(stepOf(await callApi(backend, flow)).type);
    assert.deepEqual(types, ['decoupled', 'decoupled', 'done']);
  });

  it('a licensed TPP skips consent; cancel fails with access_denied', async () => {
    const { flow } = start({ application: 'sandbox-tpp', aspsp: { name: 'OP', country: 'FI' }, state: 't' });
    assert.equal(stepOf(await callApi(backend, flow)).type, 'redirect');
    const failed = stepOf(await act(backend, flow, { action: 'cancel' }));
    assert.equal(failed.type, 'failed');
    assert.equal(failed.error, 'access_denied');
    const back = new URL(String(failed.redirect_url));
    assert.equal(back.searchParams.get('error'), 'access_denied');
    assert.equal(back.searchParams.get('state'), 't');
  });

  it('answers 400 for a malformed id, 404 PAYMENT_NOT_FOUND for an unknown one, and names the other environment', async () => {
    const malformed = await callApi(backend, '/payments/xyz/flow');
    assert.equal(malformed.status, 400);
    assert.equal(asObject(malformed.json).error, 'WRONG_REQUEST_PARAMETERS');
    const unknown = await callApi(backend, '/payments/00000000-0000-4000-8000-000000000000/flow');
    assert.equal(unknown.status, 404);
    assert.equal(asObject(unknown.json).error, 'PAYMENT_NOT_FOUND');
    const live = start({ application: 'production-shop', aspsp: { name: 'OP', country: 'FI' } });
    const sandboxed = await callApi(backend, live.flow);
    assert.equal(sandboxed.status, 404);
    assert.equal(asObject(sandboxed.json).error, 'PAYMENT_NOT_FOUND');
    assert.match(String(asObject(sandboxed.json).message), /exists in PRODUCTION/);
    const production = await callApi(backend, live.flow, { sandbox: false });
    assert.equal(production.status, 200);
    assert.equal(asObject(production.json).sandbox, undefined, 'no test users in PRODUCTION');
  });

  it('refuses payments the ASPSP cannot make', () => {
    assert.throws(() => start({ aspsp: { name: 'POP Pankki', country: 'FI' } }), /does not offer SEPA/);
    assert.throws(
      () => start({ aspsp: { name: 'OP', country: 'FI' }, payment_type: 'DOMESTIC' }),
      /DOMESTIC/,
    );
    const request = samplePaymentRequest();
    const first = request.credit_transfer_transaction[0];
    assert.ok(first);
    first.instructed_amount = { currency: 'SEK', amount: '10.00' };
    assert.throws(
      () => start({ aspsp: { name: 'OP', country: 'FI' }, payment_request: request }),
      /currency SEK/,
    );
    first.instructed_amount = { currency: 'EUR', amount: '-1' };
    assert.throws(() => start({ aspsp: { name: 'OP', country: 'FI' }, payment_request: request }), /amount/);
    const two = {
      credit_transfer_transaction: [
        ...samplePaymentRequest().credit_transfer_transaction,
        ...samplePaymentRequest().credit_transfer_transaction,
      ],
    };
    assert.throws(() => start({ aspsp: { name: 'OP', country: 'FI' }, payment_request: two }), /at most 1 /);
  });
});
