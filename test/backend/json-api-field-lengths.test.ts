/**
 * Every string field of a JSON API request has a most characters (json-api/field-lengths.ts),
 * checked before anything else of the request, patterns included: a longer one is a 400
 * WRONG_REQUEST_PARAMETERS that names the field and its most. So an e-mail address of
 * 128,000 dots is refused for its length, never handed to a pattern; and every field at its
 * most is still taken.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { buildCatalogue } from '../../sandbox/src/catalogue/catalogue.js';
import {
  AUTHORIZE_SESSION_LENGTHS,
  CREATE_PAYMENT_LENGTHS,
  FIELD_LENGTHS,
  longerThan,
  REGISTRATION_LENGTHS,
  START_AUTHORIZATION_LENGTHS,
  type LengthRule,
} from '../../sandbox/src/json-api/field-lengths.js';
import { largestPaymentRequest, longUrl } from '../../sandbox/src/json-api/largest-payment.js';
import type { MockBackend } from '../../sandbox/src/server.js';
import { ALLOWED_ORIGIN, asObject, startBackend, type CallResult } from './backend-fixture.js';
import { patchApplication } from './control-panel-fixture.js';
import { authBody, callJsonApi, paymentBody } from './json-api-fixture.js';
import { register, sandboxRegistration } from './registration-fixture.js';

/** Where a field is in a body: names of objects' fields, indexes of arrays. */
type Steps = readonly (string | number)[];

function refusal(result: CallResult): { status: number; error: unknown; message: unknown } {
  const body = asObject(result.json);
  return { status: result.status, error: body.error, message: body.message };
}

function tooLong(path: string, max: number) {
  return {
    status: 400,
    error: 'WRONG_REQUEST_PARAMETERS',
    message: `${path} has more than ${max} characters, the most it may have.`,
  };
}

/** Every string field a rule names, with its most: an array's first element, an entry named "x". */
function stringFields(rule: LengthRule, steps: Steps = []): { steps: Steps; max: number }[] {
  if (typeof rule === 'number') return [{ steps, max: rule }];
  if ('each' in rule) return stringFields(rule.each, [...steps, 0]);
  if ('names' in rule) return stringFields(rule.values, [...steps, 'x']);
  return Object.entries(rule.fields).flatMap(([name, field]) => stringFields(field, [...steps, name]));
}

function pathOf(steps: Steps): string {
  return steps
    .map((step, index) => (typeof step === 'number' ? `[${step}]` : index === 0 ? step : `.${step}`))
    .join('');
}

/** A copy of the body with the value at `steps`, made with the objects and arrays on the way. */
function withValue(body: Record<string, unknown>, steps: Steps, value: unknown): Record<string, unknown> {
  const copy = structuredClone(body);
  let container: Record<string | number, unknown> = copy;
  for (const [index, step] of steps.entries()) {
    if (index === steps.length - 1) {
      container[step] = value;
      break;
    }
    const next = steps[index + 1];
    const existing = container[step];
    if (typeof existing !== 'object' || existing === null)
      container[step] = typeof next === 'number' ? [] : {};
    container = container[step] as Record<string | number, unknown>;
  }
  return copy;
}

