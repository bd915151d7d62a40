/**
 * Request bodies: the JSON API takes its largest valid request, a bulk payment of the most
 * instructions any sandbox bank offers with every field at its longest; a larger body gets a
 * 400 WRONG_REQUEST_PARAMETERS (the specifications have no 413) that the client reads; and the
 * caller, the endpoint and the content type are checked before a byte of the body is read.
 * The same for the widget API and registration, with their own limit. The bodies being read at once stay within a budget: past
 * it a request gets a 429 and its connection is closed, while the others go on.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { Agent, request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { BASE_CATALOGUE } from '../../sandbox/src/data/base-catalogue.js';
import { asciiJson } from '../../sandbox/src/http/ascii-json.js';
import { jsonApiBodyLimit, largestPaymentBytes } from '../../sandbox/src/json-api/body-limit.js';
import { largestPaymentRequest, longUrl } from '../../sandbox/src/json-api/largest-payment.js';
import { signApplicationJwt } from '../../sandbox/src/jwt/jwt-signer.js';
import type { MockBackend } from '../../sandbox/src/server.js';
import type { ASPSPData, ResponsePaymentType } from '../../sandbox/src/types/aspsp.js';
import { ALLOWED_ORIGIN, API, asObject, send, startBackend } from './backend-fixture.js';
import { patchApplication } from './control-panel-fixture.js';
import { answerBeforeBody } from './early-answer.js';
import { callJsonApi, checkJsonApiAnswer } from './json-api-fixture.js';

const MIB = 1024 * 1024;
const SMALL_LIMIT = 64 * 1024;
/** Far more than any limit: a server that reads it before answering never answers in time. */
const HUGE = 1024 * MIB;

/** The payment type with the most instructions, and its bank. */
function widestBulk(aspsps: readonly ASPSPData[]): { aspsp: ASPSPData; type: ResponsePaymentType } {
  const offers = aspsps.flatMap((aspsp) => (aspsp.payments ?? []).map((type) => ({ aspsp, type })));
  const widest = offers.reduce((best, offer) =>
    offer.type.max_transactions > best.type.max_transactions ? offer : best,
  );
  return widest;
}

