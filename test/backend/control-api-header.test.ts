/**
 * Every call of the control panel's JSON API carries the X-Sandbox-Control header. A page of
 * another site can add it only after a CORS preflight, which the sandbox never grants; so a
 * form or a simple request from a browser that sends no Origin cannot reach the API either.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { applicationId } from '../../sandbox/src/jwt/jwt-signer.js';
import type { MockBackend } from '../../sandbox/src/server.js';
import { asObject, send, startBackend } from './backend-fixture.js';

const SHOP_ID = applicationId('sandbox-shop');

describe("the control API's custom header", () => {
  let backend: MockBackend;
  before(async () => {
    backend = await startBackend();
  });
  after(() => backend.close());

  it('refuses every call without X-Sandbox-Control, naming the header, even with no Origin', async () => {
    const speed = backend.clock.speed;
    const api = `${backend.origin}/control-panel/api`;
    const calls: [string, string, unknown, string?][] = [
      ['GET', '/applications', undefined],
      ['GET', '/webhooks', undefined],
      ['POST', '/clock', { speed: 1000 }],
      ['PATCH', `/applications/${SHOP_ID}`, { webhook_origins: ['http://10.0.0.1:22'] }],
      // A form posts text/plain: no preflight, and old browsers send no Origin with it.
      ['POST', '/clock', '{"speed":1000}', 'text/plain'],
    ];
    for (const [method, path, body, contentType = 'application/json'] of calls) {
      const headers = { Accept: 'application/json', 'Content-Type': contentType };
      const refused = await send(`${api}${path}`, { method, body, headers });
      assert.equal(refused.status, 403, `${method} ${path}: ${refused.text}`);
      assert.equal(asObject(refused.json).error, 'UNAUTHORIZED_ACCESS');
      assert.match(String(asObject(refused.json).message), /X-Sandbox-Control/);
    }
    assert.equal(backend.clock.speed, speed, 'the clock did not move');
    assert.ok(!backend.applications.byId(SHOP_ID)?.webhook_origins.includes('http://10.0.0.1:22'));
    const allowed = await send(`${api}/applications`, { headers: { 'X-Sandbox-Control': '1' } });
    assert.equal(allowed.status, 200, allowed.text);
  });

  it('grants no preflight to another site, so its page cannot send the header', async () => {
    const preflight = await send(`${backend.origin}/control-panel/api/clock`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'https://evil.example',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type,x-sandbox-control',
      },
    });
    assert.equal(preflight.headers.get('access-control-allow-origin'), null);
    assert.equal(preflight.headers.get('access-control-allow-headers'), null);
    assert.ok(preflight.status >= 400, String(preflight.status));
  });
});
