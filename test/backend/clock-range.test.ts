/**
 * The sandbox clock stays within JavaScript's dates: it runs at most ten years ahead of real
 * time, however many calls move it and however fast it runs; a reset may bring it back to real
 * time, and a restart keeps what was written.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { SandboxClock } from '../../sandbox/src/clock/sandbox-clock.js';
import { restoreClock } from '../../sandbox/src/persistence/clock-collection.js';
import { asObject, send, startBackend } from './backend-fixture.js';
import { callControlApi } from './control-panel-fixture.js';
import { callJsonApi } from './json-api-fixture.js';

const TEN_YEARS_S = 10 * 366 * 24 * 3600;
const DAY_MS = 24 * 3600 * 1000;
const dataDir = mkdtempSync(join(tmpdir(), 'sandbox-clock-range-'));
after(() => rmSync(dataDir, { recursive: true, force: true }));

async function clockLead(backend: Awaited<ReturnType<typeof startBackend>>): Promise<number> {
  const clock = await callControlApi(backend, '/clock');
  assert.equal(clock.status, 200, clock.text);
  return Date.parse(String(asObject(clock.json).now)) - Date.now();
}

describe('the clock’s range', () => {
  it('refuses to move past ten years ahead, keeps answering, and returns to real time on a reset that asks', async () => {
    let backend = await startBackend({ dataDir });
    try {
      const first = await callControlApi(backend, '/clock', {
        body: { advance_seconds: TEN_YEARS_S - 3600 },
      });
      assert.equal(first.status, 200, first.text);
      for (let call = 0; call < 3; call += 1) {
        const refused = await callControlApi(backend, '/clock', { body: { advance_seconds: TEN_YEARS_S } });
        assert.equal(refused.status, 400, refused.text);
        assert.equal(asObject(refused.json).error, 'WRONG_REQUEST_PARAMETERS');
        assert.match(String(asObject(refused.json).message), /ahead of real time/);
      }
      // Sped up to the most, it stops gaining at the bound.
      assert.equal((await callControlApi(backend, '/clock', { body: { speed: 100_000 } })).status, 200);
      await new Promise((resolve) => setTimeout(resolve, 200));
      const lead = await clockLead(backend);
      assert.ok(lead <= TEN_YEARS_S * 1000 + 1000, `${lead} ms ahead`);
      assert.ok(lead > TEN_YEARS_S * 1000 - DAY_MS, `${lead} ms ahead`);
      assert.equal((await send(`${backend.origin}/control-panel`)).status, 200);
      assert.equal((await callJsonApi(backend, '/application')).status, 200);

      const reset = await callControlApi(backend, '/reset', { body: { clock: 'real_time' } });
      assert.equal(reset.status, 200, reset.text);
      assert.match(String(asObject(reset.json).message), /clock is back at real time/);
      assert.ok(Math.abs(await clockLead(backend)) < 5000, 'back at real time');
      assert.equal(backend.clock.speed, 1);
    } finally {
      await backend.close();
    }
    backend = await startBackend({ dataDir });
    try {
      assert.ok(Math.abs(await clockLead(backend)) < 5000, 'still at real time after a restart');
      const plain = await callControlApi(backend, '/clock', { body: { advance_seconds: 60 } });
      assert.equal(plain.status, 200);
      const kept = await callControlApi(backend, '/reset', { body: {} });
      assert.equal(kept.status, 200);
      assert.ok((await clockLead(backend)) >= 59_000, 'a reset without the ask keeps the advance');
    } finally {
      await backend.close();
    }
  });

  it('resumes an offset beyond the range, as old data holds it, at the bound', () => {
    const clock = new SandboxClock(() => 1_000_000);
    const records = new Map([
      ['clock', new Map<string, unknown>([['offset', { offset_ms: 8e15, speed: 1 }]])],
    ]);
    restoreClock(clock, records);
    assert.ok(Number.isFinite(new Date(clock.now()).getTime()));
    assert.ok(clock.now() - 1_000_000 <= TEN_YEARS_S * 1000);
  });
});
