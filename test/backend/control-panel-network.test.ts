/**
 * The control panel of a sandbox bound to a network address (--host 0.0.0.0, in CI or a
 * container): the page and its API answer a peer on this machine, and another machine only
 * with the token printed at start. The other machine is played by this machine's own network
 * address, which the server sees as a non-loopback peer.
 */
import assert from 'node:assert/strict';
import { networkInterfaces } from 'node:os';
import { after, before, describe, it } from 'node:test';
import { applicationId } from '../../sandbox/src/jwt/jwt-signer.js';
import type { MockBackend } from '../../sandbox/src/server.js';
import { asObject, startBackend } from './backend-fixture.js';
import { rawRequest, type RawRequest } from './raw-request.js';

const CONTROL = { Accept: 'application/json', 'X-Sandbox-Control': '1' };
const SHOP_ID = applicationId('sandbox-shop');

/** An IPv4 address of this machine that is not loopback, if it has one. */
const networkAddress = Object.values(networkInterfaces())
  .flat()
  .find((address) => address !== undefined && address.family === 'IPv4' && !address.internal)?.address;
const skip = networkAddress === undefined && 'this machine has no network address besides loopback';

describe('the control panel of a sandbox on a network address', { skip }, () => {
  let backend: MockBackend;
  let port: string;
  /** A request from "another machine": to this machine's network address, naming the sandbox as localhost. */
  const fromNetwork = (path: string, request: RawRequest = {}) =>
    rawRequest(`http://${networkAddress}:${port}${path}`, { host: `localhost:${port}`, ...request });
  before(async () => {
    backend = await startBackend({ host: '0.0.0.0' });
    port = new URL(backend.origin).port;
  });
  after(() => backend.close());

  it('refuses another machine without the token: the page and every call, with an Origin or none', async () => {
    const speed = backend.clock.speed;
    const settings = JSON.stringify({ webhook_origins: ['http://10.0.0.1:22'] });
    const requests: [string, RawRequest][] = [
      ['/control-panel', {}],
      ['/control-panel/panel.js', {}],
      ['/control-panel/api/webhooks', { headers: CONTROL }],
      ['/control-panel/api/clock', { method: 'POST', headers: CONTROL, body: '{"speed":1000}' }],
      [`/control-panel/api/applications/${SHOP_ID}`, { method: 'PATCH', headers: CONTROL, body: settings }],
      [
        `/control-panel/api/applications/${SHOP_ID}`,
        { method: 'PATCH', headers: { ...CONTROL, Origin: backend.origin }, body: settings },
      ],
    ];
    for (const [path, request] of requests) {
      const refused = await fromNetwork(path, request);
      assert.equal(refused.status, 403, `${request.method ?? 'GET'} ${path}: ${refused.text}`);
      assert.equal(asObject(refused.json).error, 'UNAUTHORIZED_ACCESS');
      assert.match(String(asObject(refused.json).message), /token/);
    }
    assert.equal(backend.clock.speed, speed, 'the clock did not move');
    assert.ok(!backend.applications.byId(SHOP_ID)?.webhook_origins.includes('http://10.0.0.1:22'));
  });

  it('prints a panel URL whose token logs the browser in once; the page then keeps it in a cookie', async () => {
    const token = backend.controlPanelToken;
    assert.ok(token !== undefined && token.length >= 32, 'a long random token');
    const url = new URL(backend.controlPanelUrl);
    assert.equal(url.searchParams.get('token'), token);
    const login = await fromNetwork(`${url.pathname}${url.search}`);
    assert.equal(login.status, 303, login.text);
    assert.equal(login.headers.location, '/control-panel', 'the token leaves the address bar');
    const cookie = String(login.headers['set-cookie']?.[0]);
    assert.match(cookie, /HttpOnly/);
    assert.match(cookie, /SameSite=Strict/);
    assert.match(cookie, /Path=\/control-panel/);
    const sent = { Cookie: cookie.split(';')[0] ?? '' };
    assert.equal((await fromNetwork('/control-panel', { headers: sent })).status, 200);
    assert.equal((await fromNetwork('/control-panel/panel.js', { headers: sent })).status, 200);
    assert.equal(
      (await fromNetwork('/control-panel/api/clock', { headers: { ...CONTROL, ...sent } })).status,
      200,
    );
  });

  it('a script on another machine sends the token as a Bearer token; a wrong one is refused', async () => {
    const bearer = (token: string) => ({ headers: { ...CONTROL, Authorization: `Bearer ${token}` } });
    assert.equal(
      (await fromNetwork('/control-panel/api/clock', bearer(backend.controlPanelToken ?? ''))).status,
      200,
    );
    assert.equal((await fromNetwork('/control-panel/api/clock', bearer('not-the-token'))).status, 403);
    assert.equal((await fromNetwork('/control-panel?token=not-the-token')).status, 403);
  });

  it('answers a peer on this machine without the token', async () => {
    const local = (path: string) =>
      rawRequest(`http://127.0.0.1:${port}${path}`, { host: `localhost:${port}`, headers: CONTROL });
    assert.equal((await local('/control-panel')).status, 200);
    assert.equal((await local('/control-panel/api/clock')).status, 200);
  });
});

describe('the control panel of a sandbox on loopback', () => {
  let backend: MockBackend;
  before(async () => {
    backend = await startBackend();
  });
  after(() => backend.close());

  it('has no token: only this machine can reach it', () => {
    assert.equal(backend.controlPanelToken, undefined);
    assert.equal(backend.controlPanelUrl, `${backend.origin}/control-panel`);
  });
});
