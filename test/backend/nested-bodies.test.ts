/**
 * Bodies that cost more to parse than to send: arrays nested millions deep are refused before
 * parsing, quickly, with /healthz answering meanwhile and the memory bounded; and each JSON API
 * route takes only the body its largest valid request needs, so only POST /payments takes the
 * 34 MiB of a full bulk payment.
 */
import assert from 'node:assert/strict';
import { Agent, request } from 'node:http';
import { after, before, describe, it } from 'node:test';
import { readFileSync } from 'node:fs';
import { BASE_CATALOGUE } from '../../sandbox/src/data/base-catalogue.js';
import { largestPaymentRequest } from '../../sandbox/src/json-api/largest-payment.js';
import { signApplicationJwt } from '../../sandbox/src/jwt/jwt-signer.js';
import { watchHealth, type HealthAnswers } from '../support/health-watch.js';
import { memoryOf } from '../support/process-memory.js';
import { startSandboxCommand, type RunningSandboxCommand } from '../support/sandbox-command.js';
import { ALLOWED_ORIGIN, asObject } from './backend-fixture.js';
import { answerBeforeBody } from './early-answer.js';
import { checkJsonApiAnswer } from './json-api-fixture.js';

const MIB = 1024 * 1024;
/** Under the largest valid request, so it is read whole and reaches the parser. */
const NESTED_BYTES = 30 * MIB;
/** How far the resident memory may grow over a few copies of the body. */
const GROWTH_LIMIT = 8 * NESTED_BYTES;

interface Answer {
  status: number;
  json: unknown;
}

/** A POST to a JSON API address; its answer is checked against the OpenAPI document. */
function post(url: string, headers: Record<string, string>, body: Buffer): Promise<Answer> {
  const agent = new Agent({ keepAlive: false });
  return new Promise<Answer>((resolve, reject) => {
    const outgoing = request(
      url,
      { method: 'POST', agent, headers: { ...headers, 'Content-Length': String(body.length) } },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        incoming.on('end', () =>
          resolve({
            status: incoming.statusCode ?? 0,
            json: JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown,
          }),
        );
        incoming.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  })
    .then((answer) => {
      checkJsonApiAnswer('POST', url, answer.status, answer.json);
      return answer;
    })
    .finally(() => agent.destroy());
}

describe('nested and oversized JSON bodies', { timeout: 120_000 }, () => {
  let sandbox: RunningSandboxCommand;
  let headers: Record<string, string>;
  before(async () => {
    sandbox = await startSandboxCommand(['--port', '0', '--in-memory']);
    headers = {
      Authorization: `Bearer ${await signApplicationJwt('sandbox-shop')}`,
      'Content-Type': 'application/json',
    };
  });
  after(() => sandbox.stop());

  it('refuses arrays nested 30 MiB deep quickly, /healthz answering meanwhile, the memory bounded', async (t) => {
    const pid = sandbox.pid;
    assert.ok(pid !== undefined, 'the sandbox runs as a process of its own');
    const before = memoryOf(pid).rss;
    const health = watchHealth(sandbox.origin, { intervalMs: 20, timeoutMs: 2000 });
    const started = performance.now();
    let answer: Answer;
    let answers: HealthAnswers;
    try {
      answer = await post(`${sandbox.origin}/api/v1/payments`, headers, Buffer.alloc(NESTED_BYTES, '['));
    } finally {
      answers = await health.stop();
    }
    const elapsed = performance.now() - started;
    const { peak } = memoryOf(pid);
    const growth = `resident memory grew ${((peak - before) / MIB).toFixed(0)} MiB at most`;
    t.diagnostic(`answered in ${elapsed.toFixed(0)} ms, /healthz asked ${answers.asked} times; ${growth}`);
    assert.equal(answer.status, 400, JSON.stringify(answer.json));
    assert.equal(asObject(answer.json).error, 'WRONG_REQUEST_PARAMETERS');
    assert.match(String(asObject(answer.json).message), /nests arrays and objects more than \d+ levels deep/);
    assert.ok(
      answers.asked >= 3,
      `/healthz was asked meanwhile (${answers.asked} times in ${elapsed.toFixed(0)} ms)`,
    );
    assert.deepEqual(answers.failures, [], '/healthz answered 200 every time');
    assert.ok(peak - before < GROWTH_LIMIT, growth);
  });

  it('takes only what each route’s largest valid request needs: a body for the payments’ limit is a 400 at POST /auth and /sessions', async () => {
    for (const path of [
      '/api/v1/auth',
      '/api/v1/sessions',
      '/api/v1/payments/00000000-0000-4000-8000-000000000000/submit',
    ]) {
      const answer = await answerBeforeBody(sandbox.origin, { path, headers, length: 4 * MIB });
      assert.equal(answer.status, 400, path);
      assert.equal(asObject(answer.json).error, 'WRONG_REQUEST_PARAMETERS');
      const limit = Number(/larger than (\d+) bytes/.exec(String(asObject(answer.json).message))?.[1]);
      assert.ok(limit < 4 * MIB, `${path}: ${limit}`);
    }
  });

  it('refuses a small body nested too deep at every route that parses JSON, naming why', async () => {
    const deep = Buffer.from(`${'['.repeat(1000)}${']'.repeat(1000)}`);
    for (const path of ['/api/v1/auth', '/api/v1/sessions', '/api/v1/payments']) {
      const answer = await post(`${sandbox.origin}${path}`, headers, deep);
      assert.equal(answer.status, 400, path);
      assert.match(String(asObject(answer.json).message), /nests arrays and objects/, path);
    }
  });

  it('counts only the brackets outside strings', async () => {
    const brackets = '[{'.repeat(500);
    const body = Buffer.from(JSON.stringify({ code: `${brackets}\\"${brackets}` }));
    const answer = await post(`${sandbox.origin}/api/v1/sessions`, headers, body);
    assert.doesNotMatch(String(asObject(answer.json).message), /nests/, JSON.stringify(answer.json));
  });

  it('names in docs/sandbox.md how deep the deepest valid request nests, which the sandbox takes', () => {
    // Every payment type's largest request has the same shape; its nesting is the deepest of the API.
    const aspsp = BASE_CATALOGUE.find((candidate) => (candidate.payments ?? []).length > 0);
    const type = aspsp?.payments?.[0];
    assert.ok(aspsp !== undefined && type !== undefined);
    const setting = { today: '2026-01-01', urlOrigin: ALLOWED_ORIGIN, instructions: 1 };
    const largest = largestPaymentRequest(aspsp, type, setting);
    const docs = readFileSync(new URL('../../docs/sandbox.md', import.meta.url), 'utf8');
    assert.match(docs, new RegExp(`\\\`POST /payments\\\`, nests ${nesting(largest)}:`));
  });
});

/** How deep a value nests arrays and objects. */
function nesting(value: unknown): number {
  if (typeof value !== 'object' || value === null) return 0;
  return 1 + Math.max(0, ...Object.values(value).map(nesting));
}
