import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { samplePaymentRequest, type MockBackend } from '../../sandbox/src/server.js';
import { ALLOWED_ORIGIN, API, asObject, callApi, startBackend, type CallResult } from './backend-fixture.js';

const ASPSPS = '/aspsps?country=FI&psu_type=personal&service=AIS';

describe('CORS and origin whitelisting', () => {
  let backend: MockBackend;
  before(async () => {
    backend = await startBackend();
  });
  after(() => backend.close());
  beforeEach(() => backend.reset());

  it('answers an allowed origin with its own origin, Vary: Origin and no-store', async () => {
    const result = await callApi(backend, ASPSPS);
    assert.equal(result.status, 200);
    assert.equal(result.headers.get('access-control-allow-origin'), ALLOWED_ORIGIN);
    assert.equal(result.headers.get('vary'), 'Origin');
    assert.equal(result.headers.get('access-control-expose-headers'), 'Retry-After');
    assert.equal(result.headers.get('cache-control'), 'no-store');
    assert.match(result.headers.get('content-type') ?? '', /^application\/json/);
  });

  it('answers every preflight with 204 and the allowed methods and headers', async () => {
    for (const origin of [ALLOWED_ORIGIN, 'http://evil.test']) {
      const response = await fetch(`${backend.origin}${API}/authorizations/x/flow?sandbox=true`, {
        method: 'OPTIONS',
        headers: {
          Origin: origin,
          'Access-Control-Request-Method': 'POST',
          'Access-Control-Request-Headers': 'content-type',
        },
      });
      assert.equal(response.status, 204);
      assert.equal(response.headers.get('access-control-allow-origin'), origin);
      assert.equal(response.headers.get('access-control-allow-methods'), 'GET, POST');
      assert.equal(response.headers.get('access-control-allow-headers'), 'Content-Type, Accept-Language');
      assert.equal(response.headers.get('access-control-max-age'), '600');
      assert.equal(response.headers.get('vary'), 'Origin');
    }
  });

  it('refuses an origin no active application whitelists, readably for that origin', async () => {
    const result = await callApi(backend, ASPSPS, { origin: 'http://evil.test' });
    assert.equal(result.status, 403);
    assert.equal(result.headers.get('access-control-allow-origin'), 'http://evil.test');
    const body = asObject(result.json);
    assert.equal(body.code, 403);
    assert.equal(body.error, 'UNAUTHORIZED_ACCESS');
    assert.match(String(body.message), /http:\/\/evil\.test/);
    assert.equal(body.aspsps, undefined);
  });

  it('refuses a request without an Origin header', async () => {
    const result = await callApi(backend, ASPSPS, { origin: null });
    assert.equal(result.status, 403);
    assert.equal(asObject(result.json).error, 'UNAUTHORIZED_ACCESS');
    assert.match(String(asObject(result.json).message), /Origin header/);
    assert.equal(result.headers.get('access-control-allow-origin'), null);
  });

  it('lists ASPSPs only for origins of an active application of the same environment', async () => {
    // https://tpp.example belongs to the active SANDBOX TPP app only.
    assert.equal((await callApi(backend, ASPSPS, { origin: 'https://tpp.example' })).status, 200);
    assert.equal(
      (await callApi(backend, ASPSPS, { origin: 'https://tpp.example', sandbox: false })).status,
      403,
    );
    // https://pending.example belongs to the pending PRODUCTION app only.
    assert.equal(
      (await callApi(backend, ASPSPS, { origin: 'https://pending.example', sandbox: false })).status,
      403,
    );
    assert.equal((await callApi(backend, ASPSPS, { sandbox: false })).status, 200);
  });

  it('allows an authorisation only to origins of the application that created it', async () => {
    const shop = backend.createAuthorization({ aspsp: { name: 'OP', country: 'FI' } });
    const tpp = backend.createAuthorization({
      application: 'sandbox-tpp',
      aspsp: { name: 'OP', country: 'FI' },
    });
    const refused = await callApi(backend, `/authorizations/${shop.authorization_id}`, {
      origin: 'https://tpp.example',
    });
    assert.equal(refused.status, 403);
    assert.equal(asObject(refused.json).error, 'UNAUTHORIZED_ACCESS');
    assert.match(String(asObject(refused.json).message), /https:\/\/tpp\.example/);
    assert.equal(refused.headers.get('access-control-allow-origin'), 'https://tpp.example');
    const allowed = await callApi(backend, `/authorizations/${tpp.authorization_id}`, {
      origin: 'https://tpp.example',
    });
    assert.equal(allowed.status, 200);
  });

  it('keeps the CORS headers on every error', async () => {
    const result = await callApi(backend, '/authorizations/00000000-0000-4000-8000-000000000000');
    assert.equal(result.status, 404);
    assert.equal(result.headers.get('access-control-allow-origin'), ALLOWED_ORIGIN);
    assert.equal(result.headers.get('cache-control'), 'no-store');
  });

  it('lets the service’s own hosted pages use an authorisation of any application', async () => {
    const { authorization_id, url } = backend.createAuthorization({ aspsp: { name: 'OP', country: 'FI' } });
    const own = await callApi(backend, `/authorizations/${authorization_id}/flow`, {
      origin: backend.origin,
    });
    assert.equal(own.status, 200);
    const foreign = await callApi(backend, `/authorizations/${authorization_id}/flow`, {
      origin: 'http://evil.test',
    });
    assert.equal(foreign.status, 403);
    // A same-origin GET carries no Origin header: the hosted page is named by its Referer.
    const sameOrigin = await callApi(backend, `/authorizations/${authorization_id}/flow`, {
      origin: null,
      headers: { 'Sec-Fetch-Site': 'same-origin', Referer: url },
    });
    assert.equal(sameOrigin.status, 200);
  });

  it('refuses an unknown origin alike for an existing, an unknown and a malformed id', async () => {
    const { authorization_id } = backend.createAuthorization({ aspsp: { name: 'OP', country: 'FI' } });
    const { payment_id } = backend.createPayment({
      aspsp: { name: 'OP', country: 'FI' },
      payment_request: samplePaymentRequest(),
    });
    const unknown = '00000000-0000-4000-8000-000000000000';
    const origin = 'http://evil.test';
    const cases: Array<[string, { method?: string; body?: unknown; sandbox?: boolean }]> = [
      ['/authorizations/{id}', {}],
      ['/authorizations/{id}/flow', {}],
      ['/authorizations/{id}/flow', { method: 'POST', body: { action: 'confirm' } }],
      ['/authorizations/{id}/consent', { method: 'POST', body: { decision: 'confirm' } }],
      // The other environment must not show through either.
      ['/authorizations/{id}', { sandbox: false }],
    ];
    for (const [path, options] of cases) {
      const answers = await Promise.all(
        [authorization_id, unknown, 'not-a-uuid'].map((id) =>
          callApi(backend, path.replace('{id}', id), { ...options, origin }),
        ),
      );
      for (const answer of answers) assertPlainRefusal(answer, origin);
      const [existing, ...others] = answers.map(comparable);
      for (const other of others) assert.deepEqual(other, existing, path);
    }
    const payments = await Promise.all(
      [payment_id, unknown, 'not-a-uuid'].map((id) => callApi(backend, `/payments/${id}/flow`, { origin })),
    );
    for (const answer of payments) assertPlainRefusal(answer, origin);
    const [existingPayment, ...otherPayments] = payments.map(comparable);
    for (const other of otherPayments) assert.deepEqual(other, existingPayment);
    // The refused origin changed nothing: the authorisation still waits for its consent.
    const flow = await callApi(backend, `/authorizations/${authorization_id}/flow`);
    assert.equal(asObject(asObject(flow.json).step).type, 'consent');
  });

  it('still tells a whitelisted origin about a malformed or unknown id', async () => {
    const malformed = await callApi(backend, '/authorizations/not-a-uuid');
    assert.equal(malformed.status, 400);
    assert.equal(asObject(malformed.json).error, 'WRONG_REQUEST_PARAMETERS');
    const unknown = await callApi(backend, '/authorizations/00000000-0000-4000-8000-000000000000');
    assert.equal(unknown.status, 404);
    assert.equal(asObject(unknown.json).error, 'SESSION_DOES_NOT_EXIST');
  });
});

/** A 403 readable by the refused origin, naming it and nothing else. */
function assertPlainRefusal(answer: CallResult, origin: string): void {
  assert.equal(answer.status, 403);
  assert.equal(answer.headers.get('access-control-allow-origin'), origin);
  const body = asObject(answer.json);
  assert.equal(body.error, 'UNAUTHORIZED_ACCESS');
  assert.match(String(body.message), /http:\/\/evil\.test/);
  assert.doesNotMatch(answer.text, /00000000|not-a-uuid|OP|Sandbox/i);
}

/** Status, body and every header but the clock's and the connection's. */
function comparable(answer: CallResult): unknown {
  const headers = [...answer.headers].filter(
    ([name]) => !['date', 'keep-alive', 'connection'].includes(name),
  );
  return { status: answer.status, headers, text: answer.text };
}
