import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import type { MockBackend } from '../../sandbox/src/server.js';
import { asObject, getWithHost, startBackend } from './backend-fixture.js';
import { callControlApi, type ControlCallOptions } from './control-panel-fixture.js';
import { callJsonApi, failure } from './json-api-fixture.js';

/** The control panel's JSON API as a script calls it; the answer's body as an object. */
async function control(
  backend: MockBackend,
  path: string,
  options: ControlCallOptions = {},
): Promise<{ status: number; json: Record<string, unknown> }> {
  const result = await callControlApi(backend, path, options);
  return { status: result.status, json: asObject(result.json) };
}

describe('JSON API faults, switched on through the control panel', () => {
  let backend: MockBackend;
  before(async () => {
    backend = await startBackend();
  });
  after(() => backend.close());
  beforeEach(() => backend.reset());

  it('429 with Retry-After, once, then the normal answer', async () => {
    const added = await control(backend, '/faults', {
      body: { path: '/aspsps', status: 429, retry_after: 30, error: 'ASPSP_RATE_LIMIT_EXCEEDED', times: 1 },
    });
    assert.equal(added.status, 200);
    assert.deepEqual(
      (added.json.faults as Record<string, unknown>[]).map((fault) => [
        fault.path,
        fault.status,
        fault.remaining,
      ]),
      [['/aspsps', 429, 1]],
    );
    const limited = await callJsonApi(backend, '/aspsps');
    assert.deepEqual(failure(limited), { status: 429, error: 'ASPSP_RATE_LIMIT_EXCEEDED', code: 429 });
    assert.equal(limited.headers.get('retry-after'), '30');
    assert.equal((await callJsonApi(backend, '/aspsps')).status, 200);
    assert.deepEqual((await control(backend, '/faults')).json.faults, []);
  });

  it('408 and 500 with an ErrorResponse, for one method and path prefix only', async () => {
    await control(backend, '/faults', { body: { path: '/sessions/', method: 'GET', status: 408 } });
    await control(backend, '/faults', { body: { path: '/application', status: 500, message: 'Down' } });
    const timeout = await callJsonApi(backend, '/sessions/0b5a3f6e-2c1d-4e8f-9a7b-1c2d3e4f5a60');
    assert.equal(timeout.status, 408);
    assert.equal(asObject(timeout.json).code, 408);
    const broken = await callJsonApi(backend, '/application');
    assert.deepEqual(broken.json, { message: 'Down', code: 500, error: null, detail: null });
    assert.equal((await callJsonApi(backend, '/aspsps')).status, 200, 'other paths answer as usual');
    assert.equal((await control(backend, '/faults', { method: 'DELETE' })).status, 200);
    assert.equal((await callJsonApi(backend, '/application')).status, 200);
  });

  it('is taken only by an admitted request: one without a valid JWT leaves it for the developer', async () => {
    await control(backend, '/faults', { body: { path: '/application', status: 500, times: 1 } });
    for (const token of [null, 'not.a.jwt']) {
      const refused = await callJsonApi(backend, '/application', { token });
      assert.equal(refused.status, 401, String(token));
    }
    const notFound = await callJsonApi(backend, '/applications');
    assert.equal(notFound.status, 404, 'a path that is no endpoint is not admitted either');
    assert.equal((await callJsonApi(backend, '/application')).status, 500, 'the fault was kept');
    assert.equal((await callJsonApi(backend, '/application')).status, 200);
  });

  it('a slow answer: delayed, then answered normally', async () => {
    await control(backend, '/faults', { body: { path: '/application', delay_ms: 400, times: 1 } });
    const started = performance.now();
    const result = await callJsonApi(backend, '/application');
    assert.ok(performance.now() - started >= 390, 'delayed');
    assert.equal(result.status, 200);
  });

  it('refuses a fault it cannot play, naming the field', async () => {
    for (const [body, field] of [
      [{ path: 'aspsps', status: 500 }, /path/],
      [{ path: '/aspsps', status: 418 }, /status/],
      [{ path: '/aspsps', status: 500, error: 'NOT_A_CODE' }, /error/],
      [{ path: '/aspsps', delay_ms: -1 }, /delay_ms/],
      [{ path: '/aspsps' }, /at least one of/],
    ] as const) {
      const result = await control(backend, '/faults', { body });
      assert.equal(result.status, 400, JSON.stringify(body));
      assert.equal(result.json.error, 'WRONG_REQUEST_PARAMETERS');
      assert.match(String(result.json.message), field);
    }
  });

  it('answers only its own page: a request from another site is refused', async () => {
    const foreign = await control(backend, '/faults', {
      body: { path: '/aspsps', status: 500 },
      headers: { Origin: 'https://evil.example' },
    });
    assert.equal(foreign.status, 403);
    const crossSite = await control(backend, '/clock', { headers: { 'Sec-Fetch-Site': 'cross-site' } });
    assert.equal(crossSite.status, 403);
    // A page of another site whose DNS name was rebound to this machine sends its own Host.
    for (const path of ['/control-panel/api/applications', '/control-panel']) {
      const rebound = await getWithHost(`${backend.origin}${path}`, 'attacker.example');
      assert.equal(rebound.status, 400, path);
    }
    const { port } = new URL(backend.origin);
    assert.equal((await getWithHost(`${backend.origin}/control-panel`, `localhost:${port}`)).status, 200);
    assert.deepEqual((await control(backend, '/faults')).json.faults, [], 'nothing was switched on');
  });
});

describe('the sandbox clock, through the control panel', () => {
  let backend: MockBackend;
  before(async () => {
    backend = await startBackend();
  });
  after(() => backend.close());

  it('moves forward and speeds up; never back', async () => {
    const before = Date.parse(String((await control(backend, '/clock')).json.now));
    const moved = await control(backend, '/clock', { body: { advance_seconds: 3600, speed: 60 } });
    assert.equal(moved.status, 200);
    assert.equal(moved.json.speed, 60);
    const after = Date.parse(String(moved.json.now));
    assert.ok(after - before >= 3600_000 && after - before < 3700_000, `${after - before} ms`);
    for (const body of [
      { advance_seconds: -5 },
      { advance_seconds: 1e300 },
      { speed: 0 },
      { speed: 'fast' },
      { speed: '60' },
      { speed: true },
      {},
    ]) {
      const refused = await control(backend, '/clock', { body });
      assert.equal(refused.status, 400, JSON.stringify(body));
      assert.equal(refused.json.error, 'WRONG_REQUEST_PARAMETERS');
    }
    assert.equal(backend.clock.speed, 60);
  });
});
