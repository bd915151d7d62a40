/**
 * The payment status webhook (interface specification, Events), as a merchant's receiver sees
 * it: a local node:http server whitelisted as a webhook origin. The body and headers, the JWT
 * verified with the certificate at x5u (node:crypto's X509Certificate), msgi, sub and
 * environment; acknowledgement; retries with the same body and webhook_id at growing, capped
 * intervals for 24 hours from the trigger on the sandbox clock; the delivery log. The sandbox
 * clock runs on a frozen time source here, so nothing moves unless a test advances it.
 */
import assert from 'node:assert/strict';
import { createHash, verify, X509Certificate } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { after, before, beforeEach, describe, it } from 'node:test';
import { ApplicationRegistry } from '../../sandbox/src/applications/application-registry.js';
import { buildCatalogue } from '../../sandbox/src/catalogue/catalogue.js';
import { APPLICATIONS } from '../../sandbox/src/data/applications.js';
import { applicationId } from '../../sandbox/src/jwt/jwt-signer.js';
import { samplePaymentRequest } from '../../sandbox/src/payment/sample-payment.js';
import type { MockBackend } from '../../sandbox/src/server.js';
import { newPayment } from '../../sandbox/src/attempts/create-payment.js';
import type { PaymentRecord, WebhookEvent } from '../../sandbox/src/state/records.js';
import { isAcknowledged } from '../../sandbox/src/webhooks/acknowledgement.js';
import {
  giveUpAt,
  MAX_RETRY_INTERVAL_MS,
  nextAttemptAt,
  RETRY_PERIOD_MS,
  retryIntervalMs,
} from '../../sandbox/src/webhooks/delivery-schedule.js';
import { paymentAuthStatus } from '../../sandbox/src/webhooks/payment-auth-status.js';
import {
  CREATED_OBSERVATION,
  isWebhookWorthy,
  observePayment,
} from '../../sandbox/src/webhooks/payment-observation.js';
import { resumedEvent } from '../../sandbox/src/webhooks/resumed-event.js';
import { webhookSigningKey } from '../../sandbox/src/webhooks/signing-key.js';
import { webhookBody } from '../../sandbox/src/webhooks/webhook-body.js';
import { messageIntegrity, signWebhookJwt } from '../../sandbox/src/webhooks/webhook-jwt.js';
import { webhookProblem } from '../../demo/server/webhook-verification.js';
import { x5uProblem } from '../../demo/server/x5u-rule.js';
import { act, ALLOWED_ORIGIN, asObject, callApi, startBackend, stepOf } from './backend-fixture.js';
import { CONTROL_HEADER } from './control-panel-fixture.js';
import { callJsonApi, finishFlow, paymentBody } from './json-api-fixture.js';
import {
  bodyOf,
  frozenBackendWithReceiver,
  Receiver,
  until,
  type Received,
  type Reply,
} from './webhook-fixture.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const SECOND = 1000;
const HOUR = 3600 * SECOND;
/** The test backend's acknowledgement time: short, so the timeout case takes a second, not ten. */
const ACK_TIMEOUT_MS = 1000;

interface Jwt {
  header: Record<string, unknown>;
  claims: Record<string, unknown>;
  signingInput: string;
  signature: Buffer;
}

function decodeBearer(headers: IncomingHttpHeaders): Jwt {
  const match = /^Bearer ([\w-]+)\.([\w-]+)\.([\w-]+)$/.exec(headers.authorization ?? '');
  assert.ok(match, `Authorization is "Bearer <JWT>": ${headers.authorization}`);
  const [, header = '', claims = '', signature = ''] = match;
  const json = (segment: string) =>
    asObject(JSON.parse(Buffer.from(segment, 'base64url').toString('utf8')) as unknown);
  return {
    header: json(header),
    claims: json(claims),
    signingInput: `${header}.${claims}`,
    signature: Buffer.from(signature, 'base64url'),
  };
}

