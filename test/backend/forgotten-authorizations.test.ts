/**
 * An authorisation that never became a session is forgotten a day after it ended (expired,
 * cancelled, or its code expired unused): its id is then unknown to the widget API and its code
 * to POST /sessions, also after a restart. What the specification keeps readable stays: a
 * session (also once expired) with its authorisation, and a payment (also once rejected).
 */
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { ENDED_AUTHORIZATION_KEPT_MS } from '../../sandbox/src/attempts/attempt-room.js';
import type { MockBackend } from '../../sandbox/src/server.js';
import { act, asObject, callApi, sleep, startBackend } from './backend-fixture.js';
import { callControlApi, patchApplication } from './control-panel-fixture.js';
import { authBody, callJsonApi, codeOf, failure, finishFlow, paymentBody } from './json-api-fixture.js';
import { temporaryDirectories } from './temporary-directories.js';

const MINUTE = 60 * 1000;
const unknownAuthorization = { status: 404, error: 'SESSION_DOES_NOT_EXIST', code: 404 };
const unknownCode = { status: 400, error: 'WRONG_AUTHORIZATION_CODE', code: 400 };

const dataDir = temporaryDirectories('sandbox-forgotten-');

async function startAuthorization(
  backend: MockBackend,
  overrides: Record<string, unknown> = {},
): Promise<string> {
  const result = await callJsonApi(backend, '/auth', { body: authBody(overrides) });
  assert.equal(result.status, 200, result.text);
  return String(asObject(result.json).authorization_id);
}

async function startPayment(backend: MockBackend): Promise<string> {
  const result = await callJsonApi(backend, '/payments', { body: paymentBody() });
  assert.equal(result.status, 200, result.text);
  return String(asObject(result.json).payment_id);
}

/** What the widget API answers for the authorisation: its status, or the error of an unknown one. */
async function widgetRead(backend: MockBackend, id: string): Promise<unknown> {
  const result = await callApi(backend, `/authorizations/${id}`);
  return result.status === 200 ? asObject(result.json).status : failure(result);
}

async function exchange(backend: MockBackend, code: string): Promise<unknown> {
  return failure(await callJsonApi(backend, '/sessions', { body: { code } }));
}

interface Journeys {
  /** Started, never finished. */
  unfinished: string;
  /** Cancelled by the PSU on the consent. */
  cancelled: string;
  /** Authorised, its code never exchanged. */
  unexchanged: { id: string; code: string };
  /** Authorised and exchanged: a session whose access ends in an hour. */
  withSession: { id: string; sessionId: string };
  /** Created, never authorised: rejected once its 15 minutes are over. */
  payment: string;
}

async function startJourneys(backend: MockBackend): Promise<Journeys> {
  const unfinished = await startAuthorization(backend);
  const cancelled = await startAuthorization(backend);
  const cancel = await act(backend, `/authorizations/${cancelled}/consent`, { decision: 'cancel' });
  assert.equal(cancel.status, 200, cancel.text);
  const unexchangedId = await startAuthorization(backend);
  const code = codeOf(await finishFlow(backend, 'authorizations', unexchangedId));
  const withSessionId = await startAuthorization(backend, {
    access: { valid_until: new Date(backend.clock.now() + 60 * MINUTE).toISOString() },
  });
  const session = await callJsonApi(backend, '/sessions', {
    body: { code: codeOf(await finishFlow(backend, 'authorizations', withSessionId)) },
  });
  assert.equal(session.status, 200, session.text);
  const sessionId = String(asObject(session.json).session_id);
  const payment = await startPayment(backend);
  return {
    unfinished,
    cancelled,
    unexchanged: { id: unexchangedId, code },
    withSession: { id: withSessionId, sessionId },
    payment,
  };
}

/** The journeys a day after they ended: the three without a session are unknown, the rest kept. */
async function assertForgotten(backend: MockBackend, journeys: Journeys): Promise<void> {
  assert.deepEqual(await widgetRead(backend, journeys.unfinished), unknownAuthorization);
  assert.deepEqual(await widgetRead(backend, journeys.cancelled), unknownAuthorization);
  assert.deepEqual(await widgetRead(backend, journeys.unexchanged.id), unknownAuthorization);
  const flow = await callApi(backend, `/authorizations/${journeys.unfinished}/flow`);
  assert.deepEqual(failure(flow), unknownAuthorization);
  assert.deepEqual(await exchange(backend, journeys.unexchanged.code), unknownCode);

  assert.equal(await widgetRead(backend, journeys.withSession.id), 'AUTHORIZED', 'kept with its session');
  const session = await callJsonApi(backend, `/sessions/${journeys.withSession.sessionId}`);
  assert.equal(session.status, 200, session.text);
  assert.equal(asObject(session.json).status, 'EXPIRED', 'an expired session is still read');
  const payment = await callJsonApi(backend, `/payments/${journeys.payment}`);
  assert.equal(payment.status, 200, payment.text);
  assert.equal(asObject(payment.json).status, 'RJCT', 'a rejected payment is still read');
}

