/**
 * The bytes of the authorisations and payments held (attempts/attempt-room.ts) are a running
 * total the store keeps as attempts come and go, so that a new attempt does not scan all of
 * them: it stays what a recount finds through additions, status changes, drops, a deleted
 * payment, a reset and a restart from the data directory.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ApplicationRegistry } from '../../sandbox/src/applications/application-registry.js';
import { addAuthorization, addPayment } from '../../sandbox/src/attempts/add-attempt.js';
import {
  ENDED_AUTHORIZATION_KEPT_MS,
  forgetEndedAuthorizations,
  heldAttemptBytes,
} from '../../sandbox/src/attempts/attempt-room.js';
import { buildCatalogue } from '../../sandbox/src/catalogue/catalogue.js';
import { SandboxClock } from '../../sandbox/src/clock/sandbox-clock.js';
import { APPLICATIONS } from '../../sandbox/src/data/applications.js';
import { openSandboxData } from '../../sandbox/src/data-dir/sandbox-data.js';
import { applyTransition } from '../../sandbox/src/flow/apply-transition.js';
import { samplePaymentRequest } from '../../sandbox/src/server.js';
import type { TrackedMap } from '../../sandbox/src/persistence/tracked-map.js';
import { MockStore } from '../../sandbox/src/state/store.js';
import { temporaryDirectories } from './temporary-directories.js';

const MINUTE = 60 * 1000;
const OP = { name: 'OP', country: 'FI' };
const catalogue = buildCatalogue({ large: false });
const applications = new ApplicationRegistry(APPLICATIONS);
const dataDir = temporaryDirectories('sandbox-held-bytes-');

function context(now: number) {
  return { applications, catalogue, now };
}

/** The store's running total is what a scan of every attempt held (heldAttemptBytes) finds. */
function assertCounted(store: MockStore, what: string): void {
  assert.equal(store.heldAttemptBytes, heldAttemptBytes(store), what);
}

describe('the bytes of the attempts held', () => {
  it('stay what a recount finds through additions, changes, drops, deletion, reset and restart', async () => {
    const directory = dataDir();
    const clock = new SandboxClock();
    let data = openSandboxData(directory, { reset: false });
    let store = new MockStore(6);
    let durable = data.restore({ store, clock, registry: applications, catalogue });
    const start = clock.now();
    try {
      assert.equal(store.heldAttemptBytes, 0, 'an empty store holds none');
      const authorizations = [0, 1, 2].map(() => addAuthorization(store, { aspsp: OP }, context(start)));
      const payments = [0, 1].map(() =>
        addPayment(store, { aspsp: OP, payment_request: samplePaymentRequest() }, context(start)),
      );
      assert.ok(store.heldAttemptBytes > 0);
      assertCounted(store, 'after additions');

      // Changed in place, as the flow changes them; and one replaced by a copy of itself.
      const [first, second] = authorizations;
      assert.ok(first && second);
      applyTransition(
        first,
        { phase: { type: 'failed', error: 'x', error_description: 'y' }, status: 'FAILED' },
        store,
        start,
      );
      store.authorizations.set(second.id, { ...second, state: 'a longer state than before, replaced' });
      assertCounted(store, 'after a change and a replacement');

      // The payment deleted as DELETE /payments/{id} does.
      store.payments.delete(payments[0]?.id ?? '');
      assertCounted(store, 'after a deleted payment');

      // Past the count once they ended: the oldest are dropped to make room.
      const later = start + 16 * MINUTE;
      for (let index = 0; index < 4; index += 1) addAuthorization(store, { aspsp: OP }, context(later));
      assert.ok(store.authorizations.size + store.payments.size <= 6);
      assert.equal(store.authorizations.has(first.id), false, 'the oldest that ended was dropped');
      assertCounted(store, 'after drops that made room');
      await durable.commit();
    } finally {
      await durable.close();
      data.unlock();
    }

    // A restart reads what was left; a day later, the authorisations that ended are forgotten.
    data = openSandboxData(directory, { reset: false });
    store = new MockStore(6);
    durable = data.restore({ store, clock, registry: applications, catalogue });
    try {
      assert.ok(store.authorizations.size > 0 && store.heldAttemptBytes > 0, 'the restart read them');
      assertCounted(store, 'after a restart');
      assert.ok(
        forgetEndedAuthorizations(store, start + 16 * MINUTE + ENDED_AUTHORIZATION_KEPT_MS + MINUTE) > 0,
      );
      assertCounted(store, 'after forgetting the ended authorisations');
      store.reset();
      assert.equal(store.heldAttemptBytes, 0, 'after a reset');
    } finally {
      await durable.close();
      data.unlock();
    }
  });

  it('makes room for a new attempt without scanning those held while they fit', () => {
    const store = new MockStore(1000);
    const now = Date.parse('2026-11-23T09:00:00Z');
    // The first new attempt looks for authorisations to forget; the next ones, within a minute, do not.
    addAuthorization(store, { aspsp: OP }, context(now));
    let scans = 0;
    const counted = <V>(map: TrackedMap<string, V>): void => {
      const scan = map.scan.bind(map);
      map.scan = () => {
        scans += 1;
        return scan();
      };
    };
    counted(store.authorizations);
    counted(store.payments);
    for (let index = 0; index < 50; index += 1) {
      addAuthorization(store, { aspsp: OP }, context(now));
      addPayment(store, { aspsp: OP, payment_request: samplePaymentRequest() }, context(now));
    }
    assert.equal(store.authorizations.size + store.payments.size, 101);
    assert.equal(scans, 0, 'no scan of the attempts held');
    assertCounted(store, 'the total is right');
  });
});
