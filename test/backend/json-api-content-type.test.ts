/**
 * A JSON API body sent without Content-Type is read as JSON, as the service does (its
 * official Go sample posts the payment so); an explicit type other than JSON is refused.
 * Sent with node:http, as fetch gives a string body the type text/plain.
 */
import assert from 'node:assert/strict';
import { request } from 'node:http';
import { after, before, describe, it } from 'node:test';
import { signApplicationJwt } from '../../sandbox/src/jwt/jwt-signer.js';
import type { MockBackend } from '../../sandbox/src/server.js';
import { asObject, startBackend } from './backend-fixture.js';
import { authBody, callJsonApi, checkJsonApiAnswer, paymentBody } from './json-api-fixture.js';

interface Answer {
  status: number;
  json: Record<string, unknown>;
}

/** A POST of `body` with exactly these headers besides the JWT and Content-Length; its answer checked against the OpenAPI document. */
async function post(url: string, body: string, headers: Record<string, string> = {}): Promise<Answer> {
  const token = await signApplicationJwt('sandbox-shop');
  const sent = {
    ...headers,
    Authorization: `Bearer ${token}`,
    'Content-Length': String(Buffer.byteLength(body)),
  };
  return new Promise((resolve, reject) => {
    const outgoing = request(url, { method: 'POST', headers: sent }, (incoming) => {
      let text = '';
      incoming.setEncoding('utf8');
      incoming.on('data', (chunk: string) => (text += chunk));
      incoming.on('end', () => {
        const answer = { status: incoming.statusCode ?? 0, json: asObject(JSON.parse(text) as unknown) };
        try {
          checkJsonApiAnswer('POST', url, answer.status, answer.json);
          resolve(answer);
        } catch (error) {
          reject(error as Error);
        }
      });
    });
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

describe('JSON API: the content type of a body', () => {
  let backend: MockBackend;
  before(async () => {
    backend = await startBackend();
  });
  after(() => backend.close());

  it('POST /payments without Content-Type is read as JSON: the payment is created', async () => {
    const created = await post(`${backend.apiBaseUrl}/payments`, JSON.stringify(paymentBody()));
    assert.equal(created.status, 200, JSON.stringify(created.json));
    assert.equal(created.json.status, 'RCVD');
    const id = String(created.json.payment_id);
    const shown = await callJsonApi(backend, `/payments/${id}`);
    assert.equal(shown.status, 200);
    assert.equal(asObject(shown.json).payment_id, id);
  });

  it('POST /auth without Content-Type is read as JSON too', async () => {
    const started = await post(`${backend.apiBaseUrl}/auth`, JSON.stringify(authBody()));
    assert.equal(started.status, 200, JSON.stringify(started.json));
    assert.equal(typeof started.json.authorization_id, 'string');
  });

  it('an explicit type other than JSON is refused, with the message it always had', async () => {
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'text/plain;charset=UTF-8']) {
      const refused = await post(`${backend.apiBaseUrl}/payments`, JSON.stringify(paymentBody()), {
        'Content-Type': type,
      });
      assert.equal(refused.status, 400, type);
      assert.equal(refused.json.error, 'WRONG_REQUEST_PARAMETERS', type);
      assert.equal(
        refused.json.message,
        'The request body must be sent with Content-Type: application/json.',
      );
    }
  });

  it('a body without Content-Type that is not JSON is refused as such', async () => {
    const refused = await post(`${backend.apiBaseUrl}/payments`, 'payment_type=SEPA');
    assert.equal(refused.status, 400);
    assert.equal(refused.json.error, 'WRONG_REQUEST_PARAMETERS');
    assert.equal(refused.json.message, 'The request body is not valid JSON.');
  });
});
