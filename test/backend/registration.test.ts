/**
 * POST {registration_url}/api/applications over HTTP: what a new application's developer
 * sends, what the sandbox answers, and that the application then works (or waits) as the
 * specification says.
 */
import assert from 'node:assert/strict';
import { createPublicKey, generateKeyPairSync } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { SignJWT } from 'jose';
import { applicationPrivateKey } from '../../sandbox/src/jwt/jwt-signer.js';
import type { MockBackend } from '../../sandbox/src/server.js';
import { asObject, startBackend } from './backend-fixture.js';
import { callControlApi } from './control-panel-fixture.js';
import { authBody, callJsonApi, failure, paymentBody } from './json-api-fixture.js';
import { rawRequest } from './raw-request.js';
import {
  applicationToken,
  CERTIFICATE,
  newApplicationKey,
  OWN_CALLBACK,
  PRIVATE_KEY,
  productionRegistration,
  register,
  registeredAppId,
  registrationToken,
  sandboxRegistration,
  withNewKey,
} from './registration-fixture.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const wrong = { status: 400, error: 'WRONG_REQUEST_PARAMETERS', code: 400 };
const unauthorized = { status: 401, error: 'UNAUTHORIZED_ACCESS', code: 401 };

function messageOf(result: { json: unknown }): string {
  return String(asObject(result.json).message);
}