describe('Authorisations that ended, kept for a day', () => {
  it('reads them for a day after they ended, then forgets them at the next new journey, and a restart does not bring them back', async () => {
    const directory = dataDir();
    let backend = await startBackend({ dataDir: directory });
    let journeys: Journeys;
    try {
      journeys = await startJourneys(backend);
      // Over: 15 minutes for the authorisations, 10 for the code.
      backend.clock.advance(16 * MINUTE);
      assert.equal(await widgetRead(backend, journeys.unfinished), 'EXPIRED');
      assert.equal(await widgetRead(backend, journeys.cancelled), 'CANCELLED');
      assert.equal(await widgetRead(backend, journeys.unexchanged.id), 'AUTHORIZED');
      const expiredCode = { status: 422, error: 'EXPIRED_AUTHORIZATION_CODE', code: 422 };
      assert.deepEqual(await exchange(backend, journeys.unexchanged.code), expiredCode);

      // Just under a day after they ended, a new journey leaves them as they are.
      backend.clock.advance(ENDED_AUTHORIZATION_KEPT_MS - 2 * MINUTE);
      await startAuthorization(backend);
      assert.equal(await widgetRead(backend, journeys.unfinished), 'EXPIRED');
      assert.deepEqual(await exchange(backend, journeys.unexchanged.code), expiredCode);

      // A day after: the next new journey forgets them.
      backend.clock.advance(2 * MINUTE);
      await startPayment(backend);
      await assertForgotten(backend, journeys);
    } finally {
      await backend.close();
    }
    backend = await startBackend({ dataDir: directory });
    try {
      await assertForgotten(backend, journeys);
    } finally {
      await backend.close();
    }
  });

  it('forgets at start what ended over a day ago while the sandbox was stopped', async () => {
    const directory = dataDir();
    let backend = await startBackend({ dataDir: directory });
    let journeys: Journeys;
    try {
      journeys = await startJourneys(backend);
      // The clock moves on, and no journey starts before the stop.
      await callControlApi(backend, '/clock', {
        method: 'POST',
        body: { advance_seconds: (16 * MINUTE + ENDED_AUTHORIZATION_KEPT_MS) / 1000 },
      });
      assert.equal(await widgetRead(backend, journeys.unfinished), 'EXPIRED', 'not forgotten yet');
    } finally {
      await backend.close();
    }
    // Twice: what the first start forgot was committed, so the second finds it gone too.
    for (let start = 0; start < 2; start += 1) {
      backend = await startBackend({ dataDir: directory });
      try {
        await assertForgotten(backend, journeys);
      } finally {
        await backend.close();
      }
    }
  });
});

describe('Authorisations that ended, at a compaction of the data directory', () => {
  const previous = process.env.SANDBOX_COMPACT_AFTER_BYTES;
  after(() => {
    if (previous === undefined) delete process.env.SANDBOX_COMPACT_AFTER_BYTES;
    else process.env.SANDBOX_COMPACT_AFTER_BYTES = previous;
  });

  it('leaves out of the new snapshot, and forgets, what ended over a day ago', async () => {
    process.env.SANDBOX_COMPACT_AFTER_BYTES = '20000';
    const directory = dataDir();
    let backend = await startBackend({ dataDir: directory });
    let forgotten: string;
    let kept: string;
    try {
      forgotten = await startAuthorization(backend);
      kept = await startPayment(backend);
      backend.clock.advance(16 * MINUTE + ENDED_AUTHORIZATION_KEPT_MS);
      // Changes that start no journey, until the journal is folded into a snapshot.
      const snapshot = join(directory, 'snapshot.jsonl');
      for (let change = 0; change < 200 && !existsSync(snapshot); change += 1) {
        const patched = await patchApplication(backend, 'sandbox-tpp', {
          webhook_origins: [`https://shop-${change}.example`],
        });
        assert.equal(patched.status, 200, patched.text);
        await sleep(5);
      }
      assert.ok(existsSync(snapshot), 'a snapshot was written');
      const text = readFileSync(snapshot, 'utf8');
      assert.ok(!text.includes(forgotten), 'the authorisation is not in the snapshot');
      assert.ok(text.includes(kept), 'the payment is');
      assert.deepEqual(await widgetRead(backend, forgotten), unknownAuthorization);
    } finally {
      await backend.close();
    }
    backend = await startBackend({ dataDir: directory });
    try {
      assert.deepEqual(await widgetRead(backend, forgotten), unknownAuthorization);
      assert.equal((await callJsonApi(backend, `/payments/${kept}`)).status, 200);
    } finally {
      await backend.close();
    }
  });
});
