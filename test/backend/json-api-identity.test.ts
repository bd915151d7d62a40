import assert from 'node:assert/strict';
import { generateKeyPairSync, sign } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import type { MockBackend } from '../../sandbox/src/server.js';
import {
  JWT_AUDIENCE,
  JWT_ISSUER,
  applicationId,
  applicationPrivateKey,
  signApplicationJwt,
} from '../../sandbox/src/jwt/jwt-signer.js';
import { asObject, getWithHost, startBackend } from './backend-fixture.js';
import { authBody, callJsonApi, checkJsonApiAnswer, DEMO_USER, failure } from './json-api-fixture.js';

const SHOP = 'sandbox-shop';
const ISSUER = 'bank-service.test';
const AUDIENCE = 'api.bank-service.test';
const API_HOST = 'api.bank-service.test';

/** Base64url with the `=` padding some clients leave on. */
function padded(data: Buffer | string): string {
  const text = Buffer.from(data).toString('base64url');
  return text + '='.repeat((4 - (text.length % 4)) % 4);
}

/** A token as a client that pads its segments writes it; `signBare` signs the text without padding. */
function paddedToken(claims: Record<string, unknown>, signBare = false): string {
  const header = padded(JSON.stringify({ alg: 'RS256', typ: 'JWT', kid: applicationId(SHOP) }));
  const payload = padded(JSON.stringify(claims));
  const input = signBare ? `${header}.${payload}`.replace(/=/g, '') : `${header}.${payload}`;
  const signature = sign('RSA-SHA256', Buffer.from(input), applicationPrivateKey(SHOP));
  return `${header}.${payload}.${padded(signature)}`;
}

/** GET /api/v1/application with a Host header of our choosing; its answer checked against the OpenAPI document. */
async function getWithHostHeader(backend: MockBackend, host: string, token: string) {
  const url = `${backend.apiBaseUrl}/application`;
  const answer = await getWithHost(url, host, {
    Authorization: `Bearer ${token}`,
    Accept: 'application/json',
  });
  checkJsonApiAnswer('GET', url, answer.status, answer.json);
  return answer;
}

describe('JSON API identity: iss, aud and Host from the configuration', () => {
  let backend: MockBackend;
  before(async () => {
    backend = await startBackend({
      identity: { jwtIssuer: ISSUER, jwtAudience: AUDIENCE, apiHost: API_HOST },
    });
  });
  after(() => backend.close());

  const token = () => signApplicationJwt(SHOP, { issuer: ISSUER, audience: AUDIENCE });

  it('accepts the configured iss and aud, and refuses the built-in ones, naming what it expects', async () => {
    assert.equal((await getWithHostHeader(backend, API_HOST, await token())).status, 200);
    const builtIn = await getWithHostHeader(backend, API_HOST, await signApplicationJwt(SHOP));
    assert.equal(builtIn.status, 401);
    assert.equal(asObject(builtIn.json).error, 'UNAUTHORIZED_ACCESS');
    assert.match(String(asObject(builtIn.json).message), /iss .*must be "bank-service\.test"/);
    const wrongAudience = await signApplicationJwt(SHOP, { issuer: ISSUER, audience: JWT_AUDIENCE });
    const refusal = await getWithHostHeader(backend, API_HOST, wrongAudience);
    assert.match(String(asObject(refusal.json).message), /aud .*must be "api\.bank-service\.test"/);
  });

  it('INVALID_HOST for a Host header that is not the configured API host', async () => {
    for (const host of ['127.0.0.1', 'other.example', 'api.bank-service.test.evil.example']) {
      const result = await getWithHostHeader(backend, host, await token());
      assert.equal(result.status, 400, host);
      assert.equal(asObject(result.json).error, 'INVALID_HOST', host);
    }
    assert.equal((await getWithHostHeader(backend, 'API.Bank-Service.test', await token())).status, 200);
  });
});

