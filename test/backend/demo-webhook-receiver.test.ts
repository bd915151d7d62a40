/**
 * The demo application's webhook endpoint over HTTP, as merchants will copy it: it trusts only
 * the certificate URL pinned by its configuration (the sandbox's, which the demo started),
 * never fetches a URL a webhook names, and refuses with one fixed message whatever went wrong.
 */
import assert from 'node:assert/strict';
import { generateKeyPairSync } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { ApplicationDirectory } from '../../demo/server/application-directory.js';
import type { DemoContext } from '../../demo/server/demo-context.js';
import { JourneyStore } from '../../demo/server/journeys.js';
import { webhookReceiver } from '../../demo/server/webhook-receiver.js';
import { applicationId } from '../../sandbox/src/jwt/jwt-signer.js';
import type { MockBackend } from '../../sandbox/src/server.js';
import { webhookSigningKey } from '../../sandbox/src/webhooks/signing-key.js';
import { signWebhookJwt } from '../../sandbox/src/webhooks/webhook-jwt.js';
import { startBackend } from './backend-fixture.js';
import { rawRequest } from './raw-request.js';

const REFUSED = { message: 'The webhook did not verify.' };
const PAYMENT_ID = 'a0b1c2d3-e4f5-4a6b-8c7d-9e0f1a2b3c4d';
const SHOP_ID = applicationId('sandbox-shop');
const BODY = JSON.stringify({
  payment_id: PAYMENT_ID,
  payment_status: 'ACSC',
  payment_updates_expected: false,
  webhook_id: 'f0e1d2c3-b4a5-4968-8776-655443322110',
  webhook_triggered: new Date().toISOString(),
  payment_auth_status: 'FINALISED',
});
const attackerKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;

/** A server of this machine that a forged x5u names; it counts what reaches it. */
class Probe {
  readonly hits: string[] = [];
  origin = '';
  private readonly server: Server = createServer((request, response) => {
    this.hits.push(request.url ?? '');
    response.writeHead(404, { 'Content-Type': 'text/plain' }).end('internal admin console');
  });
  async start(): Promise<void> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.origin = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }
  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

/** The demo's webhook endpoint alone, on its own port, pinned to `x5u`. */
async function startReceiver(
  backend: MockBackend,
  x5u: string,
): Promise<{ url: string; context: DemoContext; server: Server }> {
  const context: DemoContext = {
    demoOrigin: 'http://localhost:5173',
    backendOrigin: backend.origin,
    apiBaseUrl: backend.apiBaseUrl,
    webhookX5u: x5u,
    applications: new ApplicationDirectory(),
    journeys: new JourneyStore(),
    now: Date.now,
  };
  context.journeys.add({
    state: 'state-1',
    service: 'PIS',
    application: { key: 'sandbox-shop', name: 'Sandbox Shop' },
    aspsp: { name: 'Nordea', country: 'FI' },
    psuType: 'personal',
    paymentId: PAYMENT_ID,
    webhookSigner: { applicationId: SHOP_ID, environment: 'SANDBOX' },
    webhooks: [],
  });
  const server = createServer(webhookReceiver(context));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, context, server };
}

function post(url: string, x5u: string, privateKey = webhookSigningKey().privateKey) {
  const token = signWebhookJwt({
    body: BODY,
    applicationId: SHOP_ID,
    environment: 'SANDBOX',
    x5u,
    issuedAt: Date.now(),
    privateKey,
  });
  return rawRequest(url, { method: 'POST', headers: { Authorization: `Bearer ${token}` }, body: BODY });
}

describe("the demo's webhook endpoint", () => {
  let backend: MockBackend;
  let probe: Probe;
  let pinned: string;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  before(async () => {
    backend = await startBackend();
    probe = new Probe();
    await probe.start();
    pinned = `${backend.origin}/certificates/webhook-signing.pem`;
    receiver = await startReceiver(backend, pinned);
  });
  after(async () => {
    await new Promise((resolve) => receiver.server.close(resolve));
    await probe.close();
    await backend.close();
  });

  it('never fetches the x5u a webhook names, and refuses it with the fixed message', async () => {
    const forged = await post(receiver.url, `${probe.origin}/admin?port-scan=1`, attackerKey);
    assert.deepEqual(probe.hits, [], 'the receiver fetched the URL the forged webhook named');
    assert.equal(forged.status, 401);
    assert.deepEqual(forged.json, REFUSED);
  });

  it("refuses the service's own key under an x5u that is not the pinned one", async () => {
    const port = new URL(backend.origin).port;
    const elsewhere = await post(receiver.url, `http://localhost:${port}/certificates/webhook-signing.pem`);
    assert.equal(elsewhere.status, 401, elsewhere.text);
    assert.deepEqual(elsewhere.json, REFUSED);
    const journey = receiver.context.journeys.byPayment(PAYMENT_ID);
    assert.match(
      String(journey?.webhooks?.at(-1)?.problem),
      /pinned/,
      'the reason is kept for the page, not sent',
    );
  });

  it('accepts a webhook signed under the pinned x5u', async () => {
    const genuine = await post(receiver.url, pinned);
    assert.equal(genuine.status, 200, genuine.text);
    assert.equal(receiver.context.journeys.byPayment(PAYMENT_ID)?.webhooks?.at(-1)?.verified, true);
  });

  it('answers the fixed message when the pinned certificate cannot be read: no fetch error in the body', async () => {
    const unreadable = await startReceiver(backend, `${probe.origin}/certificates/webhook-signing.pem`);
    try {
      const refused = await post(unreadable.url, `${probe.origin}/certificates/webhook-signing.pem`);
      assert.equal(refused.status, 401);
      assert.deepEqual(refused.json, REFUSED);
    } finally {
      await new Promise((resolve) => unreadable.server.close(resolve));
    }
  });

  it('will not start pinned to a URL a merchant must never trust', async () => {
    for (const x5u of ['http://10.0.0.1/webhook.pem', 'https://evil.example/webhook.pem', 'not a url']) {
      const starting = async () => {
        const started = await startReceiver(backend, x5u);
        await new Promise((resolve) => started.server.close(resolve));
      };
      await assert.rejects(starting, /x5u/, x5u);
    }
  });
});
