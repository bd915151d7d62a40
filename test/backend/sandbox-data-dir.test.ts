/**
 * The data directory as the sandbox command uses it: one sandbox per directory (a second exits
 * 2 naming the first; a lock left by a killed one is taken over), kept across `kill -9`,
 * a torn last commit dropped with a line saying so, --reset and --in-memory, and the
 * applications.json of an older sandbox moved into the journal with a line saying so.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { appendFileSync, existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { parseCommandLine } from '../../sandbox/src/cli/options.js';
import { migrateApplicationsFile } from '../../sandbox/src/data-dir/applications-migration.js';
import { DamagedDataError } from '../../sandbox/src/persistence/damaged-data-error.js';
import { FORMAT_VERSION } from '../../sandbox/src/persistence/journal-format.js';
import { APPLICATIONS, type MockBackend } from '../../sandbox/src/server.js';
import { runSandboxCommand, startSandboxCommand } from '../support/sandbox-command.js';
import { asObject } from './backend-fixture.js';
import { callControlApi } from './control-panel-fixture.js';
import { registeredAppId, sandboxRegistration } from './registration-fixture.js';
import { temporaryDirectories } from './temporary-directories.js';

const dataDir = temporaryDirectories('sandbox-data-dir-');

/** Enough of a MockBackend for the fixtures: its origin. */
function backendAt(origin: string): MockBackend {
  return { origin, apiBaseUrl: `${origin}/api/v1` } as MockBackend;
}

async function applicationName(origin: string, id: string): Promise<unknown> {
  const answer = await callControlApi(backendAt(origin), `/applications/${id}`);
  return answer.status === 200 ? asObject(answer.json).name : answer.status;
}

describe('The sandbox command and its data directory', () => {
  it('a second sandbox on a directory in use exits 2 with one line naming the first; after kill -9 the next one takes over and keeps what was acknowledged', async () => {
    const directory = dataDir();
    const flags = ['--port', '0', '--data-dir', directory];
    const first = await startSandboxCommand(flags);
    const appId = await registeredAppId(
      backendAt(first.origin),
      sandboxRegistration({ name: 'Killed Shop' }),
    );

    const second = await runSandboxCommand(flags);
    assert.equal(second.code, 2);
    const pid = asObject(JSON.parse(readFileSync(join(directory, 'sandbox.lock'), 'utf8')) as unknown).pid;
    assert.match(
      second.stderr,
      new RegExp(
        `^service-sandbox: The data directory \\S+ is in use by the sandbox with process id ${String(pid)}, started [^\\n]+\\n$`,
      ),
    );

    await first.stop('SIGKILL');
    const third = await startSandboxCommand(flags);
    try {
      assert.equal(await applicationName(third.origin, appId), 'Killed Shop');
    } finally {
      assert.equal(await third.stop(), 0);
    }
    assert.equal(existsSync(join(directory, 'sandbox.lock')), false, 'a clean stop releases the directory');
  });

  it('takes over a lock whose process is gone', async () => {
    const directory = dataDir();
    const gone = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
    const stale = {
      pid: Number(gone.stdout.toString()),
      host: hostname(),
      started: '2026-01-01T00:00:00.000Z',
    };
    writeFileSync(join(directory, 'sandbox.lock'), JSON.stringify(stale));
    const sandbox = await startSandboxCommand(['--port', '0', '--data-dir', directory]);
    try {
      const lock = asObject(JSON.parse(readFileSync(join(directory, 'sandbox.lock'), 'utf8')) as unknown);
      assert.notEqual(lock.pid, stale.pid);
    } finally {
      await sandbox.stop();
    }
  });

  it('drops a commit a crash cut short, saying so, and refuses a newer format with what to do', async () => {
    const directory = dataDir();
    const flags = ['--port', '0', '--data-dir', directory];
    const first = await startSandboxCommand(flags);
    const appId = await registeredAppId(backendAt(first.origin), sandboxRegistration({ name: 'Torn Shop' }));
    await first.stop('SIGKILL');
    const journal = join(directory, 'journal.jsonl');
    appendFileSync(journal, '{"changes":[{"c":"applications","k":"x","v":{"na');

    const second = await startSandboxCommand(flags);
    try {
      await waitFor(() => second.output().includes('cut short'));
      assert.match(
        second.output(),
        /journal\.jsonl: the last commit was cut short by a crash before it was acknowledged; it was dropped\./,
      );
      assert.equal(await applicationName(second.origin, appId), 'Torn Shop');
    } finally {
      await second.stop();
    }

    const [header = '', ...rest] = readFileSync(journal, 'utf8').split('\n');
    writeFileSync(journal, [header.replace(/"version":\d+/, '"version":99'), ...rest].join('\n'));
    const newer = await runSandboxCommand(flags);
    assert.equal(newer.code, 2);
    assert.match(
      newer.stderr,
      new RegExp(
        `was written by a newer sandbox \\(data format 99; this one reads up to ${FORMAT_VERSION}\\)\\. Nothing was changed\\. .*--reset`,
      ),
    );
  });

  it('--reset empties the directory, saying what it removed; --in-memory keeps nothing', async () => {
    const directory = dataDir();
    const first = await startSandboxCommand(['--port', '0', '--data-dir', directory]);
    const appId = await registeredAppId(backendAt(first.origin), sandboxRegistration({ name: 'Reset Shop' }));
    await first.stop();

    const reset = await startSandboxCommand(['--port', '0', '--data-dir', directory, '--reset']);
    try {
      await waitFor(() => reset.output().includes('--reset'));
      assert.match(
        reset.output(),
        /service-sandbox: --reset: removed journal\.jsonl from \S+: every registered application, changed setting, authorisation, payment, session, webhook and the clock's advance and speed\./,
      );
      assert.equal(await applicationName(reset.origin, appId), 404);
    } finally {
      await reset.stop();
    }

    const memory = await startSandboxCommand(['--port', '0', '--in-memory']);
    try {
      await waitFor(() => memory.output().includes('Stop with Ctrl+C.'));
      assert.match(memory.output(), /Data: in memory only \(--in-memory\), gone when it stops/);
    } finally {
      await memory.stop();
    }
    const help = (await runSandboxCommand(['--help'])).stdout;
    assert.match(help, /\.sandbox-data in the current\s+directory unless --data-dir says otherwise/);
    assert.match(help, /--in-memory +keep everything in memory only.* \[SANDBOX_IN_MEMORY\]/);
    assert.match(
      help,
      /--reset +empty the data directory first: removes every registered application, .* \[SANDBOX_RESET\]/,
    );
    const refused = parseCommandLine(['--in-memory', '--reset'], {});
    assert.equal(refused.kind, 'error');
    const withDirectory = parseCommandLine(['--in-memory', '--data-dir', directory], {});
    assert.deepEqual(withDirectory, {
      kind: 'error',
      message: '--in-memory keeps nothing on disk: leave out --data-dir.',
    });
    const fromEnvironment = parseCommandLine([], { SANDBOX_IN_MEMORY: '1', SANDBOX_DATA_DIR: directory });
    assert.equal(fromEnvironment.kind === 'run' ? fromEnvironment.settings.dataDir : 'error', undefined);
  });

  it("moves an older sandbox's applications.json into the journal, saying so, and reads it once", async () => {
    const directory = dataDir();
    const id = writeOlderApplications(directory);

    const flags = ['--port', '0', '--data-dir', directory];
    const first = await startSandboxCommand(flags);
    try {
      await waitFor(() => first.output().includes('older sandbox'));
      assert.match(
        first.output(),
        /applications\.json was written by an older sandbox: its 1 registered applications and the settings of 0 built-in ones were moved into snapshot\.jsonl; the old file is kept as applications\.json\.migrated\./,
      );
      assert.equal(await applicationName(first.origin, id), 'Older Shop');
    } finally {
      await first.stop();
    }
    assert.equal(existsSync(join(directory, 'applications.json')), false);
    const second = await startSandboxCommand(flags);
    try {
      await waitFor(() => second.output().includes('Stop with Ctrl+C.'));
      assert.doesNotMatch(second.output(), /older sandbox/);
      assert.equal(await applicationName(second.origin, id), 'Older Shop');
    } finally {
      await second.stop();
    }
  });
});

