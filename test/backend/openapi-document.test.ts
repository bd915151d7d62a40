/**
 * The OpenAPI document of the JSON API: valid OpenAPI 3.1, every operation of the
 * specification's Endpoints table, served without a key at {base_url}/openapi.json, and
 * no stricter than the specification: an answer needs only the properties it marks required,
 * and a date-time is any RFC 3339 one with an offset, so a client generated from or checked
 * against the document takes the real service's answers. The answer checker of the tests
 * (test/support/openapi-answers.ts) still refuses a required property left out or a wrong type.
 */
import SwaggerParser from '@apidevtools/swagger-parser';
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { openApiDocument } from '../../sandbox/src/openapi/openapi-document.js';
import type { MockBackend } from '../../sandbox/src/server.js';
import { answerChecker } from '../support/openapi-answers.js';
import { asObject, send, startBackend } from './backend-fixture.js';
import { ASPSP_DATA_REQUIRED } from './spec-properties.js';
import { checkJsonApiAnswer } from './json-api-fixture.js';

type Json = Record<string, unknown>;

/** The specification's Endpoints table: method, path (registration's relative to {registration_url}). */
const ENDPOINTS = [
  'POST /auth',
  'POST /sessions',
  'GET /sessions/{session_id}',
  'DELETE /sessions/{session_id}',
  'GET /accounts/{account_id}/details',
  'GET /accounts/{account_id}/balances',
  'GET /accounts/{account_id}/transactions',
  'GET /accounts/{account_id}/transactions/{transaction_id}',
  'POST /payments',
  'GET /payments/{payment_id}',
  'DELETE /payments/{payment_id}',
  'POST /payments/{payment_id}/submit',
  'GET /payments/{payment_id}/transactions/{transaction_id}',
  'GET /aspsps',
  'GET /application',
  'POST /api/applications',
];
const ERROR_STATUSES = ['400', '401', '403', '404', '408', '422', '429', '500'];
const PSU_HEADERS = [
  'Psu-Ip-Address',
  'Psu-User-Agent',
  'Psu-Referer',
  'Psu-Accept',
  'Psu-Accept-Charset',
  'Psu-Accept-Encoding',
  'Psu-Accept-language',
  'Psu-Geo-Location',
];

/**
 * The specification's Required column (or its "all required") for each answer resource with
 * one; the resources it says are all optional require nothing.
 */
const SPECIFICATION_REQUIRED: Record<string, string[] | undefined> = {
  AccountResource: ['cash_account_type', 'currency', 'identification_hash', 'identification_hashes'],
  Access: ['valid_until'],
  AccountIdentification: undefined,
  GenericIdentification: ['identification', 'scheme_name'],
  AmountType: ['currency', 'amount'],
  ASPSP: ['name', 'country'],
  GetApplicationResponse: ['name', 'kid', 'environment', 'redirect_urls', 'active', 'countries', 'services'],
  AuthorizeSessionResponse: ['session_id', 'accounts', 'aspsp', 'psu_type', 'access'],
  GetSessionResponse: [
    'status',
    'accounts',
    'accounts_data',
    'aspsp',
    'psu_type',
    'psu_id_hash',
    'access',
    'created',
  ],
  HalBalances: ['balances'],
  BalanceResource: ['name', 'balance_amount', 'balance_type'],
  HalTransactions: ['transactions'],
  FinancialInstitutionIdentification: undefined,
  ClearingSystemMemberIdentification: undefined,
  PostalAddress: undefined,
  PartyIdentification: undefined,
  ContactDetails: undefined,
  BankTransactionCode: undefined,
  ExchangeRate: undefined,
  CreatePaymentResponse: ['payment_id', 'status', 'url', 'psu_id_hash'],
  GetPaymentResponse: [
    'payment_id',
    'status',
    'payment_details',
    'payment_type',
    'aspsp',
    'final_status',
    'psu_id_hash',
  ],
  PaymentRequestResourceDetails: undefined,
  CreditTransferTransactionDetails: ['instructed_amount', 'beneficiary'],
  Beneficiary: ['creditor_account'],
  PaymentIdentification: undefined,
  GetPaymentTransactionResponse: ['payment_id', 'transaction_details'],
  SuccessResponse: ['message'],
  ErrorResponse: ['message'],
  PaymentStatusWebhook: [
    'payment_id',
    'payment_status',
    'payment_updates_expected',
    'webhook_id',
    'webhook_triggered',
  ],
};