/** What a merchant's handler checks: the signature with the certificate at x5u, and msgi against the bytes. */
async function verifyWebhook(backend: MockBackend, request: Received): Promise<Jwt> {
  const jwt = decodeBearer(request.headers);
  assert.deepEqual(Object.keys(jwt.header).sort(), ['alg', 'typ', 'x5u']);
  assert.equal(jwt.header.alg, 'RS256');
  assert.equal(jwt.header.typ, 'JWT');
  assert.equal(jwt.header.x5u, `${backend.origin}/certificates/webhook-signing.pem`);
  const certificate = await fetch(String(jwt.header.x5u));
  assert.equal(certificate.status, 200);
  assert.equal(certificate.headers.get('content-type'), 'application/x-pem-file');
  const { publicKey } = new X509Certificate(await certificate.text());
  assert.ok(
    verify('sha256', Buffer.from(jwt.signingInput), publicKey, jwt.signature),
    'the signature verifies with the certificate at x5u',
  );
  const digest = createHash('sha256').update(request.body).digest('base64');
  assert.equal(jwt.claims.msgi, `sha256-${digest}`, 'msgi is the SHA-256 of the exact body bytes');
  return jwt;
}

describe('the payment status webhook', () => {
  let backend: MockBackend;
  let receiver: Receiver;
  let stop: () => Promise<void>;
  /** The real time source stands still: the sandbox clock moves only by advance(). */
  before(
    async () =>
      ({ backend, receiver, stop } = await frozenBackendWithReceiver({ ackTimeoutMs: ACK_TIMEOUT_MS })),
  );
  after(() => stop());
  beforeEach(() => {
    backend.reset();
    receiver.received.length = 0;
    receiver.reply = () => ({ status: 200 });
  });

  const call = (path: string, options: Parameters<typeof callJsonApi>[2] = {}) =>
    callJsonApi(backend, path, { now: backend.clock.realTime(), ...options });

  async function createPayment(path: string, overrides: Record<string, unknown> = {}): Promise<string> {
    const created = await call('/payments', {
      body: paymentBody({ webhook_url: `${receiver.origin}${path}`, ...overrides }),
    });
    assert.equal(created.status, 200, created.text);
    return String(asObject(created.json).payment_id);
  }

  async function paymentStatus(id: string): Promise<{ status: unknown; final_status: unknown }> {
    const payment = asObject((await call(`/payments/${id}`)).json);
    return { status: payment.status, final_status: payment.final_status };
  }

  async function log(query = ''): Promise<Record<string, unknown>[]> {
    const response = await fetch(`${backend.origin}/control-panel/api/webhooks${query}`, {
      headers: CONTROL_HEADER,
    });
    assert.equal(response.status, 200);
    return asObject(await response.json()).webhooks as Record<string, unknown>[];
  }

  /** The PSU refuses at the terms: one event, final at once. */
  async function cancel(id: string): Promise<void> {
    const step = stepOf(await act(backend, `/payments/${id}/flow`, { action: 'cancel' }));
    assert.equal(step.type, 'failed');
  }

  const attemptsOf = (event: Record<string, unknown> | undefined) =>
    (event?.attempts ?? []) as Record<string, unknown>[];

  it('is sent when the status changes and when it is final: body, headers and a verified JWT', async () => {
    const id = await createPayment('/hooks/payments?shop=1');
    const flow = `/payments/${id}/flow`;
    assert.equal(stepOf(await callApi(backend, flow)).type, 'consent');
    await act(backend, flow, { action: 'confirm' });
    assert.equal((await finishFlow(backend, 'payments', id)).type, 'done');

    const started = await until('the webhook of the authorised payment', () => receiver.received[0]);
    assert.equal(started.method, 'POST');
    assert.equal(started.path, '/hooks/payments?shop=1');
    assert.equal(started.headers['content-type'], 'application/json');
    assert.match(String(started.headers['x-request-id']), UUID);
    const body = bodyOf(started);
    assert.deepEqual(Object.keys(body).sort(), [
      'payment_auth_status',
      'payment_id',
      'payment_status',
      'payment_updates_expected',
      'webhook_id',
      'webhook_triggered',
    ]);
    assert.equal(body.payment_id, id);
    const now = await paymentStatus(id);
    assert.notEqual(body.payment_status, 'RCVD', 'the PSU starting changed no status: no webhook');
    assert.equal(body.payment_status, now.status, 'the status GET /payments/{id} reports');
    assert.equal(body.payment_updates_expected, now.final_status !== true);
    assert.equal(body.payment_auth_status, 'FINALISED');
    assert.match(String(body.webhook_id), UUID);
    assert.equal(
      body.webhook_triggered,
      new Date(backend.clock.now()).toISOString().replace('Z', '000Z'),
      'sandbox time, in UTC with microseconds as the service writes it',
    );

    const jwt = await verifyWebhook(backend, started);
    assert.equal(jwt.claims.sub, applicationId('sandbox-shop'));
    assert.equal(jwt.claims.environment, 'SANDBOX');
    assert.equal(jwt.claims.iat, Math.floor(backend.clock.realTime() / 1000));
    assert.ok(Number(jwt.claims.exp) > Number(jwt.claims.iat), 'exp after iat');

    // Statuses move on the sandbox clock: follow them until the bank settles the payment.
    for (let hours = 0; (await paymentStatus(id)).final_status !== true; hours += 1) {
      assert.ok(hours < 72, 'the payment reaches a final status within three sandbox days');
      backend.clock.advance(HOUR);
    }
    const final = await paymentStatus(id);
    const last = await until('the webhook of the final status', () =>
      receiver.received.find((request) => bodyOf(request).payment_updates_expected === false),
    );
    assert.equal(bodyOf(last).payment_status, final.status);
    assert.equal(bodyOf(last).payment_auth_status, 'FINALISED');
    await verifyWebhook(backend, last);

    const bodies = receiver.received.map(bodyOf);
    assert.equal(
      new Set(bodies.map((each) => each.webhook_id)).size,
      bodies.length,
      'a new webhook_id per event',
    );
    assert.equal(
      new Set(receiver.received.map((request) => request.headers['x-request-id'])).size,
      bodies.length,
      'a new X-Request-Id per request',
    );
    const events = await log(`?payment_id=${id}`);
    assert.ok(events.every((event) => event.state === 'acknowledged'));
    assert.deepEqual(
      events.map((event) => event.body),
      bodies,
      'the log holds every event sent, in order',
    );
    const statuses = bodies.map((each) => each.payment_status);
    assert.ok(
      statuses.every((status, index) => index === 0 || status !== statuses[index - 1]),
      `each event reports a new status: ${statuses.join(', ')}`,
    );
  });

  it('is not sent when only the authorisation moves; the expiry of a started one is sent, FAILED', async () => {
    const id = await createPayment('/hooks/abandoned');
    // The PSU starts (payment_auth_status PENDING) and gives up half way: the status stays RCVD.
    await act(backend, `/payments/${id}/flow`, { action: 'confirm' });
    // Another payment's webhook shows the dispatcher has looked at the started one since.
    await cancel(await createPayment('/hooks/other'));
    await until("the other payment's webhook", () => receiver.to('/hooks/other')[0]);
    backend.clock.advance(16 * 60 * SECOND);
    const body = bodyOf(await until('the webhook', () => receiver.to('/hooks/abandoned')[0]));
    assert.equal(body.payment_status, 'RJCT');
    assert.equal(body.payment_auth_status, 'FAILED');
    assert.equal(body.payment_updates_expected, false);
    const events = await log(`?payment_id=${id}`);
    assert.deepEqual(
      events.map((event) => asObject(event.body).payment_status),
      ['RJCT'],
      'no event for the PSU starting, which changed no status',
    );
  });

  it('reports the PSU cancelling: CNCL, CANCELLED, no further updates expected', async () => {
    const id = await createPayment('/hooks/cancel');
    await cancel(id);
    const request = await until('the webhook', () => receiver.received[0]);
    const body = bodyOf(request);
    assert.equal(body.payment_status, 'CNCL');
    assert.equal(body.payment_auth_status, 'CANCELLED');
    assert.equal(body.payment_updates_expected, false);
    await verifyWebhook(backend, request);
  });

  it('reports a payment that expired untouched with payment_auth_status null; no webhook_url, no webhook', async () => {
    const id = await createPayment('/hooks/expired');
    const quiet = await call('/payments', { body: paymentBody() });
    assert.equal(quiet.status, 200);
    backend.clock.advance(16 * 60 * SECOND);
    const body = bodyOf(await until('the webhook', () => receiver.received[0]));
    assert.equal(body.payment_id, id);
    assert.equal(body.payment_status, 'RJCT');
    assert.equal(body.payment_auth_status, null);
    assert.equal(body.payment_updates_expected, false);
    const events = await log();
    assert.deepEqual(
      events.map((event) => event.payment_id),
      [id],
      'only the payment created with a webhook_url has an event',
    );
  });

  it('is acknowledged only by 102, 200, 201, 202 and 204; a redirect is not followed', async () => {
    receiver.reply = (request) => {
      if (request.path === '/ack/102') return 'processing';
      if (request.path === '/ack/301') return { status: 301, location: `${receiver.origin}/moved` };
      return { status: Number(request.path.slice('/ack/'.length)) };
    };
    const expected: Record<string, string> = {
      '102': 'acknowledged',
      '200': 'acknowledged',
      '201': 'acknowledged',
      '202': 'acknowledged',
      '204': 'acknowledged',
      '203': 'pending',
      '301': 'pending',
      '404': 'pending',
      '500': 'pending',
    };
    const payments = new Map<string, string>();
    for (const status of Object.keys(expected)) {
      const id = await createPayment(`/ack/${status}`);
      await cancel(id);
      payments.set(status, id);
    }
    for (const [status, id] of payments) {
      const [event] = await until(`the attempt answered ${status}`, async () => {
        const events = await log(`?payment_id=${id}`);
        return attemptsOf(events[0]).length > 0 ? events : undefined;
      });
      assert.ok(event);
      assert.equal(event.state, expected[status], `an answer ${status}`);
      const [attempt] = attemptsOf(event);
      assert.equal(attempt?.status, Number(status));
      assert.equal(attempt?.acknowledged, expected[status] === 'acknowledged');
      assert.equal(
        event.next_attempt_at,
        expected[status] === 'acknowledged'
          ? null
          : new Date(Date.parse(String(attempt?.at)) + 10 * SECOND).toISOString(),
      );
    }
    assert.deepEqual(receiver.to('/moved'), [], 'the redirect was not followed');
  });

  it('is retried after 500 and after a timeout with the same body and webhook_id, at growing intervals capped at 600 s, for 24 hours', async () => {
    let mode: Reply = { status: 500 };
    receiver.reply = () => mode;
    const id = await createPayment('/hooks/retry');
    await cancel(id);
    const expectedIntervals = [10, 20, 40, 80, 160, 320, 600, 600, 600].map((seconds) => seconds * SECOND);
    await until('the first attempt', async () => {
      const [event] = await log();
      return attemptsOf(event)[0]?.at;
    });
    for (const [index, interval] of expectedIntervals.entries()) {
      const [event] = await log();
      assert.ok(event);
      assert.equal(event.state, 'pending');
      const due = Date.parse(String(event.next_attempt_at));
      const previous = Date.parse(String(attemptsOf(event)[index]?.at));
      assert.equal(
        due - previous,
        interval,
        `retry ${index + 1} is due ${interval / SECOND} s after attempt ${index + 1}`,
      );
      // The fourth retry meets a receiver that does not answer in time.
      mode = index === 3 ? 'never' : { status: 500 };
      backend.clock.advance(due - backend.clock.now());
      await until(`retry ${index + 1}`, async () => {
        const [current] = await log();
        return attemptsOf(current).length === index + 2 && current?.next_attempt_at !== null
          ? true
          : undefined;
      });
    }
    const [event] = await log();
    assert.ok(event);
    const attempts = attemptsOf(event);
    assert.equal(attempts[4]?.status, null, 'the attempt that timed out has no status');
    assert.match(String(attempts[4]?.error), /No answer within 1 s/);
    assert.equal(attempts[5]?.status, 500);
    assert.equal(
      event.give_up_at,
      new Date(Date.parse(String(event.triggered)) + RETRY_PERIOD_MS).toISOString(),
      'the 24 hours run from the moment the event was triggered',
    );

    const requests = receiver.to('/hooks/retry');
    assert.equal(requests.length, expectedIntervals.length + 1);
    for (const request of requests) {
      assert.deepEqual(request.body, requests[0]?.body, 'the same body bytes, so the same webhook_id');
      await verifyWebhook(backend, request);
    }
    assert.equal(
      new Set(requests.map((request) => request.headers['x-request-id'])).size,
      requests.length,
      'a new X-Request-Id per attempt',
    );

    // A day later: one last try at the end of the 24 hours, then the event is given up.
    backend.clock.advance(RETRY_PERIOD_MS);
    const [givenUp] = await until('the event given up', async () => {
      const events = await log();
      return events[0]?.state === 'given_up' ? events : undefined;
    });
    assert.equal(givenUp?.next_attempt_at, null);
    const count = attemptsOf(givenUp).length;
    // A second payment's webhook shows the dispatcher has looked again: the first stays given up.
    receiver.reply = () => ({ status: 200 });
    backend.clock.advance(HOUR);
    await cancel(await createPayment('/hooks/later'));
    await until('the later webhook', () => receiver.to('/hooks/later')[0]);
    const [again] = await log(`?payment_id=${id}`);
    assert.equal(attemptsOf(again).length, count, 'no attempt after giving up');
  });

  it('a receiver that never answers delays no other delivery', async () => {
    receiver.reply = (request) => (request.path === '/hooks/dead' ? 'never' : { status: 200 });
    const dead = await createPayment('/hooks/dead');
    const alive = await createPayment('/hooks/alive');
    await cancel(dead);
    await until('the request to the dead receiver', () => receiver.to('/hooks/dead')[0]);
    await cancel(alive);
    await until('the acknowledgement of the live receiver', async () => {
      const [event] = await log(`?payment_id=${alive}`);
      return event?.state === 'acknowledged' ? true : undefined;
    });
    const [waiting] = await log(`?payment_id=${dead}`);
    assert.equal(attemptsOf(waiting).length, 0, 'the first attempt to the dead receiver is still under way');
    assert.equal((await paymentStatus(alive)).status, 'CNCL', 'the API answers meanwhile');
  });

  it('the delivery log: each event with its body, state, next attempt and attempts; filtered by payment_id', async () => {
    receiver.reply = () => ({ status: 503 });
    const first = await createPayment('/hooks/log-a');
    const second = await createPayment('/hooks/log-b');
    await cancel(first);
    await cancel(second);
    await until('both first attempts', async () => {
      const events = await log();
      return events.length === 2 && events.every((event) => attemptsOf(event).length === 1)
        ? true
        : undefined;
    });
    const [event] = await log(`?payment_id=${first}`);
    assert.ok(event);
    assert.deepEqual(Object.keys(event).sort(), [
      'attempts',
      'body',
      'give_up_at',
      'next_attempt_at',
      'payment_id',
      'state',
      'triggered',
      'url',
      'webhook_id',
    ]);
    assert.equal(event.url, `${receiver.origin}/hooks/log-a`);
    assert.equal(event.payment_id, first);
    assert.equal(event.state, 'pending');
    assert.equal(event.webhook_id, asObject(event.body).webhook_id);
    assert.equal(event.triggered, asObject(event.body).webhook_triggered);
    const [attempt] = attemptsOf(event);
    assert.deepEqual(Object.keys(attempt ?? {}).sort(), [
      'acknowledged',
      'at',
      'duration_ms',
      'error',
      'request_id',
      'status',
    ]);
    assert.equal(attempt?.status, 503);
    assert.equal(attempt?.error, null);
    assert.equal(attempt?.request_id, receiver.to('/hooks/log-a')[0]?.headers['x-request-id']);
    assert.equal(typeof attempt?.duration_ms, 'number');

    const refused = await fetch(`${backend.origin}/control-panel/api/webhooks?payment_id=nope`, {
      headers: CONTROL_HEADER,
    });
    assert.equal(refused.status, 400);
    const error = asObject(await refused.json());
    assert.equal(error.error, 'WRONG_REQUEST_PARAMETERS');
    assert.match(String(error.message), /payment_id "nope" is not a payment id/);
  });
});

