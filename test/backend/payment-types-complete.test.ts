/**
 * The payment types as the specification describes them, over HTTP: allowed_auth_methods and
 * priority_codes on every type of GET /aspsps and the rules that follow from them; INTERNAL
 * (to another account at the same bank, credited at once) and BULK_DOMESTIC_SE_GIRO (many
 * Bankgiro or Plusgiro payments, with their check digits) offered by sandbox banks.
 */
import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import type { MockBackend } from '../../sandbox/src/server.js';
import { asObject, callApi, startBackend, stepOf } from './backend-fixture.js';
import { bankUserAccounts, callJsonApi, failure, finishFlow, paymentBody } from './json-api-fixture.js';

type Json = Record<string, unknown>;

const SWEDBANK = { name: 'Swedbank', country: 'SE' };
const OP = { name: 'OP', country: 'FI' };

/** One instruction in SEK to a Swedish account, with `extra` fields. */
function sekInstruction(account: Json, extra: Json = {}): Json {
  return {
    instructed_amount: { currency: 'SEK', amount: '150.00' },
    beneficiary: { creditor: { name: 'Leverantör AB' }, creditor_account: account },
    ...extra,
  };
}

const SWEDISH_IBAN = { identification: 'SE4550000000058398257466', scheme_name: 'IBAN' };
const BANKGIRO = { identification: '5050-1055', scheme_name: 'BBAN' };

