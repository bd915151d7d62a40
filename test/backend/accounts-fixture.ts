/** Helpers of the account data tests: a backend on a fixed sandbox day, and sessions of any bank user. */
import assert from 'node:assert/strict';
import type { MockBackend } from '../../sandbox/src/server.js';
import { asObject, startBackend } from './backend-fixture.js';
import {
  authBody,
  callJsonApi,
  codeOf,
  finishFlow,
  inDays,
  type JsonCallOptions,
} from './json-api-fixture.js';
import type { CallResult } from './backend-fixture.js';

/** A Wednesday: the sandbox's data is generated relative to the sandbox clock's day. */
export const SANDBOX_START = Date.parse('2026-03-18T09:30:00Z');
export const DAY_MS = 24 * 60 * 60 * 1000;
export const SCENARIO_PASSWORD = 'scenario1234';
export const SCENARIO_OTP = '000000';

/** A backend whose clock starts at SANDBOX_START; `advance` moves it on. */
export interface AccountsBackend {
  backend: MockBackend;
  /** The sandbox time now. */
  clock(): number;
  /** Calls the JSON API signed at the sandbox time. */
  call(path: string, options?: JsonCallOptions): Promise<CallResult>;
  close(): Promise<void>;
}

export async function startAccountsBackend(): Promise<AccountsBackend> {
  const realStart = Date.now();
  const clock = () => SANDBOX_START + (Date.now() - realStart);
  const backend = await startBackend({ now: clock });
  return {
    backend,
    clock: () => backend.clock.now(),
    call: (path, options = {}) => callJsonApi(backend, path, { now: backend.clock.realTime(), ...options }),
    close: () => backend.close(),
  };
}

export interface SessionOptions {
  /** The StartAuthorizationRequest's fields to change; S-Pankki (embedded), personal, by default. */
  body?: Record<string, unknown>;
  /** Logs in as this user with embedded credentials given in POST /auth (S-Pankki's code_app). */
  bankUser?: string;
  application?: string;
}

/** POST /auth, the PSU's flow, POST /sessions: the AuthorizeSessionResponse. */
export async function openSession(
  accounts: AccountsBackend,
  options: SessionOptions = {},
): Promise<Record<string, unknown>> {
  const created = await sessionAttempt(accounts, options);
  assert.equal(created.status, 200, created.text);
  return asObject(created.json);
}

/** Like openSession, but returns POST /sessions' answer whatever it is. */
export async function sessionAttempt(
  accounts: AccountsBackend,
  options: SessionOptions = {},
): Promise<CallResult> {
  const login =
    options.bankUser === undefined
      ? {}
      : {
          auth_method: 'code_app',
          credentials: {
            username: options.bankUser,
            password: passwordOf(options.bankUser),
            otp: otpOf(options.bankUser),
          },
        };
  const body = authBody({
    access: { valid_until: inDays(30, accounts.clock()), balances: true, transactions: true },
    ...login,
    ...options.body,
  });
  const started = await accounts.call('/auth', { body, application: options.application });
  assert.equal(started.status, 200, started.text);
  const id = String(asObject(started.json).authorization_id);
  const code = codeOf(await finishFlow(accounts.backend, 'authorizations', id));
  return accounts.call('/sessions', { body: { code }, application: options.application });
}

function passwordOf(user: string): string {
  return { demo: 'demo1234', tester: 'tester5678' }[user] ?? SCENARIO_PASSWORD;
}

function otpOf(user: string): string {
  return { demo: '123456', tester: '654321' }[user] ?? SCENARIO_OTP;
}

/** The accounts of an AuthorizeSessionResponse. */
export function accountsOf(session: Record<string, unknown>): Record<string, unknown>[] {
  return (session.accounts as unknown[]).map(asObject);
}

/** The account of a session with this cash_account_type (and currency, when given). */
export function accountOf(
  session: Record<string, unknown>,
  type: string,
  currency?: string,
): Record<string, unknown> & { uid: string } {
  const account = accountsOf(session).find(
    (candidate) =>
      candidate.cash_account_type === type && (currency === undefined || candidate.currency === currency),
  );
  assert.ok(account, `no ${type} account`);
  return { ...account, uid: String(account.uid) };
}

/** Every page of an account's transactions for the query; returns the pages as answered. */
export async function allPages(
  accounts: AccountsBackend,
  uid: string,
  query = '',
  options: JsonCallOptions = {},
): Promise<{ transactions: Record<string, unknown>[]; keys: string[]; pageSizes: number[] }> {
  const transactions: Record<string, unknown>[] = [];
  const keys: string[] = [];
  const pageSizes: number[] = [];
  let key: string | null = null;
  for (let page = 0; page < 100; page += 1) {
    const parameters = new URLSearchParams(query);
    if (key !== null) parameters.set('continuation_key', key);
    const search = parameters.toString();
    const result = await accounts.call(
      `/accounts/${uid}/transactions${search === '' ? '' : `?${search}`}`,
      options,
    );
    assert.equal(result.status, 200, result.text);
    const body = asObject(result.json);
    const items = (body.transactions as unknown[]).map(asObject);
    transactions.push(...items);
    pageSizes.push(items.length);
    if (body.continuation_key === null) return { transactions, keys, pageSizes };
    key = String(body.continuation_key);
    keys.push(key);
  }
  throw new Error('more than 100 pages');
}

/** The signed amount of a Transaction in minor units: a debit is negative. */
export function signedMinor(transaction: Record<string, unknown>): number {
  const minor = toMinor(String(asObject(transaction.transaction_amount).amount));
  return transaction.credit_debit_indicator === 'DBIT' ? -minor : minor;
}

/** "-12.34" as -1234. */
export function toMinor(amount: string): number {
  assert.match(amount, /^-?\d+\.\d{2}$/);
  const negative = amount.startsWith('-');
  const [whole, cents] = amount.replace('-', '').split('.');
  const minor = Number(whole) * 100 + Number(cents);
  return negative ? -minor : minor;
}

/** The UTC day of a sandbox time, as YYYY-MM-DD. */
export function isoDay(time: number): string {
  return new Date(time).toISOString().slice(0, 10);
}
