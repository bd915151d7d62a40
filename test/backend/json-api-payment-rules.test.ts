/**
 * POST /payments against the ASPSP's payment type, the sandbox bank's limits and scenarios,
 * statuses that move on the sandbox clock, bulk payments and their transactions, and
 * INVALID_PAYMENT: all over HTTP, as an application's server meets them.
 */
import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import type { MockBackend } from '../../sandbox/src/server.js';
import { asObject, startBackend } from './backend-fixture.js';
import {
  callJsonApi,
  failure,
  finishFlow,
  paymentBody,
  withoutNulls,
  type JsonCallOptions,
} from './json-api-fixture.js';

type Json = Record<string, unknown>;

const CREDITOR_IBAN = 'FI2112345600000785';
const DEBTOR_IBAN = 'FI1410093000123458';
const UNTRUSTED_IBAN = 'FI7566600000000666';
const DAY_MS = 24 * 3600 * 1000;

const OP = { aspsp: { name: 'OP', country: 'FI' }, psu_type: 'personal' };
const OP_INSTANT = { ...OP, payment_type: 'INST_SEPA' };
const NORDEA_BULK = {
  aspsp: { name: 'Nordea', country: 'FI' },
  psu_type: 'business',
  payment_type: 'BULK_SEPA',
};
const SEB_FI = { aspsp: { name: 'SEB', country: 'FI' }, psu_type: 'business' };
const DNB_CROSSBORDER = {
  aspsp: { name: 'DNB', country: 'NO' },
  psu_type: 'business',
  payment_type: 'CROSSBORDER',
};
const SWEDBANK_SE = {
  aspsp: { name: 'Swedbank', country: 'SE' },
  psu_type: 'business',
  payment_type: 'DOMESTIC',
};
const BBVA_BUSINESS = { aspsp: { name: 'BBVA', country: 'ES' }, psu_type: 'business' };
const DANSKE_DK = {
  aspsp: { name: 'Danske Bank', country: 'DK' },
  psu_type: 'personal',
  payment_type: 'DOMESTIC',
};

/** One instruction that OP's SEPA payments accept; `fields` replace or add fields. */
function instruction(fields: Json = {}): Json {
  return {
    instructed_amount: { currency: 'EUR', amount: '25.00' },
    beneficiary: {
      creditor: { name: 'Demo Shop Oy' },
      creditor_account: { identification: CREDITOR_IBAN, scheme_name: 'IBAN' },
    },
    remittance_information: ['Order 42'],
    ...fields,
  };
}

/** A CreatePaymentRequest at `where` (ASPSP, PSU type, payment type) with this payment_request. */
function body(where: Json, request: Json): Json {
  return paymentBody({ ...where, payment_request: request });
}

/** A cross-border payment that DNB accepts, with every field its flags ask for. */
function crossBorderRequest(): {
  request: Json;
  transaction: Json;
  creditor: Json;
  address: Json;
  agent: Json;
} {
  const address = { country: 'DE', town_name: 'Berlin', address_line: ['Unter den Linden 1'] };
  const creditor = { name: 'Berlin Books GmbH', postal_address: address };
  const agent = { bic_fi: 'DEUTDEFF' };
  const transaction = instruction({
    instructed_amount: { currency: 'EUR', amount: '250.00' },
    beneficiary: {
      creditor,
      creditor_agent: agent,
      creditor_account: { identification: 'DE89370400440532013000', scheme_name: 'IBAN' },
    },
    regulatory_reporting: [{ details: { code: '14', information: 'Purchase of goods' } }],
  });
  const request = {
    credit_transfer_transaction: [transaction],
    debtor_currency: 'NOK',
    charge_bearer: 'SHAR',
  };
  return { request, transaction, creditor, address, agent };
}

