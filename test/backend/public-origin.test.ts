/**
 * A sandbox reached by another origin than the address it listens on (publicOrigin,
 * --public-origin): a container reached as http://sandbox:3600, a port mapping, a proxy. The
 * URLs it hands out start with that origin: the `url` of POST /auth and POST /payments, the
 * webhook JWT's x5u, the servers of its OpenAPI document. It answers that name, and still the
 * names of its listen address. Without the option nothing changes.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:https';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TLSSocket } from 'node:tls';
import { after, before, describe, it } from 'node:test';
import { signApplicationJwt } from '../../sandbox/src/jwt/jwt-signer.js';
import { samplePaymentRequest, startMockBackend, type MockBackend } from '../../sandbox/src/server.js';
import { ALLOWED_ORIGIN, asObject, startBackend } from './backend-fixture.js';
import { authBody, checkJsonApiAnswer, paymentBody } from './json-api-fixture.js';
import { rawRequest } from './raw-request.js';
import { bodyOf, Receiver, until } from './webhook-fixture.js';

/** As a port mapping or a proxy gives it: another name and another port than the listen address's. */
const PUBLIC_ORIGIN = 'http://sandbox.test:8080';

/** A port nothing listens on now, so the test knows the listen address before the sandbox starts. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

describe('a sandbox with a public origin', () => {
  let backend: MockBackend;
  let receiver: Receiver;
  /** Where the test reaches it: the listen address. */
  let listening: string;
  const realTime = Date.now();

  before(async () => {
    receiver = new Receiver();
    await receiver.listen();
    const port = await freePort();
    listening = `http://127.0.0.1:${port}`;
    backend = await startBackend({
      port,
      publicOrigin: `${PUBLIC_ORIGIN}/`,
      // The clock moves only by advance(), so a payment expires when the test says.
      now: () => realTime,
      allowedOrigins: [ALLOWED_ORIGIN, receiver.origin],
      webhooks: { checkIntervalMs: 10 },
    });
  });
  after(async () => {
    await backend?.close();
    await receiver?.close();
  });

  /** A JSON API call to the listen address, its answer checked against the OpenAPI document. */
  async function call(path: string, body: unknown): Promise<Record<string, unknown>> {
    const token = await signApplicationJwt('sandbox-shop', { now: backend.clock.realTime() });
    const answer = await rawRequest(`${listening}/api/v1${path}`, {
      method: 'POST',
      headers: { Accept: 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    });
    checkJsonApiAnswer('POST', `${listening}/api/v1${path}`, answer.status, answer.json);
    assert.equal(answer.status, 200, answer.text);
    return asObject(answer.json);
  }

  it('is its origin, the trailing slash dropped; {base_url}, the control panel and x5u start with it', () => {
    assert.equal(backend.origin, PUBLIC_ORIGIN);
    assert.equal(backend.apiBaseUrl, `${PUBLIC_ORIGIN}/api/v1`);
    assert.ok(backend.controlPanelUrl.startsWith(`${PUBLIC_ORIGIN}/control-panel`), backend.controlPanelUrl);
    assert.equal(backend.webhookCertificateUrl, `${PUBLIC_ORIGIN}/certificates/webhook-signing.pem`);
  });

  it('POST /auth and POST /payments answer a url on the public origin, as MockBackend does', async () => {
    const started = await call('/auth', authBody());
    assert.ok(String(started.url).startsWith(`${PUBLIC_ORIGIN}/`), String(started.url));
    const created = await call('/payments', paymentBody());
    assert.ok(String(created.url).startsWith(`${PUBLIC_ORIGIN}/`), String(created.url));
    const aspsp = { name: 'OP', country: 'FI' };
    assert.ok(backend.createAuthorization({ aspsp }).url.startsWith(`${PUBLIC_ORIGIN}/`));
    const payment = backend.createPayment({ aspsp, payment_request: samplePaymentRequest() });
    assert.ok(payment.url.startsWith(`${PUBLIC_ORIGIN}/`), payment.url);
  });

  it('signs the payment status webhook with x5u on the public origin', async () => {
    const created = await call('/payments', paymentBody({ webhook_url: `${receiver.origin}/hooks` }));
    // Left untouched, the payment expires, and its final status is reported.
    backend.clock.advance(16 * 60 * 1000);
    const request = await until('the webhook', () =>
      receiver.received.find((each) => bodyOf(each).payment_id === created.payment_id),
    );
    const [header = ''] = String(request.headers.authorization).slice('Bearer '.length).split('.');
    const { x5u } = asObject(JSON.parse(Buffer.from(header, 'base64url').toString('utf8')) as unknown);
    assert.equal(x5u, `${PUBLIC_ORIGIN}/certificates/webhook-signing.pem`);
  });

  it('serves its OpenAPI document with the public origin as the server', async () => {
    const served = await rawRequest(`${listening}/api/v1/openapi.json`);
    assert.equal(served.status, 200);
    const [server] = asObject(served.json).servers as Record<string, unknown>[];
    assert.equal(asObject(asObject(server?.variables).origin).default, PUBLIC_ORIGIN);
  });

  it('answers the public name and the listen address’s names, and no other', async () => {
    const port = new URL(listening).port;
    for (const host of ['sandbox.test:8080', `127.0.0.1:${port}`, `localhost:${port}`])
      assert.equal((await rawRequest(`${listening}/healthz`, { host })).status, 200, host);
    for (const host of [`sandbox.test:${port}`, 'evil.example:8080'])
      assert.equal((await rawRequest(`${listening}/healthz`, { host })).status, 400, host);
  });
});