describe('the payment status webhook on a fast clock', () => {
  const receiver = new Receiver();
  let backend: MockBackend;
  before(async () => {
    await receiver.listen();
    receiver.reply = () => ({ status: 503 });
    backend = await startBackend({
      allowedOrigins: [ALLOWED_ORIGIN, receiver.origin],
      webhooks: { checkIntervalMs: 10 },
    });
  });
  after(async () => {
    await backend.close();
    await receiver.close();
  });

  it('keeps retrying for the whole 24 hours, then gives up', async () => {
    const created = await callJsonApi(backend, '/payments', {
      body: paymentBody({ webhook_url: `${receiver.origin}/hooks/fast` }),
    });
    assert.equal(created.status, 200, created.text);
    // Untouched, the payment expires after 15 minutes: its webhook is never acknowledged.
    backend.clock.setSpeed(50_000);
    const response = await until('the event given up', async () => {
      const answer = await fetch(`${backend.origin}/control-panel/api/webhooks`, { headers: CONTROL_HEADER });
      const [event] = asObject(await answer.json()).webhooks as Record<string, unknown>[];
      return event?.state === 'given_up' ? event : undefined;
    });
    backend.clock.setSpeed(1);
    const times = (response.attempts as { at: string }[]).map((attempt) => Date.parse(attempt.at));
    const deadline = giveUpAt(Date.parse(String(response.triggered)));
    assert.equal(response.give_up_at, new Date(deadline).toISOString(), '24 hours after the trigger');
    const last = times.at(-1) ?? 0;
    assert.ok(times.length >= 24, `retried through the day (${times.length} attempts)`);
    // The last attempt ended at or after the deadline; at this speed a millisecond of its round trip is 50 s.
    assert.ok(last >= deadline - 2 * HOUR, 'retried until the end of the 24 hours');
    for (let index = 1; index < times.length; index += 1) {
      const interval = (times[index] ?? 0) - (times[index - 1] ?? 0);
      // A late tick may stretch an interval; none is ever shorter than the schedule's.
      const scheduled = Math.min(retryIntervalMs(index), deadline - (times[index - 1] ?? 0));
      assert.ok(interval >= scheduled, `interval ${index} (${interval} ms) is at least ${scheduled} ms`);
    }
    assert.equal(receiver.received.length, times.length, 'every attempt reached the receiver');
  });
});

