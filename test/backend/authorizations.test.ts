import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import type { MockBackend } from '../../sandbox/src/server.js';
import { ALLOWED_ORIGIN, asObject, callApi, startBackend } from './backend-fixture.js';

const OP = { name: 'OP', country: 'FI' };
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

describe('GET /authorizations/{id}', () => {
  let backend: MockBackend;
  before(async () => {
    backend = await startBackend();
  });
  after(() => backend.close());
  beforeEach(() => backend.reset());

  it('describes the authorisation', async () => {
    const access = { valid_until: new Date(Date.now() + 86_400_000).toISOString(), balances: true };
    const { authorization_id } = backend.createAuthorization({ aspsp: OP, access, psu_type: 'business' });
    const result = await callApi(backend, `/authorizations/${authorization_id}`);
    assert.equal(result.status, 200);
    const body = asObject(result.json);
    assert.equal(body.authorization_id, authorization_id);
    assert.equal(body.status, 'CREATED');
    assert.deepEqual(body.application, {
      name: 'Sandbox Shop',
      description: 'An online shop testing account checks and payments in the sandbox.',
      environment: 'SANDBOX',
    });
    assert.deepEqual(body.aspsp, {
      name: 'OP',
      country: 'FI',
      logo: `${backend.origin}/logos/op.svg`,
      beta: false,
    });
    assert.equal(body.psu_type, 'business');
    assert.deepEqual(body.access, { ...access, transactions: false }, 'what is granted: balances alone');
    assert.equal(body.consent_required, true);
    assert.deepEqual(Object.keys(asObject(body.provider)).sort(), ['name', 'privacy_url', 'terms_url']);
    const expiresIn = Date.parse(String(body.expires_at)) - Date.now();
    assert.ok(expiresIn > 14 * 60_000 && expiresIn <= 15 * 60_000, `expires in ${expiresIn} ms`);
  });

  it('defaults access to balances and transactions for 90 days', async () => {
    const { authorization_id } = backend.createAuthorization({ aspsp: OP });
    const access = asObject(
      asObject((await callApi(backend, `/authorizations/${authorization_id}`)).json).access,
    );
    assert.equal(access.balances, true);
    assert.equal(access.transactions, true);
    const days = (Date.parse(String(access.valid_until)) - Date.now()) / 86_400_000;
    assert.ok(days > 89.9 && days <= 90, `${days} days`);
  });

  it('needs no consent for a licensed TPP, whose own terms apply', async () => {
    const { authorization_id } = backend.createAuthorization({ application: 'sandbox-tpp', aspsp: OP });
    const body = asObject((await callApi(backend, `/authorizations/${authorization_id}`)).json);
    assert.equal(body.consent_required, false);
    assert.equal(asObject(body.provider).name, 'Example Payments Oy');
  });

  it('works in PRODUCTION without the sandbox parameter', async () => {
    const { authorization_id } = backend.createAuthorization({ application: 'production-shop', aspsp: OP });
    const result = await callApi(backend, `/authorizations/${authorization_id}`, { sandbox: false });
    assert.equal(result.status, 200);
    assert.equal(asObject(asObject(result.json).application).environment, 'PRODUCTION');
  });

  it('answers 400 for a malformed id and 404 for an unknown one', async () => {
    const malformed = await callApi(backend, '/authorizations/not-a-uuid');
    assert.equal(malformed.status, 400);
    assert.equal(asObject(malformed.json).error, 'WRONG_REQUEST_PARAMETERS');
    const unknown = await callApi(backend, `/authorizations/${UNKNOWN_ID}`);
    assert.equal(unknown.status, 404);
    assert.equal(asObject(unknown.json).error, 'SESSION_DOES_NOT_EXIST');
    assert.equal(asObject(unknown.json).code, 404);
  });

  it('says when the id exists in the other environment', async () => {
    const sandboxed = backend.createAuthorization({ aspsp: OP });
    const withoutFlag = await callApi(backend, `/authorizations/${sandboxed.authorization_id}`, {
      sandbox: false,
    });
    assert.equal(withoutFlag.status, 404);
    assert.equal(asObject(withoutFlag.json).error, 'SESSION_DOES_NOT_EXIST');
    assert.match(String(asObject(withoutFlag.json).message), /exists in SANDBOX.*add the sandbox attribute/);
    const live = backend.createAuthorization({ application: 'production-shop', aspsp: OP });
    const withFlag = await callApi(backend, `/authorizations/${live.authorization_id}`);
    assert.equal(withFlag.status, 404);
    assert.match(
      String(asObject(withFlag.json).message),
      /exists in PRODUCTION.*remove the sandbox attribute/,
    );
  });

  it('reads EXPIRED after expires_at', async () => {
    const { authorization_id } = backend.createAuthorization({ aspsp: OP, expiresInMs: -1 });
    assert.equal(
      asObject((await callApi(backend, `/authorizations/${authorization_id}`)).json).status,
      'EXPIRED',
    );
  });
});

