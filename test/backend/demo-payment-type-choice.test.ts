/**
 * The demo application's choice of payment type, against the sandbox's own catalogue: a
 * bank whose payment types need fields the demo's form does not ask for is named with those
 * fields instead of being sent a request the sandbox refuses.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { AspspData } from '../../demo/common/json-api-types.js';
import { choosePaymentType } from '../../demo/server/payment-type-choice.js';
import type { MockBackend } from '../../sandbox/src/server.js';
import { asObject, startBackend } from './backend-fixture.js';
import { callJsonApi } from './json-api-fixture.js';

describe("the demo's payment type choice", () => {
  let backend: MockBackend;
  let aspsps: AspspData[];
  before(async () => {
    backend = await startBackend();
    aspsps = asObject((await callJsonApi(backend, '/aspsps?service=PIS')).json).aspsps as AspspData[];
  });
  after(() => backend.close());

  const bank = (name: string, country: string) => {
    const found = aspsps.find((aspsp) => aspsp.name === name && aspsp.country === country);
    assert.ok(found, `${name} (${country}) is in the sandbox`);
    return found.payments ?? [];
  };

  it('picks a plain SEPA transfer, or a deferrable one when asked', () => {
    assert.equal(
      choosePaymentType(bank('OP', 'FI'), 'personal', 'EUR', false).paymentType?.payment_type,
      'SEPA',
    );
    const deferred = choosePaymentType(bank('Nordea', 'FI'), 'business', 'EUR', true).paymentType;
    assert.equal(deferred?.deferred_submission_supported, true);
  });

  it('names the fields the form lacks, and says when there is no such payment at all', () => {
    assert.deepEqual(choosePaymentType(bank('SEB', 'FI'), 'business', 'EUR', false), {
      lacking: ['debtor_account_required'],
    });
    assert.deepEqual(choosePaymentType(bank('OP', 'FI'), 'personal', 'SEK', false), { lacking: [] });
  });
});
