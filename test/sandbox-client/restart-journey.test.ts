/**
 * The merchant's backend of sandbox-client.test.ts keeps ids in its database while the
 * sandbox it talks to is killed (`kill -9`) and started again on the same data directory, on
 * another port. Whatever the sandbox acknowledged goes on: the PSU, who left an AIS
 * authorisation at the bank's page, finishes it; the payment authorised before the kill
 * reaches its final status and its webhooks arrive, verified. Only the base URL changes.
 */
import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { GetPaymentResponse } from './api-types.js';
import { ServiceClient } from './client.js';
import { ControlPanel } from './control-panel.js';
import { parseJson } from './http-call.js';
import { generateApplicationKey, type ApplicationKey } from './jwt.js';
import { buildPaymentRequest, paymentOptions } from './payment-request.js';
import { Psu } from './psu.js';
import { registerApplication } from './registration.js';
import { startSandboxOn, type KillableSandbox } from './sandbox-process.js';
import { assertPayment, assertSession, assertUuid } from './spec-assertions.js';
import { WebhookReceiver, type Delivery } from './webhook-receiver.js';

const IDENTITY = {
  jwtIssuer: 'restart-test.example',
  jwtAudience: 'api.restart-test.example',
  registrationAudience: 'registration.restart-test.example',
};
const PAGE_ORIGIN = 'https://restart.example';
const REDIRECT_URL = `${PAGE_ORIGIN}/callback`;
const SETTLE_TIMEOUT_MS = 60_000;

/** What the merchant's database holds across the sandbox's crash. */
interface MerchantDatabase {
  applicationId: string;
  authorizationId: string;
  paymentId: string;
  paymentStatusBeforeKill: string;
}

describe('a client whose sandbox is killed with kill -9 and started again', { timeout: 300_000 }, () => {
  let dataDir: string;
  let sandbox: KillableSandbox | undefined;
  let key: ApplicationKey;
  const receiver = new WebhookReceiver();

  before(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'sandbox-client-restart-'));
    key = generateApplicationKey();
    await receiver.start();
  });
  after(async () => {
    await receiver.close();
    await sandbox?.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  function clientOf(origin: string, applicationId: string): ServiceClient {
    return new ServiceClient({
      baseUrl: `${origin}/api/v1`,
      applicationId,
      privateKey: key.privateKey,
      token: { issuer: IDENTITY.jwtIssuer, audience: IDENTITY.jwtAudience },
    });
  }

  it('finishes the AIS authorisation and the payment it started before the kill', async (t) => {
    sandbox = await startSandboxOn(dataDir, IDENTITY);
    const database = await startJourneys(sandbox.origin);
    t.diagnostic(`before the kill: payment ${database.paymentId} ${database.paymentStatusBeforeKill}`);

    const killedOrigin = sandbox.origin;
    await sandbox.kill();
    sandbox = await startSandboxOn(dataDir, IDENTITY);
    const api = clientOf(sandbox.origin, database.applicationId);
    const psu = new Psu({ authUrl: sandbox.origin, pageOrigin: PAGE_ORIGIN });

    const application = await api.getApplication();
    assert.equal(application.kid, database.applicationId, 'the registration survived');

    const { callback, steps } = await psu.authorise('authorizations', database.authorizationId, 'REDIRECT');
    t.diagnostic(`AIS after the restart: ${steps.join(' → ')}`);
    assert.equal(steps[0], 'redirect', 'the PSU is still at the bank, where they left');
    assert.equal(callback.searchParams.get('state'), 'restart-ais');
    const code = callback.searchParams.get('code');
    assert.ok(code !== null, `code in ${callback.href}`);
    const session = await api.authorizeSession(code);
    assertUuid(session.session_id, 'session_id');
    const stored = await api.getSession(session.session_id);
    assertSession(stored);
    assert.equal(stored.status, 'AUTHORIZED');

    const settled = await untilFinal(api, new ControlPanel(sandbox.origin), database.paymentId);
    assertPayment(settled, database.paymentId);
    const closing = await receiver.waitFor(
      (delivery) =>
        delivery.verdict.ok &&
        delivery.verdict.body.payment_id === database.paymentId &&
        !delivery.verdict.body.payment_updates_expected,
      SETTLE_TIMEOUT_MS,
      `for ${database.paymentId} with payment_updates_expected false`,
    );
    assert.ok(closing.verdict.ok);
    assert.equal(closing.verdict.body.payment_status, settled.status);
    // A webhook refused at the kill is sent again on its own schedule, which may come after the
    // closing one: its verified delivery is waited for (a refusal of another kind never passes).
    const deadline = Date.now() + SETTLE_TIMEOUT_MS;
    while (refusalsAwaitingTheirRetry(receiver.deliveries, killedOrigin) > 0 && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 200));
    assert.deepEqual(
      refusalsTheKillDoesNotExplain(receiver.deliveries, killedOrigin),
      [],
      'every webhook verifies, before and after the restart',
    );
  });

  /** Registers, sends the PSU half-way through an AIS flow, and has a payment authorised. */
  async function startJourneys(origin: string): Promise<MerchantDatabase> {
    const registration = await registerApplication(
      origin,
      key,
      { issuer: IDENTITY.jwtIssuer, audience: IDENTITY.registrationAudience },
      {
        certificate: key.publicKeyPem,
        environment: 'SANDBOX',
        name: 'Restart Shop',
        redirect_urls: [REDIRECT_URL],
      },
      undefined,
      `${origin}/api/v1/openapi.json`,
    );
    const applicationId = registration.app_id;
    receiver.expect({ applicationId, environment: 'SANDBOX', serviceDomain: IDENTITY.jwtIssuer });
    await new ControlPanel(origin).updateApplication(applicationId, {
      webhook_origins: [receiver.origin],
      widget_origins: [PAGE_ORIGIN],
    });
    const api = clientOf(origin, applicationId);
    const psu = new Psu({ authUrl: origin, pageOrigin: PAGE_ORIGIN });

    const aspsps = (await api.getAspsps({ country: 'FI', service: 'AIS', psu_type: 'personal' })).aspsps;
    const aspsp = aspsps.find((candidate) =>
      candidate.auth_methods.some((method) => method.approach === 'REDIRECT' && !method.hidden_method),
    );
    assert.ok(aspsp !== undefined, 'an FI ASPSP with a redirect login');
    const started = await api.startAuthorization({
      access: { valid_until: new Date(Date.now() + 7 * 24 * 3600 * 1000).toISOString() },
      aspsp: { name: aspsp.name, country: aspsp.country },
      state: 'restart-ais',
      redirect_url: REDIRECT_URL,
      psu_type: 'personal',
    });
    await psu.authoriseUntil('authorizations', started.authorization_id, 'redirect', 'REDIRECT');

    const options = paymentOptions((await api.getAspsps({ country: 'FI', service: 'PIS' })).aspsps);
    const option = options.find(
      (candidate) =>
        candidate.type.psu_type === 'personal' && candidate.type.deferred_submission_supported !== true,
    );
    assert.ok(option !== undefined, 'an FI payment type for a personal PSU');
    const created = await api.createPayment(
      buildPaymentRequest(option, {
        redirectUrl: REDIRECT_URL,
        state: 'restart-pis',
        webhookUrl: receiver.url,
      }),
    );
    await psu.authorise('payments', created.payment_id);
    const payment = await api.getPayment(created.payment_id);
    return {
      applicationId,
      authorizationId: started.authorization_id,
      paymentId: created.payment_id,
      paymentStatusBeforeKill: payment.status,
    };
  }
});

