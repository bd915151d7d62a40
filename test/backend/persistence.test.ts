/**
 * Registered applications and changed settings in a data directory: kept across a restart
 * (startMockBackend({ dataDir }) and the sandbox command with SANDBOX_DATA_DIR); an applications.json of
 * an older sandbox read with the control panel's rules as it is moved into the journal, and a
 * damaged one refused at start with a message that names it, never silently replaced.
 */
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import {
  ApplicationRegistry,
  type PersistedApplications,
} from '../../sandbox/src/applications/application-registry.js';
import { applicationId } from '../../sandbox/src/jwt/jwt-signer.js';
import { APPLICATIONS, DamagedDataError, type MockBackend } from '../../sandbox/src/server.js';
import type { ApplicationConfig } from '../../sandbox/src/types/application.js';
import { runSandboxCommand, startSandboxCommand } from '../support/sandbox-command.js';
import { asObject, startBackend } from './backend-fixture.js';
import { callControlApi, patchApplication } from './control-panel-fixture.js';
import { authBody, callJsonApi } from './json-api-fixture.js';
import { applicationToken, registeredAppId, sandboxRegistration } from './registration-fixture.js';
import { temporaryDirectories } from './temporary-directories.js';

const SHOP_ID = applicationId('sandbox-shop');
const OWN_RETURN = 'https://shop.example/return';

const dataDir = temporaryDirectories('sandbox-data-');

describe('Persistence: startMockBackend({ dataDir })', () => {
  it('keeps registered applications and changed settings across a restart', async () => {
    const directory = dataDir();
    let backend: MockBackend = await startBackend({ dataDir: directory });
    const appId = await registeredAppId(backend, sandboxRegistration({ name: 'Kept Shop' }));
    await patchApplication(backend, appId, { widget_origins: ['https://shop.example'] });
    await patchApplication(backend, SHOP_ID, { redirect_urls: [OWN_RETURN], services: ['AIS'] });
    await backend.close();

    assert.deepEqual(
      readdirSync(directory),
      ['form-secret', 'journal.jsonl'],
      'no temporary file or lock is left behind',
    );
    const journal = readFileSync(join(directory, 'journal.jsonl'), 'utf8');
    assert.ok(journal.includes('"Kept Shop"'), 'the registration is in the journal');

    backend = await startBackend({ dataDir: directory });
    try {
      const application = await callJsonApi(backend, '/application', {
        token: await applicationToken(appId),
      });
      assert.equal(application.status, 200, application.text);
      assert.equal(asObject(application.json).name, 'Kept Shop');
      const registered = asObject((await callControlApi(backend, `/applications/${appId}`)).json);
      assert.deepEqual(registered.widget_origins, ['https://shop.example']);
      assert.equal(registered.source, 'registered');
      const shop = asObject((await callControlApi(backend, `/applications/${SHOP_ID}`)).json);
      assert.deepEqual(shop.redirect_urls, [OWN_RETURN]);
      assert.deepEqual(shop.services, ['AIS']);
      const auth = await callJsonApi(backend, '/auth', { body: authBody({ redirect_url: OWN_RETURN }) });
      assert.equal(auth.status, 200, auth.text);
      // Built-in applications not changed are as built in.
      const tpp = asObject((await callControlApi(backend, '/applications/sandbox-tpp')).json);
      assert.deepEqual(tpp.services, ['AIS', 'PIS']);
    } finally {
      await backend.close();
    }
  });

  it('without a dataDir nothing is written, and a new backend starts with the built-in applications', async () => {
    const first = await startBackend();
    await registeredAppId(first, sandboxRegistration());
    await first.close();
    const second = await startBackend();
    try {
      assert.equal(second.applications.all().length, APPLICATIONS.length);
    } finally {
      await second.close();
    }
  });

  it('a damaged applications.json of an older sandbox stops the start with a message naming the file and the fault, and stays as it was', async () => {
    const valid = (changes: Partial<Record<keyof PersistedApplications, unknown>>) =>
      JSON.stringify({ version: 1, registered: [], settings: {}, ...changes });
    const cases: [string, RegExp][] = [
      ['{"version": 1, "registered": [', /it is not JSON/],
      ['', /it is not JSON/],
      [
        JSON.stringify({ version: 2, registered: [], settings: {} }),
        /it is not a version 1 applications file/,
      ],
      [valid({ registered: {} }), /"registered" must be a list of applications/],
      [
        valid({ registered: [{ id: 'x', name: 'No key' }] }),
        /registered\[0\]\.environment must be SANDBOX or PRODUCTION/,
      ],
      [
        valid({ registered: [storedApplication({ public_key: 'not a key' })] }),
        /registered\[0\]\.public_key is not a public key in PEM/,
      ],
      [
        valid({ settings: { [SHOP_ID]: { widget_origins: ['https://shop.example/path'] } } }),
        new RegExp(
          `settings\\["${SHOP_ID}"\\]\\.widget_origins\\[0\\] "https://shop.example/path" is not an origin`,
        ),
      ],
      [valid({ settings: { [SHOP_ID]: { services: ['AIS'], colour: 'red' } } }), /\.colour is not a setting/],
    ];
    for (const [content, reason] of cases) {
      const directory = dataDir();
      const file = join(directory, 'applications.json');
      writeFileSync(file, content);
      await assert.rejects(
        startBackend({ dataDir: directory }),
        (error: unknown) => {
          assert.ok(error instanceof DamagedDataError, String(error));
          assert.ok(error.message.startsWith(`The sandbox data file ${file} is damaged: `), error.message);
          assert.match(error.message, reason);
          assert.match(error.message, /Nothing was changed\. Repair it, or move it away/);
          return true;
        },
        content.slice(0, 80),
      );
      assert.equal(readFileSync(file, 'utf8'), content, 'the file is left as it was');
    }
  });
});

