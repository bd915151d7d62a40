/**
 * The date-times of the JSON API as the service writes them: in UTC with Z and microseconds
 * (2024-11-26T05:16:41.977681Z), whatever offset and precision the client sent; and a
 * valid_until of a day or time that does not exist, refused rather than rolled over.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { MockBackend } from '../../sandbox/src/server.js';
import { asObject, startBackend } from './backend-fixture.js';
import {
  authBody,
  callJsonApi,
  codeOf,
  failure,
  finishFlow,
  type JsonCallOptions,
} from './json-api-fixture.js';

type Json = Record<string, unknown>;

const SERVICE_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
/** Three days before the valid_until of the tests, so S-Pankki's maximum consent validity allows it. */
const SANDBOX_START = Date.parse('2026-11-28T09:30:00.250Z');
/** 180 days of maximum consent validity: the end of February is within reach of SANDBOX_START. */
const OP = { name: 'OP', country: 'FI' };

describe('JSON API: date-times in UTC with Z and microseconds', () => {
  let backend: MockBackend;
  before(async () => {
    const realStart = Date.now();
    backend = await startBackend({ now: () => SANDBOX_START + (Date.now() - realStart) });
  });
  after(() => backend.close());

  const call = (path: string, options: JsonCallOptions = {}) =>
    callJsonApi(backend, path, { now: backend.clock.realTime(), ...options });

  /** POST /auth with this valid_until, the PSU's flow, POST /sessions: the AuthorizeSessionResponse. */
  async function sessionUntil(validUntil: string): Promise<Record<string, unknown>> {
    const access = { valid_until: validUntil, balances: true, transactions: true };
    const started = await call('/auth', { body: authBody({ access }) });
    assert.equal(started.status, 200, started.text);
    const id = String(asObject(started.json).authorization_id);
    const code = codeOf(await finishFlow(backend, 'authorizations', id));
    const created = await call('/sessions', { body: { code } });
    assert.equal(created.status, 200, created.text);
    return asObject(created.json);
  }

  for (const [sent, written] of [
    ['2026-12-01T12:00:00.123+02:00', '2026-12-01T10:00:00.123000Z'],
    ['2026-12-01T12:00:00+00:00', '2026-12-01T12:00:00.000000Z'],
    ['2026-11-30T23:30:00.5-01:00', '2026-12-01T00:30:00.500000Z'],
    ['2026-12-01T05:16:41.977681Z', '2026-12-01T05:16:41.977681Z'],
  ] as const) {
    it(`valid_until "${sent}" comes back "${written}" in POST /sessions and GET /sessions`, async () => {
      const session = await sessionUntil(sent);
      assert.equal(asObject(session.access).valid_until, written);
      const shown = await call(`/sessions/${String(session.session_id)}`);
      assert.equal(asObject(asObject(shown.json).access).valid_until, written);
    });
  }

  it('valid_until of a day or an hour that does not exist is refused, not rolled over', async () => {
    const startAuth = (validUntil: string, aspsp?: Json) =>
      call('/auth', { body: authBody({ access: { valid_until: validUntil }, ...(aspsp && { aspsp }) }) });
    for (const [validUntil, aspsp] of [
      ['2026-11-31T12:00:00+02:00', undefined],
      ['2026-12-01T24:00:00Z', undefined],
      ['2026-12-01T24:00:00.000+02:00', undefined],
      ['2027-02-30T12:00:00+02:00', OP],
      ['2027-02-29T12:00:00.5-01:00', OP],
    ] as const) {
      const result = await startAuth(validUntil, aspsp);
      assert.deepEqual(
        failure(result),
        { status: 400, error: 'WRONG_REQUEST_PARAMETERS', code: 400 },
        validUntil,
      );
      assert.match(
        String(asObject(result.json).message),
        /access\.valid_until must be an RFC 3339 date-time/,
      );
    }
    for (const [validUntil, aspsp] of [
      ['2026-11-30T23:59:59.999999+02:00', undefined],
      ['2026-12-31T00:00:00-12:00', undefined],
      ['2027-02-28T23:59:59Z', OP],
    ] as const) {
      const result = await startAuth(validUntil, aspsp);
      assert.equal(result.status, 200, `${validUntil}: ${result.text}`);
    }
  });

  it("a session's created, authorized and closed times", async () => {
    const session = await sessionUntil('2026-12-01T12:00:00+02:00');
    const id = String(session.session_id);
    const open = asObject((await call(`/sessions/${id}`)).json);
    assert.match(String(open.created), SERVICE_DATE_TIME);
    assert.match(String(open.authorized), SERVICE_DATE_TIME);
    assert.equal((await call(`/sessions/${id}`, { method: 'DELETE' })).status, 200);
    const closed = asObject((await call(`/sessions/${id}`)).json);
    assert.match(String(closed.closed), SERVICE_DATE_TIME);
    assert.ok(Date.parse(String(closed.closed)) >= Date.parse(String(open.authorized)));
  });
});