/** Every schema object in the document, nested ones included. */
function everySchema(value: unknown): Json[] {
  if (Array.isArray(value)) return value.flatMap(everySchema);
  if (typeof value !== 'object' || value === null) return [];
  return [value as Json, ...Object.values(value).flatMap(everySchema)];
}

function operations(document: Json): [string, Json][] {
  return Object.entries(document.paths as Record<string, Json>).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]): [string, Json] => [
      `${method.toUpperCase()} ${path}`,
      operation as Json,
    ]),
  );
}

function schema(document: Json, name: string): Json {
  return asObject(asObject(asObject(document.components).schemas)[name]);
}

describe('The OpenAPI document', () => {
  const document = openApiDocument() as Json;

  it('is valid OpenAPI 3.1 (swagger-parser)', async () => {
    const api = await SwaggerParser.validate(structuredClone(document) as never);
    assert.equal((api as { openapi?: string }).openapi, '3.1.0');
  });

  it('has every operation of the Endpoints table, each with its errors as ErrorResponse', () => {
    const found = operations(document);
    assert.deepEqual(found.map(([name]) => name).sort(), [...ENDPOINTS].sort());
    for (const [name, operation] of found) {
      const responses = asObject(operation.responses);
      assert.deepEqual(Object.keys(responses), ['200', ...ERROR_STATUSES, 'default'], name);
      assert.ok(typeof operation.operationId === 'string', name);
    }
  });

  it('names the PSU headers on DELETE /sessions and the four /accounts operations', () => {
    const parameters = asObject(asObject(document.components).parameters);
    for (const [name, operation] of operations(document)) {
      const headers = ((operation.parameters ?? []) as Json[])
        .map(
          (parameter) =>
            String(parameter.$ref ?? '')
              .split('/')
              .at(-1) ?? '',
        )
        .filter((key) => key !== '')
        .map((key) => asObject(parameters[key]).name);
      const expected =
        name === 'DELETE /sessions/{session_id}' || name.includes('/accounts/') ? PSU_HEADERS : [];
      assert.deepEqual(headers, expected, name);
    }
  });

  it('requires in an answer only what the specification marks required; an optional property may be absent or null', () => {
    for (const [name, required] of Object.entries(SPECIFICATION_REQUIRED))
      assert.deepEqual(schema(document, name).required, required, name);
    const account = asObject(schema(document, 'AccountResource').properties);
    assert.deepEqual(asObject(account.credit_limit).anyOf, [
      { $ref: '#/components/schemas/AmountType' },
      { type: 'null' },
    ]);
    assert.deepEqual(asObject(account.details).type, ['string', 'null']);
    assert.deepEqual(asObject(account.legal_age).type, ['boolean', 'null']);
    assert.deepEqual(asObject(account.currency).type, 'string');
    // "unset or null when the end user has not started authorisation"
    assert.deepEqual(
      asObject(asObject(schema(document, 'PaymentStatusWebhook').properties).payment_auth_status).anyOf,
      [{ $ref: '#/components/schemas/PaymentAuthStatus' }, { type: 'null' }],
    );
    // What a client sends leaves the optional fields out, and cannot send null.
    const access = schema(document, 'AccessInput');
    assert.deepEqual(access.required, ['valid_until']);
    assert.deepEqual(asObject(asObject(access.properties).balances), {
      type: 'boolean',
      description: 'Consent with balances access',
    });
  });

  it('describes the ASPSP list as the service writes it: optional properties may be absent and are never null', () => {
    const aspsp = schema(document, 'ASPSPData');
    assert.deepEqual(aspsp.required, ASPSP_DATA_REQUIRED);
    const properties = asObject(aspsp.properties);
    assert.deepEqual(asObject(properties.bic).type, 'string');
    assert.deepEqual(asObject(properties.required_psu_headers).type, 'array');
    assert.deepEqual(asObject(properties.group), { $ref: '#/components/schemas/ASPSPGroup' });
    const method = schema(document, 'AuthMethod');
    assert.deepEqual(method.required, ['psu_type', 'approach', 'hidden_method']);
    assert.deepEqual(asObject(asObject(method.properties).credentials).type, 'array');
    assert.deepEqual(schema(document, 'Credential').required, ['name', 'title', 'required']);
  });

  it('gives amounts as decimal strings, and ids, dates and date-times their formats', () => {
    const amount = asObject(asObject(schema(document, 'AmountType').properties).amount);
    const pattern = new RegExp(String(amount.pattern));
    for (const good of ['25.00', '-12.3', '0', '1000000.01']) assert.match(good, pattern);
    for (const bad of ['25,00', '1e3', '.5', '25.', '', ' 1']) assert.doesNotMatch(bad, pattern);
    // RFC 3339 with an offset, in an answer as in a request: the sandbox's own form (UTC,
    // microseconds) is no promise of the specification.
    const session = asObject(schema(document, 'GetSessionResponse').properties);
    assert.deepEqual(asObject(session.created), { type: 'string', format: 'date-time' });
    const sent = asObject(asObject(schema(document, 'AccessInput').properties).valid_until);
    assert.deepEqual([sent.format, sent.pattern], ['date-time', undefined]);
    const dateTimes = everySchema(document).filter((each) => each.format === 'date-time');
    assert.ok(dateTimes.length > 5, 'date-times found');
    for (const each of dateTimes) assert.equal(each.pattern, undefined, JSON.stringify(each));
    const balance = asObject(schema(document, 'BalanceResource').properties);
    assert.equal(asObject(balance.reference_date).format, 'date');
    assert.equal(
      asObject(asObject(schema(document, 'CreatePaymentResponse').properties).payment_id).format,
      'uuid',
    );
    const scheme = asObject(asObject(document.components).securitySchemes);
    assert.deepEqual(
      {
        type: asObject(scheme.jwt).type,
        scheme: asObject(scheme.jwt).scheme,
        format: asObject(scheme.jwt).bearerFormat,
      },
      { type: 'http', scheme: 'bearer', format: 'JWT' },
    );
    assert.deepEqual(document.security, [{ jwt: [] }]);
  });
});

