/**
 * A sandbox stopped and started again on its data directory carries on where it was: an
 * authorisation half-way through its flow is finished, a session keeps its continuation keys,
 * a payment's status keeps moving from its stored times, what expired while it was down is
 * expired, the clock's advance and speed stay, and an unacknowledged webhook is sent again with its
 * webhook_id. Time is a source the test moves (`now`), so the restart can come "later".
 */
import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, it } from 'node:test';
import type { MockBackend, MockBackendOptions } from '../../sandbox/src/server.js';
import { act, ALLOWED_ORIGIN, asObject, callApi, startBackend, stepOf } from './backend-fixture.js';
import { callControlApi } from './control-panel-fixture.js';
import { authBody, callJsonApi, codeOf, failure, finishFlow, paymentBody } from './json-api-fixture.js';
import { temporaryDirectories } from './temporary-directories.js';
import { formOf, PhoneBrowser } from '../support/phone-browser.js';

const MINUTE = 60_000;
const dataDir = temporaryDirectories('sandbox-restart-');

/** A data directory and a time source the test moves; each start() is the sandbox started again. */
function sandboxOnDisk(options: MockBackendOptions = {}) {
  const directory = dataDir();
  let time = Date.now();
  return {
    now: () => time,
    pass: (ms: number) => (time += ms),
    start: () => startBackend({ dataDir: directory, now: () => time, ...options }),
  };
}

