/**
 * The service sends every property of a resource and writes null where there is no value
 * (the ASPSP list excepted: there a property with no value is left out), so code like
 * `'note' in transaction` or a strict model with required nullable fields meets on the
 * sandbox what it meets in production. Each answer of the JSON API is checked against the
 * specification's property lists (spec-properties.ts), and the absent values named here are null.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { asObject } from './backend-fixture.js';
import {
  DAY_MS,
  accountOf,
  accountsOf,
  allPages,
  isoDay,
  openSession,
  startAccountsBackend,
  type AccountsBackend,
} from './accounts-fixture.js';
import { finishFlow, paymentBody } from './json-api-fixture.js';
import {
  ACCOUNT_RESOURCE,
  AUTHORIZE_SESSION_RESPONSE,
  CREATE_PAYMENT_RESPONSE,
  ERROR_RESPONSE,
  GET_APPLICATION_RESPONSE,
  GET_ASPSPS_RESPONSE,
  GET_PAYMENT_RESPONSE,
  GET_PAYMENT_TRANSACTION_RESPONSE,
  GET_SESSION_RESPONSE,
  HAL_BALANCES,
  HAL_TRANSACTIONS,
  START_AUTHORIZATION_RESPONSE,
  SUBMIT_PAYMENT_RESPONSE,
  SUCCESS_RESPONSE,
  TRANSACTION,
  assertEveryProperty,
} from './spec-properties.js';

/** `name in object`, and its value null: the property is sent, with no value. */
function assertNull(object: unknown, name: string, what: string): void {
  const record = asObject(object);
  assert.ok(name in record, `${what} must have the property ${name}, with null`);
  assert.equal(record[name], null, `${what}.${name}`);
}

/** The property is left out, as the service writes a property of the ASPSP list with no value. */
function assertAbsent(object: unknown, name: string, what: string): void {
  assert.ok(!(name in asObject(object)), `${what} must leave out ${name}`);
}

const objects = (value: unknown) => (value as unknown[]).map(asObject);

