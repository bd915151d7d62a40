/**
 * A data directory another user can write is refused at start, with the fix, before anything
 * is written in it; and links planted in the directory are never followed: the files and
 * folders they point to keep their content and their modes, and no CA key is read or written
 * through them.
 */
import assert from 'node:assert/strict';
import {
  chmodSync,
  chownSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import {
  DamagedDataError,
  SandboxCaError,
  type MockBackend,
  type MockBackendOptions,
} from '../../sandbox/src/server.js';
import { unusableDataDir } from '../../sandbox/src/cli/data-dir.js';
import { UnsafeDataDirError } from '../../sandbox/src/persistence/data-dir-ownership.js';
import { startBackend } from './backend-fixture.js';

const root = mkdtempSync(join(tmpdir(), 'sandbox-data-dir-links-'));
after(() => rmSync(root, { recursive: true, force: true }));
let made = 0;

/** A victim's folder: an executable, a folder, a file, each with its mode. */
function victim(): { folder: string; file: string; modes: () => Record<string, string> } {
  const folder = join(root, `victim-${made++}`);
  mkdirSync(join(folder, 'bin'), { recursive: true });
  writeFileSync(join(folder, 'bin', 'tool'), '#!/bin/sh\necho tool\n', { mode: 0o755 });
  chmodSync(join(folder, 'bin', 'tool'), 0o755);
  chmodSync(join(folder, 'bin'), 0o755);
  const file = join(folder, 'notes.txt');
  writeFileSync(file, 'the victim keeps this\n', { mode: 0o644 });
  chmodSync(file, 0o644);
  const modes = () =>
    Object.fromEntries(
      ['bin', 'bin/tool', 'notes.txt', '.'].map((name) => [
        name,
        (statSync(join(folder, name)).mode & 0o777).toString(8),
      ]),
    );
  return { folder, file, modes };
}

/** Asserts the start is refused as `refusal` says; a sandbox that starts anyway is closed. */
async function refusedStart(
  options: MockBackendOptions,
  refusal: (error: unknown) => boolean,
): Promise<void> {
  let started: MockBackend | undefined;
  await assert.rejects(async () => {
    started = await startBackend(options);
  }, refusal);
  await started?.close();
}

function dataDir(mode: number): string {
  const directory = join(root, `data-${made++}`);
  mkdirSync(directory);
  chmodSync(directory, mode);
  return directory;
}

describe('the data directory against planted links', () => {
  it('refuses a directory other users can write, naming the fix, and writes nothing through its links', async () => {
    const { folder, file, modes } = victim();
    const before = modes();
    const directory = dataDir(0o777);
    symlinkSync(file, join(directory, `.write-check.${process.pid}`));
    symlinkSync(folder, join(directory, 'tls'));
    symlinkSync(file, join(directory, 'journal.jsonl'));

    const unusable = unusableDataDir(directory);
    assert.match(String(unusable), /can be written by other users .*chmod 700/);
    await refusedStart(
      { dataDir: directory, tls: { sandboxCaDir: join(directory, 'tls') } },
      (error: unknown) => error instanceof UnsafeDataDirError && /chmod 700/.test(error.message),
    );
    assert.equal(readFileSync(file, 'utf8'), 'the victim keeps this\n', 'the file is not truncated');
    assert.deepEqual(modes(), before, 'the modes are untouched');
    assert.deepEqual(readdirSync(folder).sort(), ['bin', 'notes.txt'], 'no CA key was written there');
  });

  it(
    'refuses a directory of another user',
    { skip: process.getuid?.() !== 0 && 'needs root to give a directory away' },
    async () => {
      const directory = dataDir(0o700);
      chownSync(directory, 65534, 65534);
      assert.match(String(unusableDataDir(directory)), /belongs to another user/);
      await refusedStart({ dataDir: directory }, (error) => error instanceof UnsafeDataDirError);
      assert.deepEqual(readdirSync(directory), []);
    },
  );

  it('in a private directory, follows no link: tls/ to another folder, the journal to another file', async () => {
    const { folder, file, modes } = victim();
    const before = modes();
    const directory = dataDir(0o700);
    symlinkSync(folder, join(directory, 'tls'));
    await refusedStart(
      { dataDir: directory, tls: { sandboxCaDir: join(directory, 'tls') } },
      (error: unknown) => error instanceof SandboxCaError && /symbolic link/.test(error.message),
    );
    assert.deepEqual(modes(), before, 'tightening the sandbox files did not reach through the link');
    assert.deepEqual(readdirSync(folder).sort(), ['bin', 'notes.txt'], 'no CA key was written there');

    rmSync(join(directory, 'tls'));
    rmSync(join(directory, 'journal.jsonl'), { force: true });
    symlinkSync(file, join(directory, 'journal.jsonl'));
    await refusedStart(
      { dataDir: directory },
      (error: unknown) => error instanceof DamagedDataError && /symbolic link/.test(error.message),
    );
    assert.equal(readFileSync(file, 'utf8'), 'the victim keeps this\n');
    assert.deepEqual(modes(), before);
  });

  it('still takes a directory of its own, and a folder the user made 0755', async () => {
    for (const mode of [0o700, 0o755]) {
      const directory = dataDir(mode);
      const backend = await startBackend({
        dataDir: directory,
        tls: { sandboxCaDir: join(directory, 'tls') },
      });
      await backend.close();
      assert.ok(readdirSync(join(directory, 'tls')).includes('sandbox-ca-key.pem'));
    }
  });
});