describe('the payment status webhook of a payment deleted at once', () => {
  const receiver = new Receiver();
  let backend: MockBackend;
  before(async () => {
    await receiver.listen();
    // The dispatcher's own look never comes during the test: only the deletion can trigger the event.
    backend = await startBackend({
      allowedOrigins: [ALLOWED_ORIGIN, receiver.origin],
      webhooks: { checkIntervalMs: HOUR },
    });
  });
  after(async () => {
    await backend.close();
    await receiver.close();
  });

  it('still reports the final status of a payment deleted the moment it became final', async () => {
    const created = await callJsonApi(backend, '/payments', {
      body: paymentBody({ webhook_url: `${receiver.origin}/hooks/deleted` }),
    });
    assert.equal(created.status, 200, created.text);
    const id = String(asObject(created.json).payment_id);
    // The PSU refuses: final at once; the client deletes the payment as soon as it reads that.
    assert.equal(stepOf(await act(backend, `/payments/${id}/flow`, { action: 'cancel' })).type, 'failed');
    const deleted = await callJsonApi(backend, `/payments/${id}`, { method: 'DELETE' });
    assert.equal(deleted.status, 200, deleted.text);

    const request = await until('the final webhook', () => receiver.received[0]);
    const body = bodyOf(request);
    assert.equal(body.payment_id, id);
    assert.equal(body.payment_status, 'CNCL');
    assert.equal(body.payment_updates_expected, false);
  });
});

