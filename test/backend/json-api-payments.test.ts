import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import type { MockBackend } from '../../sandbox/src/server.js';
import { ALLOWED_ORIGIN, asObject, callApi, startBackend, stepOf } from './backend-fixture.js';
import {
  authBody,
  borrowedKey,
  callJsonApi,
  failure,
  finishFlow,
  paymentBody,
  tokenWithBorrowedKey,
  withoutNulls,
  type JsonCallOptions,
} from './json-api-fixture.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** Nordea's business SEPA payments support deferred submission; its personal ones and OP's do not. */
const NORDEA_BUSINESS = { aspsp: { name: 'Nordea', country: 'FI' }, psu_type: 'business' };
const TRANSACTION_ID = /^[0-9A-F]{24}$/;

describe('JSON API: the PIS journey and /payments', () => {
  let backend: MockBackend;
  before(async () => {
    // Real time stands still: the sandbox clock moves only when a test advances it.
    const start = Date.now();
    backend = await startBackend({ now: () => start, publicKeys: borrowedKey('production-shop') });
  });
  after(() => backend.close());
  beforeEach(() => backend.reset());

  const call = (path: string, options: JsonCallOptions = {}) =>
    callJsonApi(backend, path, { now: backend.clock.realTime(), ...options });
  const advance = (ms: number) => backend.clock.advance(ms);
  const status = async (id: string) => {
    const payment = asObject((await call(`/payments/${id}`)).json);
    return { status: payment.status, final_status: payment.final_status };
  };
  async function create(overrides: Record<string, unknown> = {}): Promise<string> {
    const result = await call('/payments', { body: paymentBody(overrides) });
    assert.equal(result.status, 200, result.text);
    return String(asObject(result.json).payment_id);
  }
  const submit = (id: string, body?: unknown) => call(`/payments/${id}/submit`, { method: 'POST', body });
  const remove = (id: string) => call(`/payments/${id}`, { method: 'DELETE' });

  it('POST /payments creates the payment the widgets work on; the flow, then GET shows it settled', async () => {
    const created = await call('/payments', { body: paymentBody({ psu_id: 'buyer-1' }) });
    assert.equal(created.status, 200);
    const body = asObject(created.json);
    assert.deepEqual(Object.keys(body).sort(), ['payment_id', 'psu_id_hash', 'status', 'url']);
    const id = String(body.payment_id);
    assert.match(id, UUID);
    assert.equal(body.status, 'RCVD');
    assert.equal(body.url, `${backend.origin}/auth/pis/start?payment=${id}`);

    const consent = stepOf(await callApi(backend, `/payments/${id}/flow`));
    assert.equal(consent.type, 'consent');
    assert.deepEqual(asObject(consent.payment).total, { currency: 'EUR', amount: '25.00' });

    const before = asObject((await call(`/payments/${id}`)).json);
    assert.equal(before.status, 'RCVD');
    assert.equal(before.final_status, false);
    assert.equal(before.payment_type, 'SEPA');
    assert.deepEqual(before.aspsp, { name: 'OP', country: 'FI' });
    assert.equal(before.psu_id_hash, body.psu_id_hash);
    const { credit_transfer_transaction: sent, ...sentRest } = asObject(
      asObject(paymentBody()).payment_request,
    );
    const { credit_transfer_transaction: shown, ...shownRest } = asObject(before.payment_details);
    assert.deepEqual(withoutNulls(shownRest), sentRest);
    const [instruction] = shown as Record<string, unknown>[];
    assert.ok(instruction);
    const { transaction_id, transaction_status, ...asSent } = instruction;
    assert.match(String(transaction_id), TRANSACTION_ID);
    assert.equal(transaction_status, 'RCVD');
    assert.deepEqual([withoutNulls(asSent)], sent);

    const done = await finishFlow(backend, 'payments', id);
    assert.equal(done.type, 'done');
    const callback = new URL(String(done.redirect_url));
    assert.equal(callback.origin, ALLOWED_ORIGIN);
    assert.equal(callback.searchParams.get('state'), 'pay-state');
    assert.equal(callback.searchParams.get('error'), null);
    assert.deepEqual(await status(id), { status: 'ACTC', final_status: false }, 'validated at once');
    advance(2_000);
    assert.deepEqual(await status(id), { status: 'ACSP', final_status: false }, 'in settlement after 2 s');
    advance(3_999);
    assert.deepEqual(await status(id), { status: 'ACSP', final_status: false });
    advance(1);
    assert.deepEqual(await status(id), { status: 'ACSC', final_status: true }, 'settled after 6 s');
    const settled = asObject((await call(`/payments/${id}`)).json);
    const [after] = asObject(settled.payment_details).credit_transfer_transaction as Record<
      string,
      unknown
    >[];
    assert.deepEqual(
      [after?.transaction_id, after?.transaction_status],
      [transaction_id, 'ACSC'],
      'the same id',
    );
  });

  it('an instant payment settles on the creditor account (ACCC) within 2 s', async () => {
    const id = await create({ payment_type: 'INST_SEPA' });
    await finishFlow(backend, 'payments', id);
    assert.deepEqual(await status(id), { status: 'ACTC', final_status: false });
    advance(1_000);
    assert.deepEqual(await status(id), { status: 'ACSP', final_status: false });
    advance(1_000);
    assert.deepEqual(await status(id), { status: 'ACCC', final_status: true });
  });

  it('a payment the PSU cancels is CNCL, final, with the reason', async () => {
    const id = await create();
    const failed = await finishFlow(backend, 'payments', id, 'reject');
    assert.equal(failed.type, 'failed');
    const payment = asObject((await call(`/payments/${id}`)).json);
    assert.equal(payment.status, 'CNCL');
    assert.equal(payment.final_status, true);
    assert.equal(asObject(payment.status_reason_information).status_reason_code, 'access_denied');
  });

  it('a payment not authorised in time is RJCT, final', async () => {
    const id = await create();
    advance(16 * 60_000);
    const payment = asObject((await call(`/payments/${id}`)).json);
    assert.deepEqual([payment.status, payment.final_status], ['RJCT', true]);
    assert.equal(asObject(payment.status_reason_information).status_reason_code, 'EXPIRED_SESSION');
  });

  it('deferred: waits as ACCP after authorisation; submit sends it to the bank once', async () => {
    const id = await create({ ...NORDEA_BUSINESS, defer_submission: true });
    const early = await submit(id);
    assert.deepEqual(failure(early), { status: 422, error: 'PAYMENT_NOT_AUTHORIZED', code: 422 });
    assert.deepEqual(await status(id), { status: 'RCVD', final_status: false });

    await finishFlow(backend, 'payments', id);
    assert.deepEqual(await status(id), { status: 'ACCP', final_status: false });
    advance(60 * 60_000);
    assert.deepEqual(
      await status(id),
      { status: 'ACCP', final_status: false },
      'still waiting an hour later',
    );

    const submitted = await submit(id, {});
    assert.equal(submitted.status, 200, submitted.text);
    assert.deepEqual(asObject(submitted.json), {
      payment_id: id,
      status: 'ACTC',
      final_status: false,
      status_reason_information: null,
    });
    advance(2_000);
    assert.deepEqual(await status(id), { status: 'ACSP', final_status: false });
    advance(4_000);
    assert.deepEqual(await status(id), { status: 'ACSC', final_status: true });
    const again = await submit(id);
    assert.equal(again.status, 200, 'a repeated submit answers the status again');
    assert.deepEqual(asObject(again.json), {
      payment_id: id,
      status: 'ACSC',
      final_status: true,
      status_reason_information: null,
    });
  });

  it('submit: PAYMENT_SUBMISSION_NOT_DEFERRED without defer_submission', async () => {
    const id = await create(NORDEA_BUSINESS);
    await finishFlow(backend, 'payments', id);
    advance(6_000);
    assert.deepEqual(await status(id), { status: 'ACSC', final_status: true }, 'submitted on authorisation');
    const result = await submit(id);
    assert.deepEqual(failure(result), { status: 422, error: 'PAYMENT_SUBMISSION_NOT_DEFERRED', code: 422 });
  });

  it('submit: PAYMENT_SUBMISSION_NOT_SUPPORTED where the payment type cannot defer, even if asked to', async () => {
    const asked = await create({ defer_submission: true }); // OP personal SEPA
    await finishFlow(backend, 'payments', asked);
    advance(6_000);
    assert.deepEqual(await status(asked), { status: 'ACSC', final_status: true }, 'not deferred after all');
    const result = await submit(asked);
    assert.deepEqual(failure(result), { status: 422, error: 'PAYMENT_SUBMISSION_NOT_SUPPORTED', code: 422 });
    const unasked = await create();
    assert.equal(
      failure(await submit(unasked)).error,
      'PAYMENT_SUBMISSION_NOT_SUPPORTED',
      'before authorisation too',
    );
  });

  it('submit refuses a body that is not an object', async () => {
    const id = await create({ ...NORDEA_BUSINESS, defer_submission: true });
    assert.equal(failure(await submit(id, '[]')).error, 'WRONG_REQUEST_PARAMETERS');
    assert.equal(failure(await submit(id, 'nope')).error, 'WRONG_REQUEST_PARAMETERS');
  });

  it('DELETE: PAYMENT_NOT_FINALIZED until the status is final; then gone for the API and the widgets', async () => {
    const id = await create({ ...NORDEA_BUSINESS, defer_submission: true });
    const notFinal = { status: 422, error: 'PAYMENT_NOT_FINALIZED', code: 422 };
    assert.deepEqual(failure(await remove(id)), notFinal, 'RCVD');
    await finishFlow(backend, 'payments', id);
    assert.deepEqual(failure(await remove(id)), notFinal, 'ACCP, awaiting submission');
    await submit(id);
    advance(5_999);
    assert.deepEqual(failure(await remove(id)), notFinal, 'ACSP, in settlement');
    advance(1);
    const deleted = await remove(id);
    assert.equal(deleted.status, 200);
    assert.equal(typeof asObject(deleted.json).message, 'string');
    const gone = { status: 404, error: 'PAYMENT_NOT_FOUND', code: 404 };
    assert.deepEqual(failure(await call(`/payments/${id}`)), gone);
    assert.deepEqual(failure(await remove(id)), gone);
    assert.equal((await callApi(backend, `/payments/${id}/flow`)).status, 404);
  });

  it('DELETE: a cancelled payment can be deleted', async () => {
    const id = await create();
    await finishFlow(backend, 'payments', id, 'reject');
    assert.equal((await remove(id)).status, 200);
  });

  it('another application cannot see, submit or delete a payment', async () => {
    const id = await create();
    await finishFlow(backend, 'payments', id);
    const gone = { status: 404, error: 'PAYMENT_NOT_FOUND', code: 404 };
    const tpp = { application: 'sandbox-tpp' };
    assert.deepEqual(failure(await call(`/payments/${id}`, tpp)), gone);
    assert.deepEqual(failure(await call(`/payments/${id}/submit`, { ...tpp, method: 'POST' })), gone);
    assert.deepEqual(failure(await call(`/payments/${id}`, { ...tpp, method: 'DELETE' })), gone);
    assert.equal((await call(`/payments/${id}`)).status, 200);
    assert.deepEqual(failure(await call('/payments/123')), gone);
  });

  it('POST /payments refuses what the specification refuses', async () => {
    const cases: [Record<string, unknown>, number, string][] = [
      [{ redirect_url: 'https://evil.example/back' }, 400, 'REDIRECT_URI_NOT_ALLOWED'],
      [{ aspsp: { name: 'Bank of Nowhere', country: 'FI' } }, 400, 'WRONG_ASPSP_PROVIDED'],
      [{ credentials: { username: 'demo' } }, 400, 'WRONG_REQUEST_PARAMETERS'],
      [{ webhook_url: 'https://evil.example/hook' }, 400, 'WEBHOOK_URI_NOT_ALLOWED'],
      [{ webhook_url: 'not a url' }, 400, 'WEBHOOK_URI_NOT_ALLOWED'],
      [{ payment_type: 'DOMESTIC' }, 400, 'WRONG_REQUEST_PARAMETERS'], // OP offers no DOMESTIC
      [{ state: undefined }, 400, 'WRONG_REQUEST_PARAMETERS'],
      [{ psu_type: undefined }, 400, 'WRONG_REQUEST_PARAMETERS'],
      [{ redirect_url: undefined }, 400, 'WRONG_REQUEST_PARAMETERS'],
    ];
    for (const [overrides, expectedStatus, error] of cases) {
      const result = await call('/payments', { body: paymentBody(overrides) });
      assert.deepEqual(
        failure(result),
        { status: expectedStatus, error, code: expectedStatus },
        JSON.stringify(overrides),
      );
    }
    const webhook = await call('/payments', {
      body: paymentBody({ webhook_url: `${ALLOWED_ORIGIN}/hooks/payments` }),
    });
    assert.equal(webhook.status, 200, 'a whitelisted origin is fine');
  });

  it('POST /payments takes an empty state, a string as any other, and gives it back as state=', async () => {
    // The specification: "state | string | yes | Arbitrary string returned in the query of the
    // redirect to redirect_url". Required means present, and "" is a string.
    const created = await call('/payments', { body: paymentBody({ state: '' }) });
    assert.equal(created.status, 200, created.text);
    const done = await finishFlow(backend, 'payments', String(asObject(created.json).payment_id));
    assert.equal(done.type, 'done');
    const callback = new URL(String(done.redirect_url));
    assert.equal(callback.search, '?state=');
    assert.equal(callback.searchParams.get('state'), '');
    // Only state: another required string is still refused empty, and state still must be a string.
    for (const overrides of [{ redirect_url: '' }, { state: 42 }, { state: null }]) {
      const result = await call('/payments', { body: paymentBody(overrides) });
      assert.deepEqual(
        failure(result),
        { status: 400, error: 'WRONG_REQUEST_PARAMETERS', code: 400 },
        JSON.stringify(overrides),
      );
    }
  });

  it('POST /payments checks the transactions: amounts, currency and the count limit', async () => {
    const transaction = (amount: string, currency = 'EUR') => ({
      instructed_amount: { currency, amount },
      beneficiary: {
        creditor: { name: 'Demo Shop Oy' },
        creditor_account: { identification: 'FI2112345600000785', scheme_name: 'IBAN' },
      },
    });
    const withTransactions = (list: unknown[], overrides: Record<string, unknown> = {}) =>
      paymentBody({ payment_request: { credit_transfer_transaction: list }, ...overrides });
    for (const list of [[], [transaction('0')], [transaction('1,50')], [transaction('5', 'SEK')]]) {
      const result = await call('/payments', { body: withTransactions(list) });
      assert.deepEqual(failure(result).error, 'WRONG_REQUEST_PARAMETERS', JSON.stringify(list));
    }
    const two = await call('/payments', { body: withTransactions([transaction('1'), transaction('2')]) });
    assert.deepEqual(failure(two), { status: 422, error: 'PAYMENT_LIMIT_EXCEEDED', code: 422 });
    const bulk = await call('/payments', {
      body: withTransactions([transaction('1'), transaction('2')], NORDEA_BUSINESS),
    });
    assert.equal(bulk.status, 200, 'Nordea takes up to 100 business transactions as SEPA');
  });

  it('ACCESS_DENIED for PIS where it is not enabled; AIS works for that application', async () => {
    const token = await tokenWithBorrowedKey('production-shop', backend.clock.realTime());
    const payment = await call('/payments', { token, body: paymentBody() });
    assert.deepEqual(failure(payment), { status: 403, error: 'ACCESS_DENIED', code: 403 });
    const auth = await call('/auth', { token, body: authBody() });
    assert.equal(auth.status, 200);
    const page = await fetch(String(asObject(auth.json).url));
    assert.doesNotMatch(await page.text(), / sandbox>/, 'a PRODUCTION authorisation');
  });
});
