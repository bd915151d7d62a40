/**
 * The client's own decisions, without the sandbox: the webhook checks refuse what the
 * specification says to refuse, and the payment request honours the payment type.
 */
import assert from 'node:assert/strict';
import { generateKeyPairSync, type KeyObject } from 'node:crypto';
import { describe, it } from 'node:test';
import { SignJWT } from 'jose';
import type { AspspData, ResponsePaymentType } from './api-types.js';
import { buildPaymentRequest, paymentOptions, unsupportedBecause } from './payment-request.js';
import { fillCredentials } from './psu.js';
import {
  messageIntegrity,
  verifyWebhook,
  x5uProblem,
  type WebhookExpectations,
} from './webhook-verification.js';

const EXPECTED: WebhookExpectations = {
  applicationId: 'c0ffee00-0000-4000-8000-000000000001',
  environment: 'SANDBOX',
  serviceDomain: 'service.example',
};
const X5U = 'https://keys.service.example/webhook.pem';

describe('x5uProblem', () => {
  it('accepts https on the service domain and its subdomains', () => {
    assert.equal(x5uProblem('https://service.example/cert.pem', 'service.example'), undefined);
    assert.equal(x5uProblem('https://a.b.service.example/cert.pem', 'service.example'), undefined);
  });

  it('refuses another domain, including one that only ends with the same letters', () => {
    assert.match(
      x5uProblem('https://evil.example/cert.pem', 'service.example') ?? '',
      /not on the service's domain/,
    );
    assert.match(x5uProblem('https://notservice.example/c.pem', 'service.example') ?? '', /not on/);
  });

  it('accepts plain http only on a loopback host', () => {
    assert.equal(x5uProblem('http://127.0.0.1:3600/webhook-certificate.pem', 'service.example'), undefined);
    assert.equal(x5uProblem('http://localhost:3600/c.pem', 'service.example'), undefined);
    assert.match(x5uProblem('http://service.example/c.pem', 'service.example') ?? '', /must use HTTPS/);
    assert.match(x5uProblem('ftp://127.0.0.1/c.pem', 'service.example') ?? '', /must use HTTPS/);
    assert.match(x5uProblem('not a url', 'service.example') ?? '', /not a URL/);
  });
});

describe('verifyWebhook', () => {
  const service = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const body = Buffer.from(
    JSON.stringify({
      payment_id: '5d1e0c4a-1f2b-4c3d-8e9f-0a1b2c3d4e5f',
      payment_status: 'ACSC',
      payment_updates_expected: false,
      webhook_id: 'w-1',
      webhook_triggered: '2026-11-23T10:00:00Z',
    }),
  );
  const resolve = async (): Promise<KeyObject> => service.publicKey;

  async function token(
    claims: Record<string, unknown>,
    key = service.privateKey,
    x5u = X5U,
  ): Promise<string> {
    return new SignJWT(claims).setProtectedHeader({ alg: 'RS256', typ: 'JWT', x5u }).sign(key);
  }
  const goodClaims = { sub: EXPECTED.applicationId, environment: 'SANDBOX', msgi: messageIntegrity(body) };

  it('accepts a webhook signed by the key at x5u with the right sub, environment and msgi', async () => {
    const verdict = await verifyWebhook(`Bearer ${await token(goodClaims)}`, body, EXPECTED, resolve);
    assert.ok(verdict.ok, verdict.ok ? '' : verdict.problem);
    assert.equal(verdict.body.payment_status, 'ACSC');
  });

  it('refuses a changed body (msgi), another application (sub), another signer and a bad x5u', async () => {
    const tampered = Buffer.from(body.toString('utf8').replace('ACSC', 'RJCT'));
    const cases: [string, Promise<Awaited<ReturnType<typeof verifyWebhook>>>][] = [
      ['msgi', verifyWebhook(`Bearer ${await token(goodClaims)}`, tampered, EXPECTED, resolve)],
      [
        'sub',
        verifyWebhook(`Bearer ${await token({ ...goodClaims, sub: 'other' })}`, body, EXPECTED, resolve),
      ],
      [
        'environment',
        verifyWebhook(
          `Bearer ${await token({ ...goodClaims, environment: 'PRODUCTION' })}`,
          body,
          EXPECTED,
          resolve,
        ),
      ],
      [
        'signature',
        verifyWebhook(
          `Bearer ${await token(goodClaims, generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey)}`,
          body,
          EXPECTED,
          resolve,
        ),
      ],
      [
        'HTTPS',
        verifyWebhook(
          `Bearer ${await token(goodClaims, service.privateKey, 'http://keys.service.example/c.pem')}`,
          body,
          EXPECTED,
          resolve,
        ),
      ],
      ['Bearer', verifyWebhook(undefined, body, EXPECTED, resolve)],
    ];
    for (const [what, pending] of cases) {
      const verdict = await pending;
      assert.equal(verdict.ok, false, `${what} must be refused`);
      if (!verdict.ok) assert.match(verdict.problem, new RegExp(what), what);
      if (!verdict.ok) assert.equal(verdict.unreachableX5u, undefined, `${what} is not about fetching`);
    }
  });

  it('refuses a webhook whose certificate cannot be fetched, and says that is the only reason', async () => {
    const unreachable = async (): Promise<KeyObject> => {
      throw new Error('connect ECONNREFUSED');
    };
    const verdict = await verifyWebhook(`Bearer ${await token(goodClaims)}`, body, EXPECTED, unreachable);
    assert.equal(verdict.ok, false);
    if (!verdict.ok) {
      assert.match(verdict.problem, /cannot be fetched: Error: connect ECONNREFUSED/);
      assert.equal(verdict.unreachableX5u, X5U);
    }
  });
});