describe('the webhook rules (pure)', () => {
  const catalogue = buildCatalogue({ large: false });
  const context = { applications: new ApplicationRegistry(APPLICATIONS), catalogue, now: 1_000_000 };
  const payment = (application = 'sandbox-shop', aspsp = 'OP'): PaymentRecord =>
    newPayment(
      {
        application,
        aspsp: { name: aspsp, country: 'FI' },
        payment_request: samplePaymentRequest(),
      },
      context,
    );

  it('retry intervals double from 10 s up to the 600 s cap', () => {
    assert.deepEqual(
      [1, 2, 3, 4, 5, 6, 7, 8, 100].map((failed) => retryIntervalMs(failed) / SECOND),
      [10, 20, 40, 80, 160, 320, 600, 600, 600],
    );
    assert.throws(() => retryIntervalMs(0), RangeError);
  });

  it('retries end 24 hours after the event was triggered, the last one exactly then', () => {
    const first = 5_000;
    const deadline = giveUpAt(first);
    assert.equal(deadline, first + 24 * HOUR);
    assert.equal(nextAttemptAt(first, 1, first), first + 10 * SECOND);
    assert.equal(nextAttemptAt(first, 9, deadline - SECOND), deadline, 'clamped to the deadline');
    assert.equal(nextAttemptAt(first, 9, deadline), undefined);
    assert.equal(nextAttemptAt(first, 1, deadline + HOUR), undefined, 'a late end gives up too');

    // A receiver that never acknowledges and answers at once: how the day is spent.
    const times = [first];
    for (let next = nextAttemptAt(first, 1, first); next !== undefined;) {
      times.push(next);
      next = nextAttemptAt(first, times.length, next);
    }
    const intervals = times.slice(1).map((time, index) => time - (times[index] ?? 0));
    assert.ok(intervals.every((interval) => interval > 0 && interval <= MAX_RETRY_INTERVAL_MS));
    assert.ok(
      intervals.every(
        (interval, index) =>
          index === 0 || interval >= (intervals[index - 1] ?? 0) || index === intervals.length - 1,
      ),
      'intervals grow (only the last, cut at the deadline, may be shorter)',
    );
    assert.equal(times.at(-1), deadline);
    assert.equal(times.length, 150);
  });

  it('acknowledgement: 102, 200, 201, 202 and 204 only', () => {
    for (const status of [102, 200, 201, 202, 204]) assert.ok(isAcknowledged(status), String(status));
    for (const status of [
      undefined,
      100,
      203,
      205,
      206,
      301,
      302,
      304,
      307,
      400,
      401,
      404,
      408,
      429,
      500,
      503,
    ]) {
      assert.ok(!isAcknowledged(status), String(status));
    }
  });

  it('payment_auth_status follows the PSU: null, PENDING, FINALISED, CANCELLED, FAILED', () => {
    const created = payment();
    assert.equal(paymentAuthStatus(created, context.now), null, 'not started');
    assert.equal(paymentAuthStatus({ ...created, status: 'CONSENT_GIVEN' }, context.now), 'PENDING');
    assert.equal(paymentAuthStatus({ ...created, phase: { type: 'done' } }, context.now), 'FINALISED');
    const refused = {
      type: 'failed',
      error: 'access_denied',
      error_description: 'The user cancelled.',
    } as const;
    assert.equal(paymentAuthStatus({ ...created, phase: refused }, context.now), 'CANCELLED');
    const bankError = {
      type: 'failed',
      error: 'server_error',
      error_description: 'The bank is down.',
    } as const;
    assert.equal(paymentAuthStatus({ ...created, phase: bankError }, context.now), 'FAILED');
    const later = created.expires_at + 1;
    assert.equal(paymentAuthStatus(created, later), null, 'expired before the PSU started');
    assert.equal(
      paymentAuthStatus({ ...created, status: 'CONSENT_GIVEN' }, later),
      'FAILED',
      'expired half way',
    );

    // A licensed TPP's flow has no terms: at Nordea the PSU starts by choosing how to log in.
    const tpp = payment('sandbox-tpp', 'Nordea');
    assert.equal(tpp.phase.type, 'method');
    assert.equal(paymentAuthStatus(tpp, context.now), null);
    const [method] = tpp.aspsp.auth_methods;
    assert.ok(method);
    assert.equal(paymentAuthStatus({ ...tpp, phase: { type: 'redirect', method } }, context.now), 'PENDING');
  });

  it('a webhook is worth sending when the status changes or becomes final, not when only the authorisation moves', () => {
    const created = payment();
    assert.deepEqual(observePayment(created, context.now), CREATED_OBSERVATION);
    assert.ok(!isWebhookWorthy(CREATED_OBSERVATION, { ...CREATED_OBSERVATION }));
    assert.ok(isWebhookWorthy(CREATED_OBSERVATION, { ...CREATED_OBSERVATION, status: 'ACTC' }));
    assert.ok(isWebhookWorthy(CREATED_OBSERVATION, { ...CREATED_OBSERVATION, updates_expected: false }));
    const started = { ...CREATED_OBSERVATION, auth_status: 'PENDING' } as const;
    assert.ok(!isWebhookWorthy(CREATED_OBSERVATION, started), 'the authorisation alone moved');
    assert.ok(!isWebhookWorthy(started, { ...started, auth_status: 'FINALISED' }));
    assert.ok(
      isWebhookWorthy(started, { status: 'RJCT', updates_expected: false, auth_status: 'FAILED' }),
      'an authorisation that ends the payment makes its status final',
    );
  });

  it('a restart sends an attempt it cut short again, unless the 24 hours since the trigger have passed', () => {
    const triggered = 1_000_000;
    const observation = { status: 'ACSC', updates_expected: false, auth_status: 'FINALISED' } as const;
    const body = webhookBody('p', observation, 'w', triggered);
    const event: WebhookEvent = {
      webhook_id: 'w',
      payment_id: 'p',
      application_id: applicationId('sandbox-shop'),
      environment: 'SANDBOX',
      url: 'http://127.0.0.1:9/hook',
      body,
      bodyText: JSON.stringify(body),
      state: 'pending',
      give_up_at: giveUpAt(triggered),
      attempts: [],
    };
    const soon = triggered + HOUR;
    assert.equal(resumedEvent(event, soon).next_attempt_at, soon, 'due at once');
    assert.equal(
      resumedEvent({ ...event, next_attempt_at: soon + SECOND }, soon).next_attempt_at,
      soon + SECOND,
    );
    const late = giveUpAt(triggered) + SECOND;
    for (const stopped of [event, { ...event, give_up_at: undefined, next_attempt_at: triggered }]) {
      const resumed = resumedEvent(stopped, late);
      assert.equal(resumed.state, 'given_up', 'its 24 hours ended while the sandbox was stopped');
      assert.equal(resumed.next_attempt_at, undefined);
      assert.equal(resumed.give_up_at, giveUpAt(triggered));
    }
    const settled = { ...event, state: 'acknowledged' } as const;
    assert.equal(resumedEvent(settled, late), settled);
  });

  it('msgi is "sha256-" and the base64 SHA-256 of the bytes', () => {
    assert.equal(messageIntegrity(''), 'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=');
    assert.equal(messageIntegrity(Buffer.from('é')), messageIntegrity('é'));
  });
});

