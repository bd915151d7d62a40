/**
 * No bank credential at rest: what POST /auth, POST /payments and the flow API are given is
 * neither written to the data directory nor kept in the request log or shown by the control
 * panel; preset credentials live only until the step after the consent, so after a restart
 * the PSU types them again. The data directory is the owner's alone (0700, files 0600).
 */
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import {
  chmodSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import type { MockBackend } from '../../sandbox/src/server.js';
import { act, asObject, callApi, startBackend, stepOf } from './backend-fixture.js';
import { callControlApi } from './control-panel-fixture.js';
import { authBody, callJsonApi, DEMO_USER, paymentBody } from './json-api-fixture.js';

const SENTINEL = `sentinel-${randomUUID()}`;
/** Wrong credentials that carry the sentinel in every value the method asks for. */
const SENTINEL_CREDENTIALS = {
  username: `${SENTINEL}-user`,
  password: `${SENTINEL}-password`,
  otp: '654321',
};

const roots: string[] = [];
/** A directory that does not exist yet, under a fresh temporary one: the sandbox creates it. */
function newDataDir(): string {
  const root = mkdtempSync(join(tmpdir(), 'sandbox-at-rest-'));
  roots.push(root);
  return join(root, 'data');
}
after(() => {
  for (const root of roots) rmSync(root, { recursive: true, force: true });
});

/** Every file below the directory, with its mode bits; directories too, marked with a trailing slash. */
function entries(directory: string): { path: string; mode: number }[] {
  const found: { path: string; mode: number }[] = [];
  for (const name of readdirSync(directory)) {
    const path = join(directory, name);
    const stats = statSync(path);
    if (stats.isDirectory()) found.push({ path: `${path}/`, mode: stats.mode & 0o777 }, ...entries(path));
    else found.push({ path, mode: stats.mode & 0o777 });
  }
  return found;
}

function mode(path: string): string {
  return (statSync(path).mode & 0o777).toString(8);
}

/** A framed credentials step of the licensed TPP at S-Pankki, and a plain one of the shop. */
async function submitThroughTheFlowApi(backend: MockBackend): Promise<void> {
  const framed = backend.createAuthorization({
    aspsp: { name: 'S-Pankki', country: 'FI' },
    application: 'sandbox-tpp',
  });
  const framedPath = `/authorizations/${framed.authorization_id}/flow`;
  const fromFrame = await act(
    backend,
    framedPath,
    { action: 'submit_credentials', credentials: SENTINEL_CREDENTIALS },
    { origin: backend.origin },
  );
  assert.equal(asObject(stepOf(fromFrame).error).error, 'WRONG_CREDENTIALS_PROVIDED');

  const plain = backend.createAuthorization({ aspsp: { name: 'S-Pankki', country: 'FI' } });
  const plainPath = `/authorizations/${plain.authorization_id}/flow`;
  assert.equal(stepOf(await act(backend, plainPath, { action: 'confirm' })).type, 'credentials');
  const fromWidget = await act(backend, plainPath, {
    action: 'submit_credentials',
    credentials: SENTINEL_CREDENTIALS,
  });
  assert.equal(asObject(stepOf(fromWidget).error).error, 'WRONG_CREDENTIALS_PROVIDED');
}

/** Preset credentials in POST /auth (with and without a consent step) and in POST /payments. */
async function presetThroughTheJsonApi(backend: MockBackend): Promise<void> {
  const preset = { auth_method: 'code_app', credentials: SENTINEL_CREDENTIALS };
  for (const application of ['sandbox-tpp', 'sandbox-shop']) {
    const started = await callJsonApi(backend, '/auth', { body: authBody(preset), application });
    assert.equal(started.status, 200, started.text);
  }
  const payment = await callJsonApi(backend, '/payments', {
    application: 'sandbox-tpp',
    body: paymentBody({ aspsp: { name: 'S-Pankki', country: 'FI' }, ...preset }),
  });
  assert.equal(payment.status, 200, payment.text);
}

/** What the control panel shows: its page and every list of its API. */
async function controlPanelText(backend: MockBackend): Promise<string> {
  const page = await (await fetch(`${backend.origin}/control-panel`)).text();
  const lists = await Promise.all(
    ['/applications', '/webhooks', '/faults', '/clock'].map(
      async (path) => (await callControlApi(backend, path)).text,
    ),
  );
  return [page, ...lists].join('\n');
}

describe('No credential at rest', () => {
  it('keeps no credential in the data directory, the request log or the control panel', async () => {
    const directory = newDataDir();
    const backend = await startBackend({ dataDir: directory });
    try {
      await submitThroughTheFlowApi(backend);
      await presetThroughTheJsonApi(backend);
      const credentialPosts = backend.requests.filter((request) =>
        JSON.stringify(request.body ?? '').includes('credentials'),
      );
      assert.equal(credentialPosts.length, 5, 'the log keeps the five requests that carried credentials');
      assert.ok(!JSON.stringify(backend.requests).includes(SENTINEL), 'no credential in the request log');
      assert.ok(!(await controlPanelText(backend)).includes(SENTINEL), 'no credential in the control panel');
      // What the log keeps of a credential: that it was sent, under its name.
      assert.deepEqual(asObject(asObject(credentialPosts[0]?.body).credentials), {
        username: '(redacted)',
        password: '(redacted)',
        otp: '(redacted)',
      });
    } finally {
      await backend.close();
    }
    const files = entries(directory).filter((entry) => !entry.path.endsWith('/'));
    assert.ok(files.length > 0);
    for (const { path } of files) {
      assert.ok(!readFileSync(path, 'utf8').includes(SENTINEL), `no credential in ${path}`);
    }
  });

  it('creates its data directory for its owner alone: 0700, every file 0600', async () => {
    const directory = newDataDir();
    const backend = await startBackend({ dataDir: directory });
    try {
      await presetThroughTheJsonApi(backend);
      assert.equal(mode(directory), '700');
      assert.equal(mode(join(directory, 'sandbox.lock')), '600');
    } finally {
      await backend.close();
    }
    assert.equal(mode(directory), '700');
    const found = entries(directory);
    assert.ok(found.some((entry) => entry.path.endsWith('journal.jsonl')));
    for (const { path, mode: bits } of found)
      assert.equal(bits.toString(8), path.endsWith('/') ? '700' : '600', path);
  });

  it('tightens a data directory that holds only its own files, and leaves a folder of the user as it is, saying so', async () => {
    const own = newDataDir();
    let backend = await startBackend({ dataDir: own });
    await presetThroughTheJsonApi(backend);
    await backend.close();
    // As an older sandbox left it.
    chmodSync(own, 0o755);
    chmodSync(join(own, 'journal.jsonl'), 0o644);
    backend = await startBackend({ dataDir: own });
    await backend.close();
    assert.equal(mode(own), '700');
    assert.equal(mode(join(own, 'journal.jsonl')), '600');
    assert.ok(
      backend.dataNotes.some((note) => note.includes(own) && note.includes('0700')),
      backend.dataNotes.join('\n'),
    );

    const users = newDataDir();
    mkdirSync(users, { mode: 0o755 });
    chmodSync(users, 0o755);
    writeFileSync(join(users, 'notes.txt'), 'the user’s own file\n');
    backend = await startBackend({ dataDir: users });
    await presetThroughTheJsonApi(backend);
    await backend.close();
    assert.equal(mode(users), '755', 'a folder of the user keeps its mode');
    assert.equal(mode(join(users, 'journal.jsonl')), '600');
    assert.ok(
      backend.dataNotes.some((note) => note.includes(users) && /other users/.test(note)),
      backend.dataNotes.join('\n'),
    );
  });

  it('uses preset credentials for the step after the consent; after a restart the PSU is asked again', async () => {
    const directory = newDataDir();
    const preset = authBody({ auth_method: 'code_app', credentials: DEMO_USER });
    let backend = await startBackend({ dataDir: directory });
    let kept: string;
    try {
      const used = String(
        asObject((await callJsonApi(backend, '/auth', { body: preset })).json).authorization_id,
      );
      assert.equal(
        stepOf(await act(backend, `/authorizations/${used}/flow`, { action: 'confirm' })).type,
        'done',
      );
      kept = String(asObject((await callJsonApi(backend, '/auth', { body: preset })).json).authorization_id);
      assert.equal(stepOf(await callApi(backend, `/authorizations/${kept}/flow`)).type, 'consent');
    } finally {
      await backend.close();
    }
    assert.ok(!readFileSync(join(directory, 'journal.jsonl'), 'utf8').includes(DEMO_USER.password));
    backend = await startBackend({ dataDir: directory });
    try {
      const asked = stepOf(await act(backend, `/authorizations/${kept}/flow`, { action: 'confirm' }));
      assert.equal(asked.type, 'credentials');
      assert.equal(asked.error, undefined, 'asked, not refused');
      const done = await act(backend, `/authorizations/${kept}/flow`, {
        action: 'submit_credentials',
        credentials: DEMO_USER,
      });
      assert.equal(stepOf(done).type, 'done');
    } finally {
      await backend.close();
    }
  });
});