describe('the payment request', () => {
  const sepa: ResponsePaymentType = {
    payment_type: 'SEPA',
    psu_type: 'personal',
    currencies: ['EUR'],
    creditor_account_schemas: ['IBAN'],
    remittance_information_lines: [{ min_length: 1, max_length: 140 }],
    creditor_name_required: true,
    creditor_postal_address_required: true,
    debtor_currency_required: true,
  };
  const aspsp: AspspData = {
    name: 'Bank',
    country: 'FI',
    logo: 'https://logos.example/bank.svg',
    psu_types: ['personal'],
    auth_methods: [],
    maximum_consent_validity: 7776000,
    beta: false,
    payments: [sepa, { ...sepa, payment_type: 'DOMESTIC_SE_GIRO', currencies: ['SEK'] }],
  };

  it('honours the *_required flags and the remittance lines of the type', () => {
    const request = buildPaymentRequest({ aspsp, type: sepa }, { redirectUrl: 'https://a/cb', state: 's' });
    const [transaction] = request.payment_request.credit_transfer_transaction;
    assert.equal(transaction?.beneficiary.creditor?.name, 'Client Test Shop Oy');
    assert.equal(transaction?.beneficiary.creditor?.postal_address?.town_name, 'Helsinki');
    assert.equal(request.payment_request.debtor_currency, 'EUR');
    assert.deepEqual(transaction?.remittance_information, ['Order 1042']);
    assert.equal(request.psu_type, 'personal');
    assert.equal('defer_submission' in request, false);
  });

  it('skips types it cannot pay with', () => {
    assert.deepEqual(
      paymentOptions([aspsp]).map((option) => option.type.payment_type),
      ['SEPA'],
    );
    assert.equal(unsupportedBecause({ ...sepa, debtor_account_required: true }), 'debtor_account_required');
    assert.match(
      unsupportedBecause({ ...sepa, remittance_information_lines: [{ pattern: '[0-9]+' }] }) ?? '',
      /does not fit/,
    );
  });
});

describe('the PSU', () => {
  it('fills credential fields by name, and unknown ones by what they are', () => {
    const step = {
      fields: [
        { name: 'username', secret: false },
        { name: 'pin', secret: true },
        { name: 'otp_code', secret: true },
      ],
    };
    assert.deepEqual(fillCredentials(step, { username: 'demo', password: 'demo1234', otp: '123456' }), {
      username: 'demo',
      pin: 'demo1234',
      otp_code: '123456',
    });
  });
});
