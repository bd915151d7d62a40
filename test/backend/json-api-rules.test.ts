import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { matchesAspspQuery } from '../../sandbox/src/catalogue/aspsp-query.js';
import { buildCatalogue } from '../../sandbox/src/catalogue/catalogue.js';
import { APPLICATIONS } from '../../sandbox/src/data/applications.js';
import { bearerToken, lifetimeProblem } from '../../sandbox/src/jwt/jwt-rules.js';
import { ApplicationRegistry } from '../../sandbox/src/applications/application-registry.js';
import { decideDeletion, decideSubmission } from '../../sandbox/src/payment/payment-decisions.js';
import { paymentState } from '../../sandbox/src/payment/payment-status.js';
import { samplePaymentRequest } from '../../sandbox/src/payment/sample-payment.js';
import { sessionAccounts } from '../../sandbox/src/session/accounts.js';
import { decideCodeExchange } from '../../sandbox/src/session/code-exchange.js';
import { ibanCheckDigits, ibanFor, isValidIban } from '../../sandbox/src/accounts/iban.js';
import {
  decideRevocation,
  decideSessionUse,
  sessionStatus,
} from '../../sandbox/src/session/session-status.js';
import { newAuthorization } from '../../sandbox/src/attempts/create-authorization.js';
import { newPayment } from '../../sandbox/src/attempts/create-payment.js';
import type { FlowPhase } from '../../sandbox/src/state/records.js';
import type { SessionRecord } from '../../sandbox/src/state/session-record.js';

const catalogue = buildCatalogue({ large: false });
const context = { applications: new ApplicationRegistry(APPLICATIONS), catalogue, now: 1_000_000 };
const aspsp = (name: string, country: string) => {
  const found = catalogue.find(name, country);
  assert.ok(found, name);
  return found;
};
const DONE: FlowPhase = { type: 'done' };