describe('The answer checker of the tests', () => {
  const checker = answerChecker(openApiDocument());
  const balance = {
    name: 'Booked',
    balance_amount: { currency: 'EUR', amount: '10.00' },
    balance_type: 'CLBD',
    last_change_date_time: '2026-11-28T10:00:00.000000Z',
    reference_date: '2026-11-28',
    last_committed_transaction: null,
  };
  const path = '/accounts/5d2a7a36-0c3e-4f62-9d38-1b2f0d7a9c11/balances';

  it('passes an answer as the document gives it', () => {
    checker.check('GET', path, 200, { balances: [balance] });
  });

  it('passes an answer that leaves optional properties out, and date-times with any offset and precision', () => {
    const sparse: Record<string, unknown> = { ...balance };
    delete sparse.last_committed_transaction;
    delete sparse.reference_date;
    checker.check('GET', path, 200, { balances: [sparse] });
    for (const at of ['2026-11-28T12:00:00+02:00', '2026-11-28T10:00:00.123Z', '2026-11-28T10:00:00Z'])
      checker.check('GET', path, 200, { balances: [{ ...balance, last_change_date_time: at }] });
  });

  it('fails an answer that leaves a required property out, has one too many, or a wrong type or format', () => {
    const leftOut: Record<string, unknown> = { ...balance };
    delete leftOut.balance_type;
    const wrong: [string, unknown][] = [
      ['left out', { balances: [leftOut] }],
      ['added', { balances: [{ ...balance, extra: 1 }] }],
      ['a number amount', { balances: [{ ...balance, balance_amount: { currency: 'EUR', amount: 10 } }] }],
      ['a comma', { balances: [{ ...balance, balance_amount: { currency: 'EUR', amount: '10,00' } }] }],
      ['no time zone', { balances: [{ ...balance, last_change_date_time: '2026-11-28T10:00:00' }] }],
      ['no date-time', { balances: [{ ...balance, last_change_date_time: '28.11.2026 10:00' }] }],
      ['null where it may not be', { balances: [{ ...balance, name: null }] }],
    ];
    for (const [what, body] of wrong) {
      assert.throws(() => checker.check('GET', path, 200, body), /does not match the OpenAPI document/, what);
    }
  });

  it('in the ASPSP list, passes an optional property left out and fails a required one left out or a null', () => {
    const aspsp = {
      name: 'Bank',
      country: 'FI',
      logo: 'https://example.invalid/logo.png',
      psu_types: ['personal'],
      auth_methods: [{ psu_type: 'personal', approach: 'REDIRECT', hidden_method: false }],
      maximum_consent_validity: 7776000,
      beta: false,
    };
    checker.check('GET', '/aspsps', 200, { aspsps: [aspsp, { ...aspsp, bic: 'BANKFIHH' }] });
    const withoutBeta: Record<string, unknown> = { ...aspsp };
    delete withoutBeta.beta;
    const wrong: [string, unknown][] = [
      ['a required property left out', withoutBeta],
      ['required_psu_headers null', { ...aspsp, required_psu_headers: null }],
      ['bic null', { ...aspsp, bic: null }],
      ['credentials null', { ...aspsp, auth_methods: [{ ...aspsp.auth_methods[0], credentials: null }] }],
    ];
    for (const [what, body] of wrong) {
      assert.throws(
        () => checker.check('GET', '/aspsps', 200, { aspsps: [body] }),
        /does not match the OpenAPI document/,
        what,
      );
    }
  });

  it('takes an error status only with an ErrorResponse, and no answer at a path that is no operation', () => {
    const error = { message: 'No such account', code: 404, error: 'ACCOUNT_DOES_NOT_EXIST', detail: null };
    checker.check('GET', path, 404, error);
    checker.check('GET', path, 413, error);
    // Only message is required: code, error and detail may be absent.
    checker.check('GET', path, 404, { message: 'x' });
    assert.throws(() => checker.check('GET', path, 404, { code: 404, error: null }), /does not match/);
    assert.throws(() => checker.check('GET', path, 404, { ...error, error: 'NOT_A_CODE' }), /does not match/);
    checker.check('GET', '/refunds', 404, { ...error, error: null });
    assert.throws(() => checker.check('GET', '/refunds', 200, {}), /no such operation/);
  });
});

