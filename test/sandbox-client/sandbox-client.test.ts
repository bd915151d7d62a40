/**
 * A merchant's backend written from the interface specification alone, run against the
 * sandbox started as `npm run mock` does. Only the base URL, the key and the application id
 * (plus the sandbox's control panel for origins and the clock) are specific to the sandbox.
 * The steps depend on each other (one application, one PSU), so they run in order.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it, type TestContext } from 'node:test';
import {
  PAYMENT_STATUSES,
  type AccountResource,
  type CreatePaymentResponse,
  type GetPaymentResponse,
  type PsuHeaders,
  type Transaction,
} from './api-types.js';
import { ServiceClient } from './client.js';
import { ControlPanel } from './control-panel.js';
import { generateApplicationKey, signPaddedJwt, type ApplicationKey } from './jwt.js';
import { untilFinal as untilFinalStatus } from './payment-polling.js';
import { buildPaymentRequest, paymentOptions, type PaymentOption } from './payment-request.js';
import { Psu } from './psu.js';
import { registerApplication } from './registration.js';
import { startSandbox, type RunningSandbox } from './sandbox-process.js';
import {
  assertAccountResource,
  assertAspspData,
  assertBalance,
  assertDateTime,
  assertPayment,
  assertRefusal,
  assertSession,
  assertTransaction,
  assertUuid,
} from './spec-assertions.js';
import { WebhookReceiver, type Delivery } from './webhook-receiver.js';

/** Values of our own: they prove iss and aud are configurable. */
const IDENTITY = {
  jwtIssuer: 'client-test.example',
  jwtAudience: 'api.client-test.example',
  registrationAudience: 'registration.client-test.example',
};
const PAGE_ORIGIN = 'https://client.example';
const REDIRECT_URL = `${PAGE_ORIGIN}/callback`;
const PSU_ID = 'client-test-psu-0001';
/** Everything the specification lists, valid, so any ASPSP's required_psu_headers are met. */
const PSU_HEADERS: PsuHeaders = {
  'Psu-Ip-Address': '203.0.113.7',
  'Psu-User-Agent': 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0',
  'Psu-Referer': `${PAGE_ORIGIN}/accounts`,
  'Psu-Accept': 'text/html,application/xhtml+xml',
  'Psu-Accept-Charset': 'utf-8',
  'Psu-Accept-Encoding': 'gzip, deflate, br',
  'Psu-Accept-language': 'en-GB,en;q=0.8',
  'Psu-Geo-Location': '60.1699,24.9384',
};
const SETTLE_TIMEOUT_MS = 60_000;
const MAX_TRANSACTION_PAGES = 500;

