/**
 * A write of the data directory that fails (a full disk) is answered 500, an ErrorResponse as
 * the service writes one, "nothing this request did is acknowledged", and that holds: the
 * sandbox writes nothing more, neither that request's changes nor any later ones, and answers
 * every later request the same until it is started again on its directory, where a retry does
 * what the first try would have. A page's request gets the same 500 with its CORS headers, so a
 * widget can read it. The command exits with code 1, so that a supervisor starts it again. The
 * disk is made full as in journal.test.ts: fs.write fails with ENOSPC.
 */
import assert from 'node:assert/strict';
import fs, { writeFileSync } from 'node:fs';
import { syncBuiltinESMExports } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, it } from 'node:test';
import { signApplicationJwt, type MockBackend } from '../../sandbox/src/server.js';
import { startSandboxCommand } from '../support/sandbox-command.js';
import { ALLOWED_ORIGIN, asObject, send, sleep, startBackend, type CallResult } from './backend-fixture.js';
import { authBody, callJsonApi, checkJsonApiAnswer, codeOf, finishFlow } from './json-api-fixture.js';
import { temporaryDirectories } from './temporary-directories.js';

const dataDir = temporaryDirectories('sandbox-not-written-');

const ENOSPC_MESSAGE = 'ENOSPC: no space left on device, write';

/**
 * Loaded into the sandbox command with --import: fs.write fails with ENOSPC while the file
 * SANDBOX_TEST_FULL_DISK names exists; the named imports of node:fs follow.
 */
const FULL_DISK_MODULE = `
import fs from 'node:fs';
import { syncBuiltinESMExports } from 'node:module';
const marker = process.env.SANDBOX_TEST_FULL_DISK;
const write = fs.write;
fs.write = (...args) => {
  if (!fs.existsSync(marker)) return write(...args);
  const error = Object.assign(new Error(${JSON.stringify(ENOSPC_MESSAGE)}), { code: 'ENOSPC' });
  process.nextTick(args[args.length - 1], error);
};
syncBuiltinESMExports();
`;

/** Runs `body` while fs.write fails with ENOSPC, in this process. */
async function withFullDisk<T>(body: () => Promise<T>): Promise<T> {
  const write = fs.write;
  fs.write = ((...args: unknown[]) => {
    const callback = args[args.length - 1] as (error: NodeJS.ErrnoException) => void;
    process.nextTick(callback, Object.assign(new Error(ENOSPC_MESSAGE), { code: 'ENOSPC' }));
  }) as typeof fs.write;
  syncBuiltinESMExports();
  try {
    return await body();
  } finally {
    fs.write = write;
    syncBuiltinESMExports();
  }
}

/** An authorisation code, its flow finished: POST /sessions gives the session once. */
async function authorisationCode(backend: MockBackend): Promise<string> {
  const started = await callJsonApi(backend, '/auth', { body: authBody() });
  assert.equal(started.status, 200, started.text);
  return codeOf(await finishFlow(backend, 'authorizations', String(asObject(started.json).authorization_id)));
}

/** POST /sessions at a sandbox's origin (of a command too), its answer checked against the OpenAPI document. */
async function postSession(origin: string, code: string): Promise<CallResult> {
  const url = `${origin}/api/v1/sessions`;
  const result = await send(url, {
    headers: { Authorization: `Bearer ${await signApplicationJwt('sandbox-shop')}` },
    body: { code },
  });
  checkJsonApiAnswer('POST', url, result.status, result.json);
  return result;
}

/** A 500 written as the service writes one: no error code of its own, the reason in the message. */
function assertNotWritten(result: CallResult): void {
  assert.equal(result.status, 500, result.text);
  assert.deepEqual(
    { code: asObject(result.json).code, error: asObject(result.json).error },
    { code: 500, error: null },
  );
  assert.match(String(asObject(result.json).message), /nothing this request did is acknowledged/);
}

/** Enough of a MockBackend for the fixtures: its origin. */
function backendAt(origin: string): MockBackend {
  return { origin, apiBaseUrl: `${origin}/api/v1` } as MockBackend;
}

describe('A write of the data directory that failed', () => {
  it('is a 500 that holds: nothing more is written or answered, and after a start the retry gets the session', async () => {
    const directory = dataDir();
    let backend = await startBackend({ dataDir: directory });
    let code: string;
    try {
      code = await authorisationCode(backend);
      assertNotWritten(await withFullDisk(() => postSession(backend.origin, code)));
      // The disk has room again; what this sandbox holds is still ahead of its directory.
      assertNotWritten(await postSession(backend.origin, code));
      // A widget's request: the page reads the 500 (its CORS headers), not a network error.
      const fromPage = await send(
        `${backend.origin}/widget-api/v1/aspsps?country=FI&psu_type=personal&service=AIS&sandbox=true`,
        { headers: { Origin: ALLOWED_ORIGIN } },
      );
      assertNotWritten(fromPage);
      assert.equal(fromPage.headers.get('access-control-allow-origin'), ALLOWED_ORIGIN);
    } finally {
      await backend.close();
    }

    backend = await startBackend({ dataDir: directory });
    try {
      const retried = await postSession(backend.origin, code);
      assert.equal(retried.status, 200, `the retry does what the first try would have: ${retried.text}`);
      assert.equal(typeof asObject(retried.json).session_id, 'string');
    } finally {
      await backend.close();
    }
  });

  it('stops the sandbox command with code 1 and a line saying why; started again, the retry gets the session', async () => {
    const directory = dataDir();
    const tools = dataDir();
    const fullDisk = join(tools, 'full-disk.mjs');
    const marker = join(tools, 'disk-is-full');
    writeFileSync(fullDisk, FULL_DISK_MODULE);
    const flags = ['--port', '0', '--data-dir', directory, '--allowed-origins', ALLOWED_ORIGIN];
    const env = {
      NODE_OPTIONS: `${process.env['NODE_OPTIONS'] ?? ''} --import=${pathToFileURL(fullDisk).href}`.trim(),
      SANDBOX_TEST_FULL_DISK: marker,
    };
    let sandbox = await startSandboxCommand(flags, env);
    let code: string;
    try {
      code = await authorisationCode(backendAt(sandbox.origin));
      writeFileSync(marker, '');
      assertNotWritten(await postSession(sandbox.origin, code));
      await untilRefused(sandbox.origin);
      assert.equal(await sandbox.stop(), 1, sandbox.output());
      assert.match(sandbox.output(), /service-sandbox: .*could not be written/);
    } finally {
      await sandbox.stop();
    }

    fs.rmSync(marker);
    sandbox = await startSandboxCommand(flags, env);
    try {
      const retried = await postSession(sandbox.origin, code);
      assert.equal(retried.status, 200, retried.text);
    } finally {
      await sandbox.stop();
    }
  });
});

/** Resolves once the origin takes no more connections, or after 10 s (the assertion after says). */
async function untilRefused(origin: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    try {
      await fetch(`${origin}/healthz`);
    } catch {
      return;
    }
    await sleep(50);
  }
}
