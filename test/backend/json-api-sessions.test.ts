import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import type { MockBackend } from '../../sandbox/src/server.js';
import { isValidIban } from '../../sandbox/src/accounts/iban.js';
import { asObject, callApi, startBackend } from './backend-fixture.js';
import {
  authBody,
  callJsonApi,
  codeOf,
  DEMO_USER,
  failure,
  finishFlow,
  inDays,
  withoutNulls,
  type JsonCallOptions,
} from './json-api-fixture.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const MINUTE = 60_000;

describe('JSON API: the AIS journey and /sessions', () => {
  let backend: MockBackend;
  // The backend's clock runs this far ahead of the real one; tests move it to expire things.
  let offset = 0;
  const clock = () => Date.now() + offset;
  before(async () => {
    backend = await startBackend({ now: clock });
  });
  after(() => backend.close());
  beforeEach(() => {
    backend.reset();
    offset = 0;
  });

  /** Signed at the backend's time, so moving its clock does not expire the token. */
  const call = (path: string, options: JsonCallOptions = {}) =>
    callJsonApi(backend, path, { now: clock(), ...options });

  /** POST /auth, then the PSU through the widget API; returns the code and the authorisation id. */
  async function authorise(body: Record<string, unknown> = authBody(), application?: string) {
    const started = await call('/auth', { body, application });
    assert.equal(started.status, 200, started.text);
    const id = String(asObject(started.json).authorization_id);
    return { id, code: codeOf(await finishFlow(backend, 'authorizations', id)) };
  }

  it('the whole journey: POST /auth, the flow, POST /sessions, GET and DELETE /sessions', async () => {
    const access = { valid_until: inDays(30), balances: true, transactions: true };
    // As the service writes it: every property, and the date-time with microseconds.
    const written = { ...access, accounts: null, valid_until: `${access.valid_until.slice(0, -1)}000Z` };
    const started = await call('/auth', { body: authBody({ access, state: 'journey', psu_id: 'psu-1' }) });
    const { authorization_id, psu_id_hash } = asObject(started.json);
    const done = await finishFlow(backend, 'authorizations', String(authorization_id));
    const callback = new URL(String(done.redirect_url));
    assert.equal(callback.searchParams.get('state'), 'journey');
    const code = codeOf(done);

    const created = await call('/sessions', { body: { code } });
    assert.equal(created.status, 200, created.text);
    const session = asObject(created.json);
    assert.deepEqual(Object.keys(session).sort(), ['access', 'accounts', 'aspsp', 'psu_type', 'session_id']);
    assert.match(String(session.session_id), UUID);
    assert.deepEqual(session.aspsp, { name: 'S-Pankki', country: 'FI' });
    assert.equal(session.psu_type, 'personal');
    assert.deepEqual(session.access, written);
    const accounts = session.accounts as Record<string, unknown>[];
    assert.deepEqual(
      accounts.map((account) => [account.cash_account_type, account.currency]),
      [
        ['CACC', 'EUR'],
        ['SVGS', 'EUR'],
        ['CARD', 'EUR'],
        ['CACC', 'USD'],
        ['LOAN', 'EUR'],
      ],
    );
    for (const account of accounts) {
      const iban = asObject(account.account_id).iban;
      if (account.cash_account_type !== 'CARD') {
        assert.ok(
          String(iban).startsWith('FI') && String(iban).length === 18 && isValidIban(String(iban)),
          String(iban),
        );
      }
      assert.match(String(account.uid), UUID);
      assert.equal(typeof account.identification_hash, 'string');
      assert.equal((account.identification_hashes as string[])[0], account.identification_hash);
      assert.deepEqual(asObject(account.account_servicer), {
        bic_fi: 'SBANFIHH',
        clearing_system_member_id: null,
        name: 'S-Pankki',
      });
    }

    const path = `/sessions/${String(session.session_id)}`;
    const read = asObject((await call(path)).json);
    assert.equal(read.status, 'AUTHORIZED');
    assert.deepEqual(
      read.accounts,
      accounts.map((account) => account.uid),
    );
    assert.deepEqual(
      read.accounts_data,
      accounts.map(({ uid, identification_hash }) => ({ uid, identification_hash })),
    );
    assert.equal(read.psu_id_hash, psu_id_hash);
    assert.deepEqual(read.access, written);
    assert.ok(Date.parse(String(read.created)) <= Date.parse(String(read.authorized)));
    assert.equal(read.closed, null);

    const deleted = await call(path, { method: 'DELETE' });
    assert.equal(deleted.status, 200);
    assert.equal(typeof asObject(deleted.json).message, 'string');
    const closed = asObject((await call(path)).json);
    assert.equal(closed.status, 'CLOSED');
    assert.equal(typeof closed.closed, 'string');
    assert.deepEqual(closed.accounts, [], 'uids are no longer valid');
    assert.deepEqual(
      closed.accounts_data,
      accounts.map(({ identification_hash }) => ({ uid: null, identification_hash })),
    );
    assert.deepEqual(failure(await call(path, { method: 'DELETE' })), {
      status: 422,
      error: 'CLOSED_SESSION',
      code: 422,
    });
  });

  it('a code is single use: a second POST /sessions is ALREADY_AUTHORIZED', async () => {
    const { code } = await authorise();
    assert.equal((await call('/sessions', { body: { code } })).status, 200);
    const again = await call('/sessions', { body: { code } });
    assert.deepEqual(failure(again), { status: 422, error: 'ALREADY_AUTHORIZED', code: 422 });
    // Still so once the code would have expired: the more useful answer.
    offset = 11 * MINUTE;
    assert.equal(failure(await call('/sessions', { body: { code } })).error, 'ALREADY_AUTHORIZED');
  });

  it('a code expires after 10 minutes: EXPIRED_AUTHORIZATION_CODE', async () => {
    const { code } = await authorise();
    offset = 9 * MINUTE;
    const { code: other } = await authorise();
    assert.equal((await call('/sessions', { body: { code: other } })).status, 200, 'young enough');
    offset = 10 * MINUTE + 1000;
    const late = await call('/sessions', { body: { code } });
    assert.deepEqual(failure(late), { status: 422, error: 'EXPIRED_AUTHORIZATION_CODE', code: 422 });
  });

  it('WRONG_AUTHORIZATION_CODE for an unknown code and for another application code', async () => {
    const unknown = await call('/sessions', { body: { code: '6d0c2f7e-0000-4000-8000-000000000000' } });
    assert.deepEqual(failure(unknown), { status: 400, error: 'WRONG_AUTHORIZATION_CODE', code: 400 });
    const { code } = await authorise();
    const stolen = await call('/sessions', { body: { code }, application: 'sandbox-tpp' });
    assert.deepEqual(failure(stolen), { status: 400, error: 'WRONG_AUTHORIZATION_CODE', code: 400 });
    assert.equal((await call('/sessions', { body: { code } })).status, 200, 'the owner still can');
    for (const body of [{}, { code: 7 }, { code: '' }]) {
      assert.deepEqual(failure(await call('/sessions', { body })).error, 'WRONG_REQUEST_PARAMETERS');
    }
  });

  it('no code before the flow is done, none after the PSU cancelled', async () => {
    const started = await call('/auth', { body: authBody() });
    const id = String(asObject(started.json).authorization_id);
    const flow = asObject((await callApi(backend, `/authorizations/${id}/flow`)).json);
    assert.equal(asObject(flow.step).type, 'consent');
    const failed = await finishFlow(backend, 'authorizations', id, 'reject');
    assert.equal(failed.type, 'failed');
    assert.equal(new URL(String(failed.redirect_url)).searchParams.get('code'), null);
  });

  it('honours access.accounts: exactly the named accounts are granted', async () => {
    const requested = [
      { iban: 'FI2112345600000785' },
      { iban: 'SE4550000000058398257466' },
      { other: { identification: '12345678', scheme_name: 'BBAN' } },
    ];
    const { code } = await authorise(authBody({ access: { valid_until: inDays(10), accounts: requested } }));
    const session = asObject((await call('/sessions', { body: { code } })).json);
    const accounts = session.accounts as Record<string, unknown>[];
    assert.deepEqual(
      accounts.map((account) => withoutNulls(account.account_id)),
      requested,
    );
    assert.deepEqual(
      accounts.map((account) => account.currency),
      ['EUR', 'SEK', 'EUR'],
    );
    assert.deepEqual(withoutNulls(asObject(accounts[2]).all_account_ids), [
      { identification: '12345678', scheme_name: 'BBAN' },
    ]);
  });

  it('the bank user, not the PSU id, decides the accounts (and identification hashes) of a session', async () => {
    const hashes = async (psu_id: string, bankUser = DEMO_USER) => {
      const credentials = { auth_method: 'code_app', credentials: bankUser };
      const { code } = await authorise(authBody({ psu_id, ...credentials }));
      const session = asObject((await call('/sessions', { body: { code } })).json);
      return (session.accounts as Record<string, unknown>[]).map((account) => account.identification_hash);
    };
    const first = await hashes('psu-77');
    assert.deepEqual(await hashes('psu-77'), first);
    assert.deepEqual(await hashes('psu-78'), first, 'another PSU id, the same bank user');
    const tester = { username: 'tester', password: 'tester5678', otp: '654321' };
    assert.notDeepEqual(await hashes('psu-77', tester), first);
  });

  it('a session reads EXPIRED after access.valid_until and can no longer be deleted', async () => {
    const { code } = await authorise(authBody({ access: { valid_until: inDays(1) } }));
    const id = String(asObject((await call('/sessions', { body: { code } })).json).session_id);
    offset = 25 * 60 * MINUTE;
    const read = asObject((await call(`/sessions/${id}`)).json);
    assert.equal(read.status, 'EXPIRED');
    assert.deepEqual(read.accounts, []);
    const deleted = await call(`/sessions/${id}`, { method: 'DELETE' });
    assert.deepEqual(failure(deleted), { status: 422, error: 'EXPIRED_SESSION', code: 422 });
  });

  it('GET and DELETE: SESSION_DOES_NOT_EXIST for unknown ids and other applications sessions', async () => {
    const { code } = await authorise();
    const id = String(asObject((await call('/sessions', { body: { code } })).json).session_id);
    const missing = { status: 404, error: 'SESSION_DOES_NOT_EXIST', code: 404 };
    assert.deepEqual(failure(await call('/sessions/0f0f0f0f-0000-4000-8000-000000000000')), missing);
    assert.deepEqual(failure(await call(`/sessions/${id}`, { application: 'sandbox-tpp' })), missing);
    assert.deepEqual(
      failure(await call(`/sessions/${id}`, { application: 'sandbox-tpp', method: 'DELETE' })),
      missing,
    );
    assert.equal((await call(`/sessions/${id}`)).status, 200, 'untouched by the other application');
    assert.deepEqual(failure(await call('/sessions/not-a-uuid')), missing);
  });

  it('works for the licensed TPP too, whose flow has no consent step', async () => {
    const { code } = await authorise(authBody(), 'sandbox-tpp');
    const created = await call('/sessions', { body: { code }, application: 'sandbox-tpp' });
    assert.equal(created.status, 200);
  });
});