describe('the pure rules of the JSON API', () => {
  it('IBANs: check digits per ISO 13616, generated ones valid with the country length', () => {
    assert.equal(ibanCheckDigits('GB', 'WEST12345698765432'), '82');
    assert.ok(isValidIban('GB82 WEST 1234 5698 7654 32'));
    assert.ok(isValidIban('FI2112345600000785'));
    assert.ok(!isValidIban('FI2212345600000785'));
    assert.ok(!isValidIban('not an iban'));
    const lengths: Record<string, number> = {
      FI: 18,
      SE: 24,
      NO: 15,
      DE: 22,
      NL: 18,
      IT: 27,
      FR: 27,
      PL: 28,
      BE: 16,
    };
    for (const [country, length] of Object.entries(lengths)) {
      const iban = ibanFor(country, new Uint8Array([7, 200, 13, 99, 250, 1, 42]), 'ABNANL2A');
      assert.equal(iban.length, length, iban);
      assert.ok(isValidIban(iban), iban);
    }
    assert.match(ibanFor('NL', new Uint8Array([1]), 'RABONL2U'), /^NL\d{2}RABO\d{10}$/);
  });

  it('bearer tokens and the JWT lifetime rule', () => {
    assert.equal(bearerToken('Bearer abc.def.ghi'), 'abc.def.ghi');
    assert.equal(bearerToken('bearer   abc'), 'abc');
    for (const header of [undefined, '', 'Bearer', 'Bearer ', 'Basic abc', 'Bearer a b']) {
      assert.equal(bearerToken(header), undefined, String(header));
    }
    assert.equal(lifetimeProblem({ iat: 100, exp: 100 + 86_400 }), undefined);
    assert.match(lifetimeProblem({ iat: 100, exp: 100 + 86_401 }) ?? '', /86401 s/);
    assert.match(lifetimeProblem({ iat: 100, exp: 100 }) ?? '', /exp <= iat/);
  });

  it('code exchange: unknown or foreign, then used, then expired', () => {
    const authorization = {
      ...newAuthorization({ aspsp: { name: 'OP', country: 'FI' } }, context),
      phase: DONE,
    };
    const shop = authorization.application.id;
    const code = { authorization_id: authorization.id, expires_at: 2_000 };
    assert.deepEqual(decideCodeExchange(code, authorization, shop, 1_999), { accepted: true, authorization });
    const error = (...args: Parameters<typeof decideCodeExchange>) => {
      const exchange = decideCodeExchange(...args);
      return exchange.accepted ? 'accepted' : exchange.error;
    };
    assert.equal(error(undefined, authorization, shop, 0), 'WRONG_AUTHORIZATION_CODE');
    assert.equal(error(code, undefined, shop, 0), 'WRONG_AUTHORIZATION_CODE');
    assert.equal(error(code, authorization, 'another-application', 0), 'WRONG_AUTHORIZATION_CODE');
    assert.equal(error(code, authorization, shop, 2_000), 'EXPIRED_AUTHORIZATION_CODE');
    assert.equal(error({ ...code, session_id: 's' }, authorization, shop, 0), 'ALREADY_AUTHORIZED');
    assert.equal(error({ ...code, session_id: 's' }, authorization, shop, 9_999), 'ALREADY_AUTHORIZED');
  });

  it('session status: AUTHORIZED, EXPIRED at valid_until, CLOSED once closed, REVOKED once revoked', () => {
    const authorization = newAuthorization(
      { aspsp: { name: 'OP', country: 'FI' }, access: { valid_until: new Date(5_000_000).toISOString() } },
      context,
    );
    const session: SessionRecord = {
      id: 's',
      authorization,
      bank_user: 'demo',
      accounts: [],
      authorized_at: 1_000_000,
      continuation_keys: new Map(),
      unattended_requests: new Map(),
    };
    assert.equal(sessionStatus(session, 4_999_999), 'AUTHORIZED');
    assert.equal(sessionStatus(session, 5_000_000), 'EXPIRED');
    assert.deepEqual(decideSessionUse(session, 1), { accepted: true });
    const useError = (record: SessionRecord, now: number) => {
      const decision = decideSessionUse(record, now);
      return decision.accepted ? 'accepted' : decision.error;
    };
    assert.equal(useError(session, 5_000_000), 'EXPIRED_SESSION');
    const closed = { ...session, closed_at: 2 };
    assert.equal(sessionStatus(closed, 9_000_000), 'CLOSED');
    assert.equal(useError(closed, 3), 'CLOSED_SESSION');
    const revoked = { ...session, revoked_at: 2 };
    assert.equal(sessionStatus(revoked, 3), 'REVOKED');
    assert.equal(sessionStatus(revoked, 9_000_000), 'REVOKED', 'still revoked after valid_until');
    assert.equal(useError(revoked, 3), 'REVOKED_SESSION');
    assert.deepEqual(decideRevocation(session, 3), { accepted: true });
    const again = decideRevocation(revoked, 3);
    assert.equal(again.accepted ? 'accepted' : again.error, 'WRONG_SESSION_STATUS');
  });

  it("accounts: the bank user's five, stable for one login, exactly the requested ones when named", () => {
    const login = { aspsp: aspsp('Swedbank', 'SE'), psuType: 'business' as const, bankUser: 'demo' };
    let uids = 0;
    const uid = () => `uid-${++uids}`;
    const first = sessionAccounts(login, undefined, uid);
    assert.deepEqual(
      first.map(({ resource }) => [resource.cash_account_type, resource.currency]),
      [
        ['CACC', 'SEK'],
        ['SVGS', 'SEK'],
        ['CARD', 'SEK'],
        ['CACC', 'EUR'],
        ['LOAN', 'SEK'],
      ],
    );
    const second = sessionAccounts(login, undefined, uid);
    assert.deepEqual(
      second.map(({ resource }) => resource.account_id),
      first.map(({ resource }) => resource.account_id),
    );
    assert.notDeepEqual(
      second.map(({ resource }) => resource.uid),
      first.map(({ resource }) => resource.uid),
    );
    for (const { resource } of first) {
      assert.equal(resource.usage, 'ORGA');
      const iban = resource.account_id?.iban;
      if (resource.cash_account_type === 'CARD')
        assert.equal(resource.account_id?.other?.scheme_name, 'CPAN');
      else assert.ok(iban?.startsWith('SE') && isValidIban(iban), iban);
    }
    const tester = sessionAccounts({ ...login, bankUser: 'tester' }, undefined, uid);
    assert.notDeepEqual(
      tester.map(({ resource }) => resource.identification_hash),
      first.map(({ resource }) => resource.identification_hash),
    );
    const requested = sessionAccounts(login, [{ iban: 'FI2112345600000785' }], uid);
    assert.deepEqual(
      requested.map(({ resource }) => [resource.account_id, resource.currency]),
      [[{ iban: 'FI2112345600000785' }, 'EUR']],
    );
    const own = first[1]?.resource.account_id ?? {};
    const named = sessionAccounts(login, [own], uid);
    assert.equal(named[0]?.resource.identification_hash, first[1]?.resource.identification_hash);
    assert.equal(named[0]?.resource.cash_account_type, 'SVGS', 'a named own account keeps its kind');
    assert.deepEqual(sessionAccounts({ ...login, scenario: 'no_accounts' }, undefined, uid), []);
  });

  it('payment status follows the flow; deferred payments wait for submission', () => {
    const payment = newPayment(
      {
        aspsp: { name: 'Nordea', country: 'FI' },
        psu_type: 'business',
        payment_request: samplePaymentRequest(),
        defer_submission: true,
      },
      context,
    );
    const nordeaBusinessSepa = payment.aspsp.payments?.find((type) => type.psu_type === 'business');
    assert.equal(payment.defer_submission, true);
    assert.deepEqual(paymentState(payment, 0), { status: 'RCVD', final_status: false });
    assert.equal(decideSubmission(payment, nordeaBusinessSepa, 0).accepted, false);
    assert.equal(decideDeletion(payment, 0).accepted, false);
    const authorised = { ...payment, phase: DONE };
    assert.deepEqual(paymentState(authorised, 0), { status: 'ACCP', final_status: false });
    assert.deepEqual(decideSubmission(authorised, nordeaBusinessSepa, 0), { accepted: true });
    assert.equal(decideDeletion(authorised, 0).accepted, false);
    const submitted = { ...authorised, submitted_at: 1 };
    assert.deepEqual(paymentState(submitted, 1), { status: 'ACTC', final_status: false });
    assert.deepEqual(paymentState(submitted, 6_001), { status: 'ACSC', final_status: true });
    assert.deepEqual(decideDeletion(submitted, 6_001), { accepted: true });
    assert.equal(paymentState(payment, payment.expires_at).status, 'RJCT');
    const notSupported = decideSubmission(authorised, undefined, 0);
    assert.equal(notSupported.accepted ? 'accepted' : notSupported.error, 'PAYMENT_SUBMISSION_NOT_SUPPORTED');
    const notDeferred = decideSubmission({ ...authorised, defer_submission: false }, nordeaBusinessSepa, 0);
    assert.equal(notDeferred.accepted ? 'accepted' : notDeferred.error, 'PAYMENT_SUBMISSION_NOT_DEFERRED');
  });

  it('ASPSP query: every given filter must hold for one PSU type', () => {
    const nordea = aspsp('Nordea', 'FI');
    assert.ok(matchesAspspQuery(nordea, {}));
    assert.ok(matchesAspspQuery(nordea, { country: 'FI', service: 'PIS', psu_type: 'business' }));
    assert.ok(!matchesAspspQuery(nordea, { country: 'SE' }));
    const sPankki = aspsp('S-Pankki', 'FI');
    assert.ok(!matchesAspspQuery(sPankki, { psu_type: 'business' }));
    const handelsbanken = aspsp('Handelsbanken', 'FI');
    assert.ok(matchesAspspQuery(handelsbanken, { service: 'PIS' }));
    assert.ok(!matchesAspspQuery(handelsbanken, { service: 'PIS', psu_type: 'personal' }));
    assert.ok(!matchesAspspQuery(nordea, { payment_type: 'INST_SEPA' }));
  });
});
