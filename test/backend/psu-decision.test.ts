import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, beforeEach, describe, it } from 'node:test';
import type { MockBackend } from '../../sandbox/src/server.js';
import {
  act,
  ALLOWED_ORIGIN,
  asObject,
  callApi,
  send,
  startBackend,
  stepOf,
  type CallResult,
} from './backend-fixture.js';
import { callControlApi, patchApplication } from './control-panel-fixture.js';
import { authBody, callJsonApi, CALLBACK, finishFlow, inDays, paymentBody } from './json-api-fixture.js';

const OP = { name: 'OP', country: 'FI' };
const S_PANKKI = { name: 'S-Pankki', country: 'FI' };
const DANSKE = { name: 'Danske Bank', country: 'FI' };

/** POST /control-panel/api/psu, as a test script sends it. */
function psu(backend: MockBackend, body: Record<string, unknown>): Promise<CallResult> {
  return callControlApi(backend, '/psu', { method: 'POST', body });
}

async function startAuth(backend: MockBackend, overrides: Record<string, unknown> = {}) {
  const result = await callJsonApi(backend, '/auth', { body: authBody(overrides) });
  assert.equal(result.status, 200, result.text);
  const json = asObject(result.json);
  return { id: String(json.authorization_id), url: String(json.url) };
}

async function createPayment(backend: MockBackend, overrides: Record<string, unknown> = {}) {
  const result = await callJsonApi(backend, '/payments', { body: paymentBody(overrides) });
  assert.equal(result.status, 200, result.text);
  const json = asObject(result.json);
  return { id: String(json.payment_id), url: String(json.url) };
}

function redirectOf(result: CallResult): URL {
  assert.equal(result.status, 200, result.text);
  return new URL(String(asObject(result.json).redirect_url));
}

async function sessionFor(backend: MockBackend, redirect: URL): Promise<Record<string, unknown>> {
  const result = await callJsonApi(backend, '/sessions', {
    body: { code: redirect.searchParams.get('code') },
  });
  assert.equal(result.status, 200, result.text);
  return asObject(result.json);
}

/** The accounts of a session as the application compares them: without the session's own uids. */
function accountsOf(session: Record<string, unknown>): Record<string, unknown>[] {
  return (session.accounts as Record<string, unknown>[]).map(({ uid: _uid, ...account }) => account);
}

function ibansOf(session: Record<string, unknown>): unknown[] {
  return accountsOf(session).map((account) => asObject(account.account_id).iban ?? null);
}

async function flowOf(backend: MockBackend, kind: 'authorizations' | 'payments', id: string) {
  return stepOf(await callApi(backend, `/${kind}/${id}/flow`));
}

async function paymentOf(backend: MockBackend, id: string): Promise<Record<string, unknown>> {
  const result = await callJsonApi(backend, `/payments/${id}`);
  assert.equal(result.status, 200, result.text);
  return asObject(result.json);
}