describe('JSON API field lengths', () => {
  let backend: MockBackend;
  before(async () => {
    backend = await startBackend();
  });
  after(() => backend.close());

  it('refuses an e-mail address of "a@" and 128,000 dots for its length, not by its pattern', async () => {
    const address = `a@${'.'.repeat(128_000)}`;
    const body = paymentBody();
    const long = withValue(body, ['payment_request', 'debtor', 'contact_details', 'email_address'], address);
    const result = await callJsonApi(backend, '/payments', { body: long });
    assert.deepEqual(
      refusal(result),
      tooLong('payment_request.debtor.contact_details.email_address', FIELD_LENGTHS.email),
    );
    const beneficiary = withValue(
      body,
      [
        'payment_request',
        'credit_transfer_transaction',
        0,
        'beneficiary',
        'creditor',
        'contact_details',
        'email_address',
      ],
      address,
    );
    assert.deepEqual(
      refusal(await callJsonApi(backend, '/payments', { body: beneficiary })),
      tooLong(
        'payment_request.credit_transfer_transaction[0].beneficiary.creditor.contact_details.email_address',
        254,
      ),
    );
  });

  it('names the field and its most: ISO 20022 lengths, 254 for an e-mail address, 35 for a code, 2,048 for free text', async () => {
    const cases: [Steps, number][] = [
      [['payment_request', 'debtor', 'name'], 140],
      [
        [
          'payment_request',
          'credit_transfer_transaction',
          0,
          'beneficiary',
          'creditor_account',
          'identification',
        ],
        34,
      ],
      [
        [
          'payment_request',
          'credit_transfer_transaction',
          0,
          'beneficiary',
          'creditor',
          'postal_address',
          'country',
        ],
        35,
      ],
      [['payment_request', 'credit_transfer_transaction', 0, 'instructed_amount', 'amount'], 19],
      [['state'], 2048],
      [['redirect_url'], 2048],
    ];
    for (const [steps, max] of cases) {
      const result = await callJsonApi(backend, '/payments', {
        body: withValue(paymentBody(), steps, 'x'.repeat(max + 1)),
      });
      assert.deepEqual(refusal(result), tooLong(pathOf(steps), max));
    }
    const validUntil = await callJsonApi(backend, '/auth', {
      body: withValue(authBody(), ['access', 'valid_until'], `2030-01-31T12:00:00.${'1'.repeat(100_000)}Z`),
    });
    assert.deepEqual(refusal(validUntil), tooLong('access.valid_until', 35));
    const registration = await register(
      backend,
      sandboxRegistration({ gdpr_email: `a@${'.'.repeat(10_000)}` }),
    );
    assert.deepEqual(refusal(registration), tooLong('gdpr_email', 254));
  });

  it('checks every string field of POST /payments, POST /auth and POST /sessions for its most', async () => {
    const requests: [string, LengthRule, Record<string, unknown>][] = [
      ['/payments', CREATE_PAYMENT_LENGTHS, paymentBody()],
      ['/auth', START_AUTHORIZATION_LENGTHS, authBody()],
      ['/sessions', AUTHORIZE_SESSION_LENGTHS, { code: 'code' }],
    ];
    for (const [path, rule, body] of requests) {
      const fields = stringFields(rule);
      assert.ok(fields.length > 0);
      for (const { steps, max } of fields) {
        const result = await callJsonApi(backend, path, {
          body: withValue(body, steps, 'x'.repeat(max + 1)),
        });
        assert.deepEqual(refusal(result), tooLong(pathOf(steps), max), `${path} ${pathOf(steps)}`);
      }
    }
    const name = 'n'.repeat(FIELD_LENGTHS.unbounded + 1);
    const credentials = await callJsonApi(backend, '/auth', {
      body: authBody({ auth_method: 'x', credentials: { [name]: 'value' } }),
    });
    assert.deepEqual(refusal(credentials), tooLong('a field name of credentials', FIELD_LENGTHS.unbounded));
  });

  it('checks every string field of a registration for its most', async () => {
    for (const { steps, max } of stringFields(REGISTRATION_LENGTHS)) {
      const result = await register(backend, withValue(sandboxRegistration(), steps, 'x'.repeat(max + 1)));
      assert.deepEqual(refusal(result), tooLong(pathOf(steps), max), pathOf(steps));
    }
  });

  it('takes every field at its most: the largest payment of one instruction', async () => {
    const catalogue = buildCatalogue({ large: false });
    const aspsp = catalogue.aspsps.find((bank) => bank.name === 'OP' && bank.country === 'FI');
    const type = aspsp?.payments?.find((candidate) => candidate.payment_type === 'SEPA');
    assert.ok(aspsp && type);
    const shop = backend.applications.byKey('sandbox-shop');
    assert.ok(shop);
    const patched = await patchApplication(backend, shop.id, {
      redirect_urls: [...shop.redirect_urls, longUrl(ALLOWED_ORIGIN, 'callback')],
    });
    assert.equal(patched.status, 200, patched.text);
    const today = new Date(backend.clock.now()).toISOString().slice(0, 10);
    const body = largestPaymentRequest(aspsp, type, { today, urlOrigin: ALLOWED_ORIGIN, instructions: 1 });
    const result = await callJsonApi(backend, '/payments', { body });
    assert.equal(result.status, 200, result.text.slice(0, 500));
  });

  it('bounds no ASPSP name, and no remittance line a payment type allows, below what the catalogue offers', () => {
    const { aspsps } = buildCatalogue({ large: true });
    for (const aspsp of aspsps) {
      assert.ok(!longerThan(aspsp.name, FIELD_LENGTHS.name), aspsp.name);
      for (const type of aspsp.payments ?? []) {
        for (const line of type.remittance_information_lines ?? []) {
          assert.ok(line.max_length <= FIELD_LENGTHS.unbounded, `${aspsp.name} ${type.payment_type}`);
        }
      }
    }
  });

  it('counts characters, not UTF-16 units: 140 characters beyond U+FFFF are a name of 140', () => {
    assert.equal(longerThan('\u{1F4B6}'.repeat(140), 140), false);
    assert.equal(longerThan('\u{1F4B6}'.repeat(141), 140), true);
    assert.equal(longerThan('x'.repeat(141), 140), true);
    assert.equal(longerThan(`${'x'.repeat(139)}\u{1F4B6}`, 140), false);
  });
});