describe('Persistence: the registry', () => {
  /** A data directory whose disk is full. */
  const failing = {
    load: () => undefined,
    save: () => {
      throw new Error('ENOSPC: no space left on device');
    },
  };

  it('a change that cannot be saved is not applied, so memory never differs from the file', () => {
    const registry = new ApplicationRegistry(APPLICATIONS, failing);
    const before = { ...registry.byId(SHOP_ID) };
    assert.throws(() => registry.update(SHOP_ID, { services: ['AIS'], widget_origins: [] }), /ENOSPC/);
    assert.deepEqual(registry.byId(SHOP_ID), before);
    assert.throws(() => registry.add(storedApplication({})), /ENOSPC/);
    assert.equal(registry.all().length, APPLICATIONS.length);
  });
});

describe('Persistence: the sandbox command with SANDBOX_DATA_DIR', () => {
  it('keeps a registration across a restart, and a damaged journal stops it with exit code 2', async () => {
    const directory = dataDir();
    const environment = { SANDBOX_PORT: '0', SANDBOX_HOST: '127.0.0.1', SANDBOX_DATA_DIR: directory };
    let sandbox = await startSandboxCommand([], environment);
    const appId = await registeredAppId(
      backendAt(sandbox.origin),
      sandboxRegistration({ name: 'Mock Shop' }),
    );
    assert.equal(await sandbox.stop(), 0);

    sandbox = await startSandboxCommand([], environment);
    try {
      const listed = asObject(
        (await callControlApi(backendAt(sandbox.origin), `/applications/${appId}`)).json,
      );
      assert.equal(listed.name, 'Mock Shop');
    } finally {
      await sandbox.stop();
    }

    const file = join(directory, 'journal.jsonl');
    const [header, ...commits] = readFileSync(file, 'utf8').split('\n');
    writeFileSync(file, [header, '{ damaged', ...commits].join('\n'));
    const { code, stderr } = await runSandboxCommand([], environment);
    assert.equal(code, 2);
    assert.match(
      stderr,
      new RegExp(
        `^service-sandbox: The sandbox data in ${escapeRegExp(directory)} cannot be read: ` +
          `${escapeRegExp(file)} line 2 is not a record of the sandbox\\. Nothing was changed\\.`,
      ),
    );
  });
});

/** Enough of a MockBackend for the fixtures: its origin. */
function backendAt(origin: string): MockBackend {
  return { origin, apiBaseUrl: `${origin}/api/v1` } as MockBackend;
}

/** An application as the file keeps it; `changes` replace fields. */
function storedApplication(changes: Record<string, unknown>): ApplicationConfig {
  const shop = APPLICATIONS[0];
  assert.ok(shop);
  const id = '3d8f6b0e-9a61-4a55-8b2e-1f2a3b4c5d6e';
  return { ...shop, id, key: id, ...changes } as ApplicationConfig;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
