/**
 * What a merchant's reconciliation meets, over HTTP: the debtor account (and name) the PSU
 * chose at the simulated bank in GET /payments/{id}; a bulk payment with some instructions
 * rejected (PART, each instruction with its own transaction_status); a deferred payment that
 * waits for its submission as ACCP, not as the ACTC of one sent to the bank; and webhooks that
 * report what GET /payments/{id} answers at the same sandbox time. The sandbox clock runs on a
 * frozen time source, so statuses move only when a test advances it.
 */
import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import type { MockBackend } from '../../sandbox/src/server.js';
import { asObject } from './backend-fixture.js';
import { bankUserAccounts, callJsonApi, finishFlow, paymentBody, withoutNulls } from './json-api-fixture.js';
import { bodyOf, frozenBackendWithReceiver, type Receiver, until } from './webhook-fixture.js';

const CREDITOR = {
  creditor: { name: 'Supplier Oy' },
  creditor_account: { identification: 'FI2112345600000785', scheme_name: 'IBAN' },
};

/** A SEPA instruction of `amount` euros. */
function instruction(amount: string): Record<string, unknown> {
  return { instructed_amount: { currency: 'EUR', amount }, beneficiary: CREDITOR };
}

/** Nordea (FI) business SEPA: up to 100 instructions, deferrable, the bank's own page. */
function nordeaBusiness(amounts: string[], overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return paymentBody({
    aspsp: { name: 'Nordea', country: 'FI' },
    psu_type: 'business',
    payment_request: { credit_transfer_transaction: amounts.map(instruction) },
    ...overrides,
  });
}

