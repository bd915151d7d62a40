/** The pure decisions behind the account data: dates, query rules, PSU headers, the bank's refusals, the ledger. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { AccountLedger, closingBalance } from '../../sandbox/src/accounts/account-ledger.js';
import type { AccountProfile } from '../../sandbox/src/accounts/account-profile.js';
import { bankRefusal, type BankRequest } from '../../sandbox/src/accounts/bank-refusal.js';
import { bankUserAccounts, type BankLogin } from '../../sandbox/src/accounts/bank-user-accounts.js';
import {
  dayOf,
  firstDayOfMonth,
  isoDate,
  lastDayOfMonth,
  monthOf,
  parseIsoDate,
} from '../../sandbox/src/clock/calendar-day.js';
import {
  resolveContinuationKey,
  issueContinuationKey,
} from '../../sandbox/src/accounts/continuation-keys.js';
import { formatMinor } from '../../sandbox/src/accounts/currencies.js';
import { dailyRate } from '../../sandbox/src/accounts/exchange-rate.js';
import { loginRefusalText } from '../../sandbox/src/accounts/login-refusal.js';
import { checkPsuHeaders } from '../../sandbox/src/accounts/psu-headers.js';
import { creditorReference } from '../../sandbox/src/accounts/reference-number.js';
import { transactionsListedOn, transactionsPage } from '../../sandbox/src/accounts/transaction-listing.js';
import { readTransactionsQuery, transactionsWindow } from '../../sandbox/src/accounts/transactions-query.js';
import { buildCatalogue } from '../../sandbox/src/catalogue/catalogue.js';
import { phaseAfterLogin } from '../../sandbox/src/flow/credentials.js';
import { statusFor } from '../../sandbox/src/flow/transitions.js';
import { oneTimeCodeMethod } from '../../sandbox/src/data/auth-methods.js';
import { isValidIban } from '../../sandbox/src/accounts/iban.js';

const catalogue = buildCatalogue({ large: false });
const TODAY = parseIsoDate('2026-03-18') ?? 0;

function login(name: string, country: string, psuType: 'personal' | 'business' = 'personal'): BankLogin {
  const aspsp = catalogue.find(name, country);
  assert.ok(aspsp, name);
  return { aspsp, psuType, bankUser: 'demo' };
}

function errorOf<T>(result: { ok: true; value: T } | { ok: false; error: string }): string {
  return result.ok ? 'ok' : result.error;
}

describe('calendar days', () => {
  it('parses real dates only and does month arithmetic in UTC', () => {
    assert.equal(isoDate(parseIsoDate('2024-02-29') ?? 0), '2024-02-29');
    for (const text of ['2026-02-29', '2026-13-01', '2026-1-01', '18.03.2026', '']) {
      assert.equal(parseIsoDate(text), undefined, text);
    }
    const march = monthOf(TODAY);
    assert.equal(isoDate(firstDayOfMonth(march)), '2026-03-01');
    assert.equal(isoDate(lastDayOfMonth(march - 1)), '2026-02-28');
    assert.equal(isoDate(lastDayOfMonth(march - 3)), '2025-12-31');
    assert.equal(dayOf(Date.parse('2026-03-18T23:59:59Z')), TODAY);
  });
});

describe('the transactions query', () => {
  const window = (query: string) => {
    const read = readTransactionsQuery(new URLSearchParams(query));
    assert.ok(read.ok, query);
    return transactionsWindow(read.value.filters, TODAY);
  };

  it('ignores unknown parameters; repeated, empty and malformed ones are WRONG_REQUEST_PARAMETERS', () => {
    assert.deepEqual(readTransactionsQuery(new URLSearchParams('from=2026-01-01&strategy=longest')), {
      ok: true,
      value: { filters: { strategy: 'longest' }, continuationKey: undefined },
    });
    for (const query of [
      'date_from=2026-01-01&date_from=2026-01-02',
      'date_to=',
      'date_from=2026-02-30',
      'transaction_status=book',
      'strategy=LONGEST',
    ]) {
      assert.equal(
        errorOf(readTransactionsQuery(new URLSearchParams(query))),
        'WRONG_REQUEST_PARAMETERS',
        query,
      );
    }
    const read = readTransactionsQuery(
      new URLSearchParams('date_from=2026-01-01&continuation_key=k&strategy=longest'),
    );
    assert.deepEqual(read, {
      ok: true,
      value: { filters: { date_from: '2026-01-01', strategy: 'longest' }, continuationKey: 'k' },
    });
  });

  it('the date rules and the defaults of each strategy', () => {
    assert.equal(errorOf(window('date_from=2026-03-19')), 'DATE_FROM_IN_FUTURE');
    assert.equal(errorOf(window('date_to=2026-03-01')), 'DATE_TO_WITHOUT_DATE_FROM');
    assert.equal(errorOf(window('date_from=2026-03-10&date_to=2026-03-09')), 'WRONG_DATE_INTERVAL');
    assert.equal(errorOf(window('date_from=2025-03-17')), 'WRONG_TRANSACTIONS_PERIOD');
    assert.deepEqual(window('date_from=2025-03-18'), {
      ok: true,
      value: { from: TODAY - 365, to: TODAY, today: TODAY, status: undefined },
    });
    assert.deepEqual(window(''), {
      ok: true,
      value: { from: TODAY - 90, to: TODAY, today: TODAY, status: undefined },
    });
    assert.deepEqual(window('strategy=longest&transaction_status=PDNG'), {
      ok: true,
      value: { from: TODAY - 365, to: TODAY, today: TODAY, status: 'PDNG' },
    });
    assert.deepEqual(window('date_from=2026-03-18&date_to=2026-04-30'), {
      ok: true,
      value: { from: TODAY, to: TODAY, today: TODAY, status: undefined },
    });
  });

  it('continuation keys: only in the session, for the account and filters they were issued for', () => {
    const keys = new Map();
    const page = {
      accountUid: 'a',
      filters: { date_from: '2026-01-01' },
      window: { from: TODAY - 76, to: TODAY, today: TODAY },
      cursor: { day: TODAY - 3, offset: 2 },
    };
    const key = issueContinuationKey(keys, 'session-1', page);
    assert.equal(issueContinuationKey(keys, 'session-1', page), key, 'the same page, the same key');
    assert.notEqual(issueContinuationKey(new Map(), 'session-2', page), key);
    assert.deepEqual(resolveContinuationKey(keys, key, 'a', {}), { ok: true, value: page });
    assert.deepEqual(resolveContinuationKey(keys, key, 'a', { date_from: '2026-01-01' }), {
      ok: true,
      value: page,
    });
    assert.equal(errorOf(resolveContinuationKey(keys, key, 'b', {})), 'WRONG_CONTINUATION_KEY');
    assert.equal(
      errorOf(resolveContinuationKey(keys, key, 'a', { strategy: 'longest' })),
      'WRONG_CONTINUATION_KEY',
    );
    assert.equal(errorOf(resolveContinuationKey(keys, 'other', 'a', {})), 'WRONG_CONTINUATION_KEY');
  });
});

describe('PSU headers', () => {
  const required = ['Psu-Ip-Address', 'Psu-User-Agent'];
  it('all listed or none; a bad IP or geo location is invalid for any ASPSP', () => {
    assert.ok(checkPsuHeaders(required, {}).ok);
    assert.ok(checkPsuHeaders(required, { 'psu-ip-address': '192.0.2.1', 'psu-user-agent': 'x' }).ok);
    const partial = checkPsuHeaders(required, { 'psu-ip-address': '192.0.2.1', 'psu-user-agent': ' ' });
    assert.equal(errorOf(partial), 'PSU_HEADER_NOT_PROVIDED');
    assert.match(partial.ok ? '' : partial.message, /missing: Psu-User-Agent/);
    assert.ok(checkPsuHeaders(undefined, { 'psu-referer': 'https://shop.example' }).ok);
    assert.equal(errorOf(checkPsuHeaders(undefined, { 'psu-ip-address': '1.2.3' })), 'PSU_HEADER_INVALID');
    assert.ok(checkPsuHeaders(undefined, { 'psu-ip-address': '::1' }).ok);
    for (const geo of ['90,180', '-90.0,-180.0', '60.1699,24.9384']) {
      assert.ok(checkPsuHeaders(undefined, { 'psu-geo-location': geo }).ok, geo);
    }
    for (const geo of ['90.1,0', '0,180.5', '60.1 ,24.9', '60.1;24.9', '60.1,']) {
      assert.equal(
        errorOf(checkPsuHeaders(undefined, { 'psu-geo-location': geo })),
        'PSU_HEADER_INVALID',
        geo,
      );
    }
  });
});

describe("the simulated bank's refusals", () => {
  const base: BankRequest = {
    availability: 'open',
    operation: 'balances',
    today: TODAY,
    psuPresent: false,
    unattendedToday: 0,
    now: Date.parse('2026-03-18T18:00:00Z'),
  };
  const refused = (request: Partial<BankRequest>) =>
    bankRefusal({ ...base, ...request })?.error ?? 'answered';

  it('by scenario, account and operation', () => {
    assert.equal(refused({}), 'answered');
    assert.equal(refused({ scenario: 'bank_error', operation: 'details' }), 'ASPSP_ERROR');
    assert.equal(refused({ scenario: 'bank_timeout' }), 'ASPSP_TIMEOUT');
    assert.equal(refused({ availability: 'blocked' }), 'ASPSP_ACCOUNT_NOT_ACCESSIBLE');
    assert.equal(refused({ availability: 'blocked', operation: 'details' }), 'answered');
    assert.equal(refused({ scenario: 'psu_action_required', oldestDay: TODAY - 90 }), 'answered');
    assert.equal(
      refused({ scenario: 'psu_action_required', oldestDay: TODAY - 91 }),
      'ASPSP_PSU_ACTION_REQUIRED',
    );
    assert.equal(refused({ scenario: 'psu_action_required' }), 'answered', 'balances have no age');
  });

  it('the rate limit: 4 unattended requests a day, Retry-After until midnight UTC', () => {
    assert.equal(refused({ scenario: 'rate_limited', unattendedToday: 3 }), 'answered');
    const limited = bankRefusal({ ...base, scenario: 'rate_limited', unattendedToday: 4 });
    assert.equal(limited?.error, 'ASPSP_RATE_LIMIT_EXCEEDED');
    assert.equal(limited?.retryAfter, 6 * 60 * 60);
    assert.equal(refused({ scenario: 'rate_limited', unattendedToday: 9, psuPresent: true }), 'answered');
  });

  it('login-refused: the bank refuses in its own language; access_denied alone means cancelled', () => {
    const method = oneTimeCodeMethod('personal');
    const credentials = (username: string, password: string, otp: string) => ({ username, password, otp });
    assert.deepEqual(phaseAfterLogin(method, credentials('demo', 'demo1234', '123456'), 'FI'), {
      type: 'done',
      bank_user: 'demo',
    });
    assert.deepEqual(phaseAfterLogin(method, credentials('bank-error', 'scenario1234', '000000'), 'FI'), {
      type: 'done',
      bank_user: 'bank-error',
    });
    assert.equal(
      phaseAfterLogin(method, credentials('demo', 'scenario1234', '000000'), 'FI').type,
      'credentials',
    );
    const refusedPhase = phaseAfterLogin(
      method,
      credentials('login-refused', 'scenario1234', '000000'),
      'SE',
    );
    assert.deepEqual(refusedPhase, {
      type: 'failed',
      error: 'ASPSP_ERROR',
      error_description: loginRefusalText('SE'),
    });
    assert.match(loginRefusalText('SE'), /^Inloggningen misslyckades/);
    assert.match(loginRefusalText('XX'), /^Login failed/);
    assert.equal(statusFor(refusedPhase, 'CONSENT_GIVEN'), 'FAILED');
    assert.equal(
      statusFor({ type: 'failed', error: 'access_denied', error_description: '' }, 'CREATED'),
      'CANCELLED',
    );
  });
});

describe('the ledger', () => {
  const profiles = (psuType: 'personal' | 'business') => [
    ...bankUserAccounts(login('Swedbank', 'SE', psuType)),
    ...bankUserAccounts(login('OP', 'FI', psuType)),
  ];

  it('every month ends at its closing balance, whatever the kind of account', () => {
    for (const profile of [...profiles('personal'), ...profiles('business')]) {
      const ledger = new AccountLedger(profile);
      for (let month = monthOf(TODAY) - 13; month < monthOf(TODAY); month += 1) {
        assert.equal(
          ledger.balanceAtEndOf(lastDayOfMonth(month)),
          closingBalance(profile, month),
          `${profile.product} ${profile.currency} ${month}`,
        );
      }
      for (let day = TODAY - 40; day <= TODAY; day += 1) {
        for (const entry of ledger.bookedOn(day)) assert.notEqual(entry.minor, 0);
      }
    }
  });

  it("a loan needs no balancing transfer: interest and instalment are the month's entries", () => {
    const loan = bankUserAccounts(login('OP', 'FI')).find(
      (profile) => profile.kind === 'loan',
    ) as AccountProfile;
    const ledger = new AccountLedger(loan);
    const lastDay = lastDayOfMonth(monthOf(TODAY) - 1);
    assert.deepEqual(
      ledger.bookedOn(lastDay).map((entry) => entry.code.description),
      ['Interest', 'Credit transfer received'],
    );
    assert.ok(closingBalance(loan, monthOf(TODAY)) < 0, 'a loan is owed');
  });

  it('pages of any size join into the whole listing, each transaction once', () => {
    const current = bankUserAccounts(login('OP', 'FI'))[0] as AccountProfile;
    const window = { from: TODAY - 30, to: TODAY, today: TODAY };
    const whole: unknown[] = [];
    for (let day = window.to; day >= window.from; day -= 1) {
      whole.push(...transactionsListedOn(new AccountLedger(current), day, TODAY));
    }
    const paged: unknown[] = [];
    let cursor: { day: number; offset: number } | undefined;
    for (let page = 0; page < 100; page += 1) {
      const next = transactionsPage(new AccountLedger(current), window, cursor, 7);
      assert.ok(next.transactions.length === 7 || next.next === undefined);
      paged.push(...next.transactions);
      cursor = next.next;
      if (!cursor) break;
    }
    assert.deepEqual(paged, whole);
    assert.ok(whole.length > 30);
  });

  it('account-blocked and no-accounts change the accounts a user has', () => {
    const blocked = bankUserAccounts({ ...login('OP', 'FI'), scenario: 'account_blocked' });
    assert.deepEqual(
      blocked.map((profile) => [profile.kind, profile.availability]),
      [
        ['current', 'open'],
        ['card', 'blocked'],
        ['savings', 'closed'],
      ],
    );
    assert.deepEqual(bankUserAccounts({ ...login('OP', 'FI'), scenario: 'no_accounts' }), []);
  });

  it('amounts, references and rates as the specification writes them', () => {
    assert.deepEqual([formatMinor(-5), formatMinor(123456), formatMinor(0)], ['-0.05', '1234.56', '0.00']);
    assert.equal(creditorReference('539007547034'), 'RF18539007547034', 'the ISO 11649 example');
    assert.ok(isValidIban(creditorReference('123456789')));
    const rate = dailyRate('EUR', 'USD', TODAY);
    assert.ok(Math.abs(rate - 1.08) <= 1.08 * 0.015 + 1e-9, String(rate));
    assert.equal(dailyRate('EUR', 'USD', TODAY), rate, 'the same every time');
  });
});
