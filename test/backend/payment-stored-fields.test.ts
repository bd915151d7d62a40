/**
 * A payment is kept with the specification's fields only: a field it does not define is
 * ignored, as the service ignores it, at any depth of the request, and neither the record nor
 * the data directory holds it, however large. An array of free text holds at most what
 * ISO 20022 allows, so no payment is kept far larger than its fields allow.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { CATEGORY_PURPOSES } from '../../sandbox/src/data/enumerations.js';
import { createPaymentRequest } from '../../sandbox/src/json-api/create-payment-request.js';
import { FIELD_COUNTS } from '../../sandbox/src/json-api/field-lengths.js';
import { openApiDocument } from '../../sandbox/src/openapi/openapi-document.js';
import type { MockBackend } from '../../sandbox/src/server.js';
import { asObject, startBackend } from './backend-fixture.js';
import { callJsonApi, failure, paymentBody } from './json-api-fixture.js';
import { temporaryDirectories } from './temporary-directories.js';

const dataDir = temporaryDirectories('sandbox-payment-fields-');

const UNKNOWN = 'not_in_the_specification';

/** A payment of every optional object of the specification, each with the fields `extra` adds. */
function paymentWith(extra: () => Record<string, unknown>): Record<string, unknown> {
  const party = { name: 'Demo Shop Oy', ...extra() };
  const address = { country: 'FI', town_name: 'Helsinki', address_line: ['Street 1'], ...extra() };
  return paymentBody({
    ...extra(),
    payment_request: {
      payment_information_id: 'batch-1',
      payment_type_information: { ...extra() },
      debtor: { ...party, postal_address: address, contact_details: { ...extra() } },
      ...extra(),
      credit_transfer_transaction: [
        {
          instructed_amount: { currency: 'EUR', amount: '25.00', ...extra() },
          beneficiary: {
            creditor: { ...party, private_id: { identification: '123', scheme_name: 'NIDN', ...extra() } },
            creditor_account: { identification: 'FI2112345600000785', scheme_name: 'IBAN', ...extra() },
            creditor_agent: { bic_fi: 'OKOYFIHH', clearing_system_member_id: { ...extra() }, ...extra() },
            ...extra(),
          },
          payment_id: { end_to_end_id: 'e2e-1', ...extra() },
          ultimate_debtor: party,
          ultimate_creditor: party,
          regulatory_reporting: [
            {
              authority: { country: 'FI', ...extra() },
              details: { code: '101', amount: { currency: 'EUR', amount: '25.00', ...extra() }, ...extra() },
              ...extra(),
            },
          ],
          remittance_information: ['Order 42'],
          ...extra(),
        },
      ],
    },
  });
}

const large = () => ({ [UNKNOWN]: 'x'.repeat(200_000) });

