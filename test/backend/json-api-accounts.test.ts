/**
 * The account data endpoints over HTTP: details, balances, transactions (pages, filters, the
 * date rules, continuation keys) and one transaction; the access granted, the session's
 * state and the PSU headers. The sandbox clock starts on a fixed day, so the data is too.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { isValidIban } from '../../sandbox/src/accounts/iban.js';
import { asObject } from './backend-fixture.js';
import { CONTROL_HEADER } from './control-panel-fixture.js';
import {
  DAY_MS,
  accountOf,
  accountsOf,
  allPages,
  isoDay,
  openSession,
  signedMinor,
  startAccountsBackend,
  toMinor,
  type AccountsBackend,
} from './accounts-fixture.js';
import { failure, inDays } from './json-api-fixture.js';

const UNKNOWN_UID = '0f0f0f0f-0000-4000-8000-000000000000';

describe('JSON API: account data', () => {
  let sandbox: AccountsBackend;
  let session: Record<string, unknown>;
  before(async () => {
    sandbox = await startAccountsBackend();
    session = await openSession(sandbox);
  });
  after(() => sandbox.close());

  const call: AccountsBackend['call'] = (path, options) => sandbox.call(path, options);
  const today = () => isoDay(sandbox.clock());
  const daysAgo = (days: number) => isoDay(sandbox.clock() - days * DAY_MS);

  it("POST /sessions lists the bank user's accounts: several types and currencies, valid IBANs", () => {
    const accounts = accountsOf(session);
    assert.deepEqual(
      accounts.map((account) => [account.cash_account_type, account.currency, account.product]),
      [
        ['CACC', 'EUR', 'Current account'],
        ['SVGS', 'EUR', 'Savings account'],
        ['CARD', 'EUR', 'Credit card'],
        ['CACC', 'USD', 'Currency account'],
        ['LOAN', 'EUR', 'Home loan'],
      ],
    );
    for (const account of accounts) {
      const id = asObject(account.account_id);
      if (account.cash_account_type === 'CARD') {
        assert.equal(asObject(id.other).scheme_name, 'CPAN');
        assert.match(String(asObject(id.other).identification), /^\d{6}\*{6}\d{4}$/);
      } else {
        assert.ok(String(id.iban).startsWith('FI') && isValidIban(String(id.iban)), String(id.iban));
        assert.deepEqual(
          (account.all_account_ids as unknown[]).map(asObject).map((ids) => ids.scheme_name),
          ['IBAN', 'BBAN'],
        );
      }
      assert.deepEqual(account.account_servicer, {
        bic_fi: 'SBANFIHH',
        clearing_system_member_id: null,
        name: 'S-Pankki',
      });
      assert.equal(account.usage, 'PRIV');
      assert.equal(account.legal_age, true);
      assert.equal(asObject(account.postal_address).country, 'FI');
      assert.equal(typeof account.name, 'string');
      assert.equal((account.identification_hashes as string[])[0], account.identification_hash);
    }
    assert.deepEqual(asObject(accountOf(session, 'CACC', 'EUR').credit_limit), {
      currency: 'EUR',
      amount: '500.00',
    });
  });

  it('GET /details answers the AccountResource of POST /sessions', async () => {
    for (const account of accountsOf(session)) {
      const details = await call(`/accounts/${String(account.uid)}/details`);
      assert.equal(details.status, 200, details.text);
      assert.deepEqual(details.json, account);
    }
  });

  it('GET /balances: CLBD, ITBD, XPCD and ITAV, consistent with the transactions and the credit limit', async () => {
    for (const type of ['CACC', 'CARD'] as const) {
      const account = accountOf(session, type, 'EUR');
      const result = await call(`/accounts/${account.uid}/balances`);
      assert.equal(result.status, 200, result.text);
      const balances = (asObject(result.json).balances as unknown[]).map(asObject);
      assert.deepEqual(
        balances.map((balance) => balance.balance_type),
        ['CLBD', 'ITBD', 'XPCD', 'ITAV'],
      );
      const amount = (kind: string) => {
        const balance = balances.find((candidate) => candidate.balance_type === kind);
        assert.equal(asObject(balance?.balance_amount).currency, 'EUR');
        assert.equal(typeof balance?.name, 'string');
        return toMinor(String(asObject(balance?.balance_amount).amount));
      };
      assert.equal(balances[0]?.reference_date, daysAgo(1));
      assert.equal(balances[1]?.reference_date, today());

      const { transactions } = await allPages(sandbox, account.uid, `date_from=${daysAgo(40)}`);
      const booked = transactions.filter((transaction) => transaction.status === 'BOOK');
      const pending = transactions.filter((transaction) => transaction.status === 'PDNG');
      assert.ok(pending.length > 0, 'card payments not yet booked');
      const balanceAfter = (transaction: Record<string, unknown> | undefined) =>
        toMinor(String(asObject(transaction?.balance_after_transaction).amount));
      const lastBefore = (day: string) =>
        booked.find((transaction) => String(transaction.booking_date) <= day);
      assert.equal(amount('CLBD'), balanceAfter(lastBefore(daysAgo(1))));
      assert.equal(asObject(balances[0]).last_committed_transaction, lastBefore(daysAgo(1))?.entry_reference);
      assert.equal(amount('ITBD'), balanceAfter(lastBefore(today())));
      const pendingSum = pending.reduce((sum, transaction) => sum + signedMinor(transaction), 0);
      assert.equal(amount('XPCD'), amount('ITBD') + pendingSum);
      assert.equal(amount('ITAV') - amount('XPCD'), toMinor(String(asObject(account.credit_limit).amount)));
    }
  });

  it('pages every transaction of a year, 50 at a time, newest first, joined by continuation_key', async () => {
    const account = accountOf(session, 'CACC', 'EUR');
    const { transactions, keys, pageSizes } = await allPages(sandbox, account.uid, 'strategy=longest');
    assert.ok(pageSizes.length > 5, `${pageSizes.length} pages`);
    assert.ok(
      pageSizes.slice(0, -1).every((size) => size === 50),
      String(pageSizes),
    );
    assert.ok((pageSizes.at(-1) ?? 0) > 0 && (pageSizes.at(-1) ?? 0) <= 50);
    assert.equal(new Set(keys).size, keys.length, 'one key per page');
    const ids = transactions.map((transaction) => String(transaction.transaction_id));
    assert.equal(new Set(ids).size, ids.length, 'no transaction twice');
    const references = transactions.map((transaction) => String(transaction.entry_reference));
    assert.equal(new Set(references).size, references.length);

    const listedOn = (transaction: Record<string, unknown>) =>
      String(transaction.booking_date ?? transaction.transaction_date);
    const days = transactions.map(listedOn);
    assert.deepEqual(days, [...days].sort().reverse(), 'newest first');
    assert.equal(days[0], today());
    assert.ok((days.at(-1) ?? '') >= daysAgo(365) && (days.at(-1) ?? '') <= daysAgo(358), days.at(-1));

    // Oldest first, each booked balance is the one before plus the transaction.
    const booked = transactions.filter((transaction) => transaction.status === 'BOOK').reverse();
    for (let index = 1; index < booked.length; index += 1) {
      const before = toMinor(String(asObject(booked[index - 1]?.balance_after_transaction).amount));
      const current = booked[index] ?? {};
      assert.equal(
        toMinor(String(asObject(current.balance_after_transaction).amount)),
        before + signedMinor(current),
      );
    }

    const card = transactions.find(
      (transaction) => asObject(transaction.bank_transaction_code).code === 'CCRD',
    );
    assert.deepEqual(asObject(card?.bank_transaction_code), {
      description: 'Card payment',
      code: 'CCRD',
      sub_code: 'POSD',
    });
    assert.match(String(card?.merchant_category_code), /^\d{4}$/);
    const salary = transactions.find(
      (transaction) => asObject(transaction.bank_transaction_code).sub_code === 'SALA',
    );
    assert.equal(salary?.credit_debit_indicator, 'CRDT');
    assert.ok(isValidIban(String(asObject(salary?.debtor_account).iban)));
    assert.deepEqual(salary?.creditor_account, account.account_id);
    const bill = transactions.find((transaction) => transaction.reference_number !== null);
    assert.match(String(bill?.reference_number), /^RF\d{2}\d+$/);
    // ISO 11649 check digits are IBAN's mod 97 with RF for the country.
    assert.ok(isValidIban(String(bill?.reference_number)), String(bill?.reference_number));
    assert.equal(bill?.reference_number_schema, 'ISO11649');
    assert.equal(typeof asObject(bill?.creditor).name, 'string');
    for (const transaction of transactions) {
      assert.ok((transaction.remittance_information as string[]).length > 0);
      assert.ok(['CRDT', 'DBIT'].includes(String(transaction.credit_debit_indicator)));
      assert.match(String(asObject(transaction.transaction_amount).amount), /^\d+\.\d{2}$/);
    }

    const foreign = transactions.find((transaction) => transaction.exchange_rate !== null);
    const rate = asObject(foreign?.exchange_rate);
    assert.equal(rate.unit_currency, 'EUR');
    assert.equal(rate.rate_type, 'SPOT');
    const instructed = asObject(rate.instructed_amount);
    assert.notEqual(instructed.currency, 'EUR');
    const converted = toMinor(String(instructed.amount)) / Number(rate.exchange_rate);
    assert.ok(Math.abs(converted - Math.abs(signedMinor(foreign ?? {}))) <= 1, 'amount = instructed / rate');

    const again = await call(
      `/accounts/${account.uid}/transactions?strategy=longest&continuation_key=${keys[2] ?? ''}`,
    );
    const onlyKey = await call(`/accounts/${account.uid}/transactions?continuation_key=${keys[2] ?? ''}`);
    assert.deepEqual(again.json, onlyKey.json, 'the filters of the first page may be left out');
    assert.deepEqual(
      (asObject(again.json).transactions as unknown[])
        .map(asObject)
        .map((transaction) => transaction.transaction_id),
      ids.slice(150, 200),
      'a key can be used again',
    );
  });

  it('strategy default (and no date_from) lists 90 days; date_from, date_to and transaction_status filter', async () => {
    const account = accountOf(session, 'CARD');
    const listedOn = (transaction: Record<string, unknown>) =>
      String(transaction.booking_date ?? transaction.transaction_date);
    const standard = await allPages(sandbox, account.uid);
    const explicit = await allPages(sandbox, account.uid, 'strategy=default');
    assert.deepEqual(explicit.transactions, standard.transactions);
    assert.ok(standard.transactions.every((transaction) => listedOn(transaction) >= daysAgo(90)));
    assert.ok(standard.transactions.some((transaction) => listedOn(transaction) <= daysAgo(85)));

    const window = await allPages(sandbox, account.uid, `date_from=${daysAgo(60)}&date_to=${daysAgo(31)}`);
    assert.ok(window.transactions.length > 0);
    assert.ok(
      window.transactions.every(
        (transaction) => listedOn(transaction) >= daysAgo(60) && listedOn(transaction) <= daysAgo(31),
      ),
    );
    const future = await allPages(
      sandbox,
      account.uid,
      `date_from=${daysAgo(3)}&date_to=${isoDay(sandbox.clock() + 30 * DAY_MS)}`,
    );
    assert.ok(
      future.transactions.some((transaction) => transaction.status === 'PDNG'),
      'date_to may be in the future',
    );

    const pending = await allPages(sandbox, accountOf(session, 'CACC', 'EUR').uid, 'transaction_status=PDNG');
    assert.ok(pending.transactions.length > 0);
    for (const transaction of pending.transactions) {
      assert.equal(transaction.status, 'PDNG');
      assert.equal(transaction.booking_date, null);
      assert.equal(transaction.balance_after_transaction, null);
    }
    const booked = await allPages(sandbox, account.uid, 'transaction_status=BOOK');
    assert.ok(booked.transactions.every((transaction) => transaction.status === 'BOOK'));
    const rejected = await allPages(sandbox, account.uid, 'transaction_status=RJCT');
    assert.deepEqual(rejected.transactions, []);
  });

  it('the date rules: DATE_FROM_IN_FUTURE, DATE_TO_WITHOUT_DATE_FROM, WRONG_DATE_INTERVAL, WRONG_TRANSACTIONS_PERIOD', async () => {
    const path = `/accounts/${accountOf(session, 'CACC', 'EUR').uid}/transactions`;
    const tomorrow = isoDay(sandbox.clock() + DAY_MS);
    const cases: [string, string, number][] = [
      [`date_from=${tomorrow}`, 'DATE_FROM_IN_FUTURE', 400],
      [`date_to=${today()}`, 'DATE_TO_WITHOUT_DATE_FROM', 400],
      [`date_from=${daysAgo(5)}&date_to=${daysAgo(6)}`, 'WRONG_DATE_INTERVAL', 400],
      [`date_from=${daysAgo(366)}`, 'WRONG_TRANSACTIONS_PERIOD', 400],
      ['date_from=2026-02-30', 'WRONG_REQUEST_PARAMETERS', 400],
      ['date_from=yesterday', 'WRONG_REQUEST_PARAMETERS', 400],
      ['date_from=', 'WRONG_REQUEST_PARAMETERS', 400],
      ['transaction_status=DONE', 'WRONG_REQUEST_PARAMETERS', 400],
      ['strategy=fastest', 'WRONG_REQUEST_PARAMETERS', 400],
      [`date_from=${daysAgo(3)}&date_from=${daysAgo(2)}`, 'WRONG_REQUEST_PARAMETERS', 400],
    ];
    for (const [query, error, status] of cases) {
      const result = await call(`${path}?${query}`);
      assert.deepEqual(failure(result), { status, error, code: status }, query);
      assert.ok(String(asObject(result.json).message).length > 20, query);
    }
    assert.match(
      String(asObject((await call(`${path}?date_from=${daysAgo(366)}`)).json).message),
      /365 days/,
    );
    assert.equal((await call(`${path}?date_from=${daysAgo(365)}`)).status, 200, 'a year back is accepted');
  });

  it('WRONG_CONTINUATION_KEY: unknown keys, keys of another session or account, other filters', async () => {
    const current = accountOf(session, 'CACC', 'EUR').uid;
    const path = `/accounts/${current}/transactions`;
    const first = asObject((await call(`${path}?strategy=longest`)).json);
    const key = String(first.continuation_key);
    const wrongKey = { status: 400, error: 'WRONG_CONTINUATION_KEY', code: 400 };
    assert.deepEqual(failure(await call(`${path}?continuation_key=not-a-key`)), wrongKey);
    assert.deepEqual(failure(await call(`${path}?strategy=default&continuation_key=${key}`)), wrongKey);
    assert.deepEqual(
      failure(await call(`${path}?date_from=${daysAgo(10)}&continuation_key=${key}`)),
      wrongKey,
    );
    const savings = accountOf(session, 'SVGS').uid;
    assert.deepEqual(
      failure(await call(`/accounts/${savings}/transactions?continuation_key=${key}`)),
      wrongKey,
    );

    // The same PSU's next session has the same accounts and data, but the key is not its own.
    const next = await openSession(sandbox);
    const sameAccount = accountOf(next, 'CACC', 'EUR').uid;
    const otherSession = await call(
      `/accounts/${sameAccount}/transactions?strategy=longest&continuation_key=${key}`,
    );
    assert.deepEqual(failure(otherSession), wrongKey);
    assert.match(String(asObject(otherSession.json).message), /not issued in this session/);
    assert.equal(
      (await call(`${path}?continuation_key=${key}`)).status,
      200,
      'still valid in its own session',
    );
  });

  it('GET /transactions/{id}: the transaction as listed; TRANSACTION_DOES_NOT_EXIST otherwise', async () => {
    const current = accountOf(session, 'CACC', 'EUR').uid;
    const listed = (
      asObject((await call(`/accounts/${current}/transactions`)).json).transactions as unknown[]
    ).map(asObject);
    const pending = listed.find((transaction) => transaction.status === 'PDNG');
    const booked = listed.find((transaction) => transaction.status === 'BOOK');
    for (const transaction of [pending, booked]) {
      const one = await call(`/accounts/${current}/transactions/${String(transaction?.transaction_id)}`);
      assert.equal(one.status, 200, one.text);
      assert.deepEqual(one.json, transaction);
    }
    const missing = { status: 404, error: 'TRANSACTION_DOES_NOT_EXIST', code: 404 };
    assert.deepEqual(failure(await call(`/accounts/${current}/transactions/nothing-like-it`)), missing);
    const card = accountOf(session, 'CARD').uid;
    assert.deepEqual(
      failure(await call(`/accounts/${card}/transactions/${String(booked?.transaction_id)}`)),
      missing,
      "another account's transaction",
    );
  });

  it('the same data on every call, and the same identification_hash in every session and application', async () => {
    const uid = accountOf(session, 'CACC', 'EUR').uid;
    const first = await call(`/accounts/${uid}/transactions?date_from=${daysAgo(20)}`);
    assert.deepEqual((await call(`/accounts/${uid}/transactions?date_from=${daysAgo(20)}`)).json, first.json);

    const tpp = await openSession(sandbox, { application: 'sandbox-tpp', body: { psu_id: 'another-psu' } });
    const hashes = (answer: Record<string, unknown>) =>
      accountsOf(answer).map((account) => account.identification_hash);
    assert.deepEqual(hashes(tpp), hashes(session));
    const tppUid = accountOf(tpp, 'CACC', 'EUR').uid;
    assert.notEqual(tppUid, uid, 'a uid belongs to its session');
    const tppPage = await call(`/accounts/${tppUid}/transactions?date_from=${daysAgo(20)}`, {
      application: 'sandbox-tpp',
    });
    assert.deepEqual(asObject(tppPage.json).transactions, asObject(first.json).transactions);

    const tester = await openSession(sandbox, { bankUser: 'tester' });
    assert.notDeepEqual(hashes(tester), hashes(session), 'another bank user has other accounts');
  });

  it('access: valid_until alone grants balances and transactions, as the service does', async () => {
    const validUntil = inDays(10, sandbox.clock());
    const defaults = await openSession(sandbox, { body: { access: { valid_until: validUntil } } });
    // Written as the service writes a date-time: with microseconds.
    assert.deepEqual(defaults.access, {
      accounts: null,
      balances: true,
      transactions: true,
      valid_until: `${validUntil.slice(0, -1)}000Z`,
    });
    const uid = accountOf(defaults, 'CACC', 'EUR').uid;
    assert.equal((await call(`/accounts/${uid}/balances`)).status, 200);
    assert.equal((await call(`/accounts/${uid}/transactions`)).status, 200);
    const read = asObject((await call(`/sessions/${String(defaults.session_id)}`)).json);
    assert.deepEqual(read.access, defaults.access, 'GET /sessions/{id} reports what was granted');
  });

  it('access: balances and transactions only when granted (ACCESS_DENIED), details always', async () => {
    const noData = await openSession(sandbox, {
      body: { access: { valid_until: inDays(10, sandbox.clock()), balances: false, transactions: false } },
    });
    const uid = accountOf(noData, 'CACC', 'EUR').uid;
    const denied = { status: 403, error: 'ACCESS_DENIED', code: 403 };
    assert.equal((await call(`/accounts/${uid}/details`)).status, 200);
    assert.deepEqual(failure(await call(`/accounts/${uid}/balances`)), denied);
    assert.deepEqual(failure(await call(`/accounts/${uid}/transactions`)), denied);
    assert.deepEqual(failure(await call(`/accounts/${uid}/transactions/20260301-0-00000000`)), denied);
    const balancesOnly = await openSession(sandbox, {
      body: { access: { valid_until: inDays(10, sandbox.clock()), balances: true } },
    });
    assert.equal(asObject(balancesOnly.access).transactions, false, 'naming one grants only what is true');
    const other = accountOf(balancesOnly, 'CACC', 'EUR').uid;
    assert.equal((await call(`/accounts/${other}/balances`)).status, 200);
    const refused = await call(`/accounts/${other}/transactions`);
    assert.deepEqual(failure(refused), denied);
    assert.match(String(asObject(refused.json).message), /without transactions access/);
  });

  it('ACCOUNT_DOES_NOT_EXIST for unknown, foreign and malformed uids', async () => {
    const missing = { status: 404, error: 'ACCOUNT_DOES_NOT_EXIST', code: 404 };
    const uid = accountOf(session, 'CACC', 'EUR').uid;
    for (const operation of ['details', 'balances', 'transactions', 'transactions/x']) {
      assert.deepEqual(failure(await call(`/accounts/${UNKNOWN_UID}/${operation}`)), missing, operation);
      assert.deepEqual(
        failure(await call(`/accounts/${uid}/${operation}`, { application: 'sandbox-tpp' })),
        missing,
        `${operation} of another application`,
      );
      assert.deepEqual(failure(await call(`/accounts/12345/${operation}`)), missing, `${operation} of 12345`);
    }
  });
});

describe('JSON API: account data and the session state', () => {
  let sandbox: AccountsBackend;
  before(async () => {
    sandbox = await startAccountsBackend();
  });
  after(() => sandbox.close());

  const OPERATIONS = ['details', 'balances', 'transactions', 'transactions/20260301-0-00000000'];

  async function expectEverywhere(uid: string, error: string): Promise<void> {
    for (const operation of OPERATIONS) {
      const result = await sandbox.call(`/accounts/${uid}/${operation}`);
      assert.deepEqual(failure(result), { status: 422, error, code: 422 }, operation);
    }
  }

  it('CLOSED_SESSION once the session is deleted', async () => {
    const session = await openSession(sandbox);
    const uid = accountOf(session, 'CACC', 'EUR').uid;
    assert.equal((await sandbox.call(`/accounts/${uid}/details`)).status, 200);
    const deleted = await sandbox.call(`/sessions/${String(session.session_id)}`, { method: 'DELETE' });
    assert.equal(deleted.status, 200);
    await expectEverywhere(uid, 'CLOSED_SESSION');
  });

  it('EXPIRED_SESSION once access.valid_until has passed on the sandbox clock', async () => {
    const session = await openSession(sandbox, {
      body: {
        access: {
          valid_until: new Date(sandbox.clock() + 2 * 60 * 60 * 1000).toISOString(),
          transactions: true,
        },
      },
    });
    const uid = accountOf(session, 'CACC', 'EUR').uid;
    assert.equal((await sandbox.call(`/accounts/${uid}/transactions`)).status, 200);
    sandbox.backend.clock.advance(2 * 60 * 60 * 1000);
    await expectEverywhere(uid, 'EXPIRED_SESSION');
  });

  it('REVOKED_SESSION once the PSU withdrew consent at the bank (control panel revoke)', async () => {
    const session = await openSession(sandbox);
    const id = String(session.session_id);
    const uid = accountOf(session, 'CACC', 'EUR').uid;
    const revoke = (sessionId: string) =>
      fetch(`${sandbox.backend.origin}/control-panel/api/sessions/${sessionId}/revoke`, {
        method: 'POST',
        headers: CONTROL_HEADER,
      });
    const revoked = await revoke(id);
    assert.equal(revoked.status, 200);
    const body = asObject(await revoked.json());
    assert.equal(body.status, 'REVOKED');
    assert.equal(body.session_id, id);

    await expectEverywhere(uid, 'REVOKED_SESSION');
    const read = asObject((await sandbox.call(`/sessions/${id}`)).json);
    assert.equal(read.status, 'REVOKED');
    assert.deepEqual(read.accounts, []);
    assert.equal(read.closed, body.revoked);
    const deleted = await sandbox.call(`/sessions/${id}`, { method: 'DELETE' });
    assert.deepEqual(failure(deleted), { status: 422, error: 'REVOKED_SESSION', code: 422 });

    const twice = await revoke(id);
    assert.equal(twice.status, 422);
    assert.equal(asObject(await twice.json()).error, 'WRONG_SESSION_STATUS');
    const unknown = await revoke(UNKNOWN_UID);
    assert.equal(unknown.status, 404);
    assert.equal(asObject(await unknown.json()).error, 'SESSION_DOES_NOT_EXIST');
    assert.equal((await revoke('not-a-uuid')).status, 400);
  });
});

describe('JSON API: PSU headers', () => {
  let sandbox: AccountsBackend;
  before(async () => {
    sandbox = await startAccountsBackend();
  });
  after(() => sandbox.close());

  const PSU = {
    'Psu-Ip-Address': '203.0.113.7',
    'Psu-User-Agent': 'Mozilla/5.0 (X11; Linux x86_64)',
    'Psu-Accept': 'text/html',
    'Psu-Geo-Location': '52.5200,13.4050',
  };

  it('GET /aspsps shows the two sandbox ASPSPs that require PSU headers', async () => {
    const listed = async (country: string) =>
      (asObject((await sandbox.call(`/aspsps?country=${country}`)).json).aspsps as unknown[])
        .map(asObject)
        .filter((aspsp) => 'required_psu_headers' in aspsp)
        .map((aspsp) => [aspsp.name, aspsp.required_psu_headers]);
    assert.deepEqual(await listed('FI'), [['Danske Bank', ['Psu-Ip-Address', 'Psu-User-Agent']]]);
    assert.deepEqual(await listed('DE'), [
      ['Deutsche Bank', ['Psu-Ip-Address', 'Psu-User-Agent', 'Psu-Accept', 'Psu-Geo-Location']],
    ]);
  });

  it('all required headers or none; some of them: 422 PSU_HEADER_NOT_PROVIDED naming the missing', async () => {
    const session = await openSession(sandbox, { body: { aspsp: { name: 'Danske Bank', country: 'FI' } } });
    const uid = accountOf(session, 'CACC', 'EUR').uid;
    for (const operation of ['details', 'balances', 'transactions']) {
      const path = `/accounts/${uid}/${operation}`;
      assert.equal((await sandbox.call(path)).status, 200, `${operation} without the PSU`);
      const both = { 'Psu-Ip-Address': PSU['Psu-Ip-Address'], 'psu-user-agent': PSU['Psu-User-Agent'] };
      assert.equal((await sandbox.call(path, { headers: both })).status, 200, `${operation} with the PSU`);
      const partial = await sandbox.call(path, { headers: { 'Psu-Ip-Address': '203.0.113.7' } });
      assert.deepEqual(failure(partial), { status: 422, error: 'PSU_HEADER_NOT_PROVIDED', code: 422 });
      assert.match(String(asObject(partial.json).message), /missing: Psu-User-Agent/);
      const unlisted = await sandbox.call(path, { headers: { 'Psu-Referer': 'https://shop.example/' } });
      assert.equal(unlisted.status, 200, 'a header the ASPSP does not list does not count');
    }
    const deleteWithout = await sandbox.call(`/sessions/${String(session.session_id)}`, {
      method: 'DELETE',
      headers: { 'Psu-User-Agent': PSU['Psu-User-Agent'] },
    });
    assert.deepEqual(failure(deleteWithout).error, 'PSU_HEADER_NOT_PROVIDED');
    const deleted = await sandbox.call(`/sessions/${String(session.session_id)}`, { method: 'DELETE' });
    assert.equal(deleted.status, 200);
  });

  it('Deutsche Bank: four headers, all or none', async () => {
    const session = await openSession(sandbox, { body: { aspsp: { name: 'Deutsche Bank', country: 'DE' } } });
    const uid = accountOf(session, 'CACC', 'EUR').uid;
    assert.equal((await sandbox.call(`/accounts/${uid}/balances`, { headers: PSU })).status, 200);
    const threeOfFour = Object.fromEntries(
      Object.entries(PSU).filter(([name]) => name !== 'Psu-Geo-Location'),
    );
    const partial = await sandbox.call(`/accounts/${uid}/balances`, { headers: threeOfFour });
    assert.equal(failure(partial).error, 'PSU_HEADER_NOT_PROVIDED');
    assert.match(String(asObject(partial.json).message), /missing: Psu-Geo-Location/);
  });

  it('PSU_HEADER_INVALID for a Psu-Ip-Address that is no IP and a Psu-Geo-Location that is no "lat,lon"', async () => {
    const session = await openSession(sandbox);
    const uid = accountOf(session, 'CACC', 'EUR').uid;
    const invalid = { status: 400, error: 'PSU_HEADER_INVALID', code: 400 };
    const cases: Record<string, string>[] = [
      { 'Psu-Ip-Address': 'localhost' },
      { 'Psu-Ip-Address': '300.1.1.1' },
      { 'Psu-Geo-Location': '60.17, 24.94' },
      { 'Psu-Geo-Location': '95.0,24.94' },
      { 'Psu-Geo-Location': 'Helsinki' },
    ];
    for (const headers of cases) {
      assert.deepEqual(
        failure(await sandbox.call(`/accounts/${uid}/details`, { headers })),
        invalid,
        JSON.stringify(headers),
      );
    }
    const fine = { 'Psu-Ip-Address': '2001:db8::7', 'Psu-Geo-Location': '-33.8688,151.2093' };
    assert.equal((await sandbox.call(`/accounts/${uid}/details`, { headers: fine })).status, 200);
    const deleted = await sandbox.call(`/sessions/${String(session.session_id)}`, {
      method: 'DELETE',
      headers: { 'Psu-Ip-Address': 'nowhere' },
    });
    assert.deepEqual(failure(deleted), invalid);
  });
});
