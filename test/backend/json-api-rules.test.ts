import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { matchesAspspQuery } from '../../mock-backend/catalogue/aspsp-query.js';
import { buildCatalogue } from '../../mock-backend/catalogue/catalogue.js';
import { APPLICATIONS } from '../../mock-backend/data/applications.js';
import { bearerToken, lifetimeProblem } from '../../mock-backend/jwt/jwt-rules.js';
import { ApplicationRegistry } from '../../mock-backend/applications/application-registry.js';
import { decideDeletion, decideSubmission } from '../../mock-backend/payment/payment-decisions.js';
import { paymentState } from '../../mock-backend/payment/payment-status.js';
import { samplePaymentRequest } from '../../mock-backend/payment/sample-payment.js';
import { sessionAccounts } from '../../mock-backend/session/accounts.js';
import { decideCodeExchange } from '../../mock-backend/session/code-exchange.js';
import { ibanCheckDigits, ibanFor, isValidIban } from '../../mock-backend/session/iban.js';
import { decideSessionClosing, sessionStatus } from '../../mock-backend/session/session-status.js';
import { newAuthorization } from '../../mock-backend/state/create-authorization.js';
import { newPayment } from '../../mock-backend/state/create-payment.js';
import type { FlowPhase } from '../../mock-backend/state/records.js';
import type { SessionRecord } from '../../mock-backend/state/session-record.js';

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
    assert.match(lifetimeProblem({ iat: 100 }) ?? '', /iat and exp/);
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

  it('session status: AUTHORIZED, EXPIRED at valid_until, CLOSED once closed', () => {
    const authorization = newAuthorization(
      { aspsp: { name: 'OP', country: 'FI' }, access: { valid_until: new Date(5_000_000).toISOString() } },
      context,
    );
    const session: SessionRecord = { id: 's', authorization, accounts: [], authorized_at: 1_000_000 };
    assert.equal(sessionStatus(session, 4_999_999), 'AUTHORIZED');
    assert.equal(sessionStatus(session, 5_000_000), 'EXPIRED');
    assert.deepEqual(decideSessionClosing(session, 1), { accepted: true });
    const closed = { ...session, closed_at: 2 };
    assert.equal(sessionStatus(closed, 9_000_000), 'CLOSED');
    assert.equal(decideSessionClosing(closed, 3).accepted, false);
  });

  it('accounts: 1 to 3, stable for one PSU, exactly the requested ones when named', () => {
    const input = { aspsp: aspsp('Swedbank', 'SE'), psu_type: 'business' as const, psu_id_hash: 'h1' };
    let uids = 0;
    const uid = () => `uid-${++uids}`;
    const first = sessionAccounts(input, uid);
    assert.ok(first.length >= 1 && first.length <= 3);
    const second = sessionAccounts(input, uid);
    assert.deepEqual(
      second.map((account) => account.account_id),
      first.map((account) => account.account_id),
    );
    assert.notDeepEqual(
      second.map((account) => account.uid),
      first.map((account) => account.uid),
    );
    for (const account of first) {
      assert.equal(account.currency, 'SEK');
      assert.equal(account.usage, 'ORGA');
      assert.ok(isValidIban(account.account_id?.iban ?? ''));
    }
    const counts = new Set(
      Array.from(
        { length: 30 },
        (_, index) => sessionAccounts({ ...input, psu_id_hash: `p${index}` }, uid).length,
      ),
    );
    assert.deepEqual([...counts].sort(), [1, 2, 3]);
    const requested = sessionAccounts({ ...input, requested: [{ iban: 'FI2112345600000785' }] }, uid);
    assert.deepEqual(
      requested.map((account) => [account.account_id, account.currency]),
      [[{ iban: 'FI2112345600000785' }, 'EUR']],
    );
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
    assert.equal(decideSubmission(payment, nordeaBusinessSepa).accepted, false);
    assert.equal(decideDeletion(payment, 0).accepted, false);
    const authorised = { ...payment, phase: DONE };
    assert.deepEqual(paymentState(authorised, 0), { status: 'ACTC', final_status: false });
    assert.deepEqual(decideSubmission(authorised, nordeaBusinessSepa), { accepted: true });
    assert.equal(decideDeletion(authorised, 0).accepted, false);
    const submitted = { ...authorised, submitted_at: 1 };
    assert.deepEqual(paymentState(submitted, 0), { status: 'ACSC', final_status: true });
    assert.deepEqual(decideDeletion(submitted, 0), { accepted: true });
    assert.equal(paymentState(payment, payment.expires_at).status, 'RJCT');
    const notSupported = decideSubmission(authorised, undefined);
    assert.equal(notSupported.accepted ? 'accepted' : notSupported.error, 'PAYMENT_SUBMISSION_NOT_SUPPORTED');
    const notDeferred = decideSubmission({ ...authorised, defer_submission: false }, nordeaBusinessSepa);
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
