/**
 * DNS rebinding: a page of another site whose name was rebound to this machine's address
 * reaches the sandbox with its own name in Host. Every route answers only the names the
 * sandbox is known by: its own host and port, the loopback names on its port, the configured
 * API host (JSON API only) and the names added with allowedHosts (--allowed-hosts).
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { signApplicationJwt } from '../../sandbox/src/jwt/jwt-signer.js';
import type { MockBackend } from '../../sandbox/src/server.js';
import { ALLOWED_ORIGIN, API, asObject, startBackend } from './backend-fixture.js';
import { checkJsonApiAnswer } from './json-api-fixture.js';
import { rawRequest, type RawRequest } from './raw-request.js';
import { registrationToken, sandboxRegistration } from './registration-fixture.js';

const API_HOST = 'api.bank-service.test';

/** One request of every kind the sandbox serves, as a page or a server would send it. */
async function everyRoute(): Promise<[string, RawRequest][]> {
  const json = { Accept: 'application/json' };
  return [
    ['/healthz', {}],
    [
      '/api/v1/application',
      { headers: { ...json, Authorization: `Bearer ${await signApplicationJwt('sandbox-shop')}` } },
    ],
    [
      '/api/applications',
      {
        method: 'POST',
        headers: { ...json, Authorization: `Bearer ${await registrationToken()}` },
        body: JSON.stringify(sandboxRegistration()),
      },
    ],
    [
      `${API}/aspsps?country=FI&psu_type=personal&service=AIS&sandbox=true`,
      { headers: { ...json, Origin: ALLOWED_ORIGIN } },
    ],
    ['/control-panel', {}],
    ['/control-panel/api/applications', { headers: { ...json, 'X-Sandbox-Control': '1' } }],
    ['/certificates/webhook-signing.pem', {}],
    ['/lib/widgets.css', {}],
  ];
}

describe('the Host allow-list', () => {
  let backend: MockBackend;
  let port: string;
  before(async () => {
    backend = await startBackend({ allowedHosts: ['sandbox', 'ci-runner.internal:8080'] });
    port = new URL(backend.origin).port;
  });
  after(() => backend.close());

  it('refuses a rebound name on every route with INVALID_HOST, saying how to add a name, and does nothing', async () => {
    const applications = backend.applications.all().length;
    for (const [path, request] of await everyRoute()) {
      const refused = await rawRequest(`${backend.origin}${path}`, {
        ...request,
        host: `evil.example:${port}`,
      });
      assert.equal(refused.status, 400, `${path}: ${refused.text}`);
      const body = asObject(refused.json);
      assert.equal(body.error, 'INVALID_HOST', path);
      assert.match(String(body.message), /evil\.example/, path);
      assert.match(String(body.message), /--allowed-hosts evil\.example/, path);
      if (path.startsWith('/api/v1/'))
        checkJsonApiAnswer(request.method ?? 'GET', path, refused.status, refused.json);
    }
    assert.equal(backend.applications.all().length, applications, 'no application was registered');
  });

  it('answers its own host and the loopback names on its port, not on another port', async () => {
    for (const host of [
      new URL(backend.origin).host,
      `localhost:${port}`,
      `127.0.0.1:${port}`,
      `[::1]:${port}`,
    ]) {
      assert.equal((await rawRequest(`${backend.origin}/healthz`, { host })).status, 200, host);
    }
    for (const host of [
      `localhost:${Number(port) + 1}`,
      'localhost',
      '127.0.0.2:' + port,
      `localhost.evil.example:${port}`,
    ]) {
      assert.equal((await rawRequest(`${backend.origin}/healthz`, { host })).status, 400, host);
    }
  });

  it('answers a name added with allowedHosts on any port, or on the port given with it', async () => {
    for (const host of [`sandbox:${port}`, 'sandbox', 'SANDBOX:8080', 'ci-runner.internal:8080']) {
      assert.equal((await rawRequest(`${backend.origin}/healthz`, { host })).status, 200, host);
    }
    for (const host of ['ci-runner.internal', `ci-runner.internal:${port}`, 'sandbox.evil.example']) {
      assert.equal((await rawRequest(`${backend.origin}/healthz`, { host })).status, 400, host);
    }
  });
});

describe('the Host allow-list with a configured API host', () => {
  let backend: MockBackend;
  before(async () => {
    backend = await startBackend({ identity: { apiHost: API_HOST } });
  });
  after(() => backend.close());

  it('answers the API host on the JSON API only', async () => {
    const token = await signApplicationJwt('sandbox-shop');
    const application = await rawRequest(`${backend.apiBaseUrl}/application`, {
      host: API_HOST,
      headers: { Authorization: `Bearer ${token}` },
    });
    assert.equal(application.status, 200, application.text);
    checkJsonApiAnswer('GET', `${backend.apiBaseUrl}/application`, application.status, application.json);
    const page = await rawRequest(`${backend.origin}/control-panel`, { host: API_HOST });
    assert.equal(page.status, 400, page.text);
    assert.equal(asObject(page.json).error, 'INVALID_HOST');
  });
});
