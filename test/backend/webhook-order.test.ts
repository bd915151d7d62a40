/**
 * The events of one payment reach the receiver in order: while an older event is being
 * retried, a newer one waits, so the last webhook a receiver gets carries the current status.
 * Another payment's events do not wait. The sandbox clock runs on a frozen time source.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { MockBackend } from '../../sandbox/src/server.js';
import { act, asObject, sleep } from './backend-fixture.js';
import { callJsonApi, finishFlow, paymentBody } from './json-api-fixture.js';
import { bodyOf, frozenBackendWithReceiver, type Receiver, until } from './webhook-fixture.js';

describe('webhooks of one payment, in order', () => {
  let backend: MockBackend;
  let receiver: Receiver;
  let stop: () => Promise<void>;
  before(async () => ({ backend, receiver, stop } = await frozenBackendWithReceiver()));
  after(() => stop());

  async function create(path: string): Promise<string> {
    const created = await callJsonApi(backend, '/payments', {
      method: 'POST',
      now: backend.clock.realTime(),
      body: paymentBody({ webhook_url: `${receiver.origin}${path}` }),
    });
    assert.equal(created.status, 200, created.text);
    return String(asObject(created.json).payment_id);
  }

  it('a newer status is not sent while an older one is retried; then they follow in order', async () => {
    // One receiver path fails until told otherwise; another payment's path always answers.
    let failing = true;
    receiver.reply = (request) => (request.path === '/slow' && failing ? { status: 500 } : { status: 200 });
    const id = await create('/slow');
    const other = await create('/fine');

    await act(backend, `/payments/${id}/flow`, { action: 'confirm' });
    await until('the first attempt', () => receiver.to('/slow')[0]);
    await finishFlow(backend, 'payments', id);
    await finishFlow(backend, 'payments', other);
    await until("the other payment's authorisation", () =>
      receiver.to('/fine').find((request) => bodyOf(request).payment_auth_status === 'FINALISED'),
    );
    await sleep(200);
    const waiting = receiver.to('/slow').map(bodyOf);
    assert.deepEqual(
      waiting.map((body) => [body.payment_status, body.payment_auth_status]),
      [['RCVD', 'PENDING']],
      'the authorisation waits while the PSU starting it is not acknowledged',
    );

    failing = false;
    backend.clock.advance(10_000);
    await until('the final status', () =>
      receiver.to('/slow').find((request) => bodyOf(request).payment_updates_expected === false),
    );
    const bodies = receiver.to('/slow').map(bodyOf);
    assert.deepEqual(
      bodies.map((body) => [body.payment_status, body.payment_auth_status]),
      [
        ['RCVD', 'PENDING'],
        ['RCVD', 'PENDING'],
        ['ACTC', 'FINALISED'],
        ['ACSC', 'FINALISED'],
      ],
    );
    assert.equal(bodies[0]?.webhook_id, bodies[1]?.webhook_id, 'the retry of the first event');
    const triggered = bodies.map((body) => String(body.webhook_triggered));
    assert.deepEqual(triggered, [...triggered].sort(), 'in the order they were triggered');
  });
});