describe('payment types: allowed_auth_methods, priority_codes, INTERNAL and BULK_DOMESTIC_SE_GIRO', () => {
  let backend: MockBackend;
  const realTime = Date.now();

  before(async () => {
    backend = await startBackend({ now: () => realTime });
  });
  after(() => backend.close());
  beforeEach(() => backend.reset());

  const call = (path: string, options: Parameters<typeof callJsonApi>[2] = {}) =>
    callJsonApi(backend, path, { now: backend.clock.realTime(), ...options });

  async function aspsps(query = ''): Promise<Json[]> {
    const answer = await call(`/aspsps${query}`);
    assert.equal(answer.status, 200, answer.text);
    return asObject(answer.json).aspsps as Json[];
  }

  function paymentTypes(aspsp: Json): Json[] {
    return (aspsp.payments ?? []) as Json[];
  }

  const create = (body: Json) => call('/payments', { method: 'POST', body });

  async function created(body: Json): Promise<string> {
    const answer = await create(body);
    assert.equal(answer.status, 200, answer.text);
    return String(asObject(answer.json).payment_id);
  }

  it('every payment type names its allowed_auth_methods, among the bank’s methods, and its priority_codes', async () => {
    for (const aspsp of await aspsps()) {
      const methods = (aspsp.auth_methods as Json[]).map(
        (method) => `${String(method.psu_type)}:${String(method.name)}`,
      );
      for (const type of paymentTypes(aspsp)) {
        const what = `${String(aspsp.name)} (${String(aspsp.country)}) ${String(type.payment_type)} ${String(type.psu_type)}`;
        const allowed = type.allowed_auth_methods as string[];
        assert.ok(Array.isArray(allowed) && allowed.length > 0, `${what}: allowed_auth_methods`);
        for (const name of allowed)
          assert.ok(methods.includes(`${String(type.psu_type)}:${name}`), `${what}: ${name}`);
        const priorities = type.priority_codes as string[];
        assert.ok(Array.isArray(priorities) && priorities.length > 0, `${what}: priority_codes`);
        assert.ok(
          priorities.every((code) => code === 'NORM' || code === 'HIGH'),
          `${what}: ${priorities.join()}`,
        );
      }
    }
  });

  it('a payment is authorised only by an allowed method: auth_method, and the methods the PSU is offered', async () => {
    const [swedbank] = await aspsps('?country=SE');
    assert.equal(swedbank?.name, 'Swedbank');
    const giroType = paymentTypes(swedbank ?? {}).find(
      (type) => type.payment_type === 'DOMESTIC_SE_GIRO' && type.psu_type === 'personal',
    );
    assert.deepEqual(giroType?.allowed_auth_methods, ['bankid']);

    const giro = (extra: Json = {}) =>
      paymentBody({
        aspsp: SWEDBANK,
        payment_type: 'DOMESTIC_SE_GIRO',
        payment_request: { credit_transfer_transaction: [sekInstruction(BANKGIRO)] },
        ...extra,
      });
    const refused = await create(giro({ auth_method: 'bankid_redirect' }));
    assert.deepEqual(failure(refused), { status: 400, error: 'WRONG_REQUEST_PARAMETERS', code: 400 });
    assert.match(String(asObject(refused.json).message), /allowed_auth_methods are bankid/);
    assert.equal((await create(giro({ auth_method: 'bankid' }))).status, 200);

    // Giro: the only allowed method runs at once; a domestic payment lets the PSU choose.
    const giroId = await created(giro());
    await callApi(backend, `/payments/${giroId}/flow`, { method: 'POST', body: { action: 'confirm' } });
    assert.equal(stepOf(await callApi(backend, `/payments/${giroId}/flow`)).type, 'decoupled');
    const domesticId = await created(
      paymentBody({
        aspsp: SWEDBANK,
        payment_type: 'DOMESTIC',
        payment_request: { credit_transfer_transaction: [sekInstruction(SWEDISH_IBAN)] },
      }),
    );
    const step = stepOf(
      await callApi(backend, `/payments/${domesticId}/flow`, { method: 'POST', body: { action: 'confirm' } }),
    );
    assert.equal(step.type, 'method');
    assert.deepEqual(
      (step.methods as Json[]).map((method) => method.name),
      ['bankid_redirect', 'bankid'],
    );

    const nordea = paymentBody({ aspsp: { name: 'Nordea', country: 'FI' }, auth_method: 'code_calculator' });
    assert.equal(
      failure(await create(nordea)).error,
      'WRONG_REQUEST_PARAMETERS',
      'a hidden method not allowed',
    );
  });

  it('payment_type_information.instruction_priority must be one of the type’s priority_codes', async () => {
    const domestic = (priority: string) =>
      paymentBody({
        aspsp: SWEDBANK,
        payment_type: 'DOMESTIC',
        payment_request: {
          payment_type_information: { instruction_priority: priority },
          credit_transfer_transaction: [sekInstruction(SWEDISH_IBAN)],
        },
      });
    assert.equal((await create(domestic('HIGH'))).status, 200, 'an express domestic payment');
    assert.equal((await create(domestic('NORM'))).status, 200);
    const unknown = await create(domestic('URGT'));
    assert.deepEqual(failure(unknown), { status: 400, error: 'WRONG_REQUEST_PARAMETERS', code: 400 });
    assert.match(
      String(asObject(unknown.json).message),
      /instruction_priority URGT.*NORM, HIGH \(priority_codes\)/,
    );

    const sepa = asObject(paymentBody());
    const urgentSepa = {
      ...sepa,
      payment_request: {
        ...asObject(sepa.payment_request),
        payment_type_information: { instruction_priority: 'HIGH' },
      },
    };
    assert.equal(failure(await create(urgentSepa)).error, 'WRONG_REQUEST_PARAMETERS', 'OP SEPA: NORM only');
    const typed = {
      ...urgentSepa,
      payment_request: { ...urgentSepa.payment_request, payment_type_information: 'HIGH' },
    };
    assert.equal(failure(await create(typed)).error, 'WRONG_REQUEST_PARAMETERS', 'an object, not a string');
  });

  it('INTERNAL: offered by OP and Swedbank; pays another account at the same bank, credited at once', async () => {
    const offering = (await aspsps('?payment_type=INTERNAL')).map(
      (aspsp) => `${String(aspsp.country)}:${String(aspsp.name)}`,
    );
    assert.deepEqual(offering.sort(), ['FI:OP', 'SE:Swedbank']);

    const savings = (await bankUserAccounts(backend, OP, 'demo', { now: realTime })).find(
      (account) => account.cash_account_type === 'SVGS',
    );
    const iban = String(asObject(savings?.account_id).iban);
    const internal = (identification: string) =>
      paymentBody({
        payment_type: 'INTERNAL',
        payment_request: {
          credit_transfer_transaction: [
            {
              instructed_amount: { currency: 'EUR', amount: '100.00' },
              beneficiary: { creditor_account: { identification, scheme_name: 'IBAN' } },
              remittance_information: ['To savings'],
            },
          ],
        },
      });
    const elsewhere = await create(internal('FI2112345600000785'));
    assert.deepEqual(failure(elsewhere), { status: 400, error: 'WRONG_REQUEST_PARAMETERS', code: 400 });
    assert.match(String(asObject(elsewhere.json).message), /is not an account at OP/);

    const id = await created(internal(iban));
    await finishFlow(backend, 'payments', id);
    const status = async () => {
      const payment = asObject((await call(`/payments/${id}`)).json);
      return [payment.status, payment.final_status];
    };
    assert.deepEqual(await status(), ['ACTC', false]);
    backend.clock.advance(2_000);
    assert.deepEqual(await status(), ['ACCC', true], 'credited to the other account at once');
  });

  it('BULK_DOMESTIC_SE_GIRO: many Bankgiro and Plusgiro payments, numbers and OCR references with check digits', async () => {
    const swedbankBusiness = paymentTypes((await aspsps('?country=SE'))[0] ?? {}).filter(
      (type) => type.psu_type === 'business',
    );
    const bulkGiro = swedbankBusiness.find((type) => type.payment_type === 'BULK_DOMESTIC_SE_GIRO');
    assert.equal(bulkGiro?.max_transactions, 500);
    assert.deepEqual(bulkGiro?.creditor_account_schemas, ['BBAN']);
    assert.deepEqual(bulkGiro?.reference_number_schemas, ['OCR']);

    const bulk = (instructions: Json[]) =>
      paymentBody({
        aspsp: SWEDBANK,
        psu_type: 'business',
        payment_type: 'BULK_DOMESTIC_SE_GIRO',
        payment_request: { credit_transfer_transaction: instructions },
      });
    const plusgiro = { identification: '4711-8', scheme_name: 'BBAN' };
    const good = [
      sekInstruction(BANKGIRO, { reference_number: '1234567890128' }),
      sekInstruction(plusgiro, { remittance_information: ['Faktura 2024-117'] }),
      sekInstruction({ identification: '5678 1230', scheme_name: 'BBAN' }, { reference_number: '9912346' }),
    ];
    const id = await created(bulk(good));
    await finishFlow(backend, 'payments', id);
    backend.clock.advance(6_000);
    const payment = asObject((await call(`/payments/${id}`)).json);
    assert.deepEqual([payment.status, payment.final_status], ['ACSC', true]);

    const wrongGiro = await create(
      bulk([good[0] ?? {}, sekInstruction({ identification: '5050-1056', scheme_name: 'BBAN' })]),
    );
    assert.deepEqual(failure(wrongGiro), { status: 400, error: 'WRONG_REQUEST_PARAMETERS', code: 400 });
    assert.match(
      String(asObject(wrongGiro.json).message),
      /credit_transfer_transaction\[1\]\.beneficiary\.creditor_account/,
    );
    const wrongOcr = await create(bulk([sekInstruction(BANKGIRO, { reference_number: '1234567890123' })]));
    assert.match(
      String(asObject(wrongOcr.json).message),
      /reference_number "1234567890123" is not an OCR reference/,
    );
    const iban = await create(bulk([sekInstruction(SWEDISH_IBAN)]));
    assert.equal(failure(iban).error, 'WRONG_REQUEST_PARAMETERS', 'a giro payment goes to a giro number');
    assert.equal(
      failure(await create(paymentBody({ aspsp: SWEDBANK, payment_type: 'BULK_DOMESTIC_SE_GIRO' }))).error,
      'WRONG_REQUEST_PARAMETERS',
      'not offered to personal PSUs',
    );
  });
});