describe('the PSU in one call (POST /control-panel/api/psu)', () => {
  let backend: MockBackend;
  before(async () => {
    backend = await startBackend();
  });
  after(() => backend.close());
  beforeEach(() => backend.reset());

  describe('account access', () => {
    it('approves at the bank of a redirect step: the code opens a session with every account', async () => {
      const { url } = await startAuth(backend, { aspsp: OP });
      const redirect = redirectOf(
        await psu(backend, { url, user: 'demo', accounts: 'all', outcome: 'approve' }),
      );
      assert.equal(`${redirect.origin}${redirect.pathname}`, CALLBACK);
      assert.equal(redirect.searchParams.get('state'), 'state-1');
      const session = await sessionFor(backend, redirect);
      assert.equal(accountsOf(session).length, 5);
    });

    it('shares only the accounts chosen, by IBAN or by kind', async () => {
      const all = await sessionFor(
        backend,
        redirectOf(
          await psu(backend, { id: (await startAuth(backend, { aspsp: OP })).id, outcome: 'approve' }),
        ),
      );
      const [current, savings] = ibansOf(all);
      const { id } = await startAuth(backend, { aspsp: OP });
      const chosen = redirectOf(
        await psu(backend, { id, outcome: 'approve', accounts: [current, 'savings'] }),
      );
      assert.deepEqual(ibansOf(await sessionFor(backend, chosen)), [current, savings]);
    });

    it('shares by identification_hash, the same in every session', async () => {
      const all = await sessionFor(
        backend,
        redirectOf(
          await psu(backend, { id: (await startAuth(backend, { aspsp: OP })).id, outcome: 'approve' }),
        ),
      );
      const loan = accountsOf(all).find((account) => account.cash_account_type === 'LOAN');
      const { id } = await startAuth(backend, { aspsp: OP });
      const chosen = redirectOf(
        await psu(backend, { id, outcome: 'approve', accounts: [loan?.identification_hash] }),
      );
      assert.deepEqual(accountsOf(await sessionFor(backend, chosen)), [loan]);
    });

    it('logs in as the user named: tester has other accounts than demo', async () => {
      const demo = await sessionFor(
        backend,
        redirectOf(
          await psu(backend, { id: (await startAuth(backend, { aspsp: OP })).id, outcome: 'approve' }),
        ),
      );
      const { id } = await startAuth(backend, { aspsp: OP });
      const tester = await sessionFor(
        backend,
        redirectOf(await psu(backend, { id, user: 'tester', outcome: 'approve' })),
      );
      assert.notDeepEqual(ibansOf(tester), ibansOf(demo));
      assert.equal(ibansOf(tester).length, 5);
    });

    it('cancel: the PSU cancels at the consent, as the page says', async () => {
      const { id } = await startAuth(backend, { aspsp: OP });
      const redirect = redirectOf(await psu(backend, { id, outcome: 'cancel' }));
      assert.equal(redirect.searchParams.get('error'), 'access_denied');
      assert.equal(
        redirect.searchParams.get('error_description'),
        'The user cancelled before giving consent.',
      );
      assert.equal(redirect.searchParams.get('state'), 'state-1');
      assert.equal(redirect.searchParams.get('code'), null);
    });

    it('reject: the PSU rejects at the bank of a redirect step', async () => {
      const { id } = await startAuth(backend, { aspsp: OP });
      const result = await psu(backend, { id, outcome: 'reject' });
      const redirect = redirectOf(result);
      assert.equal(redirect.searchParams.get('error'), 'access_denied');
      assert.equal(
        redirect.searchParams.get('error_description'),
        'The user rejected the request at the bank.',
      );
      assert.equal(asObject(result.json).status, 'CANCELLED');
    });

    it('embedded: logs in with the test user own credentials', async () => {
      const { id } = await startAuth(backend, { aspsp: S_PANKKI });
      const result = await psu(backend, { id, user: 'tester', outcome: 'approve' });
      assert.equal(asObject(result.json).status, 'AUTHORIZED');
      const tester = await sessionFor(backend, redirectOf(result));
      const viaWidget = await startAuth(backend, { aspsp: S_PANKKI });
      const done = await finishFlow(backend, 'authorizations', viaWidget.id);
      const demo = await sessionFor(backend, new URL(String(done.redirect_url)));
      assert.equal(ibansOf(tester).length, 5);
      assert.notDeepEqual(ibansOf(tester), ibansOf(demo));
    });

    it('embedded, framed: the credentials frame step ends the same way', async () => {
      const patched = await patchApplication(backend, 'sandbox-tpp', { credentials_frame: true });
      assert.equal(patched.status, 200, patched.text);
      const auth = await callJsonApi(backend, '/auth', {
        application: 'sandbox-tpp',
        body: authBody({ aspsp: S_PANKKI }),
      });
      const id = String(asObject(auth.json).authorization_id);
      assert.ok((await flowOf(backend, 'authorizations', id)).frame, 'the step is framed');
      const redirect = redirectOf(await psu(backend, { id, outcome: 'approve' }));
      assert.ok(redirect.searchParams.get('code'));
      await patchApplication(backend, 'sandbox-tpp', { credentials_frame: false });
    });

    it('embedded: credentials the request gives are used instead, and wrong ones change nothing', async () => {
      const { id } = await startAuth(backend, { aspsp: S_PANKKI });
      const before = await flowOf(backend, 'authorizations', id);
      const wrong = await psu(backend, { id, outcome: 'approve', credentials: { password: 'nope' } });
      assert.equal(wrong.status, 422);
      assert.equal(asObject(wrong.json).error, 'WRONG_CREDENTIALS_PROVIDED');
      assert.deepEqual(await flowOf(backend, 'authorizations', id), before);
      const right = await psu(backend, { id, outcome: 'approve', credentials: { password: 'demo1234' } });
      assert.ok(redirectOf(right).searchParams.get('code'));
    });

    it('embedded: reject has no bank step to happen at, and says to cancel', async () => {
      const { id } = await startAuth(backend, { aspsp: S_PANKKI });
      const before = await flowOf(backend, 'authorizations', id);
      const result = await psu(backend, { id, outcome: 'reject' });
      assert.equal(result.status, 422);
      assert.equal(asObject(result.json).error, 'WRONG_SESSION_STATUS');
      assert.match(String(asObject(result.json).message), /cancel/);
      assert.deepEqual(await flowOf(backend, 'authorizations', id), before);
    });

    it('decoupled: the bank app approves as the user, or rejects', async () => {
      const approved = await startAuth(backend, { aspsp: DANSKE });
      const session = await sessionFor(
        backend,
        redirectOf(await psu(backend, { id: approved.id, outcome: 'approve' })),
      );
      assert.equal(accountsOf(session).length, 5);
      const rejected = await startAuth(backend, { aspsp: DANSKE });
      const redirect = redirectOf(await psu(backend, { id: rejected.id, outcome: 'reject' }));
      assert.equal(redirect.searchParams.get('error'), 'access_denied');
    });

    it('picks the method named, else the first the bank lists', async () => {
      const swedbank = { name: 'Swedbank', country: 'EE' };
      const first = await startAuth(backend, { aspsp: swedbank });
      assert.ok(
        redirectOf(await psu(backend, { id: first.id, outcome: 'approve' })).searchParams.get('code'),
      );
      const named = await startAuth(backend, { aspsp: swedbank });
      const result = await psu(backend, { id: named.id, outcome: 'reject', method: 'redirect' });
      assert.equal(
        redirectOf(result).searchParams.get('error_description'),
        'The user rejected the request at the bank.',
      );
      const unknown = await startAuth(backend, { aspsp: swedbank });
      const refused = await psu(backend, { id: unknown.id, outcome: 'approve', method: 'code_calculator' });
      assert.equal(refused.status, 400);
      assert.match(String(asObject(refused.json).message), /code_calculator/);
    });

    it('a scenario user: login-refused comes back with the bank refusal, as from the page', async () => {
      const { id } = await startAuth(backend, { aspsp: OP });
      const redirect = redirectOf(await psu(backend, { id, user: 'login-refused', outcome: 'approve' }));
      assert.equal(redirect.searchParams.get('error'), 'ASPSP_ERROR');
      const viaPage = await startAuth(backend, { aspsp: OP });
      const done = await finishFlow(backend, 'authorizations', viaPage.id, 'approve', {
        bankFields: { user: 'login-refused' },
      });
      assert.equal(
        redirect.searchParams.get('error_description'),
        new URL(String(done.redirect_url)).searchParams.get('error_description'),
      );
    });

    it('a scenario user: no-accounts approves, and POST /sessions answers NO_ACCOUNTS_ADDED', async () => {
      const { id } = await startAuth(backend, { aspsp: OP });
      const redirect = redirectOf(await psu(backend, { id, user: 'no-accounts', outcome: 'approve' }));
      const result = await callJsonApi(backend, '/sessions', {
        body: { code: redirect.searchParams.get('code') },
      });
      assert.equal(asObject(result.json).error, 'NO_ACCOUNTS_ADDED');
    });
  });

  describe('payments', () => {
    it('approve: back with the state, the payment goes to the bank and pays from the account chosen', async () => {
      const { url, id } = await createPayment(backend);
      const result = await psu(backend, { url, user: 'demo', outcome: 'approve', pay_from: 'savings' });
      const redirect = redirectOf(result);
      assert.equal(redirect.searchParams.get('state'), 'pay-state');
      assert.equal(redirect.searchParams.get('code'), null);
      const payment = await paymentOf(backend, id);
      assert.equal(payment.status, 'ACTC');
      const browser = await createPayment(backend);
      await finishFlow(backend, 'payments', browser.id, 'approve', { bankFields: { account: 'savings' } });
      const viaBank = await paymentOf(backend, browser.id);
      assert.deepEqual(
        asObject(payment.payment_details).debtor_account,
        asObject(viaBank.payment_details).debtor_account,
      );
    });

    it('reject and cancel: the payment is cancelled, as after the browser journey', async () => {
      for (const outcome of ['reject', 'cancel']) {
        const { id } = await createPayment(backend);
        const redirect = redirectOf(await psu(backend, { id, outcome }));
        assert.equal(redirect.searchParams.get('error'), 'access_denied');
        assert.equal((await paymentOf(backend, id)).status, 'CNCL', outcome);
      }
    });

    it('a deferred payment waits for its submission (ACCP)', async () => {
      const { id } = await createPayment(backend, {
        aspsp: { name: 'Nordea', country: 'FI' },
        psu_type: 'business',
        defer_submission: true,
      });
      redirectOf(await psu(backend, { id, outcome: 'approve' }));
      assert.equal((await paymentOf(backend, id)).status, 'ACCP');
    });

    it('a bulk payment goes to the bank with all its instructions', async () => {
      const single = asObject(paymentBody().payment_request).credit_transfer_transaction as unknown[];
      const { id } = await createPayment(backend, {
        aspsp: { name: 'Nordea', country: 'FI' },
        psu_type: 'business',
        payment_type: 'BULK_SEPA',
        payment_request: {
          credit_transfer_transaction: [single[0], single[0]],
          debtor_account: { identification: 'FI1410093000123458', scheme_name: 'IBAN' },
        },
      });
      redirectOf(await psu(backend, { id, outcome: 'approve' }));
      const payment = await paymentOf(backend, id);
      assert.equal(payment.status, 'ACTC');
    });

    it('accounts are refused for a payment, and nothing changes', async () => {
      const { id } = await createPayment(backend);
      const result = await psu(backend, { id, outcome: 'approve', accounts: ['current'] });
      assert.equal(result.status, 400);
      assert.match(String(asObject(result.json).message), /payment shares no accounts/);
      assert.equal((await paymentOf(backend, id)).status, 'RCVD');
    });
  });

  describe('bad input: a 4xx naming the problem, and the authorisation as it was', () => {
    async function unchanged(id: string, call: Record<string, unknown>, status: number, message: RegExp) {
      const before = await flowOf(backend, 'authorizations', id);
      const result = await psu(backend, call);
      assert.equal(result.status, status, result.text);
      assert.match(String(asObject(result.json).message), message);
      assert.deepEqual(await flowOf(backend, 'authorizations', id), before);
      return asObject(result.json);
    }

    it('an unknown id or url', async () => {
      const unknownId = await psu(backend, {
        id: '00000000-0000-4000-8000-000000000000',
        outcome: 'approve',
      });
      assert.equal(unknownId.status, 404);
      assert.match(String(asObject(unknownId.json).message), /no authorisation or payment 00000000/);
      const unknownUrl = await psu(backend, {
        url: `${backend.origin}/auth/ais/start?authorization=00000000-0000-4000-8000-000000000000`,
        outcome: 'approve',
      });
      assert.equal(unknownUrl.status, 404);
      assert.equal(asObject(unknownUrl.json).error, 'SESSION_DOES_NOT_EXIST');
      const notAUrl = await psu(backend, { url: 'https://merchant.example/', outcome: 'approve' });
      assert.equal(notAUrl.status, 400);
      const neither = await psu(backend, { outcome: 'approve' });
      assert.equal(neither.status, 400);
      assert.match(String(asObject(neither.json).message), /either "id"/);
    });

    it('an authorisation already used', async () => {
      const { id } = await startAuth(backend, { aspsp: OP });
      const first = redirectOf(await psu(backend, { id, outcome: 'approve' }));
      const body = await unchanged(id, { id, outcome: 'approve' }, 422, /AUTHORIZED already/);
      assert.equal(body.error, 'WRONG_SESSION_STATUS');
      assert.ok(first.searchParams.get('code'));
    });

    it('an expired authorisation', async () => {
      const { id } = await startAuth(backend, { aspsp: OP });
      backend.clock.advance(16 * 60 * 1000);
      const body = await unchanged(id, { id, outcome: 'approve' }, 422, /expired/);
      assert.equal(body.error, 'EXPIRED_SESSION');
    });

    it('a user who does not exist', async () => {
      const { id } = await startAuth(backend, { aspsp: OP });
      await unchanged(
        id,
        { id, user: 'nobody', outcome: 'approve' },
        400,
        /user must be one of demo, tester/,
      );
    });

    it('an account not the user own', async () => {
      const { id } = await startAuth(backend, { aspsp: OP });
      await unchanged(
        id,
        { id, outcome: 'approve', accounts: ['FI2112345600000785'] },
        400,
        /FI2112345600000785: not an account of demo at OP/,
      );
    });

    it('an outcome that is not one', async () => {
      const { id } = await startAuth(backend, { aspsp: OP });
      await unchanged(id, { id, outcome: 'maybe' }, 400, /outcome must be one of approve, cancel, reject/);
    });

    it('the same refusal as the bank page gives', async () => {
      const { id } = await startAuth(backend, { aspsp: OP });
      const call = await unchanged(id, { id, user: 'nobody', outcome: 'approve' }, 400, /user must be/);
      await act(backend, `/authorizations/${id}/flow`, { action: 'confirm' });
      const page = await send(`${backend.origin}/sandbox-bank/authorizations/${id}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: backend.origin },
        body: 'decision=approve&user=nobody',
      });
      assert.equal(page.status, 400);
      assert.ok(page.text.includes(String(call.message)), page.text);
    });
  });

  describe('reject at the bank page', () => {
    it('is taken whatever accounts the form names: the refusal is recorded, no 400', async () => {
      // Choices an approval would refuse: account-blocked has no currency account at OP; no such account kind.
      for (const choices of ['user=account-blocked&share=currency', 'account=nothing']) {
        const { id } = await startAuth(backend, { aspsp: OP });
        await act(backend, `/authorizations/${id}/flow`, { action: 'confirm' });
        const page = await fetch(`${backend.origin}/sandbox-bank/authorizations/${id}`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: backend.origin },
          body: `decision=reject&${choices}`,
          redirect: 'manual',
        });
        assert.equal(page.status, 303, `${choices}: ${await page.text()}`);
        const failed = await flowOf(backend, 'authorizations', id);
        assert.equal(failed.type, 'failed', choices);
        assert.equal(page.headers.get('location'), failed.redirect_url);
        const redirect = new URL(String(failed.redirect_url));
        assert.equal(redirect.searchParams.get('error'), 'access_denied');
        assert.equal(
          redirect.searchParams.get('error_description'),
          'The user rejected the request at the bank.',
        );
      }
    });
  });

  describe('the call and the browser journey end the same', () => {
    it('in identical sessions: the same user, the same accounts shared', async () => {
      const access = { valid_until: inDays(30), balances: true, transactions: true };
      const viaCall = await startAuth(backend, { aspsp: OP, access });
      const call = { id: viaCall.id, user: 'tester', accounts: ['current', 'card'], outcome: 'approve' };
      const callSession = await sessionFor(backend, redirectOf(await psu(backend, call)));
      const viaBrowser = await startAuth(backend, { aspsp: OP, access });
      const flow = `/authorizations/${viaBrowser.id}/flow`;
      const bank = stepOf(await act(backend, flow, { action: 'confirm' }));
      assert.equal(bank.type, 'redirect');
      const form = new URLSearchParams([
        ['decision', 'approve'],
        ['user', 'tester'],
        ['share', 'current'],
        ['share', 'card'],
      ]);
      const answer = await fetch(String(bank.url), {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: backend.origin },
        body: form,
        redirect: 'manual',
      });
      assert.equal(answer.status, 303);
      const done = await flowOf(backend, 'authorizations', viaBrowser.id);
      const browserSession = await sessionFor(backend, new URL(String(done.redirect_url)));
      assert.equal(accountsOf(browserSession).length, 2);
      assert.deepEqual(accountsOf(callSession), accountsOf(browserSession));
      assert.deepEqual(callSession.access, browserSession.access);
    });

    it('in identical payments: status, debtor and instructions', async () => {
      const viaCall = await createPayment(backend);
      redirectOf(
        await psu(backend, { id: viaCall.id, user: 'tester', pay_from: 'currency', outcome: 'approve' }),
      );
      const viaBrowser = await createPayment(backend);
      await finishFlow(backend, 'payments', viaBrowser.id, 'approve', {
        bankFields: { user: 'tester', account: 'currency' },
      });
      // Ids (and psu_id_hash, salted per payment) are each payment's own; everything else must match.
      const strip = (payment: Record<string, unknown>): unknown =>
        JSON.parse(
          JSON.stringify(payment, (key, value: unknown) =>
            ['payment_id', 'transaction_id', 'psu_id_hash'].includes(key) ? undefined : value,
          ),
        );
      assert.deepEqual(
        strip(await paymentOf(backend, viaCall.id)),
        strip(await paymentOf(backend, viaBrowser.id)),
      );
    });
  });
});

describe('the PSU call, kept across a restart', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'psu-call-'));
  after(() => rmSync(dataDir, { recursive: true, force: true }));

  it('answers 2xx only once the authorisation is on disk: the code works after a restart', async () => {
    const first = await startBackend({ dataDir, allowedOrigins: [ALLOWED_ORIGIN] });
    const { id } = await startAuth(first, { aspsp: OP });
    const redirect = redirectOf(await psu(first, { id, outcome: 'approve' }));
    await first.close();
    const second = await startBackend({ dataDir, allowedOrigins: [ALLOWED_ORIGIN] });
    try {
      assert.equal(accountsOf(await sessionFor(second, redirect)).length, 5);
    } finally {
      await second.close();
    }
  });
});