describe('Registration: POST /api/applications', () => {
  let backend: MockBackend;
  before(async () => {
    backend = await startBackend();
  });
  after(() => backend.close());

  /** The application's own calls to the JSON API, signed with the key it registered. */
  const callAs = async (appId: string, path: string, body?: unknown) =>
    callJsonApi(backend, path, { token: await applicationToken(appId), body });

  it('SANDBOX: answers an app_id, and the application is active at once with AIS and PIS', async () => {
    const result = await register(backend, sandboxRegistration());
    assert.equal(result.status, 200, result.text);
    assert.match(String(result.headers.get('content-type')), /^application\/json/);
    assert.deepEqual(Object.keys(asObject(result.json)), ['app_id']);
    const appId = String(asObject(result.json).app_id);
    assert.match(appId, UUID);

    const application = await callAs(appId, '/application');
    assert.equal(application.status, 200, application.text);
    const view = asObject(application.json);
    assert.equal(view.kid, appId);
    assert.equal(view.name, 'My Shop');
    assert.equal(view.environment, 'SANDBOX');
    assert.equal(view.active, true);
    assert.deepEqual(view.services, ['AIS', 'PIS']);
    assert.deepEqual(view.redirect_urls, [OWN_CALLBACK]);

    const auth = await callAs(appId, '/auth', authBody({ redirect_url: OWN_CALLBACK }));
    assert.equal(auth.status, 200, auth.text);
    const payment = await callAs(appId, '/payments', paymentBody({ redirect_url: OWN_CALLBACK }));
    assert.equal(payment.status, 200, payment.text);
  });

  it('starts with no widget or webhook origin, and shows in the control panel as registered', async () => {
    const appId = await registeredAppId(
      backend,
      await withNewKey(sandboxRegistration({ name: 'Listed Shop' })),
    );
    const listed = asObject((await callControlApi(backend, `/applications/${appId}`)).json);
    assert.equal(listed.name, 'Listed Shop');
    assert.equal(listed.source, 'registered');
    assert.equal(listed.key, appId);
    assert.equal(listed.consent_required, true);
    assert.deepEqual(listed.widget_origins, []);
    assert.deepEqual(listed.webhook_origins, []);
    assert.deepEqual(listed.allowed_ips, []);
    assert.match(String(listed.registered_at), /^\d{4}-\d\d-\d\dT/);
    const webhook = await callAs(
      appId,
      '/payments',
      paymentBody({ redirect_url: OWN_CALLBACK, webhook_url: 'https://shop.example/webhook' }),
    );
    assert.deepEqual(failure(webhook), { status: 400, error: 'WEBHOOK_URI_NOT_ALLOWED', code: 400 });
  });

  it('takes a PEM public key (SPKI or PKCS#1) as well as a certificate', async () => {
    for (const type of ['spki', 'pkcs1'] as const) {
      const publicKey = createPublicKey((await newApplicationKey()).privateKey);
      const certificate = publicKey.export({ type, format: 'pem' }).toString();
      const appId = await registeredAppId(backend, sandboxRegistration({ certificate }));
      assert.equal((await callAs(appId, '/application')).status, 200, type);
    }
  });

  it("the registered key alone verifies the application's JWTs", async () => {
    const appId = await registeredAppId(backend, await withNewKey(sandboxRegistration()));
    const otherKey = applicationPrivateKey('sandbox-shop');
    const forged = await callJsonApi(backend, '/application', {
      token: await applicationToken(appId, { key: otherKey }),
    });
    assert.deepEqual(failure(forged), unauthorized);
    assert.match(messageOf(forged), /signature/);
  });

  it('PRODUCTION: pending with AIS only, so its POST /auth is refused', async () => {
    const appId = await registeredAppId(backend, productionRegistration());
    const view = asObject((await callAs(appId, '/application')).json);
    assert.equal(view.environment, 'PRODUCTION');
    assert.equal(view.active, false);
    assert.deepEqual(view.services, ['AIS']);
    assert.equal(view.description, 'The shop, live.');
    const auth = await callAs(appId, '/auth', authBody({ redirect_url: OWN_CALLBACK }));
    assert.deepEqual(failure(auth), { status: 403, error: 'ACCESS_DENIED', code: 403 });
    assert.match(messageOf(auth), /pending/);
  });

  it('PRODUCTION requires description, gdpr_email, privacy_url and terms_url, blank ones too', async () => {
    for (const field of ['description', 'gdpr_email', 'privacy_url', 'terms_url']) {
      for (const value of [undefined, null, '', '   ', ' \t\n ']) {
        const result = await register(backend, productionRegistration({ [field]: value }));
        assert.deepEqual(failure(result), wrong, `${field} ${String(value)}`);
        assert.match(messageOf(result), new RegExp(`^${field} is required when environment is PRODUCTION`));
      }
    }
  });

  it('WRONG_REQUEST_PARAMETERS naming each missing or malformed field', async () => {
    const cases: [Record<string, unknown>, RegExp][] = [
      [sandboxRegistration({ certificate: undefined }), /^certificate is required/],
      [
        sandboxRegistration({ environment: undefined }),
        /^environment is required: one of SANDBOX, PRODUCTION/,
      ],
      [sandboxRegistration({ environment: 'TEST' }), /^environment must be one of SANDBOX, PRODUCTION/],
      [sandboxRegistration({ name: undefined }), /^name is required/],
      [sandboxRegistration({ name: '   ' }), /^name is required/],
      [sandboxRegistration({ redirect_urls: undefined }), /^redirect_urls is required/],
      [sandboxRegistration({ redirect_urls: OWN_CALLBACK }), /^redirect_urls must be an array/],
      [sandboxRegistration({ redirect_urls: [] }), /^redirect_urls must hold at least one/],
      [
        sandboxRegistration({ redirect_urls: ['/callback'] }),
        /^redirect_urls\[0\] "\/callback" is not an absolute/,
      ],
      [
        sandboxRegistration({ redirect_urls: [OWN_CALLBACK, 'ftp://shop.example/cb'] }),
        /^redirect_urls\[1\] "ftp:\/\/shop\.example\/cb" is not an absolute http or https URL/,
      ],
      [
        sandboxRegistration({ redirect_urls: [`${OWN_CALLBACK}#done`] }),
        /^redirect_urls\[0\] .* has a fragment/,
      ],
      [productionRegistration({ gdpr_email: 'privacy' }), /^gdpr_email "privacy" is not an e-mail address/],
      [
        productionRegistration({ privacy_url: 'privacy.html' }),
        /^privacy_url "privacy.html" is not an absolute/,
      ],
      [productionRegistration({ terms_url: 'mailto:x@shop.example' }), /^terms_url .* is not an absolute/],
    ];
    const before = backend.applications.all().length;
    for (const [body, message] of cases) {
      const result = await register(backend, body);
      assert.deepEqual(failure(result), wrong, JSON.stringify(body).slice(-120));
      assert.match(messageOf(result), message);
    }
    assert.equal(backend.applications.all().length, before, 'nothing was registered');
  });

  it('the certificate: PEM of an RSA key of at least 2048 bits, and never a private key', async () => {
    const small = generateKeyPairSync('rsa', { modulusLength: 1024 }).publicKey;
    const elliptic = generateKeyPairSync('ec', { namedCurve: 'P-256' }).publicKey;
    const cases: [string, RegExp][] = [
      ['MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA', /^certificate must be the PEM text/],
      [PRIVATE_KEY.export({ type: 'pkcs8', format: 'pem' }).toString(), /^certificate holds a private key/],
      [small.export({ type: 'spki', format: 'pem' }).toString(), /1024-bit RSA key; at least 2048 bits/],
      [elliptic.export({ type: 'spki', format: 'pem' }).toString(), /^certificate holds an EC key/],
      [CERTIFICATE.replace(/\n[A-Za-z0-9+/]{20}/, '\n'), /^certificate is not a readable PEM certificate/],
    ];
    for (const [certificate, message] of cases) {
      const result = await register(backend, sandboxRegistration({ certificate }));
      assert.deepEqual(failure(result), wrong, certificate.slice(0, 40));
      assert.match(messageOf(result), message);
    }
  });

  it('the certificate: an RSA key of at most 4096 bits with the public exponent 65537, so each JWT verifies quickly', async () => {
    const exponent3 = generateKeyPairSync('rsa', { modulusLength: 2048, publicExponent: 3 }).publicKey;
    // A modulus of 4104 bits, made up: no key pair is needed to be refused.
    const modulus = Buffer.alloc(513, 0xa5);
    const long = createPublicKey({
      key: { kty: 'RSA', n: modulus.toString('base64url'), e: 'AQAB' },
      format: 'jwk',
    });
    const cases: [string, RegExp][] = [
      [
        exponent3.export({ type: 'spki', format: 'pem' }).toString(),
        /public exponent is not 65537; only 65537/,
      ],
      [long.export({ type: 'spki', format: 'pem' }).toString(), /4104-bit RSA key; at most 4096 bits/],
    ];
    const before = backend.applications.all().length;
    for (const [certificate, message] of cases) {
      const result = await register(backend, sandboxRegistration({ certificate }));
      assert.deepEqual(failure(result), wrong, String(message));
      assert.match(messageOf(result), message);
    }
    assert.equal(backend.applications.all().length, before, 'nothing was registered');
    const taken = await register(backend, await withNewKey(sandboxRegistration()));
    assert.equal(taken.status, 200, 'a key of exponent 65537 (the default) is taken');
  });

  it('AUTHORIZATION_NOT_PROVIDED without a bearer token', async () => {
    const headerSets: Record<string, string>[] = [{}, { Authorization: 'Basic dXNlcjpwYXNz' }];
    for (const headers of headerSets) {
      const result = await register(backend, sandboxRegistration(), { token: null, headers });
      assert.deepEqual(failure(result), { status: 401, error: 'AUTHORIZATION_NOT_PROVIDED', code: 401 });
      assert.match(messageOf(result), /Authorization: Bearer <JWT>.*aud "registration\.service\.example"/);
    }
  });

  it('UNAUTHORIZED_ACCESS for a token that does not prove possession of the key, saying why', async () => {
    const hourAgo = Date.now() - 3600_000;
    const hs256 = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuer('service.example')
      .setAudience('registration.service.example')
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(new TextEncoder().encode('a shared secret of thirty-two bytes!'));
    const cases: [string, RegExp][] = [
      [await registrationToken({ key: applicationPrivateKey('sandbox-tpp') }), /signature does not verify/],
      [
        await registrationToken({ audience: 'api.service.example' }),
        /aud is "api\.service\.example"; it must be "registration\.service\.example"/,
      ],
      [await registrationToken({ issuer: 'someone.example' }), /iss is "someone\.example"/],
      [await registrationToken({ lifetimeSeconds: 86_401 }), /at most 86400 s/],
      [await registrationToken({ now: hourAgo, lifetimeSeconds: 600 }), /expired/],
      [hs256, /only RS256/],
      ['not-a-jwt', /not a JWT/],
    ];
    const before = backend.applications.all().length;
    for (const [token, message] of cases) {
      const result = await register(backend, sandboxRegistration(), { token });
      assert.deepEqual(failure(result), unauthorized, String(message));
      assert.match(messageOf(result), message);
      assert.match(messageOf(result), /signed with the private key of the certificate in the body/);
    }
    assert.equal(backend.applications.all().length, before, 'nothing was registered');
  });

  it('only POST, with a JSON body', async () => {
    const get = await register(backend, undefined, { method: 'GET' });
    assert.deepEqual(failure(get), wrong);
    assert.match(messageOf(get), /GET is not supported on \/api\/applications: use POST/);
    const text = await register(backend, JSON.stringify(sandboxRegistration()), {
      headers: { 'Content-Type': 'text/plain' },
    });
    assert.deepEqual(failure(text), wrong);
    assert.match(messageOf(text), /Content-Type: application\/json/);
    const broken = await register(backend, '{"certificate":');
    assert.deepEqual(failure(broken), wrong);
    assert.match(messageOf(broken), /not valid JSON/);
  });

  it('a body sent without Content-Type is read as JSON, as the JSON API reads one', async () => {
    const { privateKey, certificate } = await newApplicationKey();
    const answer = await rawRequest(`${backend.origin}/api/applications`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${await registrationToken({ key: privateKey })}` },
      body: JSON.stringify(sandboxRegistration({ certificate })),
      untyped: true,
    });
    assert.equal(answer.status, 200, answer.text);
    assert.match(String(asObject(answer.json).app_id), UUID);
  });
});

describe('Registration: iss and aud as configured', () => {
  let backend: MockBackend;
  before(async () => {
    backend = await startBackend({
      identity: { jwtIssuer: 'bank-api.example', registrationAudience: 'register.bank-api.example' },
    });
  });
  after(() => backend.close());

  it('accepts the configured values and refuses the defaults', async () => {
    const configured = { issuer: 'bank-api.example', audience: 'register.bank-api.example' };
    const accepted = await register(backend, sandboxRegistration(), {
      token: await registrationToken(configured),
    });
    assert.equal(accepted.status, 200, accepted.text);
    const refused = await register(backend, sandboxRegistration());
    assert.deepEqual(failure(refused), unauthorized);
    assert.match(messageOf(refused), /it must be "bank-api\.example"/);
  });
});
