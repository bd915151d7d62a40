/**
 * A data directory of an older sandbox holds `applications.json` alone. Its applications and
 * settings become the first snapshot, and the old file is kept beside it, renamed, so that
 * nothing is read twice and nothing is lost. A crash between the two leaves the snapshot and
 * the file: the next start finishes the rename.
 */
import { existsSync, renameSync } from 'node:fs';
import { join } from 'node:path';
import { APPLICATIONS_FILE, readApplicationsFile } from '../applications/applications-file.js';
import { REGISTERED_COLLECTION, SETTINGS_COLLECTION } from '../applications/journal-applications.js';
import { DamagedDataError } from '../persistence/damaged-data-error.js';
import { replaceFileDurably, syncDirectory } from '../persistence/durable-files.js';
import { changeJson, headerLine, JOURNAL_FILE, SNAPSHOT_FILE } from '../persistence/journal-format.js';
import { readFileNoFollow } from '../persistence/no-follow.js';
import { recordJson } from '../persistence/record-json.js';

export const MIGRATED_SUFFIX = '.migrated';

/** Moves applications.json into a snapshot; returns the line saying so, or undefined when there is none. */
export function migrateApplicationsFile(directory: string): string | undefined {
  const file = join(directory, APPLICATIONS_FILE);
  if (!existsSync(file)) return undefined;
  const snapshotFile = join(directory, SNAPSHOT_FILE);
  const saved = readApplicationsFile(directory);
  const snapshot = saved && snapshotOf(saved);
  // A migration a crash stopped between the snapshot and the rename: the snapshot is this file's.
  const cutShort =
    snapshot !== undefined &&
    !existsSync(join(directory, JOURNAL_FILE)) &&
    existsSync(snapshotFile) &&
    readFileNoFollow(snapshotFile).toString('utf8') === snapshot;
  if (!cutShort && (existsSync(snapshotFile) || existsSync(join(directory, JOURNAL_FILE)))) {
    throw new DamagedDataError(
      `The data directory ${directory} holds both ${APPLICATIONS_FILE}, written by an older sandbox, and ` +
        `${SNAPSHOT_FILE} or ${JOURNAL_FILE}. Nothing was changed. Move ${APPLICATIONS_FILE} away to keep ` +
        `the newer data, or move ${SNAPSHOT_FILE} and ${JOURNAL_FILE} away to start from ${APPLICATIONS_FILE}.`,
    );
  }
  if (saved === undefined || snapshot === undefined) return undefined;
  if (!cutShort) replaceFileDurably(snapshotFile, snapshot);
  renameSync(file, `${file}${MIGRATED_SUFFIX}`);
  syncDirectory(directory);
  return (
    `${file} was written by an older sandbox: its ${saved.registered.length} registered applications ` +
    `and the settings of ${Object.keys(saved.settings).length} built-in ones were moved into ${SNAPSHOT_FILE}; ` +
    `the old file is kept as ${APPLICATIONS_FILE}${MIGRATED_SUFFIX}.`
  );
}

/** The first snapshot: the file's registered applications and changed settings. */
function snapshotOf(saved: NonNullable<ReturnType<typeof readApplicationsFile>>): string {
  const lines = [
    ...saved.registered.map((application) =>
      changeJson(REGISTERED_COLLECTION, application.id, recordJson(application)),
    ),
    ...Object.entries(saved.settings).map(([id, settings]) =>
      changeJson(SETTINGS_COLLECTION, id, recordJson(settings)),
    ),
  ];
  return headerLine('snapshot', 1) + lines.map((line) => `${line}\n`).join('');
}