describe('JSON API: every property of every resource, null where it has no value', () => {
  let sandbox: AccountsBackend;
  let session: Record<string, unknown>;
  before(async () => {
    sandbox = await startAccountsBackend();
    session = await openSession(sandbox);
  });
  after(() => sandbox.close());

  const call: AccountsBackend['call'] = (path, options) => sandbox.call(path, options);
  const daysAgo = (days: number) => isoDay(sandbox.clock() - days * DAY_MS);

  it('GET /aspsps: ASPSPData, its methods, credentials and payment types, written sparse: a property with no value absent, never null', async () => {
    const result = await call('/aspsps');
    assert.equal(result.status, 200, result.text);
    assertEveryProperty(result.json, GET_ASPSPS_RESPONSE);
    const aspsps = objects(asObject(result.json).aspsps);
    const sPankki = aspsps.find((aspsp) => aspsp.name === 'S-Pankki' && aspsp.country === 'FI');
    const methods = objects(sPankki?.auth_methods);
    const username = methods
      .flatMap((method) => objects(method.credentials ?? []))
      .find((credential) => credential.name === 'username');
    assertAbsent(username, 'description', 'the username credential');
    assertAbsent(username, 'template', 'the username credential');
    const redirect = aspsps
      .flatMap((aspsp) => objects(aspsp.auth_methods))
      .find((method) => method.approach === 'REDIRECT');
    assertAbsent(redirect, 'credentials', 'a REDIRECT method');
    const ungrouped = aspsps.find((aspsp) => !('group' in aspsp));
    assert.ok(ungrouped, 'an ASPSP of no group has no group property');
    assert.ok(
      aspsps.some((aspsp) => 'required_psu_headers' in aspsp) &&
        aspsps.some((aspsp) => !('required_psu_headers' in aspsp)),
      'required_psu_headers only where the bank needs a header',
    );
  });

  it('GET /application and POST /auth', async () => {
    const application = await call('/application');
    assert.equal(application.status, 200, application.text);
    assertEveryProperty(application.json, GET_APPLICATION_RESPONSE);
    const started = await call('/auth', {
      body: {
        aspsp: { name: 'S-Pankki', country: 'FI' },
        access: { valid_until: new Date(sandbox.clock() + DAY_MS).toISOString() },
        redirect_url: 'http://allowed.test/callback',
        state: 'every-property',
        psu_type: 'personal',
      },
    });
    assert.equal(started.status, 200, started.text);
    assertEveryProperty(started.json, START_AUTHORIZATION_RESPONSE);
  });

  it('POST /sessions: account_id.other, issuer, clearing_system_member_id, credit_limit and access.accounts are null', () => {
    assertEveryProperty(session, AUTHORIZE_SESSION_RESPONSE);
    const current = accountOf(session, 'CACC', 'EUR');
    assertNull(current.account_id, 'other', 'the account_id of an account with an IBAN');
    for (const id of objects(current.all_account_ids)) assertNull(id, 'issuer', 'all_account_ids[]');
    assertNull(current.account_servicer, 'clearing_system_member_id', 'account_servicer');
    assertNull(accountOf(session, 'SVGS'), 'credit_limit', 'a savings account');
    const card = accountOf(session, 'CARD');
    assertNull(card.account_id, 'iban', 'the account_id of a card');
    const address = asObject(current.postal_address);
    assertNull(address, 'department', 'postal_address');
    assertNull(address, 'country_sub_division', 'postal_address');
    assertNull(session.access, 'accounts', 'the access of a session that named no accounts');
  });

  it('GET /sessions/{id}: closed is null until the session is closed; DELETE answers a SuccessResponse', async () => {
    const id = String(session.session_id);
    const before = await call(`/sessions/${id}`);
    assert.equal(before.status, 200, before.text);
    assertEveryProperty(before.json, GET_SESSION_RESPONSE);
    assertNull(before.json, 'closed', 'an AUTHORIZED session');

    const other = await openSession(sandbox);
    const otherId = String(other.session_id);
    const deleted = await call(`/sessions/${otherId}`, { method: 'DELETE' });
    assert.equal(deleted.status, 200, deleted.text);
    assertEveryProperty(deleted.json, SUCCESS_RESPONSE);
    const closed = await call(`/sessions/${otherId}`);
    assertEveryProperty(closed.json, GET_SESSION_RESPONSE);
    for (const account of objects(asObject(closed.json).accounts_data)) {
      assertNull(account, 'uid', 'accounts_data[] of a CLOSED session');
    }
  });

  it('GET /accounts/{id}/details and /balances: last_change_date_time and a missing last_committed_transaction are null', async () => {
    for (const account of accountsOf(session)) {
      const details = await call(`/accounts/${String(account.uid)}/details`);
      assert.equal(details.status, 200, details.text);
      assertEveryProperty(details.json, ACCOUNT_RESOURCE);
    }
    const current = accountOf(session, 'CACC', 'EUR');
    const result = await call(`/accounts/${current.uid}/balances`);
    assert.equal(result.status, 200, result.text);
    assertEveryProperty(result.json, HAL_BALANCES);
    const balances = objects(asObject(result.json).balances);
    for (const balance of balances)
      assertNull(balance, 'last_change_date_time', balance.balance_type as string);
    const expected = balances.find((balance) => balance.balance_type === 'XPCD');
    assertNull(expected, 'last_committed_transaction', 'the XPCD balance');
  });

  it('GET /accounts/{id}/transactions: booked and pending transactions have every field, note and the others null', async () => {
    const card = accountOf(session, 'CARD');
    const current = accountOf(session, 'CACC', 'EUR');
    const pages = await Promise.all(
      [card, current].map((account) => allPages(sandbox, account.uid, `date_from=${daysAgo(40)}`)),
    );
    const first = await call(`/accounts/${current.uid}/transactions`);
    assertEveryProperty(first.json, HAL_TRANSACTIONS);
    const transactions = pages.flatMap((page) => page.transactions);
    for (const [index, transaction] of transactions.entries()) {
      assertEveryProperty(transaction, TRANSACTION, `transactions[${index}]`);
      assertNull(transaction, 'creditor_account_additional_identification', 'a transaction');
      assertNull(transaction, 'debtor_account_additional_identification', 'a transaction');
    }
    const booked = pages[1]?.transactions.find((transaction) => transaction.status === 'BOOK');
    assertNull(booked, 'note', 'a booked transaction');
    const pending = transactions.find((transaction) => transaction.status === 'PDNG');
    for (const name of ['booking_date', 'value_date', 'balance_after_transaction']) {
      assertNull(pending, name, 'a pending transaction');
    }
    const domestic = transactions.find((transaction) => transaction.exchange_rate === null);
    assert.ok(domestic, 'a transaction in the account currency has exchange_rate null');
    const party = asObject(booked?.creditor ?? booked?.debtor);
    for (const name of ['postal_address', 'organisation_id', 'private_id', 'contact_details']) {
      assertNull(party, name, 'a transaction party');
    }
    const single = await call(`/accounts/${current.uid}/transactions/${String(booked?.transaction_id)}`);
    assert.equal(single.status, 200, single.text);
    assertEveryProperty(single.json, TRANSACTION);
  });

  it('the payments: POST, GET, a transaction of it and a deferred submission', async () => {
    const body = paymentBody({
      aspsp: { name: 'Nordea', country: 'FI' },
      psu_type: 'business',
      defer_submission: true,
    });
    const created = await call('/payments', { body });
    assert.equal(created.status, 200, created.text);
    assertEveryProperty(created.json, CREATE_PAYMENT_RESPONSE);
    const id = String(asObject(created.json).payment_id);

    const shown = await call(`/payments/${id}`);
    assert.equal(shown.status, 200, shown.text);
    assertEveryProperty(shown.json, GET_PAYMENT_RESPONSE);
    const payment = asObject(shown.json);
    assertNull(payment, 'status_reason_information', 'a payment just created');
    const details = asObject(payment.payment_details);
    for (const name of ['debtor', 'debtor_account', 'debtor_agent', 'purpose', 'charge_bearer']) {
      assertNull(details, name, 'payment_details');
    }
    const [instruction] = objects(details.credit_transfer_transaction);
    for (const name of ['payment_id', 'end_date', 'frequency', 'ultimate_debtor', 'regulatory_reporting']) {
      assertNull(instruction, name, 'credit_transfer_transaction[0]');
    }
    assertNull(asObject(instruction?.beneficiary), 'creditor_agent', 'the beneficiary');
    assertNull(asObject(asObject(instruction?.beneficiary).creditor_account), 'issuer', 'creditor_account');

    const transaction = await call(`/payments/${id}/transactions/${String(instruction?.transaction_id)}`);
    assert.equal(transaction.status, 200, transaction.text);
    assertEveryProperty(transaction.json, GET_PAYMENT_TRANSACTION_RESPONSE);

    assert.equal((await finishFlow(sandbox.backend, 'payments', id)).type, 'done');
    const submitted = await call(`/payments/${id}/submit`, { method: 'POST', body: {} });
    assert.equal(submitted.status, 200, submitted.text);
    assertEveryProperty(submitted.json, SUBMIT_PAYMENT_RESPONSE);
  });

  it('the parts of a payment request that were sent are shown with every property of their resources', async () => {
    const body = paymentBody();
    const request = asObject(body.payment_request);
    const [sent] = objects(request.credit_transfer_transaction);
    const created = await call('/payments', {
      body: {
        ...body,
        payment_request: {
          ...request,
          debtor: { name: 'Maija Meikäläinen', contact_details: { email_address: 'maija@example.com' } },
          credit_transfer_transaction: [
            {
              ...sent,
              payment_id: { end_to_end_id: 'E2E-1' },
              ultimate_creditor: { name: 'Demo Group', postal_address: { country: 'FI' } },
            },
          ],
        },
      },
    });
    assert.equal(created.status, 200, created.text);
    const shown = await call(`/payments/${String(asObject(created.json).payment_id)}`);
    assertEveryProperty(shown.json, GET_PAYMENT_RESPONSE);
    const details = asObject(asObject(shown.json).payment_details);
    assertNull(asObject(details.debtor).contact_details, 'phone_number', 'debtor.contact_details');
    const [instruction] = objects(details.credit_transfer_transaction);
    assertNull(instruction?.payment_id, 'instruction_id', 'payment_id');
    assertNull(asObject(instruction?.ultimate_creditor).postal_address, 'town_name', 'ultimate_creditor');
  });

  it('an ErrorResponse has message, code, error and detail', async () => {
    const refused = await call('/sessions/0f0f0f0f-0000-4000-8000-000000000000');
    assert.equal(refused.status, 404, refused.text);
    assertEveryProperty(refused.json, ERROR_RESPONSE);
    assertNull(refused.json, 'detail', 'an ErrorResponse');
  });
});