describe('GET {base_url}/openapi.json', () => {
  let backend: MockBackend;
  before(async () => {
    backend = await startBackend();
  });
  after(() => backend.close());

  it('serves the document without a key, its server the sandbox itself', async () => {
    const served = await send(`${backend.apiBaseUrl}/openapi.json`);
    assert.equal(served.status, 200);
    assert.match(served.headers.get('content-type') ?? '', /^application\/json/);
    assert.equal(served.headers.get('access-control-allow-origin'), '*');
    assert.deepEqual(served.json, openApiDocument(backend.origin));
    const [server] = asObject(served.json).servers as Json[];
    const url = String(server?.url).replace(
      '{origin}',
      String(asObject(asObject(server?.variables).origin).default),
    );
    assert.equal(url, backend.apiBaseUrl);
  });

  it('is the only path of the JSON API that needs no key', async () => {
    const refused = await send(`${backend.apiBaseUrl}/application`);
    assert.equal(refused.status, 401);
    checkJsonApiAnswer('GET', `${backend.apiBaseUrl}/application`, refused.status, refused.json);
    const posted = await send(`${backend.apiBaseUrl}/openapi.json`, { method: 'POST', body: {} });
    assert.equal(posted.status, 401);
    checkJsonApiAnswer('POST', `${backend.apiBaseUrl}/openapi.json`, posted.status, posted.json);
  });
});