describe('JSON API authentication: padding, addresses, credentials', () => {
  let backend: MockBackend;
  before(async () => {
    backend = await startBackend();
  });
  after(() => backend.close());

  /** Claims whose JSON length is not a multiple of 3, so their segment needs padding. */
  const claims = () => {
    const iat = Math.floor(Date.now() / 1000);
    const base = { iss: JWT_ISSUER, aud: JWT_AUDIENCE, iat, exp: iat + 300, jti: '' };
    while (JSON.stringify(base).length % 3 === 0) base.jti += 'x';
    return base;
  };

  it('accepts base64url segments with trailing = padding, signed as sent', async () => {
    const withPadding = paddedToken(claims());
    assert.match(withPadding.split('.')[1] ?? '', /=$/, 'the claims segment really is padded');
    const result = await callJsonApi(backend, '/application', { token: withPadding });
    assert.equal(result.status, 200, result.text);
    assert.equal(asObject(result.json).kid, applicationId(SHOP));
  });

  it('stays strict about everything else in a padded token', async () => {
    const expired = paddedToken({ ...claims(), iat: 1_000, exp: 2_000 });
    assert.deepEqual(failure(await callJsonApi(backend, '/application', { token: expired })), {
      status: 401,
      error: 'UNAUTHORIZED_ACCESS',
      code: 401,
    });
    const tooMuchPadding = `${paddedToken(claims())}==`;
    assert.equal((await callJsonApi(backend, '/application', { token: tooMuchPadding })).status, 401);
    // Signed over other text than was sent: a real verifier refuses it, so the sandbox does too.
    const signedBare = await callJsonApi(backend, '/application', { token: paddedToken(claims(), true) });
    assert.match(String(asObject(signedBare.json).message), /signature/);
  });

  it('checks token lifetimes against the real clock, so a sped-up sandbox does not expire them', async () => {
    const sandboxStart = backend.clock.now();
    backend.clock.advance(2 * 24 * 3600 * 1000);
    assert.ok(backend.clock.now() - sandboxStart >= 2 * 24 * 3600 * 1000);
    assert.equal((await callJsonApi(backend, '/application')).status, 200);
  });

  it('UNAUTHORIZED_IP when the application is restricted to addresses the call does not come from', async () => {
    const id = applicationId(SHOP);
    try {
      backend.applications.update(id, { allowed_ips: ['10.1.2.3'] });
      const refused = await callJsonApi(backend, '/application');
      assert.deepEqual(failure(refused), { status: 403, error: 'UNAUTHORIZED_IP', code: 403 });
      assert.match(String(asObject(refused.json).message), /10\.1\.2\.3.*not from 127\.0\.0\.1/);
      backend.applications.update(id, { allowed_ips: ['10.1.2.3', '127.0.0.1'] });
      assert.equal((await callJsonApi(backend, '/application')).status, 200);
    } finally {
      backend.applications.update(id, { allowed_ips: [] });
    }
  });

  it('WRONG_CREDENTIALS_PROVIDED for preset credentials the method cannot take', async () => {
    const refusedWith = async (credentials: Record<string, string>) =>
      callJsonApi(backend, '/auth', { body: authBody({ auth_method: 'code_app', credentials }) });
    const badOtp = await refusedWith({ ...DEMO_USER, otp: '12ab' });
    assert.deepEqual(failure(badOtp), { status: 422, error: 'WRONG_CREDENTIALS_PROVIDED', code: 422 });
    assert.match(String(asObject(badOtp.json).message), /otp does not match/);
    const stranger = await refusedWith({ ...DEMO_USER, pin: '1234' });
    assert.deepEqual(failure(stranger), { status: 422, error: 'WRONG_CREDENTIALS_PROVIDED', code: 422 });
    assert.match(String(asObject(stranger.json).message), /no credential pin/);
    assert.equal((await refusedWith(DEMO_USER)).status, 200);
  });
});

describe('JSON API authentication: RS256 means an RSA key', () => {
  const ec = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  let backend: MockBackend;
  before(async () => {
    const publicKey = ec.publicKey.export({ type: 'spki', format: 'pem' }).toString();
    backend = await startBackend({ publicKeys: { 'production-shop': publicKey } });
  });
  after(() => backend.close());

  it('refuses an ECDSA signature sent as "RS256", even with the application key', async () => {
    const iat = Math.floor(Date.now() / 1000);
    const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const input = `${encode({ alg: 'RS256', typ: 'JWT', kid: applicationId('production-shop') })}.${encode({
      iss: JWT_ISSUER,
      aud: JWT_AUDIENCE,
      iat,
      exp: iat + 300,
    })}`;
    const signature = sign('sha256', Buffer.from(input), ec.privateKey).toString('base64url');
    const result = await callJsonApi(backend, '/application', { token: `${input}.${signature}` });
    assert.deepEqual(failure(result), { status: 401, error: 'UNAUTHORIZED_ACCESS', code: 401 });
    assert.match(String(asObject(result.json).message), /not RSA/);
  });
});
