/** service-sandbox/testing, from its sources: what a merchant's test gets from startSandbox(). */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { PsuError, startSandbox, type Sandbox } from '../../sandbox/src/testing.js';

describe('startSandbox()', () => {
  let sandbox: Sandbox;
  before(async () => {
    sandbox = await startSandbox();
  });
  after(() => sandbox.close());

  async function api(
    path: string,
    body?: unknown,
  ): Promise<{ status: number; json: Record<string, unknown> }> {
    const init = { method: body === undefined ? 'GET' : 'POST', headers: await sandbox.headers() };
    const response = await fetch(sandbox.baseUrl + path, { ...init, body: JSON.stringify(body) });
    return { status: response.status, json: (await response.json()) as Record<string, unknown> };
  }

  function paymentBody(amount: string): Record<string, unknown> {
    const creditor_account = { scheme_name: 'IBAN', identification: 'FI2112345600000785' };
    const transfer = {
      instructed_amount: { currency: 'EUR', amount },
      beneficiary: { creditor: { name: 'Demo Shop Oy' }, creditor_account },
    };
    return {
      payment_type: 'SEPA',
      psu_type: 'personal',
      aspsp: { name: 'OP', country: 'FI' },
      payment_request: { credit_transfer_transaction: [transfer] },
      redirect_url: sandbox.redirectUrl,
      webhook_url: sandbox.webhookUrl,
      state: 'order-1',
    };
  }

  it('gives the application, its key and addresses the application accepts', async () => {
    assert.equal(sandbox.applicationId, '0b5a3f6e-2c1d-4e8f-9a7b-1c2d3e4f5a60');
    assert.match(sandbox.privateKeyPem, /BEGIN PRIVATE KEY/);
    assert.equal(sandbox.baseUrl, `${sandbox.authUrl}/api/v1`);
    const application = await api('/application');
    assert.equal(application.status, 200);
    assert.ok((application.json.redirect_urls as string[]).includes(sandbox.redirectUrl));
    const callback = await fetch(sandbox.redirectUrl);
    assert.equal(callback.status, 200);
  });

  it('psu.reject and psu.cancel answer where the browser would go; a refusal throws PsuError', async () => {
    const { payment_id, url } = (await api('/payments', paymentBody('10.00'))).json as Record<string, string>;
    const rejected = await sandbox.psu.reject(String(url));
    assert.equal(rejected.error, 'access_denied');
    assert.equal(rejected.state, 'order-1');
    assert.equal(rejected.status, 'CANCELLED');
    await assert.rejects(sandbox.psu.cancel(String(payment_id)), (error: unknown) => {
      assert.ok(error instanceof PsuError);
      assert.equal(error.status, 422);
      assert.equal(error.error, 'WRONG_SESSION_STATUS');
      return true;
    });
  });

  it('webhooks.next waits for the status, and rejects after its timeout naming what came instead', async () => {
    const { payment_id, url } = (await api('/payments', paymentBody('11.00'))).json as Record<string, string>;
    await sandbox.psu.approve(String(url));
    const actc = await sandbox.webhooks.next(String(payment_id), { status: 'ACTC' });
    assert.equal(actc.payment_auth_status, 'FINALISED');
    await assert.rejects(sandbox.webhooks.next(String(payment_id), { status: 'ACSC', timeoutMs: 500 }), {
      message: new RegExp(
        `No webhook with payment_status ACSC for payment ${payment_id} within 500 ms\\. Delivered for it instead: .*ACTC`,
      ),
    });
    sandbox.clock.advance(10);
    assert.equal(
      (await sandbox.webhooks.next(String(payment_id), { status: 'ACSC' })).payment_updates_expected,
      false,
    );
  });

  it('faults.add makes the JSON API fail as the rule says', async () => {
    sandbox.faults.add({ path: '/application', status: 500, error: 'ASPSP_ERROR', times: 1 });
    assert.equal((await api('/application')).status, 500);
    assert.equal((await api('/application')).status, 200);
    sandbox.faults.clear();
  });

  it('clock.advance moves the sandbox time', () => {
    const before = sandbox.clock.now().getTime();
    sandbox.clock.advance(3600);
    assert.ok(sandbox.clock.now().getTime() - before >= 3_600_000);
  });
});

describe('await using', () => {
  it('closes the sandbox at the end of the block (Symbol.asyncDispose)', async () => {
    const sandbox = await startSandbox();
    const { authUrl } = sandbox;
    await sandbox[Symbol.asyncDispose]();
    await assert.rejects(fetch(`${authUrl}/healthz`));
  });
});