describe('POST /authorizations/{id}/consent', () => {
  let backend: MockBackend;
  before(async () => {
    backend = await startBackend();
  });
  after(() => backend.close());
  beforeEach(() => backend.reset());

  const decide = (id: string, decision: unknown) =>
    callApi(backend, `/authorizations/${id}/consent`, { method: 'POST', body: { decision } });

  it('confirms, and confirms again with the same answer', async () => {
    const { authorization_id, url } = backend.createAuthorization({ aspsp: OP, state: 'st' });
    const first = await decide(authorization_id, 'confirm');
    assert.equal(first.status, 200);
    assert.deepEqual(first.json, { status: 'CONSENT_GIVEN', url });
    assert.equal(first.headers.get('access-control-allow-origin'), ALLOWED_ORIGIN);
    const second = await decide(authorization_id, 'confirm');
    assert.deepEqual(second.json, first.json);
    assert.equal(
      asObject((await callApi(backend, `/authorizations/${authorization_id}`)).json).status,
      'CONSENT_GIVEN',
    );
  });

  it('cancels back to the redirect URL with access_denied and the state', async () => {
    const { authorization_id } = backend.createAuthorization({ aspsp: OP, state: 'my state' });
    const result = await decide(authorization_id, 'cancel');
    assert.equal(result.status, 200);
    const body = asObject(result.json);
    assert.equal(body.status, 'CANCELLED');
    const url = new URL(String(body.url));
    assert.equal(`${url.origin}${url.pathname}`, 'http://localhost:5173/callback');
    assert.equal(url.searchParams.get('error'), 'access_denied');
    assert.equal(url.searchParams.get('state'), 'my state');
    assert.ok((url.searchParams.get('error_description') ?? '').length > 0);
    assert.equal(url.searchParams.get('code'), null);
  });

  it('refuses a decision the status no longer allows', async () => {
    const cancelled = backend.createAuthorization({ aspsp: OP });
    await decide(cancelled.authorization_id, 'cancel');
    const confirmAfterCancel = await decide(cancelled.authorization_id, 'confirm');
    assert.equal(confirmAfterCancel.status, 422);
    assert.equal(asObject(confirmAfterCancel.json).error, 'WRONG_SESSION_STATUS');
    const confirmed = backend.createAuthorization({ aspsp: OP });
    await decide(confirmed.authorization_id, 'confirm');
    const cancelAfterConfirm = await decide(confirmed.authorization_id, 'cancel');
    assert.equal(cancelAfterConfirm.status, 422);
    assert.equal(asObject(cancelAfterConfirm.json).code, 422);
  });

  it('answers 422 EXPIRED_SESSION after expiry', async () => {
    const { authorization_id } = backend.createAuthorization({ aspsp: OP, expiresInMs: -1 });
    const result = await decide(authorization_id, 'confirm');
    assert.equal(result.status, 422);
    assert.equal(asObject(result.json).error, 'EXPIRED_SESSION');
  });

  it('answers 400 for a malformed body and 404 for an unknown id', async () => {
    const { authorization_id } = backend.createAuthorization({ aspsp: OP });
    const path = `/authorizations/${authorization_id}/consent`;
    for (const body of ['{"decision":', '[]', JSON.stringify({ decision: 'maybe' })]) {
      const result = await callApi(backend, path, { method: 'POST', body });
      assert.equal(result.status, 400, body);
      assert.equal(asObject(result.json).error, 'WRONG_REQUEST_PARAMETERS');
    }
    const wrongType = await callApi(backend, path, {
      method: 'POST',
      body: '{"decision":"confirm"}',
      headers: { 'Content-Type': 'text/plain' },
    });
    assert.equal(wrongType.status, 400);
    const unknown = await decide(UNKNOWN_ID, 'confirm');
    assert.equal(unknown.status, 404);
    assert.equal(asObject(unknown.json).error, 'SESSION_DOES_NOT_EXIST');
    const getConsent = await callApi(backend, path);
    assert.equal(getConsent.status, 400, 'consent is POST only');
  });
});

describe('createAuthorization', () => {
  let backend: MockBackend;
  before(async () => {
    backend = await startBackend();
  });
  after(() => backend.close());

  for (const [what, input, message] of [
    ['an unknown application', { application: 'nope', aspsp: OP }, /Unknown application "nope"/],
    ['a pending application', { application: 'production-pending', aspsp: OP }, /pending/],
    ['an unknown ASPSP', { aspsp: { name: 'OP', country: 'SE' } }, /Unknown ASPSP/],
    [
      'an unsupported PSU type',
      { aspsp: { name: 'S-Pankki', country: 'FI' }, psu_type: 'business' },
      /PSU type/,
    ],
    ['a foreign redirect URL', { aspsp: OP, redirect_url: 'https://evil.test/cb' }, /redirect_url/],
    ['credentials without auth_method', { aspsp: OP, credentials: { username: 'demo' } }, /auth_method/],
    ['an unknown auth method', { aspsp: OP, auth_method: 'telepathy' }, /no auth method "telepathy"/],
    [
      'a validity beyond the maximum',
      { aspsp: OP, access: { valid_until: new Date(Date.now() + 400 * 86_400_000).toISOString() } },
      /maximum_consent_validity/,
    ],
  ] as const) {
    it(`throws for ${what}`, () => {
      assert.throws(() => backend.createAuthorization(input), message);
    });
  }
});