describe('JSON API: payment rules, statuses over time and bulk payments', () => {
  let backend: MockBackend;
  before(async () => {
    // Real time stands still: the sandbox clock moves only when a test advances it.
    const start = Date.now();
    backend = await startBackend({ now: () => start });
  });
  after(() => backend.close());
  beforeEach(() => backend.reset());

  const call = (path: string, options: JsonCallOptions = {}) =>
    callJsonApi(backend, path, { now: backend.clock.realTime(), ...options });
  const advance = (ms: number) => backend.clock.advance(ms);
  const day = (offsetDays: number) =>
    new Date(backend.clock.now() + offsetDays * DAY_MS).toISOString().slice(0, 10);

  async function create(payment: Json): Promise<string> {
    const result = await call('/payments', { body: payment });
    assert.equal(result.status, 200, result.text);
    return String(asObject(result.json).payment_id);
  }
  async function status(id: string): Promise<Json> {
    const result = await call(`/payments/${id}`);
    assert.equal(result.status, 200, result.text);
    const payment = asObject(result.json);
    return {
      status: payment.status,
      final_status: payment.final_status,
      reason: payment.status_reason_information,
    };
  }
  /** Asserts a refusal: its status, code, and that the message says what is wrong. */
  async function refused(
    payment: Json,
    code: string,
    message: RegExp,
    httpStatus = code === 'WRONG_REQUEST_PARAMETERS' ? 400 : 422,
  ) {
    const result = await call('/payments', { body: payment });
    assert.deepEqual(failure(result), { status: httpStatus, error: code, code: httpStatus }, result.text);
    assert.match(String(asObject(result.json).message), message);
  }

  describe('POST /payments checks the request against the payment type', () => {
    it('remittance_information: count of lines, min_length, max_length, pattern, required', async () => {
      const at = (lines: unknown, where: Json = OP, extra: Json = {}) =>
        body(where, {
          credit_transfer_transaction: [instruction({ remittance_information: lines })],
          ...extra,
        });
      await refused(
        at(['Order 42', 'Second line']),
        'WRONG_REQUEST_PARAMETERS',
        /credit_transfer_transaction\[0\]\.remittance_information has 2 lines: .*at most 1/,
      );
      await refused(
        at(['x'.repeat(141)]),
        'WRONG_REQUEST_PARAMETERS',
        /remittance_information\[0\] has 141 characters, more than the max_length 140/,
      );
      await refused(
        at(['']),
        'WRONG_REQUEST_PARAMETERS',
        /remittance_information\[0\] has 0 characters, fewer than the min_length 1/,
      );
      assert.equal(
        (await call('/payments', { body: at(['x'.repeat(140)]) })).status,
        200,
        '140 characters fit',
      );

      const seb = { debtor_account: { identification: DEBTOR_IBAN, scheme_name: 'IBAN' } };
      await refused(
        at(['Lasku №5'], SEB_FI, seb),
        'WRONG_REQUEST_PARAMETERS',
        /remittance_information\[0\] "Lasku №5" does not match the pattern/,
      );
      await refused(
        at(undefined, SEB_FI, seb),
        'WRONG_REQUEST_PARAMETERS',
        /remittance_information is required: SEB \(FI\) SEPA payments of business PSUs/,
      );
      assert.equal((await call('/payments', { body: at(['Invoice 5/2026'], SEB_FI, seb) })).status, 200);
    });

    it('requested_execution_date: supported, not in the past, within the max period of days', async () => {
      const on = (date: string, where: Json = OP) =>
        body(where, { credit_transfer_transaction: [instruction({ requested_execution_date: date })] });
      await refused(
        on(day(0), OP_INSTANT),
        'WRONG_REQUEST_PARAMETERS',
        /requested_execution_date is not supported by OP \(FI\) INST_SEPA/,
      );
      await refused(
        on(day(-1)),
        'WRONG_REQUEST_PARAMETERS',
        new RegExp(`requested_execution_date ${day(-1)} is in the past: today is ${day(0)}`),
      );
      await refused(
        on(day(366)),
        'WRONG_REQUEST_PARAMETERS',
        /is too far ahead: .* up to 365 days from today/,
      );
      await refused(
        on('2026-02-30'),
        'WRONG_REQUEST_PARAMETERS',
        /credit_transfer_transaction\[0\]\.requested_execution_date must be a date YYYY-MM-DD/,
      );
      assert.equal((await call('/payments', { body: on(day(0)) })).status, 200, 'today');
      assert.equal(
        (await call('/payments', { body: on(day(365)) })).status,
        200,
        'the last day of the period',
      );
    });

    it('every *_required flag of the catalogue names the field it misses', async () => {
      const cases: [(payment: ReturnType<typeof crossBorderRequest>) => void, RegExp][] = [
        [
          (p) => delete p.creditor.name,
          /credit_transfer_transaction\[0\]\.beneficiary\.creditor\.name is required: .* creditor_name_required/,
        ],
        [
          (p) => delete p.address.country,
          /beneficiary\.creditor\.postal_address\.country is required: .*creditor_country_required/,
        ],
        [
          (p) => {
            delete p.address.town_name;
            delete p.address.address_line;
          },
          /beneficiary\.creditor\.postal_address \(a country and a town_name or address_line\) is required: .*creditor_postal_address_required/,
        ],
        [
          (p) => delete p.agent.bic_fi,
          /beneficiary\.creditor_agent\.bic_fi is required: .*creditor_agent_bic_fi_required/,
        ],
        [
          (p) => delete p.transaction.regulatory_reporting,
          /regulatory_reporting\[\]\.details\.code is required: DNB \(NO\) CROSSBORDER payments of business PSUs set regulatory_reporting_code_required/,
        ],
        [
          (p) => delete p.request.debtor_currency,
          /payment_request\.debtor_currency is required: .*debtor_currency_required/,
        ],
      ];
      assert.equal(
        (await call('/payments', { body: body(DNB_CROSSBORDER, crossBorderRequest().request) })).status,
        200,
        'complete',
      );
      for (const [remove, message] of cases) {
        const payment = crossBorderRequest();
        remove(payment);
        await refused(body(DNB_CROSSBORDER, payment.request), 'WRONG_REQUEST_PARAMETERS', message);
      }

      const swedish = (agent: Json | undefined) =>
        body(SWEDBANK_SE, {
          credit_transfer_transaction: [
            instruction({
              instructed_amount: { currency: 'SEK', amount: '300.00' },
              beneficiary: {
                creditor: { name: 'Kaffebaren AB' },
                creditor_account: { identification: '83279123456789', scheme_name: 'BBAN' },
                ...(agent ? { creditor_agent: agent } : {}),
              },
            }),
          ],
        });
      await refused(
        swedish(undefined),
        'WRONG_REQUEST_PARAMETERS',
        /beneficiary\.creditor_agent\.clearing_system_member_id\.member_id is required: .*creditor_agent_clearing_system_member_id_required/,
      );
      const clearing = { clearing_system_member_id: { clearing_system_id: 'SESBA', member_id: '8327' } };
      assert.equal((await call('/payments', { body: swedish(clearing) })).status, 200);

      const bulk = (extra: Json) =>
        body(NORDEA_BULK, { credit_transfer_transaction: [instruction(), instruction()], ...extra });
      await refused(
        bulk({}),
        'WRONG_REQUEST_PARAMETERS',
        /payment_request\.debtor_account is required: Nordea \(FI\) BULK_SEPA payments of business PSUs set debtor_account_required/,
      );

      const contact = (details: Json) =>
        body(BBVA_BUSINESS, {
          credit_transfer_transaction: [instruction()],
          debtor: { contact_details: details },
        });
      await refused(
        contact({ phone_number: '+34600111222' }),
        'WRONG_REQUEST_PARAMETERS',
        /payment_request\.debtor\.contact_details\.email_address is required: .*debtor_contact_email_required/,
      );
      await refused(
        contact({ email_address: 'payer@example.com' }),
        'WRONG_REQUEST_PARAMETERS',
        /payment_request\.debtor\.contact_details\.phone_number is required: .*debtor_contact_phone_required/,
      );
      assert.equal(
        (
          await call('/payments', {
            body: contact({ email_address: 'payer@example.com', phone_number: '+34600111222' }),
          })
        ).status,
        200,
      );
    });

    it('currencies, charge_bearer_values, account schemas and IBANs, reference_number_supported', async () => {
      const op = (fields: Json, extra: Json = {}) =>
        body(OP, { credit_transfer_transaction: [instruction(fields)], ...extra });
      await refused(
        op({ instructed_amount: { currency: 'USD', amount: '5.00' } }),
        'WRONG_REQUEST_PARAMETERS',
        /instructed_amount\.currency USD is not offered: OP \(FI\) SEPA payments of personal PSUs take EUR/,
      );
      await refused(
        op({}, { charge_bearer: 'SHAR' }),
        'WRONG_REQUEST_PARAMETERS',
        /payment_request\.charge_bearer SHAR is not offered: .* take SLEV \(charge_bearer_values\)/,
      );
      assert.equal((await call('/payments', { body: op({}, { charge_bearer: 'SLEV' }) })).status, 200);
      const creditorAccount = (account: Json) =>
        op({ beneficiary: { creditor: { name: 'Demo Shop Oy' }, creditor_account: account } });
      await refused(
        creditorAccount({ identification: '12345600000785', scheme_name: 'BBAN' }),
        'WRONG_REQUEST_PARAMETERS',
        /beneficiary\.creditor_account\.scheme_name BBAN is not offered: .* take IBAN accounts/,
      );
      await refused(
        creditorAccount({ identification: 'FI2212345600000785', scheme_name: 'IBAN' }),
        'WRONG_REQUEST_PARAMETERS',
        /creditor_account\.identification "FI2212345600000785" is not a valid IBAN/,
      );
      await refused(
        op({}, { debtor_account: { identification: '10093000123458', scheme_name: 'BBAN' } }),
        'WRONG_REQUEST_PARAMETERS',
        /payment_request\.debtor_account\.scheme_name BBAN is not offered/,
      );
      assert.equal(
        (await call('/payments', { body: op({ reference_number: 'RF18539007547034' }) })).status,
        200,
        'SEPA takes a reference',
      );
      const danish = body(DANSKE_DK, {
        credit_transfer_transaction: [
          instruction({
            instructed_amount: { currency: 'DKK', amount: '75.00' },
            reference_number: '+71<123456789>',
          }),
        ],
      });
      await refused(
        danish,
        'WRONG_REQUEST_PARAMETERS',
        /reference_number is not supported by Danske Bank \(DK\) DOMESTIC payments of personal PSUs/,
      );
    });

    it('shape errors stay 400 WRONG_REQUEST_PARAMETERS naming the field path', async () => {
      const { request, address, agent } = crossBorderRequest();
      address.country = 'Germany';
      await refused(
        body(DNB_CROSSBORDER, request),
        'WRONG_REQUEST_PARAMETERS',
        /payment_request\.credit_transfer_transaction\[0\]\.beneficiary\.creditor\.postal_address\.country must be a two-letter ISO 3166 code/,
      );
      address.country = 'DE';
      agent.bic_fi = 'DEUT';
      await refused(
        body(DNB_CROSSBORDER, request),
        'WRONG_REQUEST_PARAMETERS',
        /beneficiary\.creditor_agent\.bic_fi must be a BIC of 8 or 11 characters/,
      );
      const op = (extra: Json, fields: Json = {}) =>
        body(OP, { credit_transfer_transaction: [instruction(fields)], ...extra });
      await refused(
        op({ debtor_currency: 'eur' }),
        'WRONG_REQUEST_PARAMETERS',
        /payment_request\.debtor_currency must be an ISO 4217 code/,
      );
      await refused(
        op({ debtor: { contact_details: { email_address: 'nobody' } } }),
        'WRONG_REQUEST_PARAMETERS',
        /payment_request\.debtor\.contact_details\.email_address must be an e-mail address/,
      );
      await refused(
        op({}, { regulatory_reporting: { code: '14' } }),
        'WRONG_REQUEST_PARAMETERS',
        /credit_transfer_transaction\[0\]\.regulatory_reporting must be an array/,
      );
      await refused(
        op({}, { frequency: 'DAILY' }),
        'WRONG_REQUEST_PARAMETERS',
        /credit_transfer_transaction\[0\]\.frequency must be one of DAIL/,
      );
    });

    it('parties: organisation_id and private_id are identifications of any scheme, refused otherwise', async () => {
      const op = (extra: Json, fields: Json = {}) =>
        body(OP, { credit_transfer_transaction: [instruction(fields)], ...extra });
      const creditor = (party: Json) => ({
        beneficiary: {
          creditor: { name: 'Demo Shop Oy', ...party },
          creditor_account: { identification: CREDITOR_IBAN, scheme_name: 'IBAN' },
        },
      });
      await refused(
        op({ debtor: { organisation_id: '1234567-8' } }),
        'WRONG_REQUEST_PARAMETERS',
        /payment_request\.debtor\.organisation_id must be a JSON object/,
      );
      await refused(
        op({}, creditor({ private_id: ['010190-123A'] })),
        'WRONG_REQUEST_PARAMETERS',
        /beneficiary\.creditor\.private_id must be a JSON object/,
      );
      await refused(
        op({}, { ultimate_debtor: { organisation_id: { identification: '1234567-8' } } }),
        'WRONG_REQUEST_PARAMETERS',
        /credit_transfer_transaction\[0\]\.ultimate_debtor\.organisation_id\.scheme_name is required/,
      );
      await refused(
        op({}, { ultimate_creditor: { private_id: { identification: 7, scheme_name: 'BBAN' } } }),
        'WRONG_REQUEST_PARAMETERS',
        /ultimate_creditor\.private_id\.identification is required: a non-empty string/,
      );
      await refused(
        op({ debtor: { private_id: { identification: '1', scheme_name: 'BBAN', issuer: 3 } } }),
        'WRONG_REQUEST_PARAMETERS',
        /payment_request\.debtor\.private_id\.issuer must be a string/,
      );
      await refused(
        op({ debtor: { organisation_id: { identification: '1'.repeat(36), scheme_name: 'BBAN' } } }),
        'WRONG_REQUEST_PARAMETERS',
        /payment_request\.debtor\.organisation_id\.identification has more than 35 characters/,
      );
    });

    it('purpose and the postal address parts: refused unless of their shape', async () => {
      const op = (extra: Json) => body(OP, { credit_transfer_transaction: [instruction()], ...extra });
      const address = (fields: Json) => op({ debtor: { postal_address: { country: 'FI', ...fields } } });
      await refused(
        op({ purpose: 42 }),
        'WRONG_REQUEST_PARAMETERS',
        /payment_request\.purpose must be a string/,
      );
      for (const purpose of ['gdds', 'GOODS', '', 'GD1']) {
        await refused(
          op({ purpose }),
          'WRONG_REQUEST_PARAMETERS',
          /payment_request\.purpose must be an ISO 20022 purpose code of up to 4 capital letters/,
        );
      }
      await refused(
        address({ address_type: 'Nowhere' }),
        'WRONG_REQUEST_PARAMETERS',
        /debtor\.postal_address\.address_type must be one of Business, Correspondence, .*Statement, not "Nowhere"/,
      );
      for (const name of [
        'department',
        'sub_department',
        'street_name',
        'building_number',
        'post_code',
        'town_name',
        'country_sub_division',
      ]) {
        await refused(
          address({ [name]: 7 }),
          'WRONG_REQUEST_PARAMETERS',
          new RegExp(`payment_request\\.debtor\\.postal_address\\.${name} must be a string`),
        );
      }
    });

    it('a party with every field and the purpose are accepted and read back as sent', async () => {
      const organisation = { identification: '1234567-8', scheme_name: 'COID', issuer: 'PRH' };
      const debtor = {
        name: 'Maksaja Oy',
        organisation_id: organisation,
        postal_address: {
          address_type: 'Business',
          department: 'Finance',
          sub_department: 'Payables',
          street_name: 'Mannerheimintie',
          building_number: '1 A',
          post_code: '00100',
          town_name: 'Helsinki',
          country_sub_division: 'Uusimaa',
          country: 'FI',
          address_line: ['Mannerheimintie 1 A', '00100 Helsinki'],
        },
        contact_details: { email_address: 'payer@example.com', phone_number: '+358401234567' },
      };
      const ultimateCreditor = {
        name: 'Demo Shop',
        private_id: { identification: '010190-123A', scheme_name: 'NIDN' },
      };
      const request = {
        credit_transfer_transaction: [instruction({ ultimate_creditor: ultimateCreditor })],
        debtor,
        purpose: 'GDDS',
      };
      const id = await create(body(OP, request));
      const result = await call(`/payments/${id}`);
      assert.equal(result.status, 200, result.text);
      const details = asObject(withoutNulls(asObject(result.json).payment_details));
      assert.deepEqual(details.debtor, debtor);
      assert.equal(details.purpose, 'GDDS');
      const [shown] = details.credit_transfer_transaction as Json[];
      assert.deepEqual(shown?.ultimate_creditor, ultimateCreditor);
      for (const addressType of [
        'Business',
        'Correspondence',
        'DeliveryTo',
        'MailTo',
        'POBox',
        'Postal',
        'Residential',
        'Statement',
      ]) {
        const party = { postal_address: { address_type: addressType, country: 'FI' } };
        await create(body(OP, { credit_transfer_transaction: [instruction()], debtor: party, purpose: 'O' }));
      }
    });
  });

  describe('the sandbox bank limits and parties', () => {
    it('PAYMENT_LIMIT_EXCEEDED: max_transactions, 10 000.00 per instruction, 50 000.00 per payment', async () => {
      await refused(
        body(OP, { credit_transfer_transaction: [instruction(), instruction()] }),
        'PAYMENT_LIMIT_EXCEEDED',
        /has 2 instructions: OP \(FI\) SEPA payments of personal PSUs take at most 1 \(max_transactions\)/,
      );
      const amount = (value: string) =>
        instruction({ instructed_amount: { currency: 'EUR', amount: value } });
      await refused(
        body(OP, { credit_transfer_transaction: [amount('10000.01')] }),
        'PAYMENT_LIMIT_EXCEEDED',
        /amount 10000\.01 exceeds the sandbox limit of 10000\.00 per instruction/,
      );
      assert.equal(
        (await call('/payments', { body: body(OP, { credit_transfer_transaction: [amount('10000')] }) }))
          .status,
        200,
      );

      const debtor = { debtor_account: { identification: DEBTOR_IBAN, scheme_name: 'IBAN' } };
      const bulk = (count: number, each: string) =>
        body(NORDEA_BULK, {
          credit_transfer_transaction: Array.from({ length: count }, () => amount(each)),
          ...debtor,
        });
      await refused(
        bulk(6, '9000.00'),
        'PAYMENT_LIMIT_EXCEEDED',
        /total 54000\.00 exceeds the sandbox limit of 50000\.00 per payment/,
      );
      assert.equal((await call('/payments', { body: bulk(5, '10000.00') })).status, 200, 'exactly the limit');
      await refused(bulk(101, '1.00'), 'PAYMENT_LIMIT_EXCEEDED', /has 101 instructions: .* at most 100/);
    });

    it('UNTRUSTED_PAYMENT_PARTY for the untrusted account as creditor or debtor', async () => {
      const untrusted = { identification: UNTRUSTED_IBAN, scheme_name: 'IBAN' };
      const toUntrusted = instruction({
        beneficiary: { creditor: { name: 'Shady Ltd' }, creditor_account: untrusted },
      });
      await refused(
        body(OP, { credit_transfer_transaction: [toUntrusted] }),
        'UNTRUSTED_PAYMENT_PARTY',
        /creditor_account FI7566600000000666 is an account the bank does not trust/,
      );
      await refused(
        body(OP, { credit_transfer_transaction: [instruction()], debtor_account: untrusted }),
        'UNTRUSTED_PAYMENT_PARTY',
        /payment_request\.debtor_account FI7566600000000666 is an account the bank does not trust/,
      );
    });
  });

  describe('statuses on the sandbox clock', () => {
    const amounting = (value: string, where: Json = OP) =>
      body(where, {
        credit_transfer_transaction: [instruction({ instructed_amount: { currency: 'EUR', amount: value } })],
      });

    it('RCVD until authorised; a total of 400.04 is rejected after ACTC with AM04', async () => {
      const id = await create(amounting('400.04'));
      advance(60_000);
      assert.deepEqual(
        await status(id),
        { status: 'RCVD', final_status: false, reason: null },
        'waits for the PSU',
      );
      await finishFlow(backend, 'payments', id);
      assert.deepEqual(await status(id), { status: 'ACTC', final_status: false, reason: null });
      advance(3_000);
      assert.deepEqual(await status(id), {
        status: 'RJCT',
        final_status: true,
        reason: {
          status_reason_code: 'AM04',
          status_reason_description: 'Insufficient funds on the debtor account.',
        },
      });
      assert.equal((await call(`/payments/${id}`, { method: 'DELETE' })).status, 200, 'final: deletable');
    });

    it('a total of 500.05 is cancelled by the bank (CNCL, FRAD)', async () => {
      const id = await create(amounting('500.05'));
      await finishFlow(backend, 'payments', id);
      advance(2_999);
      assert.equal((await status(id)).status, 'ACTC');
      advance(1);
      const cancelled = await status(id);
      assert.deepEqual([cancelled.status, cancelled.final_status], ['CNCL', true]);
      assert.equal(asObject(cancelled.reason).status_reason_code, 'FRAD');
    });

    it('a total of 404.04: ASPSP_PAYMENT_NOT_ACCESSIBLE for a minute after authorisation, then settled', async () => {
      const id = await create(amounting('404.04'));
      assert.equal((await status(id)).status, 'RCVD', 'the bank is not asked before authorisation');
      await finishFlow(backend, 'payments', id);
      const unreachable = { status: 422, error: 'ASPSP_PAYMENT_NOT_ACCESSIBLE', code: 422 };
      const first = await call(`/payments/${id}`);
      assert.deepEqual(failure(first), unreachable);
      assert.match(String(asObject(first.json).message), /cannot be asked for the status .* try again after/);
      advance(59_999);
      assert.deepEqual(failure(await call(`/payments/${id}`)), unreachable);
      assert.deepEqual(failure(await call(`/payments/${id}`, { method: 'DELETE' })), {
        status: 422,
        error: 'PAYMENT_NOT_FINALIZED',
        code: 422,
      });
      advance(1);
      assert.deepEqual(await status(id), { status: 'ACSC', final_status: true, reason: null });
    });

    it('a payment dated ahead waits as ACTC until 00:00 UTC of its date, then settles', async () => {
      const tomorrow = day(1);
      const id = await create(
        body(OP, { credit_transfer_transaction: [instruction({ requested_execution_date: tomorrow })] }),
      );
      await finishFlow(backend, 'payments', id);
      const midnight = Date.parse(`${tomorrow}T00:00:00Z`);
      advance(midnight - backend.clock.now() - 1);
      assert.deepEqual(await status(id), { status: 'ACTC', final_status: false, reason: null });
      advance(1 + 2_000);
      assert.equal((await status(id)).status, 'ACSP');
      advance(4_000);
      assert.deepEqual(await status(id), { status: 'ACSC', final_status: true, reason: null });
    });
  });

  describe('bulk payments', () => {
    it('a transaction_id per instruction, stable, and GET /payments/{id}/transactions/{transaction_id}', async () => {
      const amounts = ['10.00', '20.50', '30.25'];
      const id = await create(
        body(NORDEA_BULK, {
          credit_transfer_transaction: amounts.map((amount, index) =>
            instruction({
              instructed_amount: { currency: 'EUR', amount },
              remittance_information: [`Salary ${index + 1}`],
            }),
          ),
          debtor_account: { identification: DEBTOR_IBAN, scheme_name: 'IBAN' },
        }),
      );
      const instructions = async () =>
        asObject(asObject((await call(`/payments/${id}`)).json).payment_details)
          .credit_transfer_transaction as Json[];
      const created = await instructions();
      const ids = created.map((transaction) => String(transaction.transaction_id));
      assert.equal(new Set(ids).size, 3, 'one id each');
      assert.deepEqual(
        created.map((transaction) => transaction.transaction_status),
        ['RCVD', 'RCVD', 'RCVD'],
      );
      assert.deepEqual(
        created.map((transaction) => asObject(transaction.instructed_amount).amount),
        amounts,
      );

      for (const [index, transactionId] of ids.entries()) {
        const one = await call(`/payments/${id}/transactions/${transactionId}`);
        assert.equal(one.status, 200, one.text);
        assert.deepEqual(asObject(one.json), { payment_id: id, transaction_details: created[index] });
      }

      await finishFlow(backend, 'payments', id);
      advance(6_000);
      const settled = await instructions();
      assert.deepEqual(
        settled.map((transaction) => transaction.transaction_id),
        ids,
        'stable ids',
      );
      assert.deepEqual(
        settled.map((transaction) => transaction.transaction_status),
        ['ACSC', 'ACSC', 'ACSC'],
      );
      const last = asObject((await call(`/payments/${id}/transactions/${ids[2] ?? ''}`)).json);
      assert.equal(asObject(last.transaction_details).transaction_status, 'ACSC');

      const unknown = await call(`/payments/${id}/transactions/NO-SUCH-TRANSACTION`);
      assert.deepEqual(failure(unknown), { status: 404, error: 'TRANSACTION_DOES_NOT_EXIST', code: 404 });
      assert.match(
        String(asObject(unknown.json).message),
        /use a transaction_id from payment_details\.credit_transfer_transaction/,
      );
      const other = await call(`/payments/${id}/transactions/${ids[0] ?? ''}`, {
        application: 'sandbox-tpp',
      });
      assert.deepEqual(failure(other), { status: 404, error: 'PAYMENT_NOT_FOUND', code: 404 });
    });

    it('GET /aspsps lists the bulk payment types with their max_transactions', async () => {
      const aspsps = asObject((await call('/aspsps?country=FI&payment_type=BULK_SEPA')).json)
        .aspsps as Json[];
      const types = Object.fromEntries(
        aspsps.map((aspsp) => {
          const bulk = (aspsp.payments as Json[]).find((type) => type.payment_type === 'BULK_SEPA');
          return [String(aspsp.name), bulk?.max_transactions];
        }),
      );
      assert.deepEqual(types, { Nordea: 100, SEB: 50 });
    });
  });

  describe('INVALID_PAYMENT: a deferred payment that can never be submitted', () => {
    const NORDEA_DEFERRED = {
      aspsp: { name: 'Nordea', country: 'FI' },
      psu_type: 'business',
      payment_type: 'SEPA',
      defer_submission: true,
    };
    const deferred = () => create(paymentBody(NORDEA_DEFERRED));
    const submit = (id: string) => call(`/payments/${id}/submit`, { method: 'POST' });
    const invalid = { status: 422, error: 'INVALID_PAYMENT', code: 422 };

    it('when the PSU cancelled it, or did not authorise it before it expired', async () => {
      const cancelled = await deferred();
      await finishFlow(backend, 'payments', cancelled, 'reject');
      const refusedCancelled = await submit(cancelled);
      assert.deepEqual(failure(refusedCancelled), invalid);
      assert.match(String(asObject(refusedCancelled.json).message), /The PSU cancelled the authorisation/);

      const expired = await deferred();
      assert.equal(failure(await submit(expired)).error, 'PAYMENT_NOT_AUTHORIZED', 'waiting for the PSU');
      advance(15 * 60_000);
      const refusedExpired = await submit(expired);
      assert.deepEqual(failure(refusedExpired), invalid);
      assert.match(
        String(asObject(refusedExpired.json).message),
        /expired at .* before the PSU authorised it/,
      );
    });

    it('when it was not submitted within 24 hours of its authorisation: then RJCT (DS24)', async () => {
      const late = await deferred();
      const inTime = await deferred();
      await finishFlow(backend, 'payments', late);
      await finishFlow(backend, 'payments', inTime);
      advance(DAY_MS - 1);
      assert.equal((await submit(inTime)).status, 200, 'the last moment');
      advance(1);
      const refusedLate = await submit(late);
      assert.deepEqual(failure(refusedLate), invalid);
      assert.match(
        String(asObject(refusedLate.json).message),
        /submitted within 24 hours of its authorisation/,
      );
      const lapsed = await status(late);
      assert.deepEqual([lapsed.status, lapsed.final_status], ['RJCT', true]);
      assert.equal(asObject(lapsed.reason).status_reason_code, 'DS24');
      advance(6_000);
      assert.equal((await status(inTime)).status, 'ACSC', 'the one submitted in time settles');
    });
  });
});
