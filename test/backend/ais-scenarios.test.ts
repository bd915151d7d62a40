/**
 * The sandbox's scenario users over HTTP: each makes the simulated bank fail in one way, so
 * that a backend developer meets the bank-originated errors on purpose; and the simulated
 * bank page's "log in as" choice.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { SANDBOX_USERS } from '../../sandbox/src/data/sandbox-users.js';
import { samplePaymentRequest } from '../../sandbox/src/payment/sample-payment.js';
import { act, asObject, callApi, stepOf } from './backend-fixture.js';
import {
  DAY_MS,
  SCENARIO_OTP,
  SCENARIO_PASSWORD,
  accountOf,
  accountsOf,
  isoDay,
  openSession,
  sessionAttempt,
  startAccountsBackend,
  type AccountsBackend,
} from './accounts-fixture.js';
import { authBody, failure, inDays, withoutNulls } from './json-api-fixture.js';

const FINNISH_REFUSAL =
  'Tunnistautuminen epäonnistui: verkkopankkitunnuksesi on lukittu. Ota yhteyttä pankkiisi.';

describe('sandbox scenario users', () => {
  let sandbox: AccountsBackend;
  before(async () => {
    sandbox = await startAccountsBackend();
  });
  after(() => sandbox.close());

  const DATA_OPERATIONS = ['details', 'balances', 'transactions', 'transactions/20260301-0-00000000'];

  it('bank-error: every account data request answers 500 ASPSP_ERROR', async () => {
    const uid = accountOf(await openSession(sandbox, { bankUser: 'bank-error' }), 'CACC', 'EUR').uid;
    for (const operation of DATA_OPERATIONS) {
      const result = await sandbox.call(`/accounts/${uid}/${operation}`);
      assert.deepEqual(failure(result), { status: 500, error: 'ASPSP_ERROR', code: 500 }, operation);
    }
  });

  it('bank-timeout: every account data request answers 408 ASPSP_TIMEOUT', async () => {
    const uid = accountOf(await openSession(sandbox, { bankUser: 'bank-timeout' }), 'SVGS').uid;
    for (const operation of DATA_OPERATIONS) {
      const result = await sandbox.call(`/accounts/${uid}/${operation}`);
      assert.deepEqual(failure(result), { status: 408, error: 'ASPSP_TIMEOUT', code: 408 }, operation);
    }
  });

  it('rate-limited: 4 requests per account and day without the PSU, then 429 with Retry-After', async () => {
    const session = await openSession(sandbox, { bankUser: 'rate-limited' });
    const uid = accountOf(session, 'CACC', 'EUR').uid;
    const other = accountOf(session, 'SVGS').uid;
    for (const operation of ['details', 'balances', 'transactions', 'balances']) {
      assert.equal((await sandbox.call(`/accounts/${uid}/${operation}`)).status, 200, operation);
    }
    const limited = await sandbox.call(`/accounts/${uid}/balances`);
    assert.deepEqual(failure(limited), { status: 429, error: 'ASPSP_RATE_LIMIT_EXCEEDED', code: 429 });
    const midnight = Date.parse(`${isoDay(sandbox.clock() + DAY_MS)}T00:00:00Z`);
    const retryAfter = Number(limited.headers.get('retry-after'));
    assert.ok(Math.abs(retryAfter - (midnight - sandbox.clock()) / 1000) < 5, `Retry-After ${retryAfter}`);
    assert.equal((await sandbox.call(`/accounts/${other}/balances`)).status, 200, 'counted per account');
    const present = await sandbox.call(`/accounts/${uid}/balances`, {
      headers: { 'Psu-Ip-Address': '198.51.100.4' },
    });
    assert.equal(present.status, 200, 'no limit with the PSU present');
    sandbox.backend.clock.advance(retryAfter * 1000);
    assert.equal((await sandbox.call(`/accounts/${uid}/balances`)).status, 200, 'a new day');
  });

  it('psu-action-required: transactions older than 90 days answer 422 ASPSP_PSU_ACTION_REQUIRED', async () => {
    const uid = accountOf(await openSession(sandbox, { bankUser: 'psu-action-required' }), 'CACC', 'EUR').uid;
    const path = `/accounts/${uid}/transactions`;
    assert.equal((await sandbox.call(path)).status, 200, 'the default 90 days');
    assert.equal((await sandbox.call(`/accounts/${uid}/balances`)).status, 200);
    const longest = await sandbox.call(`${path}?strategy=longest`);
    assert.deepEqual(failure(longest), { status: 422, error: 'ASPSP_PSU_ACTION_REQUIRED', code: 422 });
    assert.match(String(asObject(longest.json).message), /authenticate again/);
    const old = isoDay(sandbox.clock() - 120 * DAY_MS);
    assert.equal(failure(await sandbox.call(`${path}?date_from=${old}`)).error, 'ASPSP_PSU_ACTION_REQUIRED');
  });

  it('account-blocked: the closed and the blocked account are listed without uid, as the specification says', async () => {
    const session = await openSession(sandbox, { bankUser: 'account-blocked' });
    // AccountResource.uid: "unset when balances and transactions cannot be fetched (for
    // example blocked or closed account)".
    assert.deepEqual(
      accountsOf(session).map((account) => [account.cash_account_type, account.uid === null]),
      [
        ['CACC', false],
        ['CARD', true],
        ['SVGS', true],
      ],
    );
    const read = asObject((await sandbox.call(`/sessions/${String(session.session_id)}`)).json);
    assert.deepEqual(read.accounts, [accountOf(session, 'CACC').uid], 'only the open account has a uid');
    assert.deepEqual(
      (read.accounts_data as unknown[]).map((data) => asObject(data).uid ?? null),
      [accountOf(session, 'CACC').uid, null, null],
    );
    const open = accountOf(session, 'CACC').uid;
    assert.equal((await sandbox.call(`/accounts/${open}/balances`)).status, 200);
  });

  it('account-blocked: a blocked account named in access.accounts is granted without uid too', async () => {
    const card = accountsOf(await openSession(sandbox, { bankUser: 'account-blocked' })).find(
      (account) => account.cash_account_type === 'CARD',
    );
    assert.ok(card);
    const named = await openSession(sandbox, {
      bankUser: 'account-blocked',
      body: {
        access: {
          valid_until: inDays(30, sandbox.clock()),
          balances: true,
          accounts: [withoutNulls(card.account_id)],
        },
      },
    });
    const accounts = accountsOf(named);
    assert.deepEqual(
      accounts.map((account) => [account.cash_account_type, account.identification_hash, account.uid]),
      [['CARD', card.identification_hash, null]],
    );
  });

  it('no-accounts: POST /sessions answers 403 NO_ACCOUNTS_ADDED', async () => {
    const result = await sessionAttempt(sandbox, { bankUser: 'no-accounts' });
    assert.deepEqual(failure(result), { status: 403, error: 'NO_ACCOUNTS_ADDED', code: 403 });
    assert.match(String(asObject(result.json).message), /S-Pankki/);
  });

  it("login-refused (embedded): the flow fails with the bank's own text, status FAILED", async () => {
    const started = await sandbox.call('/auth', {
      body: authBody({
        access: { valid_until: inDays(10, sandbox.clock()), balances: true },
        state: 'refused',
      }),
    });
    const id = String(asObject(started.json).authorization_id);
    const flow = `/authorizations/${id}/flow`;
    const credentials = stepOf(await act(sandbox.backend, flow, { action: 'confirm' }));
    assert.equal(credentials.type, 'credentials');
    const failed = stepOf(
      await act(sandbox.backend, flow, {
        action: 'submit_credentials',
        credentials: { username: 'login-refused', password: SCENARIO_PASSWORD, otp: SCENARIO_OTP },
      }),
    );
    assert.equal(failed.type, 'failed');
    assert.equal(failed.error, 'ASPSP_ERROR');
    assert.equal(failed.error_description, FINNISH_REFUSAL);
    const back = new URL(String(failed.redirect_url));
    assert.equal(back.searchParams.get('error'), 'ASPSP_ERROR');
    assert.equal(back.searchParams.get('error_description'), FINNISH_REFUSAL);
    assert.equal(back.searchParams.get('state'), 'refused');
    assert.equal(asObject((await callApi(sandbox.backend, `/authorizations/${id}`)).json).status, 'FAILED');
  });
});

describe('the simulated bank page: log in as', () => {
  let sandbox: AccountsBackend;
  before(async () => {
    sandbox = await startAccountsBackend();
  });
  after(() => sandbox.close());

  /** POST /auth at OP (a redirect to the simulated bank) and the consent: the bank page's URL. */
  async function atTheBank(aspsp = { name: 'OP', country: 'FI' }): Promise<{ id: string; bankUrl: string }> {
    const started = await sandbox.call('/auth', {
      body: authBody({
        aspsp,
        access: { valid_until: inDays(10, sandbox.clock()), balances: true },
        state: 's',
      }),
    });
    const id = String(asObject(started.json).authorization_id);
    const redirect = stepOf(await act(sandbox.backend, `/authorizations/${id}/flow`, { action: 'confirm' }));
    assert.equal(redirect.type, 'redirect');
    return { id, bankUrl: String(redirect.url) };
  }

  /** The bank's answer as a script sends it: the sandbox's own Origin stands for the form token. */
  const answer = (bankUrl: string, form: string) =>
    fetch(bankUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: new URL(bankUrl).origin },
      body: form,
      redirect: 'manual',
    });

  async function sessionFor(form: string): Promise<Record<string, unknown>> {
    const { bankUrl } = await atTheBank();
    const back = await answer(bankUrl, form);
    assert.equal(back.status, 303);
    const code = new URL(back.headers.get('location') ?? '').searchParams.get('code');
    const created = await sandbox.call('/sessions', { body: { code } });
    assert.equal(created.status, 200, created.text);
    return asObject(created.json);
  }

  it('offers the sandbox users (the first chosen) and the scenario users, escaped', async () => {
    const { bankUrl } = await atTheBank();
    const html = await (await fetch(bankUrl)).text();
    assert.match(html, /<label for="user">Log in as<\/label>/);
    assert.match(html, /<option value="demo" selected>demo<\/option>/);
    for (const { username } of SANDBOX_USERS) assert.match(html, new RegExp(`<option value="${username}"`));
    for (const username of [
      'account-blocked',
      'bank-error',
      'bank-timeout',
      'rate-limited',
      'psu-action-required',
      'no-accounts',
      'login-refused',
    ]) {
      assert.match(html, new RegExp(`<option value="${username}">${username}: `));
    }
    assert.match(html, /<button type="submit" name="decision" value="approve">Approve<\/button>/);
    assert.match(html, /<button type="submit" name="decision" value="reject">Reject<\/button>/);
  });

  it('the accounts follow the user chosen; without a choice, the first sandbox user', async () => {
    const hashes = (session: Record<string, unknown>) =>
      accountsOf(session).map((account) => account.identification_hash);
    const chosenDemo = await sessionFor('decision=approve&user=demo');
    const noChoice = await sessionFor('decision=approve');
    const tester = await sessionFor('decision=approve&user=tester');
    assert.deepEqual(hashes(noChoice), hashes(chosenDemo));
    assert.notDeepEqual(hashes(tester), hashes(chosenDemo));
    const timeout = await sessionFor('decision=approve&user=bank-timeout');
    const uid = accountOf(timeout, 'CACC', 'EUR').uid;
    assert.equal(failure(await sandbox.call(`/accounts/${uid}/balances`)).error, 'ASPSP_TIMEOUT');
  });

  it("login-refused: back to the application with error and the bank's error_description", async () => {
    const { id, bankUrl } = await atTheBank();
    const back = await answer(bankUrl, 'decision=approve&user=login-refused');
    assert.equal(back.status, 303);
    const location = new URL(back.headers.get('location') ?? '');
    assert.equal(location.searchParams.get('error'), 'ASPSP_ERROR');
    assert.equal(location.searchParams.get('error_description'), FINNISH_REFUSAL);
    assert.equal(location.searchParams.get('state'), 's');
    assert.equal(location.searchParams.get('code'), null);
    const failed = stepOf(await callApi(sandbox.backend, `/authorizations/${id}/flow`));
    assert.deepEqual(
      [failed.type, failed.error, failed.error_description],
      ['failed', 'ASPSP_ERROR', FINNISH_REFUSAL],
    );
    assert.equal(asObject((await callApi(sandbox.backend, `/authorizations/${id}`)).json).status, 'FAILED');
  });

  it('a payment offers only the login refusal among the scenarios; the refusal rejects it', async () => {
    const { payment_id } = sandbox.backend.createPayment({
      aspsp: { name: 'OP', country: 'FI' },
      payment_request: samplePaymentRequest(),
      state: 'p',
    });
    const flow = `/payments/${payment_id}/flow`;
    const redirect = stepOf(await act(sandbox.backend, flow, { action: 'confirm' }));
    assert.equal(redirect.type, 'redirect');
    const html = await (await fetch(String(redirect.url))).text();
    assert.match(html, /<option value="login-refused">/);
    assert.doesNotMatch(html, /<option value="bank-error">/);
    const back = await answer(String(redirect.url), 'decision=approve&user=login-refused');
    const location = new URL(back.headers.get('location') ?? '');
    assert.equal(location.searchParams.get('error'), 'ASPSP_ERROR');
    assert.equal(location.searchParams.get('error_description'), FINNISH_REFUSAL);
    assert.equal(location.searchParams.get('state'), 'p');
    // The bank refused, the PSU did not cancel: RJCT, not CNCL.
    const payment = asObject((await sandbox.call(`/payments/${payment_id}`)).json);
    assert.deepEqual([payment.status, payment.final_status], ['RJCT', true]);
    assert.equal(asObject(payment.status_reason_information).status_reason_code, 'ASPSP_ERROR');
  });

  it('a German bank refuses in German; an unknown user is a 400 page', async () => {
    const { bankUrl } = await atTheBank({ name: 'Berliner Volksbank', country: 'DE' });
    const unknown = await answer(bankUrl, 'decision=approve&user=%3Cscript%3E');
    assert.equal(unknown.status, 400);
    const page = await unknown.text();
    assert.match(page, /user must be one of demo, tester/);
    assert.doesNotMatch(page, /<script>/);
    const back = await answer(bankUrl, 'decision=approve&user=login-refused');
    const description = new URL(back.headers.get('location') ?? '').searchParams.get('error_description');
    assert.match(String(description), /^Anmeldung fehlgeschlagen/);
  });
});
