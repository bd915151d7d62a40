/**
 * The widget API's origin check is per application (widget-api.md §1): an origin that one
 * application whitelists learns nothing of another application's authorisations and payments.
 * Its answer for one of them is the same 403 as an unknown origin's, byte for byte the same
 * for an existing, an unknown and a malformed id, and it names no application.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { samplePaymentRequest, type MockBackend } from '../../sandbox/src/server.js';
import { ALLOWED_ORIGIN, asObject, callApi, startBackend, type CallResult } from './backend-fixture.js';
import { patchApplication } from './control-panel-fixture.js';

/** Whitelisted for Sandbox Licensed TPP only. */
const TPP_PAGE = 'https://tpp-shop.example';
/** Whitelisted for no application. */
const UNKNOWN_ORIGIN = 'https://nobody.example';
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const MALFORMED_ID = 'not-a-uuid';

describe('widget API: the origin is checked against the application of the id', () => {
  let backend: MockBackend;
  let shopAuthorization: string;
  let shopPayment: string;
  before(async () => {
    backend = await startBackend();
    const tpp = backend.applications.byKey('sandbox-tpp');
    assert.ok(tpp);
    const patched = await patchApplication(backend, tpp.id, {
      widget_origins: [...tpp.widget_origins, TPP_PAGE],
    });
    assert.equal(patched.status, 200, patched.text);
    const aspsp = { name: 'OP', country: 'FI' };
    shopAuthorization = backend.createAuthorization({ aspsp }).authorization_id;
    shopPayment = backend.createPayment({ aspsp, payment_request: samplePaymentRequest() }).payment_id;
  });
  after(() => backend.close());

  const cases: [string, { method?: string; body?: unknown }][] = [
    ['/authorizations/{id}', {}],
    ['/authorizations/{id}/flow', {}],
    ['/authorizations/{id}/flow', { method: 'POST', body: { action: 'confirm' } }],
    ['/authorizations/{id}/consent', { method: 'POST', body: { decision: 'confirm' } }],
    ['/payments/{id}/flow', {}],
    ['/payments/{id}/flow', { method: 'POST', body: { action: 'cancel' } }],
  ];

  it("refuses another application's origin as an unknown origin, alike for an existing, an unknown and a malformed id", async () => {
    for (const [path, options] of cases) {
      const existing = path.startsWith('/payments') ? shopPayment : shopAuthorization;
      const answers = await Promise.all(
        [existing, UNKNOWN_ID, MALFORMED_ID].map((id) =>
          callApi(backend, path.replace('{id}', id), { ...options, origin: TPP_PAGE }),
        ),
      );
      const [first, ...others] = answers.map((answer) => comparable(answer));
      for (const other of others) assert.deepEqual(other, first, path);
      const unknownOrigin = await callApi(backend, path.replace('{id}', existing), {
        ...options,
        origin: UNKNOWN_ORIGIN,
      });
      assert.deepEqual(
        comparable(answers[0] as CallResult, TPP_PAGE),
        comparable(unknownOrigin, UNKNOWN_ORIGIN),
        `${path}: the same answer as for an unknown origin`,
      );
      for (const answer of answers) {
        assert.equal(answer.status, 403, path);
        assert.equal(asObject(answer.json).error, 'UNAUTHORIZED_ACCESS');
        // A developer with a mistyped id reads that it may be the cause, whichever it was.
        assert.match(String(asObject(answer.json).message), /unknown or malformed id gets this same answer/);
        assert.equal(answer.headers.get('access-control-allow-origin'), TPP_PAGE, 'the widget can read why');
        for (const secret of [
          'Sandbox Shop',
          'Licensed',
          backend.applications.byKey('sandbox-shop')?.id,
          existing,
        ]) {
          assert.ok(!answer.text.includes(String(secret)), `${path} names ${String(secret)}: ${answer.text}`);
        }
      }
    }
    // Nothing changed: the authorisation still waits for its consent.
    const flow = await callApi(backend, `/authorizations/${shopAuthorization}/flow`);
    assert.equal(asObject(asObject(flow.json).step).type, 'consent');
  });

  it("lets the origin use its own application's authorisations", async () => {
    const { authorization_id } = backend.createAuthorization({
      aspsp: { name: 'OP', country: 'FI' },
      application: 'sandbox-tpp',
    });
    const own = await callApi(backend, `/authorizations/${authorization_id}`, { origin: TPP_PAGE });
    assert.equal(own.status, 200, own.text);
    assert.equal(asObject(asObject(own.json).application).name, 'Sandbox Licensed TPP');
  });

  it('tells an origin that every application whitelists about an unknown or a malformed id', async () => {
    const unknown = await callApi(backend, `/authorizations/${UNKNOWN_ID}`, { origin: ALLOWED_ORIGIN });
    assert.equal(unknown.status, 404);
    assert.equal(asObject(unknown.json).error, 'SESSION_DOES_NOT_EXIST');
    const malformed = await callApi(backend, `/payments/${MALFORMED_ID}/flow`, { origin: ALLOWED_ORIGIN });
    assert.equal(malformed.status, 400);
    assert.equal(asObject(malformed.json).error, 'WRONG_REQUEST_PARAMETERS');
  });
});

/**
 * Status, body and headers but the clock's and the connection's. With an origin, the origin is
 * written as <origin> (and the length, which differs with it, is left out).
 */
function comparable(answer: CallResult, origin?: string): unknown {
  const general = (text: string) => (origin === undefined ? text : text.replaceAll(origin, '<origin>'));
  const ignored = ['date', 'keep-alive', 'connection', ...(origin === undefined ? [] : ['content-length'])];
  const headers = [...answer.headers]
    .filter(([name]) => !ignored.includes(name))
    .map(([name, value]) => [name, general(value)]);
  return { status: answer.status, headers, text: general(answer.text) };
}