describe('a sandbox with a public https origin and a sandbox CA', () => {
  const folder = mkdtempSync(join(tmpdir(), 'sandbox-public-tls-'));
  after(() => rmSync(folder, { recursive: true, force: true }));

  it('has its certificate name the public host too', async () => {
    const port = await freePort();
    const caDir = join(folder, 'tls');
    const backend = await startBackend({
      port,
      publicOrigin: 'https://sandbox.test:8443',
      tls: { sandboxCaDir: caDir },
    });
    try {
      assert.equal(
        backend.webhookCertificateUrl,
        'https://sandbox.test:8443/certificates/webhook-signing.pem',
      );
      const ca = readFileSync(join(caDir, 'sandbox-ca.pem'), 'utf8');
      const names = await new Promise<string>((resolve, reject) => {
        const outgoing = request(`https://127.0.0.1:${port}/healthz`, { ca, agent: false }, (response) => {
          response.resume();
          resolve((response.socket as TLSSocket).getPeerCertificate().subjectaltname ?? '');
        });
        outgoing.on('error', reject);
        outgoing.end();
      });
      assert.match(names, /DNS:sandbox\.test\b/);
      assert.match(names, /IP Address:127\.0\.0\.1/);
    } finally {
      await backend.close();
    }
  });
});

describe('the public origin option', () => {
  it('refuses anything but an http(s) origin without a path, before it listens', async () => {
    for (const value of [
      'http://sandbox.test:8080/sandbox',
      'sandbox.test:8080',
      'ftp://sandbox.test',
      'http://sandbox.test?x=1',
      'http://user@sandbox.test',
    ]) {
      const refusal = await startMockBackend({ port: 0, publicOrigin: value }).then(
        async (started) => {
          await started.close();
          return undefined;
        },
        (error: unknown) => (error instanceof Error ? error.message : String(error)),
      );
      assert.equal(
        refusal,
        `publicOrigin: "${value}" is not an http(s) origin without a path, such as http://sandbox:3600.`,
      );
    }
  });

  it('without it, the URLs start with the listen address, as before', async () => {
    const backend = await startBackend();
    try {
      assert.match(backend.origin, /^http:\/\/127\.0\.0\.1:\d+$/);
      assert.equal(backend.webhookCertificateUrl, `${backend.origin}/certificates/webhook-signing.pem`);
    } finally {
      await backend.close();
    }
  });
});
