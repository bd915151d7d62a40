/**
 * A merchant's reconciliation, written from the specification: a bulk payment that ends
 * partially accepted (PART) is settled instruction by instruction, and a deferred payment is
 * followed through POST /payments/{id}/submit to its final status, its waiting status told
 * apart from the statuses of a submitted one. The partial rejection is the sandbox's scripted
 * case (docs/sandbox.md): an instruction of 300.03.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { PAYMENT_STATUSES, type CreatePaymentRequest, type PaymentStatus } from './api-types.js';
import type { ServiceClient } from './client.js';
import type { ControlPanel } from './control-panel.js';
import { setUpMerchant } from './merchant-setup.js';
import { untilFinal } from './payment-polling.js';
import { buildPaymentRequest, paymentOptions, type PaymentOption } from './payment-request.js';
import { Psu } from './psu.js';
import { startSandbox, type RunningSandbox } from './sandbox-process.js';
import { assertPayment } from './spec-assertions.js';

const IDENTITY = {
  jwtIssuer: 'reconciling-client.example',
  jwtAudience: 'api.reconciling-client.example',
  registrationAudience: 'registration.reconciling-client.example',
};
const PAGE_ORIGIN = 'https://reconciling-client.example';
const REDIRECT_URL = `${PAGE_ORIGIN}/callback`;
/** The sandbox's documented amount of an instruction that the bank rejects. */
const REJECTED_AMOUNT = '300.03';
/** Statuses in which the money has left, or is leaving, the debtor's account. */
const EXECUTED: readonly PaymentStatus[] = ['ACSP', 'ACSC', 'ACCC', 'ACWC', 'ACWP'];

describe('reconciliation against npm run mock', { timeout: 300_000 }, () => {
  let sandbox: RunningSandbox;
  let api: ServiceClient;
  let control: ControlPanel;
  let psu: Psu;
  let options: PaymentOption[];

  before(async () => {
    sandbox = await startSandbox(IDENTITY);
    ({ api, control } = await setUpMerchant(sandbox.origin, IDENTITY, {
      name: 'Reconciler',
      redirectUrl: REDIRECT_URL,
      pageOrigin: PAGE_ORIGIN,
    }));
    psu = new Psu({ authUrl: sandbox.origin, pageOrigin: PAGE_ORIGIN });
    options = paymentOptions((await api.getAspsps({ service: 'PIS' })).aspsps);
  });
  after(() => sandbox?.stop());

  /** A payment of the option with one instruction per amount, otherwise as the merchant builds one. */
  function bulkRequest(
    option: PaymentOption,
    amounts: string[],
    deferSubmission?: boolean,
  ): CreatePaymentRequest {
    const request = buildPaymentRequest(option, {
      redirectUrl: REDIRECT_URL,
      state: 'reconcile',
      deferSubmission,
    });
    const [template] = request.payment_request.credit_transfer_transaction;
    assert.ok(template !== undefined);
    request.payment_request.credit_transfer_transaction = amounts.map((amount) => ({
      ...template,
      instructed_amount: { ...template.instructed_amount, amount },
    }));
    return request;
  }

  async function authorised(request: CreatePaymentRequest): Promise<string> {
    const created = await api.createPayment(request);
    const { callback } = await psu.authorise('payments', created.payment_id);
    assert.equal(callback.searchParams.get('error'), null, callback.href);
    return created.payment_id;
  }

  it('a bulk payment partially accepted: PART, each instruction reconciled by its own transaction_status', async () => {
    const option = options.find(
      (candidate) =>
        (candidate.type.max_transactions ?? 1) >= 3 && candidate.type.debtor_account_required !== true,
    );
    assert.ok(option !== undefined, 'GET /aspsps offers a payment type of three instructions or more');
    const amounts = ['12.00', REJECTED_AMOUNT, '13.00'];
    const id = await authorised(bulkRequest(option, amounts));
    const afterAuthorisation = await api.getPayment(id);
    const debtor = afterAuthorisation.payment_details.debtor_account;
    assert.ok(debtor, 'the bank reports the account the PSU paid from');
    assert.equal(typeof debtor.identification, 'string');

    const { payment } = await untilFinal(api, control, id);
    assertPayment(payment, id);
    assert.deepEqual([payment.status, payment.final_status], ['PART', true]);
    assert.equal(typeof payment.status_reason_information?.status_reason_code, 'string');

    const instructions = payment.payment_details.credit_transfer_transaction ?? [];
    assert.equal(instructions.length, amounts.length);
    const reconciled = await Promise.all(
      instructions.map(async (instruction) => {
        assert.ok(typeof instruction.transaction_id === 'string', 'each instruction has a transaction_id');
        const one = await api.getPaymentTransaction(id, instruction.transaction_id);
        assert.equal(one.payment_id, id);
        assert.equal(one.transaction_details.transaction_status, instruction.transaction_status);
        return [
          one.transaction_details.instructed_amount?.amount,
          one.transaction_details.transaction_status,
        ];
      }),
    );
    for (const [amount, status] of reconciled) {
      assert.ok(PAYMENT_STATUSES.includes(status as PaymentStatus), `status ${String(status)}`);
      if (amount === REJECTED_AMOUNT) assert.equal(status, 'RJCT', `${amount} is rejected`);
      else
        assert.ok(EXECUTED.includes(status as PaymentStatus), `${String(amount)} is paid: ${String(status)}`);
    }
  });

  it('a deferred payment: waits with a status of its own until submitted, then reaches its final status', async () => {
    const option = options.find((candidate) => candidate.type.deferred_submission_supported === true);
    assert.ok(option !== undefined, 'GET /aspsps offers deferred submission');
    const id = await authorised(bulkRequest(option, ['42.00'], true));
    const waiting = await api.getPayment(id);
    assert.equal(waiting.final_status, false);
    assert.ok(!EXECUTED.includes(waiting.status), `not executed without the submit: ${waiting.status}`);
    await control.setClock({ advance_seconds: 3600 });
    assert.equal((await api.getPayment(id)).status, waiting.status, 'an hour later, still waiting');

    const submitted = await api.submitPayment(id);
    assert.notEqual(submitted.status, waiting.status, 'a submitted payment no longer reads as waiting');
    const { payment, seen } = await untilFinal(api, control, id);
    assert.equal(payment.final_status, true);
    assert.ok(EXECUTED.includes(payment.status), `settled: ${seen.join(' → ')}`);
    assert.ok(!seen.includes(waiting.status), `no return to the waiting status: ${seen.join(' → ')}`);
  });
});