describe('A sandbox started again on its data directory', () => {
  it('finishes an authorisation half-way through its flow, and its session keeps its continuation keys', async () => {
    const sandbox = sandboxOnDisk();
    let backend = await sandbox.start();
    const call = (path: string, options = {}) =>
      callJsonApi(backend, path, { now: sandbox.now(), ...options });
    let halfWay: string;
    let session: Record<string, unknown>;
    let nextPage: string;
    try {
      halfWay = String(asObject((await call('/auth', { body: authBody() })).json).authorization_id);
      const consent = stepOf(await callApi(backend, `/authorizations/${halfWay}/flow`));
      assert.equal(consent.type, 'consent');
      assert.equal(
        stepOf(await act(backend, `/authorizations/${halfWay}/flow`, { action: 'confirm' })).type,
        'credentials',
      );

      const done = String(asObject((await call('/auth', { body: authBody() })).json).authorization_id);
      const code = codeOf(await finishFlow(backend, 'authorizations', done));
      session = asObject((await call('/sessions', { body: { code } })).json);
      const [account] = session.accounts as { uid: string }[];
      assert.ok(account);
      const first = asObject((await call(`/accounts/${account.uid}/transactions?strategy=longest`)).json);
      nextPage = `/accounts/${account.uid}/transactions?continuation_key=${String(first.continuation_key)}`;
    } finally {
      await backend.close();
    }

    sandbox.pass(MINUTE);
    backend = await sandbox.start();
    try {
      assert.equal(stepOf(await callApi(backend, `/authorizations/${halfWay}/flow`)).type, 'credentials');
      const code = codeOf(await finishFlow(backend, 'authorizations', halfWay));
      const exchanged = await call('/sessions', { body: { code } });
      assert.equal(exchanged.status, 200, exchanged.text);

      const kept = await call(`/sessions/${String(session.session_id)}`);
      assert.equal(kept.status, 200, kept.text);
      assert.equal(asObject(kept.json).status, 'AUTHORIZED');
      const page = await call(nextPage);
      assert.equal(page.status, 200, `the continuation key of before the restart: ${page.text}`);
      assert.ok(Array.isArray(asObject(page.json).transactions));
    } finally {
      await backend.close();
    }
  });

  it('takes the Approve of a bank page opened before the restart', async () => {
    const sandbox = sandboxOnDisk();
    let backend = await sandbox.start();
    let bankPath: string;
    let fields: Record<string, string> | undefined;
    try {
      const body = authBody({ aspsp: { name: 'OP', country: 'FI' } });
      const created = await callJsonApi(backend, '/auth', { now: sandbox.now(), body });
      const id = String(asObject(created.json).authorization_id);
      const state = asObject((await act(backend, `/authorizations/${id}/flow`, { action: 'confirm' })).json);
      const bankUrl = String(asObject(state.step).url);
      bankPath = new URL(bankUrl).pathname;
      fields = formOf(await new PhoneBrowser().open(bankUrl), 'Approve')?.fields;
      assert.ok(fields?.form_token, 'the page carries a form token');
    } finally {
      await backend.close();
    }

    backend = await sandbox.start();
    try {
      // The PSU's browser posts the page's form as it was (Origin null: the page is no-referrer).
      const answer = await fetch(new URL(bankPath, backend.origin), {
        method: 'POST',
        redirect: 'manual',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: 'null' },
        body: new URLSearchParams(fields).toString(),
      });
      assert.equal(answer.status, 303, await answer.text());
      assert.match(answer.headers.get('location') ?? '', /[?&]code=/);
    } finally {
      await backend.close();
    }
  });

  it("moves a payment's status on from its stored times, and keeps the clock's advance", async () => {
    const sandbox = sandboxOnDisk();
    let backend = await sandbox.start();
    const call = (path: string) => callJsonApi(backend, path, { now: sandbox.now() });
    let id: string;
    let advanced: number;
    try {
      const created = await callJsonApi(backend, '/payments', { body: paymentBody(), now: sandbox.now() });
      id = String(asObject(created.json).payment_id);
      await finishFlow(backend, 'payments', id);
      assert.equal(asObject((await call(`/payments/${id}`)).json).status, 'ACTC');
      const clock = await callControlApi(backend, '/clock', { body: { advance_seconds: 3 } });
      advanced = Date.parse(String(asObject(clock.json).now));
      assert.equal(asObject((await call(`/payments/${id}`)).json).status, 'ACSP', 'after 3 s');
    } finally {
      await backend.close();
    }

    backend = await sandbox.start();
    try {
      const clock = asObject((await callControlApi(backend, '/clock')).json);
      assert.ok(Date.parse(String(clock.now)) >= advanced, `the clock never goes back: ${String(clock.now)}`);
      assert.equal(asObject((await call(`/payments/${id}`)).json).status, 'ACSP');
      sandbox.pass(4_000);
      const settled = asObject((await call(`/payments/${id}`)).json);
      assert.deepEqual(
        [settled.status, settled.final_status],
        ['ACSC', true],
        '3 + 4 s after it went to the bank',
      );
    } finally {
      await backend.close();
    }
  });

  it('runs its clock at the speed it was set to, after a restart as before', async () => {
    const sandbox = sandboxOnDisk();
    let backend = await sandbox.start();
    try {
      const set = await callControlApi(backend, '/clock', { body: { speed: 60 } });
      assert.equal(set.status, 200, set.text);
    } finally {
      await backend.close();
    }

    backend = await sandbox.start();
    try {
      const before = asObject((await callControlApi(backend, '/clock')).json);
      assert.equal(before.speed, 60);
      sandbox.pass(1_000);
      const after = asObject((await callControlApi(backend, '/clock')).json);
      assert.equal(
        Date.parse(String(after.now)) - Date.parse(String(before.now)),
        60_000,
        'a real second is a sandbox minute',
      );
    } finally {
      await backend.close();
    }
  });

  it('answers for what expired while it was down as expired', async () => {
    const sandbox = sandboxOnDisk();
    let backend = await sandbox.start();
    let code: string;
    try {
      const started = await callJsonApi(backend, '/auth', { body: authBody(), now: sandbox.now() });
      code = codeOf(
        await finishFlow(backend, 'authorizations', String(asObject(started.json).authorization_id)),
      );
    } finally {
      await backend.close();
    }

    sandbox.pass(11 * MINUTE);
    backend = await sandbox.start();
    try {
      const late = await callJsonApi(backend, '/sessions', { body: { code }, now: sandbox.now() });
      assert.deepEqual(failure(late), { status: 422, error: 'EXPIRED_AUTHORIZATION_CODE', code: 422 });
    } finally {
      await backend.close();
    }
  });

  it('sends a webhook that was not acknowledged again, with its webhook_id', async () => {
    const receiver = await startReceiver();
    const sandbox = sandboxOnDisk({
      allowedOrigins: [ALLOWED_ORIGIN, receiver.origin],
      webhooks: { checkIntervalMs: 20 },
    });
    let backend: MockBackend = await sandbox.start();
    let firstIds: string[];
    try {
      receiver.status = 503;
      const created = await callJsonApi(backend, '/payments', {
        body: paymentBody({ webhook_url: `${receiver.origin}/hook` }),
        now: sandbox.now(),
      });
      assert.equal(created.status, 200, created.text);
      await finishFlow(backend, 'payments', String(asObject(created.json).payment_id));
      await until(() => receiver.ids().length >= 1);
      firstIds = [...new Set(receiver.ids())];
    } finally {
      await backend.close();
    }

    receiver.status = 200;
    receiver.bodies.length = 0;
    sandbox.pass(MINUTE);
    backend = await sandbox.start();
    try {
      await until(() => firstIds.every((id) => receiver.ids().includes(id)));
      const log = asObject((await callControlApi(backend, '/webhooks')).json);
      const events = log.webhooks as { webhook_id: string; state: string }[];
      for (const id of firstIds) {
        assert.equal(events.find((event) => event.webhook_id === id)?.state, 'acknowledged', id);
      }
    } finally {
      await backend.close();
      await receiver.close();
    }
  });
});

/** A webhook endpoint answering `status`, keeping the bodies it received. */
async function startReceiver() {
  const bodies: Record<string, unknown>[] = [];
  const state = { status: 200 };
  const server: Server = createServer((request, response) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
    request.on('end', () => {
      bodies.push(asObject(JSON.parse(text) as unknown));
      response.writeHead(state.status);
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    bodies,
    set status(value: number) {
      state.status = value;
    },
    ids: () => bodies.map((body) => String(body.webhook_id)),
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

async function until(condition: () => boolean): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('Timed out');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