describe('request bodies', () => {
  let backend: MockBackend;
  let token: string;
  before(async () => {
    backend = await startBackend();
    token = await signApplicationJwt('sandbox-shop');
  });
  after(() => backend.close());
  const limit = jsonApiBodyLimit(BASE_CATALOGUE);
  const jsonApi = (path: string) => `${backend.apiBaseUrl}${path}`;

  it('takes the largest valid request: a bulk payment at the most instructions offered, every field at its longest', async () => {
    const { aspsp, type } = widestBulk(BASE_CATALOGUE);
    assert.equal(type.max_transactions, 500, `${aspsp.name} ${type.payment_type}`);
    const today = new Date(backend.clock.now()).toISOString().slice(0, 10);
    const request = largestPaymentRequest(aspsp, type, {
      today,
      urlOrigin: ALLOWED_ORIGIN,
      instructions: type.max_transactions,
    });
    const shop = backend.applications.byKey('sandbox-shop');
    assert.ok(shop);
    const allowed = await patchApplication(backend, shop.id, {
      redirect_urls: [...shop.redirect_urls, longUrl(ALLOWED_ORIGIN, 'callback')],
    });
    assert.equal(allowed.status, 200, allowed.text);
    // Written as Python's json.dumps writes it: the most bytes a client sends for this request.
    const body = asciiJson(request);
    assert.equal(Buffer.byteLength(body), largestPaymentBytes(aspsp, type));
    assert.ok(Buffer.byteLength(body) <= limit, `${Buffer.byteLength(body)} bytes, limit ${limit}`);
    assert.ok(Buffer.byteLength(body) > 16 * MIB, 'the request is at its full size');

    const created = await send(jsonApi('/payments'), {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
      body,
    });
    assert.equal(created.status, 200, created.text.slice(0, 500));
    checkJsonApiAnswer('POST', jsonApi('/payments'), created.status, created.json);
    const paymentId = String(asObject(created.json).payment_id);
    const payment = await callJsonApi(backend, `/payments/${paymentId}`);
    const details = asObject(asObject(payment.json).payment_details);
    const instructions = details.credit_transfer_transaction as unknown[];
    assert.equal(instructions.length, 500);
    const sent = asObject((asObject(request.payment_request).credit_transfer_transaction as unknown[])[0]);
    const kept = asObject(instructions[499]);
    assert.deepEqual(kept.beneficiary, sent.beneficiary, 'the instruction arrived whole');
    assert.deepEqual(kept.remittance_information, sent.remittance_information);
  });

  it('names the limit and the largest request in docs/sandbox.md, and the limit in the README', () => {
    const read = (path: string) => readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8');
    const { aspsp, type } = widestBulk(BASE_CATALOGUE);
    const largest = largestPaymentBytes(aspsp, type);
    assert.equal(Math.ceil(largest / MIB) * MIB, limit, 'the widest bulk payment is the largest request');
    for (const named of [
      `${limit / MIB} MiB (${limit.toLocaleString('en-US')} bytes)`,
      `${largest.toLocaleString('en-US')} bytes`,
      `${type.max_transactions} instructions (${aspsp.name}`,
    ]) {
      assert.ok(read('docs/sandbox.md').includes(named), `docs/sandbox.md names ${named}`);
    }
    assert.ok(read('README.md').includes(`${limit / MIB} MiB`), 'the README names the limit');
  });

  it('answers a body over the limit with 400 WRONG_REQUEST_PARAMETERS, which the client reads', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const announced = await sendAll(jsonApi('/payments'), agent, token, Buffer.alloc(limit + 1, 0x20));
      assert.equal(announced.status, 400);
      checkJsonApiAnswer('POST', jsonApi('/payments'), announced.status, announced.json);
      assert.deepEqual(announced.json, {
        message: `The request body is larger than ${limit} bytes, the most this endpoint takes.`,
        code: 400,
        error: 'WRONG_REQUEST_PARAMETERS',
        detail: null,
      });
      // Without a Content-Length, the limit is found while reading; the rest is still read and dropped.
      const chunked = await sendAll(
        jsonApi('/payments'),
        agent,
        token,
        Buffer.alloc(limit + MIB, 0x20),
        true,
      );
      assert.equal(chunked.status, 400);
      checkJsonApiAnswer('POST', jsonApi('/payments'), chunked.status, chunked.json);
      assert.equal(asObject(chunked.json).error, 'WRONG_REQUEST_PARAMETERS');
      // The connection was not cut: the next request goes over it.
      const next = await sendAll(jsonApi('/application'), agent, token);
      assert.equal(next.status, 200);
      checkJsonApiAnswer('GET', jsonApi('/application'), next.status, next.json);
      assert.equal(next.reusedSocket, true);
    } finally {
      agent.destroy();
    }
  });

  it('checks the token, the endpoint and the content type before reading the body', async () => {
    const path = '/api/v1/payments';
    const json = { 'Content-Type': 'application/json' };
    const cases: [string, Record<string, string>, number, string | null][] = [
      [path, json, 401, 'AUTHORIZATION_NOT_PROVIDED'],
      [path, { ...json, Authorization: 'Bearer not.a.jwt' }, 401, 'UNAUTHORIZED_ACCESS'],
      ['/api/v1/refunds', { ...json, Authorization: `Bearer ${token}` }, 404, null],
      [
        path,
        { 'Content-Type': 'text/plain', Authorization: `Bearer ${token}` },
        400,
        'WRONG_REQUEST_PARAMETERS',
      ],
    ];
    for (const [target, headers, status, error] of cases) {
      const answer = await answerBeforeBody(backend.origin, { path: target, headers, length: HUGE });
      assert.equal(answer.status, status, `${target} ${JSON.stringify(headers)}`);
      assert.equal(asObject(answer.json).error, error);
      checkJsonApiAnswer('POST', target, answer.status, answer.json);
    }
    // Even a body the limit allows is not read for a caller without a token.
    const answer = await answerBeforeBody(backend.origin, { path, headers: json, length: limit });
    assert.equal(answer.status, 401);
  });

  it('widget API: the origin, the id and the content type before the body; 400 over 64 KiB, readable by the widget', async () => {
    const { authorization_id } = backend.createAuthorization({ aspsp: { name: 'OP', country: 'FI' } });
    const flow = `${API}/authorizations/${authorization_id}/flow?sandbox=true`;
    const json = { 'Content-Type': 'application/json' };
    const refused = await answerBeforeBody(backend.origin, {
      path: flow,
      headers: { ...json, Origin: 'http://evil.test' },
      length: HUGE,
    });
    assert.equal(refused.status, 403);
    assert.equal(asObject(refused.json).error, 'UNAUTHORIZED_ACCESS');
    const unknown = await answerBeforeBody(backend.origin, {
      path: `${API}/authorizations/00000000-0000-4000-8000-000000000000/flow?sandbox=true`,
      headers: { ...json, Origin: ALLOWED_ORIGIN },
      length: HUGE,
    });
    assert.equal(unknown.status, 404);
    const plain = await answerBeforeBody(backend.origin, {
      path: flow,
      headers: { 'Content-Type': 'text/plain', Origin: ALLOWED_ORIGIN },
      length: HUGE,
    });
    assert.equal(plain.status, 400);

    const oversized = await send(`${backend.origin}${flow}`, {
      method: 'POST',
      headers: { Origin: ALLOWED_ORIGIN },
      body: JSON.stringify({ action: 'confirm', padding: 'x'.repeat(SMALL_LIMIT) }),
    });
    assert.equal(oversized.status, 400);
    assert.equal(oversized.headers.get('access-control-allow-origin'), ALLOWED_ORIGIN);
    assert.equal(asObject(oversized.json).error, 'WRONG_REQUEST_PARAMETERS');
    assert.equal(asObject(oversized.json).code, 400);
  });

  it('registration: the token and the content type before the body; 400 over 64 KiB', async () => {
    const applications = backend.applications.all().length;
    const refused = await answerBeforeBody(backend.origin, {
      path: '/api/applications',
      headers: { 'Content-Type': 'application/json' },
      length: HUGE,
    });
    assert.equal(refused.status, 401);
    assert.equal(asObject(refused.json).error, 'AUTHORIZATION_NOT_PROVIDED');
    const plain = await answerBeforeBody(backend.origin, {
      path: '/api/applications',
      headers: { 'Content-Type': 'text/plain', Authorization: 'Bearer x.y.z' },
      length: HUGE,
    });
    assert.equal(plain.status, 400);

    const oversized = await send(`${backend.origin}/api/applications`, {
      method: 'POST',
      headers: { Authorization: 'Bearer x.y.z' },
      body: JSON.stringify({ certificate: 'x'.repeat(SMALL_LIMIT) }),
    });
    assert.equal(oversized.status, 400);
    assert.equal(asObject(oversized.json).error, 'WRONG_REQUEST_PARAMETERS');
    assert.equal(backend.applications.all().length, applications, 'nothing was registered');
  });
});

