import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import type { MockBackend } from '../../mock-backend/server.js';
import { ALLOWED_ORIGIN, API, asObject, callApi, startBackend } from './backend-fixture.js';

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
    const { authorization_id } = backend.createAuthorization({ aspsp: { name: 'OP', country: 'FI' } });
    const own = await callApi(backend, `/authorizations/${authorization_id}/flow`, {
      origin: backend.origin,
    });
    assert.equal(own.status, 200);
    const foreign = await callApi(backend, `/authorizations/${authorization_id}/flow`, {
      origin: 'http://evil.test',
    });
    assert.equal(foreign.status, 403);
    // A same-origin GET carries no Origin header, only Sec-Fetch-Site.
    const sameOrigin = await callApi(backend, `/authorizations/${authorization_id}/flow`, {
      origin: null,
      headers: { 'Sec-Fetch-Site': 'same-origin' },
    });
    assert.equal(sameOrigin.status, 200);
  });
});
