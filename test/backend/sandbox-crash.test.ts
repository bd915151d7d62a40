/**
 * Crash test: the sandbox command runs as its own process under a load of concurrent AIS and
 * PIS clients (webhooks to a receiver here) and is killed with SIGKILL at random moments, then
 * started again on the same data directory, again and again. Afterwards every answer a client
 * got with a 2xx is still true (the authorisation at least at the step it showed, the session
 * and the payment there, a final status unchanged), the files read whole, every payment
 * reaches a final status, and every webhook was delivered at least once with its webhook_id,
 * never made anew for a state already reported. The journal is folded into a snapshot every
 * few KB, so kills also land while a snapshot is written or the journal starts again.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { parseDataFile } from '../../sandbox/src/persistence/journal-format.js';
import type { MockBackend } from '../../sandbox/src/server.js';
import { startSandboxCommand, type RunningSandboxCommand } from '../support/sandbox-command.js';
import { ALLOWED_ORIGIN, asObject, callApi, sleep, stepOf, type CallResult } from './backend-fixture.js';
import { callControlApi } from './control-panel-fixture.js';
import { authBody, callJsonApi, codeOf, finishFlow, paymentBody } from './json-api-fixture.js';

const KILLS = 20;
const CLIENTS = 6;
/** Real ms of load between a start and its kill, drawn at random. */
const LOAD_MS = { min: 200, max: 1200 };
/** Small, so that the journal is folded into a snapshot again and again, and kills land during it. */
const COMPACT_AFTER_BYTES = 16 * 1024;
const STEPS = ['consent', 'method', 'credentials', 'decoupled', 'redirect', 'done', 'failed'];

const dataDir = mkdtempSync(join(tmpdir(), 'sandbox-crash-'));
after(() => rmSync(dataDir, { recursive: true, force: true }));

/** What the clients were told with a 2xx: what must hold after every crash. */
const acknowledged = {
  /** Authorisation and payment flows: the furthest step shown (index in STEPS; -1 created). */
  steps: new Map<string, { kind: 'authorizations' | 'payments'; step: number }>(),
  sessions: new Set<string>(),
  /** Payments: the last status answered, and whether it was final. */
  payments: new Map<string, { status: string; final: boolean }>(),
};
/** Answers no crash explains (a 4xx or 5xx): there must be none. */
const unexpected: string[] = [];

describe('The sandbox killed with SIGKILL under load', { timeout: 15 * 60_000 }, () => {
  it(`keeps every acknowledged change through ${KILLS} kills, every payment ends, every webhook arrives once made`, async (t) => {
    const receiver = await startReceiver();
    const flags = [
      '--port',
      '0',
      '--data-dir',
      dataDir,
      '--allowed-origins',
      `${ALLOWED_ORIGIN},${receiver.origin}`,
    ];
    const run = new SandboxRuns(flags);
    let sandbox = await run.start();
    const clients = Array.from({ length: CLIENTS }, (_, index) =>
      keepTravelling(run, index % 2 === 0 ? aisJourney : (backend) => pisJourney(backend, receiver.url)),
    );
    try {
      for (let kill = 0; kill < KILLS; kill += 1) {
        await sleep(LOAD_MS.min + Math.random() * (LOAD_MS.max - LOAD_MS.min));
        await run.kill();
        sandbox = await run.start();
      }
      await sleep(LOAD_MS.max);
    } finally {
      run.stopping = true;
      await Promise.all(clients);
    }
    t.diagnostic(
      `acknowledged: ${acknowledged.steps.size} flows, ${acknowledged.sessions.size} sessions, ` +
        `${acknowledged.payments.size} payments; ${receiver.bodies.length} webhooks received`,
    );
    assert.deepEqual(unexpected, []);
    assert.ok(
      acknowledged.sessions.size >= 1 && acknowledged.payments.size >= 5,
      'the clients got far enough',
    );

    const backend = backendAt(sandbox.origin);
    try {
      await assertAcknowledgedHold(backend);
      // Past every expiry and timeline: each payment is final now.
      await callControlApi(backend, '/clock', { body: { advance_seconds: 3600 } });
      for (const id of acknowledged.payments.keys()) {
        const payment = asObject((await callJsonApi(backend, `/payments/${id}`)).json);
        assert.equal(payment.final_status, true, `${id} ends: ${String(payment.status)}`);
      }
      const events = await settledWebhooks(backend);
      const received = new Set(receiver.bodies.map((body) => String(body.webhook_id)));
      for (const event of events) assert.ok(received.has(event), `webhook ${event} was delivered`);
      assertNoStateReportedTwice(receiver.bodies);
    } finally {
      await sandbox.stop();
      await receiver.close();
    }
    for (const [file, kind] of [
      ['journal.jsonl', 'journal'],
      ['snapshot.jsonl', 'snapshot'],
    ] as const) {
      // Both are there: the journal always, the snapshot since the first compaction.
      const text = readFileSync(join(dataDir, file), 'utf8');
      const parsed = parseDataFile(text, kind, file);
      assert.equal(parsed.tornTail, false, `${file} reads whole after a clean stop`);
      if (kind === 'snapshot') {
        t.diagnostic(`compactions: ${parsed.header.generation - 1}`);
        assert.ok(parsed.header.generation >= 3, 'the journal was folded into a snapshot more than once');
      }
    }
  });
});

/** The sandbox's successive processes on one data directory; `ready` resolves with the running one. */
class SandboxRuns {
  stopping = false;
  private current: RunningSandboxCommand | undefined;
  private readyPromise: Promise<MockBackend>;
  private resolveReady: (backend: MockBackend) => void = () => undefined;

  constructor(private readonly flags: readonly string[]) {
    this.readyPromise = this.nextReady();
  }