describe('a client written from the specification, against npm run mock', { timeout: 600_000 }, () => {
  let sandbox: RunningSandbox;
  let key: ApplicationKey;
  const receiver = new WebhookReceiver();
  let control: ControlPanel;
  let psu: Psu;
  let applicationId: string | undefined;
  let client: ServiceClient | undefined;
  let psuIdHash: string | undefined;

  before(async () => {
    key = generateApplicationKey();
    sandbox = await startSandbox(IDENTITY);
    await receiver.start();
    control = new ControlPanel(sandbox.origin);
    psu = new Psu({ authUrl: sandbox.origin, pageOrigin: PAGE_ORIGIN });
  });
  after(async () => {
    await receiver.close();
    await sandbox?.stop();
  });

  /** The later steps need the registered application; say so instead of failing obscurely. */
  function registered(): ServiceClient {
    if (client === undefined) throw new Error('The application was not registered, so this step cannot run.');
    return client;
  }

  it('registers its own key (proof of possession) and GET /application shows it', async () => {
    const registration = await registerApplication(
      sandbox.origin,
      key,
      { issuer: IDENTITY.jwtIssuer, audience: IDENTITY.registrationAudience },
      {
        certificate: key.publicKeyPem,
        environment: 'SANDBOX',
        name: 'Client Test Shop',
        description: 'A backend written from the interface specification alone',
        redirect_urls: [REDIRECT_URL],
      },
      undefined,
      `${sandbox.origin}/api/v1/openapi.json`,
    );
    assertUuid(registration.app_id, 'app_id');
    applicationId = registration.app_id;
    receiver.expect({ applicationId, environment: 'SANDBOX', serviceDomain: IDENTITY.jwtIssuer });
    const candidate = new ServiceClient({
      baseUrl: `${sandbox.origin}/api/v1`,
      applicationId,
      privateKey: key.privateKey,
      token: { issuer: IDENTITY.jwtIssuer, audience: IDENTITY.jwtAudience },
    });

    const application = await candidate.getApplication();
    assert.equal(application.name, 'Client Test Shop');
    assert.equal(application.kid, applicationId);
    assert.equal(application.environment, 'SANDBOX');
    assert.equal(application.active, true, 'a SANDBOX application is active at once');
    assert.deepEqual(application.redirect_urls, [REDIRECT_URL]);
    assert.ok(application.services.includes('AIS'), `services ${JSON.stringify(application.services)}`);
    assert.ok(application.services.includes('PIS'), 'SANDBOX enables PIS for every new application');
    assert.ok(Array.isArray(application.countries));
    client = candidate;
  });

  it('is accepted with a JWT whose base64url segments carry = padding', async () => {
    assert.ok(applicationId !== undefined, 'needs the registered application');
    const token = signPaddedJwt(
      key.privateKey,
      { issuer: IDENTITY.jwtIssuer, audience: IDENTITY.jwtAudience },
      applicationId,
    );
    const [header, payload, signature] = token.split('.');
    assert.ok(payload?.endsWith('=') && signature?.endsWith('='), `padded segments: ${token}`);
    assert.ok(header !== undefined && header.length % 4 === 0);
    const application = await registered().getApplicationWithToken(token);
    assert.equal(application.kid, applicationId);
  });

  it('whitelists its page and webhook origins in the control panel', async () => {
    assert.ok(applicationId !== undefined, 'needs the registered application');
    await control.updateApplication(applicationId, {
      webhook_origins: [receiver.origin],
      widget_origins: [PAGE_ORIGIN],
    });
  });

  it('lists ASPSPs and narrows the list by country, psu_type, service and payment_type', async () => {
    const api = registered();
    const all = (await api.getAspsps()).aspsps;
    assert.ok(all.length > 0, 'GET /aspsps lists ASPSPs');
    for (const aspsp of all) assertAspspData(aspsp);
    const key = (aspsp: { name: string; country: string }): string => `${aspsp.country}/${aspsp.name}`;
    const everything = new Set(all.map(key));

    const finnish = (await api.getAspsps({ country: 'FI' })).aspsps;
    assert.ok(finnish.length > 1, 'FI has several ASPSPs');
    assert.ok(finnish.every((aspsp) => aspsp.country === 'FI' && everything.has(key(aspsp))));

    const business = (await api.getAspsps({ country: 'FI', psu_type: 'business' })).aspsps;
    assert.ok(business.length > 0);
    assert.ok(business.every((aspsp) => aspsp.psu_types.includes('business')));

    const pis = (await api.getAspsps({ country: 'FI', service: 'PIS' })).aspsps;
    assert.ok(pis.length > 0);
    assert.ok(pis.every((aspsp) => aspsp.country === 'FI' && (aspsp.payments ?? []).length > 0));

    const sepa = (await api.getAspsps({ country: 'FI', payment_type: 'SEPA' })).aspsps;
    assert.ok(sepa.length > 0);
    assert.ok(sepa.every((aspsp) => (aspsp.payments ?? []).some((type) => type.payment_type === 'SEPA')));
  });

  it('AIS: authorisation, session, every account with all transaction pages, then deletion', async (t) => {
    const api = registered();
    const aspsps = (await api.getAspsps({ country: 'FI', service: 'AIS', psu_type: 'personal' })).aspsps;
    const aspsp =
      aspsps.find((candidate) =>
        candidate.auth_methods.some((method) => method.approach === 'REDIRECT' && !method.hidden_method),
      ) ?? aspsps[0];
    assert.ok(aspsp !== undefined, 'an FI ASPSP for AIS');
    const validity = Math.min(aspsp.maximum_consent_validity, 30 * 24 * 3600);
    const validUntil = new Date(Date.now() + (validity - 3600) * 1000).toISOString();

    const started = await api.startAuthorization({
      // valid_until alone, as existing clients send it: the service then grants balances and transactions.
      access: { valid_until: validUntil },
      aspsp: { name: aspsp.name, country: aspsp.country },
      state: 'ais-state-7f3a',
      redirect_url: REDIRECT_URL,
      psu_type: 'personal',
      language: 'en',
      psu_id: PSU_ID,
    });
    assertUuid(started.authorization_id, 'authorization_id');
    assert.equal(typeof started.psu_id_hash, 'string');
    psuIdHash = started.psu_id_hash;
    const page = await fetch(started.url);
    assert.equal(page.status, 200, `the PSU's page ${started.url}`);
    assert.match(page.headers.get('content-type') ?? '', /text\/html/);

    const { callback, steps } = await psu.authorise('authorizations', started.authorization_id, 'REDIRECT');
    t.diagnostic(`AIS at ${aspsp.name}: ${steps.join(' → ')}`);
    assert.equal(`${callback.origin}${callback.pathname}`, REDIRECT_URL);
    assert.equal(callback.searchParams.get('error'), null, `callback ${callback.href}`);
    assert.equal(callback.searchParams.get('state'), 'ais-state-7f3a');
    const code = callback.searchParams.get('code');
    assert.ok(code !== null && code !== '', `code in ${callback.href}`);

    const session = await api.authorizeSession(code);
    assertUuid(session.session_id, 'session_id');
    assert.deepEqual(
      { name: session.aspsp.name, country: session.aspsp.country },
      {
        name: aspsp.name,
        country: aspsp.country,
      },
    );
    assert.equal(session.psu_type, 'personal');
    assert.equal(session.access.balances, true);
    assert.equal(session.access.transactions, true);
    assert.ok(session.accounts.length > 0, 'the PSU has accounts');
    session.accounts.forEach((account, index) => assertAccountResource(account, `accounts[${index}]`));
    const readable = session.accounts.filter(
      (account): account is AccountResource & { uid: string } => typeof account.uid === 'string',
    );
    assert.ok(readable.length > 0, 'some accounts have a uid');

    const stored = await api.getSession(session.session_id);
    assertSession(stored);
    assert.equal(stored.status, 'AUTHORIZED');
    assert.deepEqual([...stored.accounts].sort(), readable.map((account) => account.uid).sort());
    assert.deepEqual(
      stored.accounts_data.map((account) => account.identification_hash).sort(),
      session.accounts.map((account) => account.identification_hash).sort(),
    );
    assert.equal(stored.aspsp.name, aspsp.name);
    assert.equal(stored.psu_type, 'personal');
    assert.equal(stored.psu_id_hash, started.psu_id_hash, 'one psu_id, one hash');
    assert.ok(typeof stored.authorized === 'string', 'authorized is set');
    assertDateTime(stored.authorized, 'authorized');

    let pagedAccounts = 0;
    let transactionsSeen = 0;
    for (const account of readable) {
      const what = `account ${account.uid}`;
      const details = await api.getAccountDetails(account.uid, PSU_HEADERS);
      assertAccountResource(details, `${what} details`);
      assert.equal(details.identification_hash, account.identification_hash, `${what}: same account`);
      assert.equal(details.currency, account.currency);

      const { balances } = await api.getAccountBalances(account.uid, PSU_HEADERS);
      assert.ok(balances.length > 0, `${what} has balances`);
      balances.forEach((balance, index) => assertBalance(balance, `${what} balances[${index}]`));

      const { transactions, pages } = await allTransactions(api, account.uid);
      if (pages > 1) pagedAccounts += 1;
      transactionsSeen += transactions.length;
      transactions.forEach((transaction, index) =>
        assertTransaction(transaction, `${what} transaction ${index}`),
      );
      const ids = transactions.flatMap((transaction) => transaction.transaction_id ?? []);
      assert.equal(new Set(ids).size, ids.length, `${what}: no transaction appears on two pages`);
      const sample = transactions.find((transaction) => typeof transaction.transaction_id === 'string');
      if (typeof sample?.transaction_id === 'string') {
        const one = await api.getTransaction(account.uid, sample.transaction_id, PSU_HEADERS);
        assertTransaction(one, `${what} transaction ${sample.transaction_id}`);
        assert.equal(one.transaction_id, sample.transaction_id);
        assert.deepEqual(one.transaction_amount, sample.transaction_amount);
        assert.equal(one.credit_debit_indicator, sample.credit_debit_indicator);
      }
    }
    assert.ok(transactionsSeen > 0, 'the PSU has transactions to read');
    t.diagnostic(
      `${readable.length} readable accounts, ${transactionsSeen} transactions, ${pagedAccounts} with several pages`,
    );
    assert.ok(pagedAccounts > 0, 'some account has more than one page, so continuation_key was followed');

    const deleted = await api.deleteSession(session.session_id, PSU_HEADERS);
    assert.equal(typeof deleted.message, 'string');
    const closed = await api.getSession(session.session_id);
    assert.equal(closed.status, 'CLOSED');
    assert.ok(typeof closed.closed === 'string', 'closed is set');
    assertDateTime(closed.closed, 'closed');
    const [first] = readable;
    assert.ok(first !== undefined);
    await assertRefusal(api.getAccountBalances(first.uid, PSU_HEADERS), { error: 'CLOSED_SESSION' });
  });

  it('PIS: payment to a final status, its webhooks verified, then deletion', async (t) => {
    const api = registered();
    const option = choosePayment(
      paymentOptions((await api.getAspsps({ country: 'FI', service: 'PIS', psu_type: 'personal' })).aspsps),
      (candidate) =>
        candidate.type.psu_type === 'personal' && candidate.type.deferred_submission_supported !== true,
      'DECOUPLED',
    );
    const request = buildPaymentRequest(option, {
      redirectUrl: REDIRECT_URL,
      state: 'pis-state-19c2',
      webhookUrl: receiver.url,
      psuId: PSU_ID,
    });
    const created = await api.createPayment(request);
    assertCreated(created);
    if (psuIdHash !== undefined) assert.equal(created.psu_id_hash, psuIdHash, 'one psu_id, one hash');
    await assertRefusal(api.deletePayment(created.payment_id), { error: 'PAYMENT_NOT_FINALIZED' });

    const { callback, steps } = await psu.authorise('payments', created.payment_id, 'DECOUPLED');
    t.diagnostic(`PIS ${request.payment_type} at ${option.aspsp.name}: ${steps.join(' → ')}`);
    assert.equal(`${callback.origin}${callback.pathname}`, REDIRECT_URL);
    assert.equal(callback.searchParams.get('state'), 'pis-state-19c2');
    assert.equal(callback.searchParams.get('error'), null, `callback ${callback.href}`);

    const authorised = await api.getPayment(created.payment_id);
    assertPayment(authorised, created.payment_id);
    assert.equal(authorised.payment_type, request.payment_type);
    assert.equal(authorised.aspsp.name, option.aspsp.name);
    const [instruction] = authorised.payment_details.credit_transfer_transaction ?? [];
    assert.deepEqual(
      instruction?.instructed_amount,
      request.payment_request.credit_transfer_transaction[0]?.instructed_amount,
    );

    const final = await untilFinal(api, created.payment_id, t);
    assertPayment(final, created.payment_id);

    await receiver.waitFor(
      (delivery) =>
        delivery.verdict.ok &&
        delivery.verdict.body.payment_id === created.payment_id &&
        !delivery.verdict.body.payment_updates_expected,
      SETTLE_TIMEOUT_MS,
      `for ${created.payment_id} with payment_updates_expected false`,
    );
    const ours = receiver.deliveries.filter((delivery) => delivery.rawBody.includes(created.payment_id));
    t.diagnostic(`webhooks: ${ours.map(describeDelivery).join(', ')}`);
    for (const delivery of ours) assertVerifiedWebhook(delivery, created.payment_id);
    const bodies = ours.flatMap((delivery) => (delivery.verdict.ok ? [delivery.verdict.body] : []));
    const last = bodies.at(-1);
    assert.equal(last?.payment_updates_expected, false, 'nothing arrives after "no further updates"');
    assert.equal(last?.payment_status, final.status, 'the last webhook carries the final status');
    const closing = bodies.filter((body) => !body.payment_updates_expected);
    assert.equal(new Set(closing.map((body) => body.webhook_id)).size, 1, 'one closing event');

    const deleted = await api.deletePayment(created.payment_id);
    assert.equal(typeof deleted.message, 'string');
    await assertRefusal(api.getPayment(created.payment_id), { error: 'PAYMENT_NOT_FOUND' });
  });

  it('deferred submission: authorised but not executed until POST /payments/{id}/submit', async (t) => {
    const api = registered();
    const option = choosePayment(
      paymentOptions((await api.getAspsps({ service: 'PIS' })).aspsps),
      (candidate) => candidate.type.deferred_submission_supported === true,
      'EMBEDDED',
    );
    const created = await api.createPayment(
      buildPaymentRequest(option, {
        redirectUrl: REDIRECT_URL,
        state: 'deferred-state-52e1',
        deferSubmission: true,
        psuId: PSU_ID,
      }),
    );
    assertCreated(created);
    await assertRefusal(api.submitPayment(created.payment_id), { error: 'PAYMENT_NOT_AUTHORIZED' });

    const { callback, steps } = await psu.authorise('payments', created.payment_id, 'EMBEDDED');
    t.diagnostic(
      `deferred ${option.type.payment_type} (${option.type.psu_type}) at ${option.aspsp.name}: ${steps.join(' → ')}`,
    );
    assert.equal(callback.searchParams.get('state'), 'deferred-state-52e1');
    assert.equal(callback.searchParams.get('error'), null, `callback ${callback.href}`);

    const waiting = await api.getPayment(created.payment_id);
    assertPayment(waiting, created.payment_id);
    assert.equal(waiting.final_status, false, `not executed without submit: ${waiting.status}`);
    // Without the submit call the payment stays unexecuted, however long the bank waits.
    await control.setClock({ advance_seconds: 3600 });
    const later = await api.getPayment(created.payment_id);
    assert.equal(later.final_status, false, `an hour later, still not executed: ${later.status}`);

    const submitted = await api.submitPayment(created.payment_id);
    assert.equal(submitted.payment_id, created.payment_id);
    assert.ok(PAYMENT_STATUSES.includes(submitted.status), `status ${submitted.status}`);
    assert.equal(typeof submitted.final_status, 'boolean');
    const final = submitted.final_status
      ? await api.getPayment(created.payment_id)
      : await untilFinal(api, created.payment_id, t);
    assert.equal(final.final_status, true);
  });

  /** Every page of an account's transactions, following continuation_key until there is none. */
  async function allTransactions(
    api: ServiceClient,
    accountId: string,
  ): Promise<{ transactions: Transaction[]; pages: number }> {
    const transactions: Transaction[] = [];
    let continuationKey: string | undefined;
    for (let pages = 1; pages <= MAX_TRANSACTION_PAGES; pages += 1) {
      const page = await api.getAccountTransactions(
        accountId,
        continuationKey === undefined ? {} : { continuation_key: continuationKey },
        PSU_HEADERS,
      );
      assert.ok(Array.isArray(page.transactions), 'transactions is an array');
      transactions.push(...page.transactions);
      if (
        page.continuation_key === undefined ||
        page.continuation_key === null ||
        page.continuation_key === ''
      ) {
        return { transactions, pages };
      }
      assert.notEqual(page.continuation_key, continuationKey, 'the key moves on');
      continuationKey = page.continuation_key;
    }
    throw new Error(`More than ${MAX_TRANSACTION_PAGES} pages of transactions for ${accountId}.`);
  }

  /** GET /payments/{id} until final_status, with the sandbox clock sped up meanwhile. */
  async function untilFinal(
    api: ServiceClient,
    paymentId: string,
    t: TestContext,
  ): Promise<GetPaymentResponse> {
    const { payment, seen } = await untilFinalStatus(api, control, paymentId);
    t.diagnostic(`${paymentId}: ${seen.join(' → ')}`);
    return payment;
  }
});

