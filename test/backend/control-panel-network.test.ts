/**
 * The control panel to another machine: the page and its API answer a peer on this machine,
 * and another machine only with the token printed at start. The sandbox is told to take only
 * 127.0.0.1 as this machine (panelLocalPeers), so a client that connects from 127.0.0.2 plays
 * the other machine and every request stays on loopback.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { applicationId } from '../../sandbox/src/jwt/jwt-signer.js';
import { startMockBackend, type MockBackend } from '../../sandbox/src/server.js';
import { asObject, startBackend } from './backend-fixture.js';
import { rawRequest, type RawRequest } from './raw-request.js';

const CONTROL = { Accept: 'application/json', 'X-Sandbox-Control': '1' };
const SHOP_ID = applicationId('sandbox-shop');
const THIS_MACHINE = '127.0.0.1';
const OTHER_MACHINE = '127.0.0.2';

describe('the control panel to another machine', () => {
  let backend: MockBackend;
  /** A request from "another machine": it leaves from 127.0.0.2, which the sandbox takes as one. */
  const fromNetwork = (path: string, request: RawRequest = {}) =>
    rawRequest(`${backend.origin}${path}`, { localAddress: OTHER_MACHINE, ...request });
  before(async () => {
    backend = await startBackend({ panelLocalPeers: [THIS_MACHINE] });
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
      rawRequest(`${backend.origin}${path}`, { localAddress: THIS_MACHINE, headers: CONTROL });
    assert.equal((await local('/control-panel')).status, 200);
    assert.equal((await local('/control-panel/api/clock')).status, 200);
  });
});

describe('the control panel behind a proxy on this machine', () => {
  let backend: MockBackend;
  before(async () => {
    backend = await startBackend({ panelLocalPeers: [] });
  });
  after(() => backend.close());

  it('takes nobody as this machine: loopback, where the proxy forwards from, needs the token too', async () => {
    const clock = `${backend.origin}/control-panel/api/clock`;
    const refused = await rawRequest(clock, { localAddress: THIS_MACHINE, headers: CONTROL });
    assert.equal(refused.status, 403, refused.text);
    assert.equal(asObject(refused.json).error, 'UNAUTHORIZED_ACCESS');
    const headers = { ...CONTROL, Authorization: `Bearer ${backend.controlPanelToken ?? ''}` };
    assert.equal((await rawRequest(clock, { localAddress: THIS_MACHINE, headers })).status, 200);
  });
});

describe('local peers that would widen the rule', () => {
  it('refuses to start with an address that is not loopback, such as one of this machine’s', async () => {
    for (const address of ['192.168.1.20', '::ffff:10.0.0.5', 'localhost'])
      await assert.rejects(startMockBackend({ port: 0, panelLocalPeers: ['127.0.0.1', address] }), {
        message: `panelLocalPeers: "${address}" is not a loopback address; only 127.0.0.0/8 and ::1 can be this machine.`,
      });
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

  it('takes every loopback address as this machine', async () => {
    const clock = `${backend.origin}/control-panel/api/clock`;
    for (const localAddress of [THIS_MACHINE, OTHER_MACHINE])
      assert.equal((await rawRequest(clock, { localAddress, headers: CONTROL })).status, 200, localAddress);
  });
});
