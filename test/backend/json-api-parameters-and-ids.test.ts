/**
 * One rule across the JSON API: a query parameter an operation does not define is ignored, one
 * it defines is given once, not empty and valid; an id in the path that is not a UUID is not
 * found, with the resource's code.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { asObject } from './backend-fixture.js';
import { accountOf, openSession, startAccountsBackend, type AccountsBackend } from './accounts-fixture.js';
import { failure } from './json-api-fixture.js';

describe('JSON API: query parameters and ids', () => {
  let sandbox: AccountsBackend;
  /** An account's uid and its session's id. */
  let uid: string;
  let sessionId: string;
  before(async () => {
    sandbox = await startAccountsBackend();
    const session = await openSession(sandbox);
    uid = accountOf(session, 'CACC', 'EUR').uid;
    sessionId = String(session.session_id);
  });
  after(() => sandbox.close());
  const call: AccountsBackend['call'] = (path, options) => sandbox.call(path, options);

  it('ignores a query parameter the operation does not define, on every operation', async () => {
    for (const [path, query] of [
      ['/aspsps', 'country=FI'],
      [`/accounts/${uid}/transactions`, 'strategy=longest'],
      [`/sessions/${sessionId}`, ''],
      ['/application', ''],
    ] as const) {
      const plain = await call(`${path}?${query}`);
      const extra = await call(`${path}?${query}&page_size=10&_=1712345678`);
      assert.equal(plain.status, 200, `${path} ${plain.text.slice(0, 200)}`);
      assert.equal(extra.status, 200, `${path} with unknown parameters: ${extra.text.slice(0, 200)}`);
      assert.deepEqual(extra.json, plain.json, path);
    }
  });

  it('refuses a defined parameter given twice or empty, on GET /aspsps as on GET /transactions', async () => {
    const transactions = `/accounts/${uid}/transactions`;
    for (const [path, query] of [
      ['/aspsps', 'country=FI&country=SE'],
      ['/aspsps', 'country='],
      ['/aspsps', 'psu_type=personal&psu_type=business'],
      [transactions, 'strategy=longest&strategy=default'],
      [transactions, 'transaction_status='],
    ] as const) {
      const result = await call(`${path}?${query}`);
      assert.deepEqual(failure(result), { status: 400, error: 'WRONG_REQUEST_PARAMETERS', code: 400 }, query);
      assert.match(String(asObject(result.json).message), new RegExp(query.split('=')[0] ?? ''), query);
    }
  });

  it('answers an id that is not a UUID as not found, with the code of the resource', async () => {
    const cases: [string, string, string][] = [
      ['GET', '/sessions/not-a-uuid', 'SESSION_DOES_NOT_EXIST'],
      ['DELETE', '/sessions/12345', 'SESSION_DOES_NOT_EXIST'],
      ['GET', '/accounts/not-a-uuid/details', 'ACCOUNT_DOES_NOT_EXIST'],
      ['GET', '/accounts/not-a-uuid/balances', 'ACCOUNT_DOES_NOT_EXIST'],
      ['GET', '/accounts/not-a-uuid/transactions', 'ACCOUNT_DOES_NOT_EXIST'],
      ['GET', '/accounts/not-a-uuid/transactions/T1', 'ACCOUNT_DOES_NOT_EXIST'],
      ['GET', `/accounts/${uid}/transactions/not-a-transaction`, 'TRANSACTION_DOES_NOT_EXIST'],
      ['GET', '/payments/not-a-uuid', 'PAYMENT_NOT_FOUND'],
      ['DELETE', '/payments/not-a-uuid', 'PAYMENT_NOT_FOUND'],
      ['POST', '/payments/not-a-uuid/submit', 'PAYMENT_NOT_FOUND'],
      ['GET', '/payments/not-a-uuid/transactions/T1', 'PAYMENT_NOT_FOUND'],
    ];
    for (const [method, path, error] of cases) {
      const result = await call(path, { method });
      assert.deepEqual(failure(result), { status: 404, error, code: 404 }, `${method} ${path}`);
    }
  });
});
