/**
 * An older sandbox's applications.json moved into the first snapshot, and a migration that a
 * crash stopped between writing the snapshot and renaming the old file.
 */
import assert from 'node:assert/strict';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { APPLICATIONS } from '../../sandbox/src/data/applications.js';
import { migrateApplicationsFile } from '../../sandbox/src/data-dir/applications-migration.js';
import { DamagedDataError } from '../../sandbox/src/persistence/damaged-data-error.js';
import { temporaryDirectories } from './temporary-directories.js';

const dataDir = temporaryDirectories('sandbox-migration-');

/** A directory as an older sandbox left it: applications.json alone. */
function olderDirectory(): string {
  const directory = dataDir();
  const shop = APPLICATIONS[0];
  assert.ok(shop);
  const id = '3d8f6b0e-9a61-4a55-8b2e-1f2a3b4c5d6e';
  const older = { version: 1, registered: [{ ...shop, id, key: id, name: 'Older Shop' }], settings: {} };
  writeFileSync(join(directory, 'applications.json'), JSON.stringify(older));
  return directory;
}

describe('Moving applications.json into the first snapshot', () => {
  it('finishes a migration a crash stopped before the rename, with the same snapshot', () => {
    const directory = olderDirectory();
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
    const directory = olderDirectory();
    writeFileSync(join(directory, 'snapshot.jsonl'), 'other data\n');
    assert.throws(() => migrateApplicationsFile(directory), DamagedDataError);
    assert.equal(readFileSync(join(directory, 'snapshot.jsonl'), 'utf8'), 'other data\n');
    assert.equal(existsSync(join(directory, 'applications.json')), true);
  });
});
