/**
 * The authorisations and payments kept are bounded: a flood of POST /auth past the bound is
 * refused while the ones under way go on; once they have ended, the oldest are dropped (from
 * memory and from the data directory) to make room, and a restart reads what is left.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import type { MockBackend } from '../../sandbox/src/server.js';
import { asObject, callApi, startBackend } from './backend-fixture.js';
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
});
