/**
 * A merchant's backend written from the interface specification alone makes a bulk payment at
 * the largest max_transactions that GET /aspsps offers, against the sandbox command, and reads
 * every instruction back.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { ServiceClient } from './client.js';
import { buildBulkPayment, widestBulk } from './bulk-payment.js';
import { generateApplicationKey } from './jwt.js';
import { registerApplication } from './registration.js';
import { startSandbox, type RunningSandbox } from './sandbox-process.js';
import { assertPayment, assertUuid } from './spec-assertions.js';

const IDENTITY = {
  jwtIssuer: 'bulk-test.example',
  jwtAudience: 'api.bulk-test.example',
  registrationAudience: 'registration.bulk-test.example',
};
const REDIRECT_URL = 'https://payroll.example/callback';

describe('a bulk payment at full size, from the specification', { timeout: 300_000 }, () => {
  let sandbox: RunningSandbox;
  let client: ServiceClient;
  before(async () => {
    sandbox = await startSandbox(IDENTITY);
    const key = generateApplicationKey();
    const { app_id } = await registerApplication(
      sandbox.origin,
      key,
      { issuer: IDENTITY.jwtIssuer, audience: IDENTITY.registrationAudience },
      {
        certificate: key.publicKeyPem,
        environment: 'SANDBOX',
        name: 'Payroll Test',
        redirect_urls: [REDIRECT_URL],
      },
      undefined,
      `${sandbox.origin}/api/v1/openapi.json`,
    );
    client = new ServiceClient({
      baseUrl: `${sandbox.origin}/api/v1`,
      applicationId: app_id,
      privateKey: key.privateKey,
      token: { issuer: IDENTITY.jwtIssuer, audience: IDENTITY.jwtAudience },
    });
  });
  after(() => sandbox?.stop());

  it('creates a payment of the most instructions any ASPSP offers, and reads each back', async () => {
    const { aspsps } = await client.getAspsps();
    const widest = widestBulk(aspsps);
    assert.ok(widest !== undefined, 'GET /aspsps offers payment types');
    const count = widest.type.max_transactions ?? 1;
    assert.ok(
      count > 1,
      `a bulk payment type: ${widest.aspsp.name} ${widest.type.payment_type} takes ${count}`,
    );

    const request = buildBulkPayment(widest, { redirectUrl: REDIRECT_URL, state: 'payroll-2026-03' });
    assert.equal(request.payment_request.credit_transfer_transaction.length, count);
    const created = await client.createPayment(request);
    assertUuid(created.payment_id, 'payment_id');
    assert.equal(typeof created.url, 'string');

    const payment = await client.getPayment(created.payment_id);
    assertPayment(payment, created.payment_id);
    assert.equal(payment.payment_type, widest.type.payment_type);
    const instructions = payment.payment_details.credit_transfer_transaction ?? [];
    assert.equal(instructions.length, count, 'every instruction is kept');
    const ids = instructions.map((instruction) => instruction.transaction_id);
    assert.equal(new Set(ids).size, count, 'each instruction has its own transaction_id');
    const lastSent = request.payment_request.credit_transfer_transaction[count - 1];
    const last = await client.getPaymentTransaction(created.payment_id, String(ids[count - 1]));
    assert.equal(last.transaction_details.beneficiary?.creditor?.name, lastSent?.beneficiary.creditor?.name);
    assert.deepEqual(last.transaction_details.remittance_information, lastSent?.remittance_information);
  });
});
