/**
 * Memory that no request can exhaust: thousands of 64 KiB junk POSTs, as any web page can send
 * them with mode 'no-cors' (no key, no token, a simple content type, its own Origin or
 * `Origin: null`), to every route that takes a body. The sandbox runs as its own process with
 * a heap of HEAP_MIB, far less than the junk it is sent; it answers each with a refusal,
 * answers /healthz throughout, and its resident memory after the flood is within GROWTH_MIB of
 * what it was after the first round.
 */
import assert from 'node:assert/strict';
import { Agent, request } from 'node:http';
import { after, before, describe, it } from 'node:test';
import { watchHealth, type HealthAnswers } from '../support/health-watch.js';
import { memoryOf } from '../support/process-memory.js';
import { startSandboxCommand, type RunningSandboxCommand } from '../support/sandbox-command.js';
import { checkJsonApiAnswer } from './json-api-fixture.js';

/** The sandbox's heap: the junk sent is several times larger. */
const HEAP_MIB = 160;
/** Junk POSTs to each route, in ROUNDS rounds; memory is read after the first. */
const POSTS_PER_ROUTE = 1000;
const ROUNDS = 4;
const BODY_BYTES = 64 * 1024;
/** How far the resident memory may grow after the first round. */
const GROWTH_MIB = 64;
/** Parallel junk senders, each on its own connection. */
const SENDERS = 8;
const HEALTH_INTERVAL_MS = 100;
/** A /healthz without an answer this long counts as not answered. */
const HEALTH_TIMEOUT_MS = 5000;

/** Every route that takes a body, each with a made-up id where it needs one. */
const ROUTES = [
  '/sandbox-bank/6c1f0c7e-junk',
  '/sandbox-bank/phone/junk-phone-key',
  '/auth/handoff/junk-ticket',
  '/auth/phone/junk-phone-key',
  '/api/applications',
  '/api/v1/auth',
  '/api/v1/payments',
  '/api/v1/sessions',
  '/widget-api/v1/authorizations/6c1f0c7e-junk/flow',
  '/control-panel/api/faults',
  '/no-such-page',
];

/** What a page on another site can send without a preflight. */
const JUNK_HEADERS = [
  { Origin: 'https://attacker.example', 'Content-Type': 'application/x-www-form-urlencoded' },
  { Origin: 'null', 'Content-Type': 'text/plain;charset=UTF-8' },
];

const MIB = 1024 * 1024;
const junk = Buffer.alloc(BODY_BYTES, 'decision=approve&x='.repeat(4));

describe('Junk POSTs to every route that takes a body', { timeout: 180_000 }, () => {
  let sandbox: RunningSandboxCommand;
  before(async () => {
    const heap = `--max-old-space-size=${HEAP_MIB}`;
    sandbox = await startSandboxCommand(['--port', '0', '--in-memory'], {
      NODE_OPTIONS: `${process.env['NODE_OPTIONS'] ?? ''} ${heap}`.trim(),
    });
  });
  after(() => sandbox.stop());

  it(`refuses ${POSTS_PER_ROUTE} of 64 KiB at each of ${ROUTES.length} routes within a ${HEAP_MIB} MiB heap, /healthz answering throughout`, async (t) => {
    const pid = sandbox.pid;
    assert.ok(pid !== undefined, 'the sandbox runs as a process of its own');
    const health = watchHealth(sandbox.origin, {
      intervalMs: HEALTH_INTERVAL_MS,
      timeoutMs: HEALTH_TIMEOUT_MS,
    });
    const agent = new Agent({ keepAlive: true, maxSockets: SENDERS });
    const statuses = new Map<number, number>();
    let rssAfterFirstRound = 0;
    let answers: HealthAnswers;
    try {
      for (let round = 0; round < ROUNDS; round++) {
        const posts = ROUTES.flatMap((path) =>
          Array.from({ length: POSTS_PER_ROUTE / ROUNDS }, (_, index) => ({ path, index })),
        );
        await inParallel(posts, SENDERS, async ({ path, index }) => {
          const headers = JUNK_HEADERS[index % JUNK_HEADERS.length] ?? {};
          const status = await postJunk(agent, `${sandbox.origin}${path}`, headers);
          statuses.set(status, (statuses.get(status) ?? 0) + 1);
        });
        if (round === 0) rssAfterFirstRound = memoryOf(pid).rss;
      }
    } catch (error) {
      throw new Error(`A junk POST failed: ${String(error)}\n${sandbox.output()}`, { cause: error });
    } finally {
      agent.destroy();
      answers = await health.stop();
    }
    const { rss, peak } = memoryOf(pid);

    const refused = [...statuses].filter(([status]) => status >= 400 && status < 500);
    const total = POSTS_PER_ROUTE * ROUTES.length;
    assert.equal(
      refused.reduce((sum, [, count]) => sum + count, 0),
      total,
      `every junk POST is refused: ${JSON.stringify([...statuses])}`,
    );
    assert.ok(answers.asked >= 10, `/healthz was asked throughout (${answers.asked} times)`);
    assert.deepEqual(answers.failures, [], '/healthz answered 200 every time');
    const growth = (Math.max(rss, peak) - rssAfterFirstRound) / MIB;
    const memory = `resident memory ${mib(rssAfterFirstRound)} MiB after the first round, ${mib(rss)} MiB at the end, peak ${mib(peak)} MiB`;
    t.diagnostic(memory);
    assert.ok(growth < GROWTH_MIB, `${memory}: it grew ${growth.toFixed(1)} MiB`);
  });
});

const mib = (bytes: number) => (bytes / MIB).toFixed(1);

/**
 * One junk POST on the agent's connections; resolves with the status once the answer is read,
 * a JSON API answer checked against the OpenAPI document.
 */
function postJunk(agent: Agent, url: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      url,
      { method: 'POST', agent, headers: { ...headers, 'Content-Length': String(junk.length) } },
      (incoming) => {
        let text = '';
        incoming.setEncoding('utf8');
        incoming.on('data', (chunk: string) => (text += chunk));
        incoming.on('end', () => {
          const status = incoming.statusCode ?? 0;
          try {
            if (new URL(url).pathname.startsWith('/api/v1/'))
              checkJsonApiAnswer('POST', url, status, JSON.parse(text) as unknown);
            resolve(status);
          } catch (error) {
            reject(error as Error);
          }
        });
        incoming.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(junk);
  });
}

async function inParallel<T>(items: readonly T[], width: number, work: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < items.length) {
      const item = items[next++];
      if (item !== undefined) await work(item);
    }
  };
  await Promise.all(Array.from({ length: width }, worker));
}