describe('reconciliation paths of GET /payments/{id}', () => {
  let backend: MockBackend;
  let receiver: Receiver;
  let stop: () => Promise<void>;
  before(async () => ({ backend, receiver, stop } = await frozenBackendWithReceiver()));
  after(() => stop());
  beforeEach(() => {
    backend.reset();
    receiver.received.length = 0;
  });

  const call = (path: string, options: Parameters<typeof callJsonApi>[2] = {}) =>
    callJsonApi(backend, path, { now: backend.clock.realTime(), ...options });

  async function create(body: Record<string, unknown>): Promise<string> {
    const created = await call('/payments', { body });
    assert.equal(created.status, 200, created.text);
    return String(asObject(created.json).payment_id);
  }

  async function getPayment(id: string): Promise<Record<string, unknown>> {
    const answer = await call(`/payments/${id}`);
    assert.equal(answer.status, 200, answer.text);
    return asObject(answer.json);
  }

  const detailsOf = (payment: Record<string, unknown>) => asObject(payment.payment_details);
  const instructionsOf = (payment: Record<string, unknown>) =>
    detailsOf(payment).credit_transfer_transaction as Record<string, unknown>[];

  const OP = { name: 'OP', country: 'FI' };
  const accountsAtOp = (user: string) =>
    bankUserAccounts(backend, OP, user, { now: backend.clock.realTime() });

  it('names the account the PSU chose on the bank page, and its holder, once authorised', async () => {
    const savings = (await accountsAtOp('tester')).find((account) => account.cash_account_type === 'SVGS');
    assert.ok(savings, 'tester has a savings account at OP');
    const id = await create(paymentBody());
    const before = detailsOf(await getPayment(id));
    assert.equal(before.debtor_account, null, 'nobody has chosen an account yet');
    assert.equal(before.debtor, null);

    assert.equal(
      (
        await finishFlow(backend, 'payments', id, 'approve', {
          bankFields: { user: 'tester', account: 'savings' },
        })
      ).type,
      'done',
    );
    const details = detailsOf(await getPayment(id));
    assert.deepEqual(withoutNulls(details.debtor_account), {
      identification: asObject(savings.account_id).iban,
      scheme_name: 'IBAN',
    });
    assert.deepEqual(withoutNulls(details.debtor), { name: savings.name });
  });

  it('pays from the current account when the PSU leaves the choice, and keeps a debtor_account the application named', async () => {
    const current = (await accountsAtOp('demo')).find((account) => account.product === 'Current account');
    assert.ok(current);
    const chosen = await create(paymentBody());
    await finishFlow(backend, 'payments', chosen);
    assert.deepEqual(withoutNulls(detailsOf(await getPayment(chosen)).debtor_account), {
      identification: asObject(current.account_id).iban,
      scheme_name: 'IBAN',
    });

    const named = { identification: 'FI4950009420028730', scheme_name: 'IBAN' };
    const given = await create(
      paymentBody({ payment_request: { ...paymentRequestOf(paymentBody()), debtor_account: named } }),
    );
    await finishFlow(backend, 'payments', given, 'approve', { bankFields: { user: 'tester' } });
    const details = detailsOf(await getPayment(given));
    assert.deepEqual(withoutNulls(details.debtor_account), named);
    assert.equal(typeof asObject(details.debtor).name, 'string');
  });

  it('at a bank that does not report the name, the debtor account comes alone', async () => {
    const id = await create(paymentBody({ aspsp: { name: 'Danske Bank', country: 'FI' } }));
    await finishFlow(backend, 'payments', id);
    const details = detailsOf(await getPayment(id));
    assert.equal(asObject(details.debtor_account).scheme_name, 'IBAN');
    assert.match(String(asObject(details.debtor_account).identification), /^FI\d{16}$/);
    assert.deepEqual(withoutNulls(details.debtor), {});
  });

  it('a bulk payment with an instruction of 300.03 ends PART: that instruction RJCT (AC04), the others settled', async () => {
    const id = await create(
      nordeaBusiness(['25.00', '300.03', '40.00'], { webhook_url: `${receiver.origin}/hook` }),
    );
    await finishFlow(backend, 'payments', id);
    const statuses = async () => {
      const payment = await getPayment(id);
      return {
        status: payment.status,
        final_status: payment.final_status,
        instructions: instructionsOf(payment).map((each) => each.transaction_status),
      };
    };
    assert.deepEqual(await statuses(), {
      status: 'ACTC',
      final_status: false,
      instructions: ['ACTC', 'ACTC', 'ACTC'],
    });
    backend.clock.advance(3_000);
    assert.deepEqual(await statuses(), {
      status: 'PART',
      final_status: false,
      instructions: ['ACSP', 'RJCT', 'ACSP'],
    });
    backend.clock.advance(3_000);
    const final = await getPayment(id);
    assert.deepEqual(
      [final.status, final.final_status, instructionsOf(final).map((each) => each.transaction_status)],
      ['PART', true, ['ACSC', 'RJCT', 'ACSC']],
    );
    assert.deepEqual(final.status_reason_information, {
      status_reason_code: 'AC04',
      status_reason_description: "1 of 3 instructions were rejected: The creditor's account is closed.",
    });
    const rejectedId = String(instructionsOf(final)[1]?.transaction_id);
    const one = await call(`/payments/${id}/transactions/${rejectedId}`);
    assert.equal(asObject(asObject(one.json).transaction_details).transaction_status, 'RJCT');

    const last = await until('the final webhook', () =>
      receiver.received.find((request) => bodyOf(request).payment_updates_expected === false),
    );
    assert.equal(bodyOf(last).payment_status, 'PART');
  });

  it('a payment whose instructions are all 300.03 is rejected as a whole', async () => {
    const id = await create(nordeaBusiness(['300.03', '300.03']));
    await finishFlow(backend, 'payments', id);
    backend.clock.advance(6_000);
    const payment = await getPayment(id);
    assert.deepEqual([payment.status, payment.final_status], ['RJCT', true]);
    assert.equal(asObject(payment.status_reason_information).status_reason_code, 'AC04');
  });

  it('a deferred payment waits for its submission as ACCP, then goes ACTC → ACSP → ACSC', async () => {
    const id = await create(nordeaBusiness(['25.00'], { defer_submission: true }));
    await finishFlow(backend, 'payments', id);
    const waiting = await getPayment(id);
    assert.deepEqual([waiting.status, waiting.final_status], ['ACCP', false]);
    assert.equal(instructionsOf(waiting)[0]?.transaction_status, 'ACCP');
    backend.clock.advance(3_600_000);
    assert.equal((await getPayment(id)).status, 'ACCP', 'not sent to the bank without the submission');

    const submitted = await call(`/payments/${id}/submit`, { method: 'POST', body: {} });
    assert.deepEqual(asObject(submitted.json), {
      payment_id: id,
      status: 'ACTC',
      final_status: false,
      status_reason_information: null,
    });
    backend.clock.advance(2_000);
    assert.equal((await getPayment(id)).status, 'ACSP');
    backend.clock.advance(4_000);
    assert.deepEqual([(await getPayment(id)).status, (await getPayment(id)).final_status], ['ACSC', true]);
  });

  it('every webhook carries the status GET /payments/{id} answered at its webhook_triggered', async () => {
    const id = await create(
      nordeaBusiness(['25.00', '300.03'], { defer_submission: true, webhook_url: `${receiver.origin}/hook` }),
    );
    const seen: unknown[] = [];
    /** GET now, and the newest webhook stamped with this sandbox time must say the same. */
    const look = async () => {
      const at = backend.clock.now();
      const { status } = await getPayment(id);
      seen.push(status);
      await until(`a webhook of ${new Date(at).toISOString()} saying ${String(status)}`, () => {
        const stamped = receiver.received
          .map(bodyOf)
          .filter((body) => Date.parse(String(body.webhook_triggered)) === at);
        return stamped.at(-1)?.payment_status === status ? true : undefined;
      });
    };
    await finishFlow(backend, 'payments', id);
    await look();
    await call(`/payments/${id}/submit`, { method: 'POST', body: {} });
    await look();
    for (const step of [2_000, 1_000, 3_000]) {
      backend.clock.advance(step);
      await look();
    }
    assert.deepEqual(seen, ['ACCP', 'ACTC', 'ACSP', 'PART', 'PART']);
    const last = receiver.received.map(bodyOf).at(-1);
    assert.deepEqual([last?.payment_status, last?.payment_updates_expected], ['PART', false]);
  });
});

function paymentRequestOf(body: Record<string, unknown>): Record<string, unknown> {
  return asObject(body.payment_request);
}
