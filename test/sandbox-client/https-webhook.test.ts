/**
 * The same client against the sandbox started with `--tls sandbox-ca`: every call over https
 * trusting only the CA the sandbox names in its start-up lines, and the payment status webhook
 * verified exactly as the specification asks (x5u on https at the service's domain, here the
 * sandbox's host), with no exception for plain http.
 */
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { after, before, describe, it } from 'node:test';
import { setUpMerchant } from './merchant-setup.js';
import { buildPaymentRequest, paymentOptions } from './payment-request.js';
import { Psu } from './psu.js';
import { startSandbox, type RunningSandbox } from './sandbox-process.js';
import { fetchTrustingOnly } from './trusted-fetch.js';
import { WebhookReceiver } from './webhook-receiver.js';
import { x5uProblem } from './webhook-verification.js';

const IDENTITY = {
  jwtIssuer: 'tls-client.example',
  jwtAudience: 'api.tls-client.example',
  registrationAudience: 'registration.tls-client.example',
};
const PAGE_ORIGIN = 'https://tls-client.example';
const REDIRECT_URL = `${PAGE_ORIGIN}/callback`;
const DELIVERY_TIMEOUT_MS = 30_000;

describe('over https, trusting only the sandbox CA', { timeout: 180_000 }, () => {
  let sandbox: RunningSandbox;
  let receiver: WebhookReceiver;
  let trusted: typeof fetch;

  before(async () => {
    sandbox = await startSandbox(IDENTITY, ['--tls', 'sandbox-ca']);
    const caFile = /trust only this CA: (\S+)/.exec(sandbox.output())?.[1];
    assert.ok(caFile !== undefined, `the start-up lines name the CA:\n${sandbox.output()}`);
    trusted = fetchTrustingOnly(await readFile(caFile, 'utf8'));
    receiver = new WebhookReceiver(trusted);
    await receiver.start();
  });
  after(async () => {
    await receiver?.close();
    await sandbox?.stop();
  });

  it('the sandbox answers on https with a certificate of its CA, which no default trust store has', async () => {
    assert.match(sandbox.origin, /^https:\/\//);
    const health = await trusted(`${sandbox.origin}/healthz`);
    assert.equal(health.status, 200);
    await assert.rejects(fetch(`${sandbox.origin}/healthz`), 'the system roots do not know the sandbox CA');
  });

  it('a payment status webhook verifies: x5u on https at the service domain, key fetched trusting only the CA', async () => {
    const { applicationId, api } = await setUpMerchant(sandbox.origin, IDENTITY, {
      name: 'TLS client',
      redirectUrl: REDIRECT_URL,
      pageOrigin: PAGE_ORIGIN,
      webhookOrigins: [receiver.origin],
      fetch: trusted,
    });
    // The production verifier, configured for the sandbox: its host is the service's domain.
    const serviceDomain = new URL(sandbox.origin).hostname;
    receiver.expect({ applicationId, environment: 'SANDBOX', serviceDomain, plainHttpOnLoopback: false });
    assert.ok(
      x5uProblem(`http://${serviceDomain}/certificates/webhook-signing.pem`, serviceDomain, false) !==
        undefined,
      'plain http would be refused',
    );

    const [option] = paymentOptions(
      (await api.getAspsps({ country: 'FI', service: 'PIS', psu_type: 'personal' })).aspsps,
    );
    assert.ok(option !== undefined, 'an FI payment type the merchant can use');
    const created = await api.createPayment(
      buildPaymentRequest(option, { redirectUrl: REDIRECT_URL, state: 'tls-1', webhookUrl: receiver.url }),
    );
    assert.match(created.url, /^https:\/\//, 'the PSU is sent to an https page');
    const psu = new Psu({ authUrl: sandbox.origin, pageOrigin: PAGE_ORIGIN, fetch: trusted });
    const { callback } = await psu.authorise('payments', created.payment_id);
    assert.equal(callback.searchParams.get('error'), null, callback.href);

    const authorised = await receiver.waitFor(
      (delivery) => delivery.rawBody.includes(created.payment_id) && delivery.rawBody.includes('"FINALISED"'),
      DELIVERY_TIMEOUT_MS,
      `of the authorisation of ${created.payment_id}`,
    );
    assert.ok(authorised.verdict.ok, authorised.verdict.ok ? '' : authorised.verdict.problem);
    assert.equal(authorised.verdict.x5u, `${sandbox.origin}/certificates/webhook-signing.pem`);
    // The payment moves on by the sandbox clock, and each status it takes arrives by webhook.
    const status = (await api.getPayment(created.payment_id)).status;
    await receiver.waitFor(
      (delivery) =>
        delivery.rawBody.includes(created.payment_id) &&
        delivery.verdict.ok &&
        delivery.verdict.body.payment_status === status,
      DELIVERY_TIMEOUT_MS,
      `of ${created.payment_id} with its status ${status}`,
    );
    const ours = receiver.deliveries.filter((delivery) => delivery.rawBody.includes(created.payment_id));
    for (const delivery of ours) {
      assert.ok(delivery.verdict.ok, delivery.verdict.ok ? '' : delivery.verdict.problem);
    }
  });
});
