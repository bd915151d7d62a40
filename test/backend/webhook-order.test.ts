/**
 * Each webhook of a payment is delivered on its own schedule, as the specification promises
 * no order: a newer event goes out at once while an older one is retried, each is retried for
 * 24 hours from its own trigger, and a late retry may reach the receiver after a newer event,
 * so a receiver orders them by webhook_triggered. The sandbox clock runs on a frozen time source.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { MockBackend } from '../../sandbox/src/server.js';
import { RETRY_PERIOD_MS } from '../../sandbox/src/webhooks/delivery-schedule.js';
import { asObject } from './backend-fixture.js';
import { CONTROL_HEADER } from './control-panel-fixture.js';
import { callJsonApi, finishFlow, paymentBody } from './json-api-fixture.js';
import { bodyOf, frozenBackendWithReceiver, type Receiver, until } from './webhook-fixture.js';

describe('webhooks of one payment, each on its own schedule', () => {
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

  async function log(id: string): Promise<Record<string, unknown>[]> {
    const response = await fetch(`${backend.origin}/control-panel/api/webhooks?payment_id=${id}`, {
      headers: CONTROL_HEADER,
    });
    assert.equal(response.status, 200);
    return asObject(await response.json()).webhooks as Record<string, unknown>[];
  }

  it('a newer event goes out while an older one is retried; the late retry arrives after it', async () => {
    // The receiver refuses the authorised payment's event until told otherwise.
    let failing = true;
    receiver.reply = (request) =>
      failing && bodyOf(request).payment_status === 'ACTC' ? { status: 500 } : { status: 200 };
    const id = await create('/hooks');
    await finishFlow(backend, 'payments', id);
    await until('the first attempt', () => receiver.to('/hooks')[0]);

    // The bank settles the payment: its final event does not wait for the refused one.
    backend.clock.advance(10_000);
    const final = await until('the final status', () =>
      receiver.to('/hooks').find((request) => bodyOf(request).payment_updates_expected === false),
    );
    assert.equal(bodyOf(final).payment_status, 'ACSC');
    const [older, newer] = await log(id);
    assert.equal(asObject(older?.body).payment_status, 'ACTC');
    assert.equal(older?.state, 'pending', 'the older event is still being retried');
    assert.equal(newer?.state, 'acknowledged');
    for (const event of [older, newer]) {
      assert.equal(
        event?.give_up_at,
        new Date(Date.parse(String(event?.triggered)) + RETRY_PERIOD_MS).toISOString(),
        'retried for 24 hours from its own trigger',
      );
    }

    failing = false;
    backend.clock.advance(Date.parse(String((await log(id))[0]?.next_attempt_at)) - backend.clock.now());
    await until('the older event acknowledged', async () =>
      (await log(id))[0]?.state === 'acknowledged' ? true : undefined,
    );
    const bodies = receiver.to('/hooks').map(bodyOf);
    assert.equal(bodies.at(-1)?.payment_status, 'ACTC', 'the late retry came last');
    const byTrigger = [...bodies].sort((a, b) =>
      String(a.webhook_triggered).localeCompare(String(b.webhook_triggered)),
    );
    assert.equal(byTrigger.at(-1)?.payment_status, 'ACSC', 'webhook_triggered tells the current status');
  });
});