describe('Moving applications.json into the first snapshot', () => {
  it('finishes a migration a crash stopped before the rename, with the same snapshot', () => {
    const directory = dataDir();
    writeOlderApplications(directory);
    assert.match(migrateApplicationsFile(directory) ?? '', /were moved into snapshot\.jsonl/);
    const snapshot = readFileSync(join(directory, 'snapshot.jsonl'), 'utf8');
    // The crash: the snapshot is written, the old file not yet renamed.
    renameSync(join(directory, 'applications.json.migrated'), join(directory, 'applications.json'));

    assert.match(migrateApplicationsFile(directory) ?? '', /were moved into snapshot\.jsonl/);
    assert.equal(existsSync(join(directory, 'applications.json')), false);
    assert.equal(existsSync(join(directory, 'applications.json.migrated')), true);
    assert.equal(readFileSync(join(directory, 'snapshot.jsonl'), 'utf8'), snapshot);
  });

  it('still refuses applications.json beside a snapshot of other data', () => {
    const directory = dataDir();
    writeOlderApplications(directory);
    writeFileSync(join(directory, 'snapshot.jsonl'), 'other data\n');
    assert.throws(() => migrateApplicationsFile(directory), DamagedDataError);
    assert.equal(readFileSync(join(directory, 'snapshot.jsonl'), 'utf8'), 'other data\n');
    assert.equal(existsSync(join(directory, 'applications.json')), true);
  });
});

/** A directory as an older sandbox left it: applications.json alone, with one registered shop; its id. */
function writeOlderApplications(directory: string): string {
  const shop = APPLICATIONS[0];
  assert.ok(shop);
  const id = '3d8f6b0e-9a61-4a55-8b2e-1f2a3b4c5d6e';
  const older = { version: 1, registered: [{ ...shop, id, key: id, name: 'Older Shop' }], settings: {} };
  writeFileSync(join(directory, 'applications.json'), JSON.stringify(older));
  return id;
}

async function waitFor(condition: () => boolean): Promise<void> {
  for (let tries = 0; !condition(); tries++) {
    if (tries > 200) throw new Error('Timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
