/**
 * The authorisations and payments kept are bounded, in number and in bytes: a flood of POST
 * /auth (or of large bulk payments) past the bound is refused while the ones under way go on;
 * once they have ended, the oldest are dropped (from memory and from the data directory) to
 * make room, and a restart reads what is left.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { BASE_CATALOGUE } from '../../sandbox/src/data/base-catalogue.js';
import { largestPaymentRequest, longUrl } from '../../sandbox/src/json-api/largest-payment.js';
import type { MockBackend } from '../../sandbox/src/server.js';
import { DAY_MS } from './accounts-fixture.js';
import { ALLOWED_ORIGIN, asObject, callApi, startBackend } from './backend-fixture.js';
import { patchApplication } from './control-panel-fixture.js';
import { authBody, callJsonApi, codeOf, finishFlow } from './json-api-fixture.js';

const LIMIT = 40;
const FLOOD = 100;
const dataDir = mkdtempSync(join(tmpdir(), 'sandbox-bounded-attempts-'));
after(() => rmSync(dataDir, { recursive: true, force: true }));

async function startAuthorization(
  backend: MockBackend,
): Promise<{ status: number; id?: string; error?: unknown }> {
  const result = await callJsonApi(backend, '/auth', { body: authBody() });
  const json = asObject(result.json);
  return { status: result.status, id: json.authorization_id as string | undefined, error: json.error };
}

async function isKept(backend: MockBackend, id: string): Promise<boolean> {
  return (await callApi(backend, `/authorizations/${id}`)).status === 200;
}

describe('bounded authorisations and payments', () => {
  it('refuses a flood past the bound, then drops the oldest that ended to make room, across a restart', async () => {
    let backend = await startBackend({ dataDir, stateLimits: { attempts: LIMIT } });
    const accepted: string[] = [];
    try {
      // The oldest of all, with a session that goes on: kept whatever comes after.
      const kept = await startAuthorization(backend);
      const code = codeOf(await finishFlow(backend, 'authorizations', String(kept.id)));
      const session = await callJsonApi(backend, '/sessions', { body: { code } });
      assert.equal(session.status, 200, session.text);
      const sessionId = String(asObject(session.json).session_id);
      const refusals: unknown[] = [];
      for (let index = 0; index < FLOOD; index += 1) {
        const started = await startAuthorization(backend);
        if (started.status === 200 && started.id !== undefined) accepted.push(started.id);
        else refusals.push([started.status, started.error]);
      }
      assert.ok(accepted.length < FLOOD, `${accepted.length} of ${FLOOD} kept`);
      assert.deepEqual(new Set(refusals.map(String)), new Set([String([429, 'ASPSP_RATE_LIMIT_EXCEEDED'])]));
      const [oldest = ''] = accepted;
      assert.ok(await isKept(backend, oldest), 'the ones under way are kept');

      // They expire 15 minutes after their start: ended, they make room.
      backend.clock.advance(16 * 60 * 1000);
      const later = await startAuthorization(backend);
      assert.equal(later.status, 200, String(later.error));
      assert.equal(await isKept(backend, oldest), false, 'the oldest that ended was dropped');
      assert.ok(await isKept(backend, String(kept.id)), 'an authorisation whose session goes on is kept');
      const read = await callJsonApi(backend, `/sessions/${sessionId}`);
      assert.equal(asObject(read.json).status, 'AUTHORIZED');
      accepted.push(String(later.id));
    } finally {
      await backend.close();
    }
    backend = await startBackend({ dataDir, stateLimits: { attempts: LIMIT } });
    try {
      const newest = accepted.at(-1) ?? '';
      assert.ok(await isKept(backend, newest), 'a restart reads what is left');
      assert.equal(await isKept(backend, accepted[0] ?? ''), false, 'and not what was dropped');
    } finally {
      await backend.close();
    }
  });

  it('bounds their bytes too: large bulk payments past it are refused, and make room once ended', async () => {
    const MIB = 1024 * 1024;
    const backend = await startBackend({ stateLimits: { attemptBytes: MIB } });
    try {
      const offers = BASE_CATALOGUE.flatMap((aspsp) =>
        (aspsp.payments ?? []).map((type) => ({ aspsp, type })),
      );
      const bulk = offers.find((offer) => offer.type.max_transactions >= 20);
      assert.ok(bulk, 'a bank offers bulk payments');
      const shop = backend.applications.byKey('sandbox-shop');
      assert.ok(shop);
      const allowed = await patchApplication(backend, shop.id, {
        redirect_urls: [...shop.redirect_urls, longUrl(ALLOWED_ORIGIN, 'callback')],
      });
      assert.equal(allowed.status, 200, allowed.text);
      // Ten to midnight (UTC): the clock moves on 16 minutes below, into the next day, so each
      // payment is dated the sandbox's today as it is sent (a date in the past is refused).
      const now = backend.clock.now();
      const tenToMidnight = new Date(now).setUTCHours(23, 50, 0, 0);
      backend.clock.advance((tenToMidnight - now + DAY_MS) % DAY_MS);
      const paymentRequest = () => {
        const today = new Date(backend.clock.now()).toISOString().slice(0, 10);
        const request = largestPaymentRequest(bulk.aspsp, bulk.type, {
          today,
          urlOrigin: ALLOWED_ORIGIN,
          instructions: 20,
        });
        // Without a webhook, a payment has ended once its status is final.
        delete request.webhook_url;
        return request;
      };
      assert.ok(
        JSON.stringify(paymentRequest()).length > MIB / 4,
        'each payment takes over a quarter of a MiB',
      );
      const pay = () => callJsonApi(backend, '/payments', { body: paymentRequest() });

      const accepted: string[] = [];
      let refusal: Record<string, unknown> | undefined;
      for (let index = 0; index < 10 && !refusal; index += 1) {
        const created = await pay();
        if (created.status === 200) accepted.push(String(asObject(created.json).payment_id));
        else refusal = { status: created.status, ...asObject(created.json) };
      }
      assert.ok(accepted.length >= 1 && accepted.length <= 8, `${accepted.length} kept`);
      assert.equal(refusal?.status, 429);
      assert.equal(refusal?.error, 'ASPSP_RATE_LIMIT_EXCEEDED');
      assert.match(String(refusal?.message), /at most 1 MiB together/);

      // Unauthorised, they are rejected (a final status) 15 minutes after their start: room again.
      backend.clock.advance(16 * 60 * 1000);
      const later = await pay();
      assert.equal(later.status, 200, later.text.slice(0, 300));
      assert.equal(
        (await callJsonApi(backend, `/payments/${accepted[0]}`)).status,
        404,
        'the oldest was dropped',
      );
    } finally {
      await backend.close();
    }
  });
});