  ready(): Promise<MockBackend> {
    return this.readyPromise;
  }

  async start(): Promise<RunningSandboxCommand> {
    this.current = await startSandboxCommand(this.flags, {
      SANDBOX_COMPACT_AFTER_BYTES: String(COMPACT_AFTER_BYTES),
    });
    this.resolveReady(backendAt(this.current.origin));
    return this.current;
  }

  async kill(): Promise<void> {
    this.readyPromise = this.nextReady();
    await this.current?.stop('SIGKILL');
  }

  private nextReady(): Promise<MockBackend> {
    return new Promise((resolve) => (this.resolveReady = resolve));
  }
}

/** One client: journey after journey; one cut short by a kill is dropped, the next starts on the new process. */
async function keepTravelling(
  run: SandboxRuns,
  journey: (backend: MockBackend) => Promise<void>,
): Promise<void> {
  while (!run.stopping) {
    const backend = await Promise.race([run.ready(), sleep(100).then(() => undefined)]);
    if (backend === undefined) continue;
    try {
      await journey(backend);
    } catch (error) {
      // A connection the kill cut: fetch fails with a TypeError. Anything else is a finding.
      if (!(error instanceof TypeError)) unexpected.push(String(error));
      await sleep(10);
    }
  }
}

async function aisJourney(backend: MockBackend): Promise<void> {
  const started = ok(await callJsonApi(backend, '/auth', { body: authBody() }));
  const id = String(started.authorization_id);
  acknowledged.steps.set(id, { kind: 'authorizations', step: -1 });
  const done = await finishFlow(backend, 'authorizations', id, 'approve', {
    onStep: (step) => noteStep(id, step),
  });
  const session = ok(await callJsonApi(backend, '/sessions', { body: { code: codeOf(done) } }));
  acknowledged.sessions.add(String(session.session_id));
  ok(await callJsonApi(backend, `/sessions/${String(session.session_id)}`));
}

async function pisJourney(backend: MockBackend, webhookUrl: string): Promise<void> {
  const created = ok(
    await callJsonApi(backend, '/payments', { body: paymentBody({ webhook_url: webhookUrl }) }),
  );
  const id = String(created.payment_id);
  acknowledged.payments.set(id, { status: String(created.status), final: false });
  acknowledged.steps.set(id, { kind: 'payments', step: -1 });
  await finishFlow(backend, 'payments', id, 'approve', { onStep: (step) => noteStep(id, step) });
  const payment = ok(await callJsonApi(backend, `/payments/${id}`));
  acknowledged.payments.set(id, { status: String(payment.status), final: payment.final_status === true });
}

function noteStep(id: string, step: Record<string, unknown>): void {
  const noted = acknowledged.steps.get(id);
  if (noted) noted.step = Math.max(noted.step, STEPS.indexOf(String(step.type)));
}

function ok(result: CallResult): Record<string, unknown> {
  if (result.status !== 200) throw new Error(`${result.status}: ${result.text}`);
  return asObject(result.json);
}

async function assertAcknowledgedHold(backend: MockBackend): Promise<void> {
  for (const [id, { kind, step }] of acknowledged.steps) {
    const shown = stepOf(await callApi(backend, `/${kind}/${id}/flow`));
    assert.ok(
      STEPS.indexOf(String(shown.type)) >= step,
      `${kind} ${id} was acknowledged at ${STEPS[step] ?? 'created'}, now shows ${String(shown.type)}`,
    );
  }
  for (const id of acknowledged.sessions) {
    const session = await callJsonApi(backend, `/sessions/${id}`);
    assert.equal(session.status, 200, `session ${id}: ${session.text}`);
  }
  for (const [id, { status, final }] of acknowledged.payments) {
    const payment = await callJsonApi(backend, `/payments/${id}`);
    assert.equal(payment.status, 200, `payment ${id}: ${payment.text}`);
    if (final) assert.equal(asObject(payment.json).status, status, `payment ${id} stays ${status}`);
  }
}

/** The webhook_ids of the log, once none is pending any more. */
async function settledWebhooks(backend: MockBackend): Promise<string[]> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const log = asObject((await callControlApi(backend, '/webhooks')).json);
    const events = log.webhooks as { webhook_id: string; state: string }[];
    if (events.every((event) => event.state !== 'pending')) return events.map((event) => event.webhook_id);
    if (Date.now() > deadline)
      throw new Error(
        `Webhooks still pending: ${JSON.stringify(events.filter((e) => e.state === 'pending'))}`,
      );
    await sleep(200);
  }
}

/** A state of a payment reported under two webhook_ids would be an event made anew after a crash. */
function assertNoStateReportedTwice(bodies: readonly Record<string, unknown>[]): void {
  const idsByState = new Map<string, Set<string>>();
  for (const body of bodies) {
    const state = [
      body.payment_id,
      body.payment_status,
      body.payment_auth_status,
      body.payment_updates_expected,
    ].join(' ');
    const ids = idsByState.get(state) ?? new Set<string>();
    ids.add(String(body.webhook_id));
    idsByState.set(state, ids);
  }
  for (const [state, ids] of idsByState)
    assert.equal(ids.size, 1, `${state} reported as ${[...ids].join(', ')}`);
}

/** Enough of a MockBackend for the fixtures: its origin. */
function backendAt(origin: string): MockBackend {
  return { origin, apiBaseUrl: `${origin}/api/v1` } as MockBackend;
}

async function startReceiver() {
  const bodies: Record<string, unknown>[] = [];
  const server: Server = createServer((request, response) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
    request.on('end', () => {
      bodies.push(asObject(JSON.parse(text) as unknown));
      response.writeHead(200);
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    url: `${origin}/hook`,
    bodies,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