/** The first option that fits, preferring an ASPSP that offers the approach, so flows vary. */
function choosePayment(
  options: PaymentOption[],
  fits: (option: PaymentOption) => boolean,
  approach: string,
): PaymentOption {
  const fitting = options.filter(fits);
  const chosen =
    fitting.find((option) =>
      option.aspsp.auth_methods.some((method) => method.approach === approach && !method.hidden_method),
    ) ?? fitting[0];
  assert.ok(chosen !== undefined, `GET /aspsps offers no payment type that fits among ${options.length}`);
  return chosen;
}

function assertCreated(created: CreatePaymentResponse): void {
  assertUuid(created.payment_id, 'payment_id');
  assert.ok(PAYMENT_STATUSES.includes(created.status), `status ${created.status}`);
  assert.doesNotThrow(() => new URL(created.url), 'url');
  assert.equal(typeof created.psu_id_hash, 'string');
}

function describeDelivery(delivery: Delivery): string {
  if (!delivery.verdict.ok) return `refused (${delivery.verdict.problem})`;
  const {
    payment_status: status,
    payment_updates_expected: more,
    payment_auth_status,
  } = delivery.verdict.body;
  return `${status}/${payment_auth_status ?? 'null'}${more ? '' : ' (last)'}`;
}

function assertVerifiedWebhook(delivery: Delivery, paymentId: string): void {
  assert.ok(
    delivery.verdict.ok,
    `webhook refused by the receiver: ${delivery.verdict.ok ? '' : delivery.verdict.problem}`,
  );
  assert.equal(delivery.answeredStatus, 200);
  assert.match(String(delivery.headers['content-type']), /^application\/json/);
  assert.ok(typeof delivery.headers['x-request-id'] === 'string', 'X-Request-Id header');
  const body = delivery.verdict.body;
  assert.equal(body.payment_id, paymentId);
  assert.ok(PAYMENT_STATUSES.includes(body.payment_status), `payment_status ${body.payment_status}`);
  assert.equal(typeof body.payment_updates_expected, 'boolean');
  assert.equal(typeof body.webhook_id, 'string');
  assertDateTime(body.webhook_triggered, 'webhook_triggered');
  if (body.payment_auth_status !== undefined && body.payment_auth_status !== null) {
    assert.ok(['FAILED', 'CANCELLED', 'FINALISED', 'PENDING'].includes(body.payment_auth_status));
  }
}