describe('A payment kept with the fields of the specification', () => {
  let backend: MockBackend;
  let directory: string;
  before(async () => {
    directory = dataDir();
    backend = await startBackend({ dataDir: directory });
  });
  after(() => backend.close());

  it('takes a payment with large fields it does not define, answers as without them, and keeps none of them', async () => {
    const plain = await callJsonApi(backend, '/payments', { body: paymentWith(() => ({})) });
    const junk = await callJsonApi(backend, '/payments', { body: paymentWith(large) });
    assert.equal(plain.status, 200, plain.text);
    assert.equal(junk.status, 200, junk.text);
    assert.deepEqual(Object.keys(asObject(junk.json)), Object.keys(asObject(plain.json)));
    // As GET /payments/{id} writes them, but for each payment's own transaction ids.
    const details = async (created: unknown) => {
      const got = await callJsonApi(backend, `/payments/${String(asObject(created).payment_id)}`);
      return asObject(JSON.parse(got.text.replace(/"transaction_id":"[^"]*"/g, '"transaction_id":""')))
        .payment_details;
    };
    assert.deepEqual(await details(junk.json), await details(plain.json));

    const journal = readFileSync(join(directory, 'journal.jsonl'), 'utf8');
    assert.ok(
      !journal.includes(UNKNOWN),
      'the data directory holds no field the specification does not define',
    );
    assert.ok(journal.length < 64 * 1024, `the journal holds ${journal.length} characters`);
  });

  it('keeps in the record exactly the request without the fields the specification does not define', () => {
    const kept = (body: Record<string, unknown>) =>
      JSON.stringify(createPaymentRequest(body, 'sandbox-shop').input.payment_request);
    assert.equal(kept(paymentWith(large)), kept(paymentWith(() => ({}))));
    assert.ok(!kept(paymentWith(large)).includes(UNKNOWN));
  });

  it('keeps payment_type_information as sent and writes it back in GET /payments/{id}', async () => {
    // ISO 20022's PaymentTypeInformation, which the sandbox reads by these names: category_purpose
    // is the specification's CategoryPurposeCode; a member it does not name is still ignored.
    const sent = {
      instruction_priority: 'NORM',
      service_level: 'SEPA',
      local_instrument: 'INST',
      category_purpose: 'SALA',
    };
    const body = paymentWith(() => ({}));
    asObject(body.payment_request).payment_type_information = { ...sent, [UNKNOWN]: 'x' };
    const created = await callJsonApi(backend, '/payments', { body });
    assert.equal(created.status, 200, created.text);
    const got = await callJsonApi(backend, `/payments/${String(asObject(created.json).payment_id)}`);
    assert.deepEqual(asObject(asObject(got.json).payment_details).payment_type_information, sent);
  });

  it('refuses a category_purpose outside CategoryPurposeCode and a member that is not a string', async () => {
    const schemas = asObject(asObject(openApiDocument().components).schemas);
    assert.deepEqual(
      asObject(schemas.CategoryPurposeCode).enum,
      CATEGORY_PURPOSES,
      'the values the document lists',
    );
    const withTypeInformation = (information: Record<string, unknown>) => {
      const body = paymentWith(() => ({}));
      asObject(body.payment_request).payment_type_information = information;
      return body;
    };
    const path = 'payment_request.payment_type_information';
    for (const [information, message] of [
      [
        { category_purpose: 'SALARY' },
        new RegExp(`^${path}.category_purpose must be one of BONU, CASH, .*WHLD, not "SALARY"\\.$`),
      ],
      [{ category_purpose: 'sala' }, /category_purpose must be one of/],
      [{ service_level: 7 }, new RegExp(`^${path}.service_level must be a string\\.$`)],
      [{ local_instrument: ['INST'] }, new RegExp(`^${path}.local_instrument must be a string\\.$`)],
    ] as const) {
      const result = await callJsonApi(backend, '/payments', { body: withTypeInformation(information) });
      assert.deepEqual(
        failure(result),
        { status: 400, error: 'WRONG_REQUEST_PARAMETERS', code: 400 },
        JSON.stringify(information),
      );
      assert.match(String(asObject(result.json).message), message);
    }
  });

  it('takes 7 address lines and 10 regulatory reports, as ISO 20022 does, and refuses more', async () => {
    const withCounts = (lines: number, reports: number) => {
      const body = paymentWith(() => ({}));
      const request = asObject(body.payment_request);
      asObject(asObject(request.debtor).postal_address).address_line = Array.from(
        { length: lines },
        (_, index) => `Line ${index}`,
      );
      const instruction = asObject((request.credit_transfer_transaction as unknown[])[0]);
      const report = (instruction.regulatory_reporting as unknown[])[0];
      instruction.regulatory_reporting = Array.from({ length: reports }, () => report);
      return body;
    };
    const { addressLines, regulatoryReports } = FIELD_COUNTS;
    const most = await callJsonApi(backend, '/payments', {
      body: withCounts(addressLines, regulatoryReports),
    });
    assert.equal(most.status, 200, most.text);

    const lines = await callJsonApi(backend, '/payments', { body: withCounts(addressLines + 1, 1) });
    assert.deepEqual(failure(lines), { status: 400, error: 'WRONG_REQUEST_PARAMETERS', code: 400 });
    assert.equal(
      asObject(lines.json).message,
      'payment_request.debtor.postal_address.address_line has more than 7 elements, the most it may have.',
    );
    const reports = await callJsonApi(backend, '/payments', { body: withCounts(1, regulatoryReports + 1) });
    assert.deepEqual(failure(reports), { status: 400, error: 'WRONG_REQUEST_PARAMETERS', code: 400 });
    assert.equal(
      asObject(reports.json).message,
      'payment_request.credit_transfer_transaction[0].regulatory_reporting has more than 10 elements, the most it may have.',
    );
  });
});
