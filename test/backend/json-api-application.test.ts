import assert from 'node:assert/strict';
import { connect } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { applicationId } from '../../sandbox/src/jwt/jwt-signer.js';
import type { MockBackend } from '../../sandbox/src/server.js';
import { ALLOWED_ORIGIN, asObject, startBackend } from './backend-fixture.js';
import {
  authBody,
  borrowedKey,
  callJsonApi,
  checkJsonApiAnswer,
  failure,
  paymentBody,
  tokenWithBorrowedKey,
} from './json-api-fixture.js';

const names = (result: { json: unknown }) =>
  (asObject(result.json).aspsps as Record<string, unknown>[]).map(
    (aspsp) => `${String(aspsp.country)}:${String(aspsp.name)}`,
  );

describe('JSON API: GET /application, GET /aspsps, and what any request gets', () => {
  let backend: MockBackend;
  before(async () => {
    backend = await startBackend({
      publicKeys: borrowedKey('production-pending'),
    });
  });
  after(() => backend.close());

  it('GET /application describes the calling application', async () => {
    const result = await callJsonApi(backend, '/application');
    assert.equal(result.status, 200);
    assert.match(result.headers.get('content-type') ?? '', /^application\/json/);
    const application = asObject(result.json);
    assert.deepEqual(Object.keys(application).sort(), [
      'active',
      'countries',
      'description',
      'environment',
      'kid',
      'name',
      'redirect_urls',
      'services',
    ]);
    assert.equal(application.name, 'Sandbox Shop');
    assert.equal(application.kid, applicationId('sandbox-shop'));
    assert.equal(application.environment, 'SANDBOX');
    assert.equal(application.active, true);
    assert.deepEqual(application.services, ['AIS', 'PIS']);
    assert.ok((application.redirect_urls as string[]).includes(`${ALLOWED_ORIGIN}/callback`));
    assert.ok((application.countries as string[]).includes('FI'));
    assert.equal((application.countries as string[]).length, 15);
  });

  it('a pending application can read itself (active false) but cannot start a journey', async () => {
    const token = await tokenWithBorrowedKey('production-pending');
    const self = asObject((await callJsonApi(backend, '/application', { token })).json);
    assert.equal(self.active, false);
    assert.equal(self.environment, 'PRODUCTION');
    const auth = await callJsonApi(backend, '/auth', {
      token,
      body: authBody({ redirect_url: 'https://pending.example/callback' }),
    });
    assert.deepEqual(failure(auth), { status: 403, error: 'ACCESS_DENIED', code: 403 });
    assert.match(String(asObject(auth.json).message), /pending/);
    const payment = await callJsonApi(backend, '/payments', { token, body: paymentBody() });
    assert.equal(payment.status, 403);
  });

  it('GET /aspsps lists every ASPSP without filters, with absolute logos and sandbox users', async () => {
    const result = await callJsonApi(backend, '/aspsps');
    assert.equal(result.status, 200);
    const aspsps = asObject(result.json).aspsps as Record<string, unknown>[];
    assert.ok(aspsps.length > 50);
    const op = aspsps.find((aspsp) => aspsp.name === 'OP');
    assert.equal(op?.logo, `${backend.origin}/logos/op.svg`);
    assert.ok(Array.isArray(asObject(op?.sandbox).users));
    assert.equal(typeof op?.maximum_consent_validity, 'number');
  });

  it('GET /aspsps filters by country, psu_type, service and payment_type', async () => {
    const finland = names(await callJsonApi(backend, '/aspsps?country=fi'));
    assert.ok(finland.length > 3 && finland.every((name) => name.startsWith('FI:')));
    const business = names(await callJsonApi(backend, '/aspsps?country=FI&psu_type=business'));
    assert.ok(!business.includes('FI:S-Pankki'), 'S-Pankki serves personal PSUs only');
    assert.ok(business.includes('FI:Nordea'));
    const instant = names(
      await callJsonApi(backend, '/aspsps?country=FI&service=PIS&payment_type=INST_SEPA'),
    );
    assert.deepEqual(instant, ['FI:OP', 'FI:Ålandsbanken']);
    const none = names(
      await callJsonApi(backend, '/aspsps?country=FI&psu_type=business&payment_type=INST_SEPA'),
    );
    assert.deepEqual(none, []);
  });

  it('GET /aspsps refuses unknown filter values', async () => {
    for (const query of ['psu_type=robot', 'service=XS2A', 'payment_type=CHEQUE', 'country=FIN']) {
      const result = await callJsonApi(backend, `/aspsps?${query}`);
      assert.deepEqual(failure(result), { status: 400, error: 'WRONG_REQUEST_PARAMETERS', code: 400 }, query);
    }
  });

  it('an unknown endpoint is a 404, an unsupported method a 400', async () => {
    const unknown = await callJsonApi(backend, '/accounts/x/statements');
    assert.equal(unknown.status, 404);
    assert.equal(asObject(unknown.json).code, 404);
    const method = await callJsonApi(backend, '/application', { method: 'DELETE' });
    assert.deepEqual(failure(method), { status: 400, error: 'WRONG_REQUEST_PARAMETERS', code: 400 });
  });

  it('malformed JSON, a wrong Content-Type, no body and a non-object body are 400s', async () => {
    const cases: { body?: string; headers?: Record<string, string> }[] = [
      { body: '{"aspsp": ' },
      { body: JSON.stringify(authBody()), headers: { 'Content-Type': 'text/plain' } },
      {},
      { body: '[1, 2]' },
      { body: 'null' },
    ];
    for (const options of cases) {
      const result = await callJsonApi(backend, '/auth', { method: 'POST', ...options });
      assert.deepEqual(
        failure(result),
        { status: 400, error: 'WRONG_REQUEST_PARAMETERS', code: 400 },
        options.body,
      );
    }
    const tooLarge = await callJsonApi(backend, '/payments', { body: `{"x": "${'a'.repeat(70_000)}"}` });
    assert.deepEqual(failure(tooLarge), { status: 400, error: 'WRONG_REQUEST_PARAMETERS', code: 400 });
  });

  it('survives hostile requests and keeps serving', async () => {
    const bodies = [
      { aspsp: 'OP', access: 1, redirect_url: [] },
      { ...authBody(), access: { valid_until: 'tomorrow' } },
      { ...authBody(), credentials: { username: 1 } },
      { ...authBody(), access: { valid_until: '2030-01-01T00:00:00Z', accounts: 'all' } },
    ];
    for (const body of bodies) {
      const result = await callJsonApi(backend, '/auth', { body });
      assert.equal(result.status, 400, JSON.stringify(body));
    }
    const proto = JSON.stringify(authBody()).replace('{', '{"__proto__": {"polluted": true}, ');
    assert.equal((await callJsonApi(backend, '/auth', { body: proto })).status, 200);
    assert.equal(Object.hasOwn(Object.prototype, 'polluted'), false);
    const payments = [
      paymentBody({ payment_request: { credit_transfer_transaction: [{}] } }),
      paymentBody({ payment_request: { credit_transfer_transaction: [{ instructed_amount: 5 }] } }),
      paymentBody({ payment_request: { credit_transfer_transaction: [null] } }),
      paymentBody({ payment_request: 'pay' }),
      paymentBody({ payment_type: 'GOLD' }),
    ];
    for (const body of payments) {
      assert.equal((await callJsonApi(backend, '/payments', { body })).status, 400, JSON.stringify(body));
    }
    for (const path of [
      '/sessions/%00',
      '/payments/..%2f..%2fetc',
      '/sessions/not-a-uuid',
      '/payments/x/submit',
    ]) {
      const result = await callJsonApi(backend, path);
      assert.ok([400, 404].includes(result.status), path);
    }
    const host = new URL(backend.origin).host;
    const raw = await rawRequest(backend, `GET /api/v1/application?%zz HTTP/1.1\r\nHost: ${host}\r\n\r\n`);
    assert.match(raw, /^HTTP\/1\.1 401/);
    const body: unknown = JSON.parse(raw.slice(raw.indexOf('\r\n\r\n') + 4));
    checkJsonApiAnswer('GET', '/api/v1/application?%zz', 401, body);
    assert.equal((await callJsonApi(backend, '/application')).status, 200);
  });
});

/** Sends bytes as they are, for request lines that fetch would refuse to send. */
function rawRequest(backend: MockBackend, text: string): Promise<string> {
  const { hostname, port } = new URL(backend.origin);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => socket.end(text));
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString('utf8')));
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
  });
}