describe("the demo application's webhook check", () => {
  const body = Buffer.from('{"payment_id":"p","payment_status":"ACSC"}');
  const x5u = 'http://127.0.0.1:3600/certificates/webhook-signing.pem';
  const now = Date.now();
  const expected = {
    applicationId: applicationId('sandbox-shop'),
    environment: 'SANDBOX' as const,
    x5u,
    now,
    certificate: async () => new X509Certificate(webhookSigningKey().certificatePem),
  };
  const bearer = (overrides: Partial<Parameters<typeof signWebhookJwt>[0]> = {}) =>
    `Bearer ${signWebhookJwt({
      body: body.toString(),
      applicationId: expected.applicationId,
      environment: 'SANDBOX',
      x5u,
      issuedAt: now,
      privateKey: webhookSigningKey().privateKey,
      ...overrides,
    })}`;

  it('trusts the sandbox webhook and says why it refuses any other', async () => {
    assert.equal(await webhookProblem(bearer(), body, expected), undefined);
    assert.match(String(await webhookProblem(bearer(), Buffer.from(`${body} `), expected)), /^msgi /);
    assert.match(
      String(await webhookProblem(bearer({ applicationId: applicationId('sandbox-tpp') }), body, expected)),
      /^sub .* is not this application's id/,
    );
    assert.match(
      String(await webhookProblem(bearer({ environment: 'PRODUCTION' }), body, expected)),
      /^environment PRODUCTION/,
    );
    assert.match(
      String(await webhookProblem(bearer({ issuedAt: now - 2 * HOUR }), body, expected)),
      /expired/,
    );
    const [header, claims] = bearer().slice('Bearer '.length).split('.');
    const forged = `Bearer ${header}.${claims}.${Buffer.from('forged').toString('base64url')}`;
    assert.match(String(await webhookProblem(forged, body, expected)), /signature does not verify/);
    assert.match(String(await webhookProblem(undefined, body, expected)), /no Authorization/);
    const elsewhere = bearer({ x5u: 'http://localhost:3600/certificates/webhook-signing.pem' });
    assert.match(String(await webhookProblem(elsewhere, body, expected)), /not the pinned certificate URL/);
  });

  it('the pinned x5u: https on the service domain or a subdomain; plain http only on loopback', () => {
    assert.equal(x5uProblem('https://service.example/cert.pem', 'service.example'), undefined);
    assert.equal(x5uProblem('https://keys.service.example/cert.pem', 'service.example'), undefined);
    assert.equal(x5uProblem('http://127.0.0.1:3600/cert.pem', 'service.example'), undefined);
    assert.equal(x5uProblem('http://localhost:3600/cert.pem', 'service.example'), undefined);
    assert.equal(x5uProblem('http://[::1]:3600/cert.pem', 'service.example'), undefined);
    assert.match(
      String(x5uProblem('https://evilservice.example/c.pem', 'service.example')),
      /not on service\.example/,
    );
    assert.match(String(x5uProblem('http://service.example/c.pem', 'service.example')), /must use https/);
    assert.match(String(x5uProblem('http://10.0.0.1/c.pem', 'service.example')), /must use https/);
    assert.match(String(x5uProblem(undefined, 'service.example')), /no x5u/);
  });
});
