/**
 * The data directory, opened: locked for this process, reset or migrated when asked or
 * needed, read, and then kept up to date by a DurableState. Everything that cannot be read
 * stops the start with a DamagedDataError (or a DataDirInUseError), and changes nothing.
 */
import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { ApplicationRegistry } from '../applications/application-registry.js';
import { APPLICATIONS_FILE } from '../applications/applications-file.js';
import { DamagedDataError } from '../persistence/damaged-data-error.js';
import {
  JournalApplications,
  REGISTERED_COLLECTION,
  SETTINGS_COLLECTION,
} from '../applications/journal-applications.js';
import { InvalidSetting } from '../applications/setting-values.js';
import { forgetEndedAuthorizations } from '../attempts/attempt-room.js';
import type { Catalogue } from '../catalogue/catalogue.js';
import type { SandboxClock } from '../clock/sandbox-clock.js';
import type { MockStore } from '../state/store.js';
import { REGISTRATION_TOKENS_COLLECTION, UsedRegistrationTokens } from '../state/used-registration-tokens.js';
import { MIGRATED_SUFFIX, migrateApplicationsFile } from './applications-migration.js';
import { FORM_SECRET_FILE, keptFormSecret } from './form-secret.js';
import { clockCollection, restoreClock } from '../persistence/clock-collection.js';
import { LOCK_FILE, lockDataDir } from '../persistence/data-dir-lock.js';
import { refuseSharedDataDir } from '../persistence/data-dir-ownership.js';
import { keepDataDirPrivate, PRIVATE_DIRECTORY_MODE } from '../persistence/data-dir-permissions.js';
import { DurableState } from '../persistence/durable-state.js';
import { JOURNAL_FILE, SNAPSHOT_FILE, UnreadableDataError } from '../persistence/journal-format.js';
import { compactAfterBytesFrom, Journal, type StoredRecords } from '../persistence/journal.js';
import { mapCollection, restoreStore, storeCollections } from './store-collections.js';

/** What --reset removes: every file of the sandbox's data, of this format and the older one. */
const DATA_FILES = [SNAPSHOT_FILE, JOURNAL_FILE, APPLICATIONS_FILE, `${APPLICATIONS_FILE}${MIGRATED_SUFFIX}`];
/** The sandbox CA's folder, which cli.ts puts in the data directory. */
const TLS_FOLDER = 'tls';
/** cli/data-dir.ts checks that the directory takes writes with a file of this name. */
const WRITE_CHECK_PREFIX = '.write-check.';

export interface SandboxData {
  /** The registry's persistence: registered applications and changed settings. */
  applications: JournalApplications;
  /** The registration JWTs that registered an application, until they expire: each registers once. */
  registrationTokens: UsedRegistrationTokens;
  /** The key of the pages' form tokens, the same after a restart (form-secret.ts). */
  formSecret: Uint8Array;
  /** Lines the sandbox prints about the directory: a reset, a migration, a torn commit dropped. */
  notes: string[];
  /** Fills the store and the clock from the directory and starts keeping them there. */
  restore(parts: {
    store: MockStore;
    clock: SandboxClock;
    registry: ApplicationRegistry;
    catalogue: Catalogue;
  }): DurableState;
  /** Releases the directory for another sandbox. */
  unlock(): void;
}

