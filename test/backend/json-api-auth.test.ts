import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import type { MockBackend } from '../../sandbox/src/server.js';
import { asObject, callApi, startBackend, stepOf } from './backend-fixture.js';
import { authBody, callJsonApi, CALLBACK, DEMO_USER, failure, inDays } from './json-api-fixture.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const DAY_MS = 24 * 3600 * 1000;

describe('JSON API: POST /auth', () => {
  let backend: MockBackend;
  before(async () => {
    backend = await startBackend();
  });
  after(() => backend.close());
  beforeEach(() => backend.reset());

  const startAuth = (body: unknown, application?: string) =>
    callJsonApi(backend, '/auth', { body, application });
  const wrong = { status: 400, error: 'WRONG_REQUEST_PARAMETERS', code: 400 };

  it('creates the authorisation the widgets work on, and returns its hosted page', async () => {
    const access = { valid_until: inDays(30), balances: true, transactions: false };
    const result = await startAuth(authBody({ access, state: 'abc' }));
    assert.equal(result.status, 200);
    const started = asObject(result.json);
    assert.deepEqual(Object.keys(started).sort(), ['authorization_id', 'psu_id_hash', 'url']);
    const id = String(started.authorization_id);
    assert.match(id, UUID);
    assert.equal(started.url, `${backend.origin}/auth/ais/start?authorization=${id}`);
    assert.match(String(started.psu_id_hash), /^[0-9a-f]{64}$/);

    const widgetView = asObject((await callApi(backend, `/authorizations/${id}`)).json);
    assert.equal(widgetView.status, 'CREATED');
    assert.deepEqual(widgetView.access, access);
    assert.equal(asObject(widgetView.aspsp).name, 'S-Pankki');
    assert.equal(widgetView.consent_required, true);
    assert.equal(stepOf(await callApi(backend, `/authorizations/${id}/flow`)).type, 'consent');

    const page = await fetch(String(started.url));
    assert.equal(page.status, 200);
    assert.match(await page.text(), new RegExp(`<service-auth-flow authorization="${id}"`));
  });

  it('for a licensed TPP: no consent step, and preset credentials finish the flow at once', async () => {
    const body = authBody({ auth_method: 'code_app', credentials: DEMO_USER, state: 'tpp' });
    const result = await startAuth(body, 'sandbox-tpp');
    assert.equal(result.status, 200);
    const id = String(asObject(result.json).authorization_id);
    const done = stepOf(await callApi(backend, `/authorizations/${id}/flow`));
    assert.equal(done.type, 'done');
    const url = new URL(String(done.redirect_url));
    assert.equal(`${url.origin}${url.pathname}`, CALLBACK);
    assert.equal(url.searchParams.get('state'), 'tpp');
    assert.match(url.searchParams.get('code') ?? '', UUID);
  });

  it('takes an empty state and gives it back as state=, with the code', async () => {
    const body = authBody({ auth_method: 'code_app', credentials: DEMO_USER, state: '' });
    const result = await startAuth(body, 'sandbox-tpp');
    assert.equal(result.status, 200, result.text);
    const id = String(asObject(result.json).authorization_id);
    const done = stepOf(await callApi(backend, `/authorizations/${id}/flow`));
    assert.equal(done.type, 'done');
    const url = new URL(String(done.redirect_url));
    assert.equal(url.searchParams.get('state'), '');
    assert.match(url.search, /[?&]state=(&|$)/);
    assert.match(url.searchParams.get('code') ?? '', UUID);
  });

  it('psu_id_hash: the same PSU id gives the same hash, per application; none gives a random one', async () => {
    const hash = async (body: Record<string, unknown>, application?: string) =>
      asObject((await startAuth(authBody(body), application)).json).psu_id_hash;
    const first = await hash({ psu_id: 'customer-7' });
    assert.equal(await hash({ psu_id: 'customer-7' }), first);
    assert.notEqual(await hash({ psu_id: 'customer-8' }), first);
    assert.notEqual(await hash({ psu_id: 'customer-7' }, 'sandbox-tpp'), first);
    assert.notEqual(await hash({}), await hash({}));
  });

  it('REDIRECT_URI_NOT_ALLOWED for a redirect_url not in the application list', async () => {
    for (const redirect_url of [
      'https://evil.example/callback',
      `${CALLBACK}/more`,
      'https://tpp.example/callback', // the TPP's, not Sandbox Shop's
    ]) {
      const result = await startAuth(authBody({ redirect_url }));
      assert.deepEqual(
        failure(result),
        { status: 400, error: 'REDIRECT_URI_NOT_ALLOWED', code: 400 },
        redirect_url,
      );
    }
    assert.equal(
      (await startAuth(authBody({ redirect_url: 'https://tpp.example/callback' }), 'sandbox-tpp')).status,
      200,
    );
  });

  it('access.valid_until must be in the future and within the ASPSP maximum_consent_validity', async () => {
    // S-Pankki allows 90 days.
    const atLimit = await startAuth(authBody({ access: { valid_until: inDays(90, Date.now() - 60_000) } }));
    assert.equal(atLimit.status, 200);
    const beyond = await startAuth(authBody({ access: { valid_until: inDays(90, Date.now() + 60_000) } }));
    assert.deepEqual(failure(beyond), wrong);
    assert.match(String(asObject(beyond.json).message), /maximum_consent_validity of S-Pankki \(7776000 s\)/);
    // OP allows 180 days.
    const longer = authBody({ aspsp: { name: 'OP', country: 'FI' }, access: { valid_until: inDays(170) } });
    assert.equal((await startAuth(longer)).status, 200);
    const past = await startAuth(
      authBody({ access: { valid_until: new Date(Date.now() - DAY_MS).toISOString() } }),
    );
    assert.deepEqual(failure(past), wrong);
    for (const valid_until of ['2030-01-01T00:00:00', '2030-01-01', 'soon', 1_900_000_000]) {
      assert.deepEqual(
        failure(await startAuth(authBody({ access: { valid_until } }))),
        wrong,
        String(valid_until),
      );
    }
    assert.deepEqual(failure(await startAuth(authBody({ access: { balances: true } }))), wrong);
  });

  it('credentials only together with auth_method (WRONG_REQUEST_PARAMETERS)', async () => {
    const result = await startAuth(authBody({ credentials: DEMO_USER }));
    assert.deepEqual(failure(result), wrong);
    assert.match(
      String(asObject(result.json).message),
      /credentials are allowed only together with auth_method/,
    );
    assert.equal(
      (await startAuth(authBody({ auth_method: 'code_app', credentials: DEMO_USER }))).status,
      200,
    );
    assert.deepEqual(failure(await startAuth(authBody({ auth_method: 'carrier_pigeon' }))), wrong);
  });

  it('WRONG_ASPSP_PROVIDED for an ASPSP the catalogue does not have', async () => {
    for (const aspsp of [
      { name: 'No Such Bank', country: 'FI' },
      { name: 'OP', country: 'SE' },
    ]) {
      const result = await startAuth(authBody({ aspsp }));
      assert.deepEqual(
        failure(result),
        { status: 400, error: 'WRONG_ASPSP_PROVIDED', code: 400 },
        aspsp.name,
      );
    }
    assert.equal((await startAuth(authBody({ aspsp: { name: 'OP', country: 'fi' } }))).status, 200);
  });

  it('refuses missing or malformed fields and a PSU type the ASPSP does not serve', async () => {
    for (const body of [
      authBody({ aspsp: undefined }),
      authBody({ redirect_url: undefined }),
      authBody({ aspsp: { name: 'OP' } }),
      authBody({ psu_type: 'robot' }),
      authBody({ psu_type: 'business' }), // S-Pankki serves personal PSUs only
      authBody({ state: 42 }),
      authBody({ language: 'English' }),
      authBody({ credentials_autosubmit: 'yes' }),
    ]) {
      assert.deepEqual(failure(await startAuth(body)), wrong, JSON.stringify(body));
    }
  });

  it('access.accounts: INVALID_ACCOUNT_ID without iban or other; a malformed IBAN is refused', async () => {
    const accounts = (list: unknown[]) => authBody({ access: { valid_until: inDays(30), accounts: list } });
    const empty = await startAuth(accounts([{}]));
    assert.deepEqual(failure(empty), { status: 400, error: 'INVALID_ACCOUNT_ID', code: 400 });
    assert.deepEqual(failure(await startAuth(accounts([{ iban: 'FI00 1234' }]))), wrong);
    assert.deepEqual(failure(await startAuth(accounts([{ other: { identification: '1' } }]))), wrong);
    const valid = accounts([
      { iban: 'FI2112345600000785' },
      { other: { identification: '12345678', scheme_name: 'BBAN' } },
    ]);
    assert.equal((await startAuth(valid)).status, 200);
  });
});