describe('request bodies being read at once', () => {
  const budget = MIB;
  /** Two bodies of this size, sent in part, pass the budget together; one alone does not. */
  const bodyBytes = 768 * 1024;
  const firstPart = 640 * 1024;
  let backend: MockBackend;
  let token: string;
  before(async () => {
    backend = await startBackend({ connectionLimits: { bodyBytesReading: budget } });
    token = await signApplicationJwt('sandbox-shop');
  });
  after(() => backend.close());

  it('shed past the budget with a 429 and a closed connection; the budget is given back as bodies end', async () => {
    const path = '/api/v1/payments';
    const bodies = [0, 1].map(() => partialBody(backend.origin, path, token, bodyBytes, firstPart));
    const first = await Promise.race(
      bodies.map(async (body, index) => ({ index, answer: await body.answer })),
    );
    const shed = bodies[first.index];
    const kept = bodies[1 - first.index];
    assert.ok(shed && kept);
    assert.equal(first.answer.status, 429);
    assert.equal(first.answer.headers['retry-after'], '1');
    assert.equal(asObject(first.answer.json).error, 'ASPSP_RATE_LIMIT_EXCEEDED');
    assert.equal(asObject(first.answer.json).code, 429);
    checkJsonApiAnswer('POST', path, first.answer.status, first.answer.json);
    await shed.closed;

    const other = await callJsonApi(backend, '/application');
    assert.equal(other.status, 200, 'another request is answered meanwhile');
    kept.sendRest();
    const keptAnswer = await kept.answer;
    assert.equal(keptAnswer.status, 400, 'the other body is read whole and judged');
    assert.equal(asObject(keptAnswer.json).error, 'WRONG_REQUEST_PARAMETERS');

    const again = partialBody(backend.origin, path, token, bodyBytes, bodyBytes);
    assert.equal((await again.answer).status, 400, 'a body as large is read: the budget was given back');
  });
});