/** GET /payments/{id} until final_status, the sandbox clock sped up meanwhile. */
async function untilFinal(
  api: ServiceClient,
  control: ControlPanel,
  paymentId: string,
): Promise<GetPaymentResponse> {
  await control.setClock({ speed: 600 });
  const deadline = Date.now() + SETTLE_TIMEOUT_MS;
  while (Date.now() < deadline) {
    const payment = await api.getPayment(paymentId);
    if (payment.final_status) return payment;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${paymentId} did not reach a final status in ${SETTLE_TIMEOUT_MS} ms.`);
}

/**
 * The refused deliveries that the kill does not explain. A webhook in flight at the kill is
 * rightly refused when its certificate, at the killed sandbox, cannot be fetched; the sandbox
 * then sends it again with the same webhook_id, and that delivery must verify.
 */
function refusalsTheKillDoesNotExplain(deliveries: readonly Delivery[], killedOrigin: string): Delivery[] {
  const verified = verifiedWebhookIds(deliveries);
  return deliveries.filter(
    (delivery) =>
      !delivery.verdict.ok &&
      !(
        delivery.verdict.unreachableX5u?.startsWith(`${killedOrigin}/`) === true &&
        verified.has(webhookIdOf(delivery))
      ),
  );
}

/** The deliveries refused for the killed sandbox's certificate whose webhook has not verified since. */
function refusalsAwaitingTheirRetry(deliveries: readonly Delivery[], killedOrigin: string): number {
  const verified = verifiedWebhookIds(deliveries);
  return deliveries.filter(
    (delivery) =>
      !delivery.verdict.ok &&
      delivery.verdict.unreachableX5u?.startsWith(`${killedOrigin}/`) === true &&
      !verified.has(webhookIdOf(delivery)),
  ).length;
}

function verifiedWebhookIds(deliveries: readonly Delivery[]): Set<string> {
  return new Set(
    deliveries.flatMap((delivery) => (delivery.verdict.ok ? [delivery.verdict.body.webhook_id] : [])),
  );
}

function webhookIdOf(delivery: Delivery): string {
  const body = parseJson(delivery.rawBody.toString('utf8')) as { webhook_id?: string } | undefined;
  return body?.webhook_id ?? '';
}