export function openSandboxData(directory: string, options: { reset: boolean }): SandboxData {
  mkdirSync(directory, { recursive: true, mode: PRIVATE_DIRECTORY_MODE });
  refuseSharedDataDir(directory);
  const unlock = lockDataDir(directory);
  try {
    const notes: string[] = [];
    const openToOthers = keepDataDirPrivate(directory, isSandboxEntry);
    if (openToOthers !== undefined) notes.push(openToOthers);
    if (options.reset) notes.push(resetDataDir(directory));
    const migrated = migrateApplicationsFile(directory);
    if (migrated !== undefined) notes.push(migrated);
    const opened = readable(directory, () =>
      Journal.open(directory, { compactAfterBytes: compactAfterBytesFrom(process.env) }),
    );
    notes.push(...opened.notes);
    const applications = readable(
      directory,
      () =>
        new JournalApplications(
          {
            registered: opened.records.get(REGISTERED_COLLECTION),
            settings: opened.records.get(SETTINGS_COLLECTION),
          },
          join(directory, SNAPSHOT_FILE),
        ),
    );
    const registrationTokens = readable(
      directory,
      () => new UsedRegistrationTokens(opened.records.get(REGISTRATION_TOKENS_COLLECTION)),
    );
    return {
      applications,
      registrationTokens,
      formSecret: keptFormSecret(directory),
      notes,
      restore: ({ store, clock, registry, catalogue }) => {
        try {
          return restoreAll(opened.journal, opened.records, { applications, registrationTokens }, directory, {
            store,
            clock,
            registry,
            catalogue,
          });
        } catch (error) {
          unlock();
          throw error;
        }
      },
      unlock,
    };
  } catch (error) {
    unlock();
    throw error;
  }
}

function restoreAll(
  journal: Journal,
  records: StoredRecords,
  own: { applications: JournalApplications; registrationTokens: UsedRegistrationTokens },
  directory: string,
  parts: { store: MockStore; clock: SandboxClock; registry: ApplicationRegistry; catalogue: Catalogue },
): DurableState {
  const restoredClock = restoreClock(parts.clock, records);
  readable(directory, () =>
    restoreStore(parts.store, records, {
      applications: parts.registry,
      catalogue: parts.catalogue,
      now: parts.clock.now(),
    }),
  );
  return new DurableState(
    journal,
    [
      mapCollection(REGISTERED_COLLECTION, own.applications.registered),
      mapCollection(SETTINGS_COLLECTION, own.applications.settings),
      mapCollection(REGISTRATION_TOKENS_COLLECTION, own.registrationTokens.expiries),
      ...storeCollections(parts.store),
      clockCollection(parts.clock, restoredClock),
    ],
    // A compaction is also when the authorisations that ended long ago are forgotten.
    () => void forgetEndedAuthorizations(parts.store, parts.clock.now()),
  );
}

/** A name the sandbox writes in its directory: its files, the lock, tls/ (--tls sandbox) and their temporary files. */
function isSandboxEntry(name: string): boolean {
  // The form secret outlives a reset: it keeps no data, and a new one would only ask open pages to reload.
  const own = [...DATA_FILES, LOCK_FILE, FORM_SECRET_FILE];
  if (own.includes(name) || name === TLS_FOLDER || name.startsWith(WRITE_CHECK_PREFIX)) return true;
  const temporary = name.endsWith('.tmp') || name.endsWith('.stale');
  return temporary && own.some((file) => name.startsWith(`${file}.`));
}

/** Removes the data files; returns the line saying what went. */
function resetDataDir(directory: string): string {
  const present = new Set(readdirSync(directory));
  const removed = DATA_FILES.filter((name) => present.has(name));
  for (const name of removed) rmSync(join(directory, name), { force: true });
  return removed.length === 0
    ? `--reset: ${directory} held no sandbox data.`
    : `--reset: removed ${removed.join(', ')} from ${directory}: every registered application, changed ` +
        "setting, authorisation, payment, session, webhook and the clock's advance and speed.";
}

/** Runs a read of the directory, turning what cannot be read into one message for the user. */
function readable<T>(directory: string, read: () => T): T {
  try {
    return read();
  } catch (error) {
    if (error instanceof UnreadableDataError || error instanceof InvalidSetting) {
      throw new DamagedDataError(
        `The sandbox data in ${directory} cannot be read: ${error.message.replace(/\.$/, '')}. Nothing was ` +
          'changed. Start the sandbox that wrote it, move the directory away, or start with --reset to empty it.',
      );
    }
    throw error;
  }
}