interface PartialBody {
  /** The answer, once its head and body have arrived. */
  answer: Promise<{ status: number; headers: Record<string, string>; json: unknown }>;
  /** Resolves once the server closed the connection. */
  closed: Promise<void>;
  /** Sends what is left of the body. */
  sendRest(): void;
}

/** A POST of `length` bytes of spaces (JSON the API refuses) of which only the first `sent` are sent for now. */
function partialBody(origin: string, path: string, token: string, length: number, sent: number): PartialBody {
  const { hostname, port, host } = new URL(origin);
  const socket = connect(Number(port), hostname);
  const head = [
    `POST ${path} HTTP/1.1`,
    `Host: ${host}`,
    `Authorization: Bearer ${token}`,
    'Content-Type: application/json',
    `Content-Length: ${length}`,
    '',
    '',
  ].join('\r\n');
  socket.on('error', () => undefined);
  socket.write(head);
  socket.write(Buffer.alloc(sent, 0x20));
  let received = Buffer.alloc(0);
  const answer = new Promise<Awaited<PartialBody['answer']>>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`No answer within 5 s to ${sent} of ${length} bytes`)),
      5_000,
    );
    socket.on('data', (chunk: Buffer) => {
      received = Buffer.concat([received, chunk]);
      const end = received.indexOf('\r\n\r\n');
      if (end < 0) return;
      const [statusLine = '', ...lines] = received.subarray(0, end).toString('latin1').split('\r\n');
      const headers = Object.fromEntries(
        lines.map((line) => [
          line.slice(0, line.indexOf(':')).toLowerCase(),
          line.slice(line.indexOf(':') + 1).trim(),
        ]),
      );
      const body = received.subarray(end + 4);
      if (body.length < Number(headers['content-length'] ?? 0)) return;
      clearTimeout(timer);
      resolve({
        status: Number(statusLine.split(' ')[1]),
        headers,
        json: JSON.parse(body.toString('utf8')) as unknown,
      });
    });
  });
  // Read by the test when it needs it; a test that does not never fails on it.
  answer.catch(() => undefined);
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  return { answer, closed, sendRest: () => socket.end(Buffer.alloc(length - sent, 0x20)) };
}

interface WholeAnswer {
  status: number;
  json: unknown;
  reusedSocket: boolean;
}

/** Sends the whole body (with a Content-Length, or chunked) and reads the answer. */
function sendAll(
  url: string,
  agent: Agent,
  token: string,
  body?: Buffer,
  chunked = false,
): Promise<WholeAnswer> {
  const headers: Record<string, string> = { Authorization: `Bearer ${token}`, Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (body !== undefined && !chunked) headers['Content-Length'] = String(body.length);
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      url,
      { method: body === undefined ? 'GET' : 'POST', headers, agent },
      (incoming) => {
        let text = '';
        incoming.setEncoding('utf8');
        incoming.on('data', (chunk: string) => (text += chunk));
        incoming.on('end', () =>
          resolve({
            status: incoming.statusCode ?? 0,
            json: JSON.parse(text) as unknown,
            reusedSocket: outgoing.reusedSocket,
          }),
        );
      },
    );
    outgoing.on('error', reject);
    if (body === undefined) return void outgoing.end();
    // Written in pieces, as a client streams a large body.
    for (let start = 0; start < body.length; start += MIB) outgoing.write(body.subarray(start, start + MIB));
    outgoing.end();
  });
}
