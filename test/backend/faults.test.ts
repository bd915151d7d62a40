import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import type { MockBackend } from '../../sandbox/src/server.js';
import { ALLOWED_ORIGIN, API, asObject, callApi, startBackend } from './backend-fixture.js';

const ASPSPS = '/aspsps?country=FI&psu_type=personal&service=AIS';

describe('fault injection', () => {
  let backend: MockBackend;
  before(async () => {
    backend = await startBackend();
  });
  after(() => backend.close());
  beforeEach(() => backend.reset());

  it('delays, then answers normally', async () => {
    backend.faults.set({ path: '/aspsps', delayMs: 300 });
    const started = performance.now();
    const result = await callApi(backend, ASPSPS);
    assert.ok(performance.now() - started >= 290, 'delayed');
    assert.equal(result.status, 200);
  });

  it('answers a status with an ErrorResponse the widget can read', async () => {
    backend.faults.set({ path: '/aspsps', status: 500, error: 'ASPSP_ERROR', message: 'Boom' });
    const result = await callApi(backend, ASPSPS);
    assert.equal(result.status, 500);
    assert.deepEqual(result.json, { message: 'Boom', code: 500, error: 'ASPSP_ERROR', detail: null });
    assert.equal(result.headers.get('access-control-allow-origin'), ALLOWED_ORIGIN);
  });

  it('serves a body of another type without CORS headers, as a web server that is no widget API', async () => {
    backend.faults.set({
      path: '/aspsps',
      status: 404,
      body: '<h1>Not found</h1>',
      contentType: 'text/html',
      noCors: true,
    });
    const result = await callApi(backend, ASPSPS);
    assert.equal(result.status, 404);
    assert.equal(result.headers.get('content-type'), 'text/html');
    assert.equal(result.text, '<h1>Not found</h1>');
    assert.equal(result.headers.get('access-control-allow-origin'), null);
  });

  it('cuts an answer after its headers, so reading the body fails', async () => {
    backend.faults.set({ path: '/aspsps', cut: true, times: 1 });
    const response = await fetch(`${backend.origin}${API}${ASPSPS}&sandbox=true`, {
      headers: { Origin: ALLOWED_ORIGIN },
    });
    assert.equal(response.status, 200);
    await assert.rejects(response.text());
    assert.equal((await callApi(backend, ASPSPS)).status, 200);
  });

  it('answers 429 with Retry-After', async () => {
    backend.faults.set({ path: '/aspsps', status: 429, retryAfter: 7, error: 'ASPSP_RATE_LIMIT_EXCEEDED' });
    const result = await callApi(backend, ASPSPS);
    assert.equal(result.status, 429);
    assert.equal(result.headers.get('retry-after'), '7');
    assert.equal(asObject(result.json).code, 429);
    assert.equal(result.headers.get('access-control-allow-origin'), ALLOWED_ORIGIN);
  });

  it('sends a raw body instead of JSON', async () => {
    backend.faults.set({ path: '/aspsps', body: 'not json' });
    const result = await callApi(backend, ASPSPS);
    assert.equal(result.status, 200);
    assert.equal(result.text, 'not json');
    assert.equal(result.json, undefined);
  });

  it('drops the connection', async () => {
    backend.faults.set({ path: '/aspsps', drop: true });
    await assert.rejects(callApi(backend, ASPSPS));
    assert.equal(backend.requests.at(-1)?.path, `${API}/aspsps`, 'the dropped request is still recorded');
  });

  it('applies to the next N requests only', async () => {
    backend.faults.set({ path: '/aspsps', status: 503, times: 2 });
    const statuses = [];
    for (let call = 0; call < 3; call += 1) statuses.push((await callApi(backend, ASPSPS)).status);
    assert.deepEqual(statuses, [503, 503, 200]);
  });

  it('matches by path prefix and method, and leaves preflights alone', async () => {
    const { authorization_id } = backend.createAuthorization({ aspsp: { name: 'OP', country: 'FI' } });
    backend.faults.set({ path: '/authorizations/', method: 'POST', status: 500 });
    assert.equal((await callApi(backend, ASPSPS)).status, 200);
    assert.equal((await callApi(backend, `/authorizations/${authorization_id}/flow`)).status, 200);
    const preflight = await fetch(`${backend.origin}${API}/authorizations/${authorization_id}/flow`, {
      method: 'OPTIONS',
      headers: { Origin: ALLOWED_ORIGIN, 'Access-Control-Request-Method': 'POST' },
    });
    assert.equal(preflight.status, 204);
    const post = await callApi(backend, `/authorizations/${authorization_id}/flow`, {
      body: { action: 'confirm' },
    });
    assert.equal(post.status, 500);
  });

  it('clear() removes every rule', async () => {
    backend.faults.set({ path: '/', status: 500 });
    backend.faults.clear();
    assert.equal((await callApi(backend, ASPSPS)).status, 200);
  });
});

describe('the request log and reset()', () => {
  let backend: MockBackend;
  before(async () => {
    backend = await startBackend();
  });
  after(() => backend.close());
  beforeEach(() => backend.reset());

  it('records every request in order, with query, origin, headers and parsed body', async () => {
    const { authorization_id } = backend.createAuthorization({ aspsp: { name: 'OP', country: 'FI' } });
    backend.faults.set({ path: '/aspsps', status: 500, times: 1 });
    await callApi(backend, ASPSPS, { headers: { 'Accept-Language': 'fi' } });
    await callApi(backend, `/authorizations/${authorization_id}/flow`, { body: { action: 'confirm' } });
    await fetch(`${backend.origin}/logos/op.svg`);
    assert.deepEqual(
      backend.requests.map((request) => `${request.method} ${request.path}`),
      [`GET ${API}/aspsps`, `POST ${API}/authorizations/${authorization_id}/flow`, 'GET /logos/op.svg'],
    );
    const [list, action] = backend.requests;
    assert.deepEqual(list?.query, { country: 'FI', psu_type: 'personal', service: 'AIS', sandbox: 'true' });
    assert.equal(list?.origin, ALLOWED_ORIGIN);
    assert.equal(list?.headers['accept-language'], 'fi');
    assert.equal(list?.body, undefined);
    assert.deepEqual(action?.body, { action: 'confirm' });
  });

  it('reset() forgets authorisations, faults and the log', async () => {
    const { authorization_id } = backend.createAuthorization({ aspsp: { name: 'OP', country: 'FI' } });
    backend.faults.set({ path: '/aspsps', status: 500 });
    await callApi(backend, ASPSPS);
    const log = backend.requests;
    backend.reset();
    assert.equal(log.length, 0, 'the same array, emptied');
    assert.equal((await callApi(backend, ASPSPS)).status, 200);
    assert.equal((await callApi(backend, `/authorizations/${authorization_id}`)).status, 404);
  });
});
