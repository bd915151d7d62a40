/**
 * The data directory's store: the snapshot and the journal of journal-format.ts. Commits are
 * appended and flushed to disk (fdatasync) in batches: every commit that arrives while one
 * batch is being flushed goes into the next, so fifty clients wait for one flush, not fifty.
 * A caller is told its commit is durable only once its batch is. When the journal has grown
 * past the snapshot, a new snapshot replaces both (compact()).
 */
import { closeSync, existsSync, fdatasync, openSync, readFileSync, truncateSync, write } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { PRIVATE_FILE_MODE } from './data-dir-permissions.js';
import { replaceFileDurably } from './durable-files.js';
import {
  FORMAT_VERSION,
  headerLine,
  JOURNAL_FILE,
  parseDataFile,
  SNAPSHOT_FILE,
  UnreadableDataError,
  type StoredChange,
} from './journal-format.js';

const writeAsync = promisify(write);
const datasyncAsync = promisify(fdatasync);

/** The journal is folded into a new snapshot once it is this large and larger than the snapshot. */
const COMPACT_AFTER_BYTES = 16 * 1024 * 1024;

export interface JournalOptions {
  /** The journal size that makes a new snapshot (default 16 MB); tests make it small. */
  compactAfterBytes?: number;
}

/** Every record of the directory as last written: collection → key → value. */
export type StoredRecords = Map<string, Map<string, unknown>>;

interface Batch {
  lines: string[];
  done: Promise<void>;
  resolve: () => void;
  reject: (error: unknown) => void;
}

export interface OpenedJournal {
  journal: Journal;
  records: StoredRecords;
  /** What the sandbox should say about what it found, such as a torn last line it dropped. */
  notes: string[];
}

export class Journal {
  private descriptor: number;
  private size: number;
  private snapshotSize: number;
  private queued: Batch | undefined;
  private running: Batch | undefined;
  /** Everything a new snapshot holds; set by the owner of the records. */
  snapshotLines: (() => string[]) | undefined;

  private constructor(
    private readonly directory: string,
    private generation: number,
    size: number,
    snapshotSize: number,
    private readonly compactAfterBytes: number,
  ) {
    this.descriptor = openSync(this.journalFile, 'a', PRIVATE_FILE_MODE);
    this.size = size;
    this.snapshotSize = snapshotSize;
  }

  /** Reads the directory (an empty one is a new store) and opens the journal for appending. */
  static open(directory: string, options: JournalOptions = {}): OpenedJournal {
    const records: StoredRecords = new Map();
    const notes: string[] = [];
    const snapshotFile = join(directory, SNAPSHOT_FILE);
    const journalFile = join(directory, JOURNAL_FILE);
    let generation = 1;
    let snapshotSize = 0;
    if (existsSync(snapshotFile)) {
      const text = readFileSync(snapshotFile, 'utf8');
      const snapshot = parseDataFile(text, 'snapshot', snapshotFile);
      refuseNewer(snapshot.header.version, snapshotFile);
      for (const changes of snapshot.commits) apply(records, changes);
      generation = snapshot.header.generation;
      snapshotSize = Buffer.byteLength(text);
    }
    let size = 0;
    if (existsSync(journalFile)) {
      const journal = parseDataFile(readFileSync(journalFile, 'utf8'), 'journal', journalFile);
      refuseNewer(journal.header.version, journalFile);
      // Older than the snapshot: a compaction stopped after writing the snapshot.
      if (journal.header.generation >= generation) {
        for (const changes of journal.commits) apply(records, changes);
        generation = journal.header.generation;
        size = journal.validLength;
        if (journal.tornTail) {
          truncateSync(journalFile, journal.validLength);
          notes.push(
            `${journalFile}: the last commit was cut short by a crash before it was acknowledged; it was dropped.`,
          );
        }
      }
    }
    if (size === 0) {
      const header = headerLine('journal', generation);
      replaceFileDurably(journalFile, header);
      size = Buffer.byteLength(header);
    }
    const compactAfter = options.compactAfterBytes ?? COMPACT_AFTER_BYTES;
    return { journal: new Journal(directory, generation, size, snapshotSize, compactAfter), records, notes };
  }

  private get journalFile(): string {
    return join(this.directory, JOURNAL_FILE);
  }

  /** Queues a commit line; resolves once it is on disk. */
  append(line: string): Promise<void> {
    this.queued ??= newBatch();
    this.queued.lines.push(line);
    const { done } = this.queued;
    this.writeNext();
    return done;
  }

  /** Resolves once every commit appended so far is on disk; undefined when they all are. */
  whenDurable(): Promise<void> | undefined {
    return (this.queued ?? this.running)?.done;
  }

  /** Waits for the commits under way, then closes the journal. */
  async close(): Promise<void> {
    while (this.queued !== undefined || this.running !== undefined) {
      await (this.queued ?? this.running)?.done.catch(() => undefined);
    }
    closeSync(this.descriptor);
  }

  private writeNext(): void {
    if (this.running !== undefined) return;
    const batch = this.queued;
    this.queued = undefined;
    if (this.size > Math.max(this.compactAfterBytes, this.snapshotSize) && this.compactOrSay()) {
      // The snapshot holds every record as it is now, so what the queued commits hold, or newer.
      batch?.resolve();
      return;
    }
    if (batch === undefined) return;
    this.running = batch;
    void this.writeBatch(batch).finally(() => this.writeNext());
  }

  private async writeBatch(batch: Batch): Promise<void> {
    const bytes = Buffer.from(batch.lines.join(''), 'utf8');
    try {
      let written = 0;
      while (written < bytes.length) {
        const { bytesWritten } = await writeAsync(
          this.descriptor,
          bytes,
          written,
          bytes.length - written,
          null,
        );
        written += bytesWritten;
      }
      await datasyncAsync(this.descriptor);
      this.size += bytes.length;
      // Done before its waiters go on, so that they find nothing left to wait for.
      this.running = undefined;
      batch.resolve();
    } catch (error) {
      // A half-written line would sit between whole ones: cut the file back to the last whole commit.
      try {
        truncateSync(this.journalFile, this.size);
      } catch {
        // Then the torn line is the journal's last, and a restart drops it.
      }
      this.running = undefined;
      batch.reject(error);
      // Commits queued behind this one may depend on it: they fail too, and are written again.
      const queued = this.queued;
      this.queued = undefined;
      queued?.reject(error);
    }
  }

  /**
   * A new snapshot of every record, then an empty journal of the next generation. A crash
   * between the two leaves a journal older than the snapshot, which the next start skips.
   */
  private compact(lines: readonly string[]): void {
    const generation = this.generation + 1;
    const snapshot = headerLine('snapshot', generation) + lines.join('');
    replaceFileDurably(join(this.directory, SNAPSHOT_FILE), snapshot);
    const header = headerLine('journal', generation);
    replaceFileDurably(this.journalFile, header);
    // The old descriptor still writes to the replaced file: switch to the new one.
    closeSync(this.descriptor);
    this.descriptor = openSync(this.journalFile, 'a');
    this.generation = generation;
    this.size = Buffer.byteLength(header);
    this.snapshotSize = Buffer.byteLength(snapshot);
  }

  /** A compaction that fails (a full disk) leaves the journal as it was; the next commit tries again. */
  private compactOrSay(): boolean {
    const lines = this.snapshotLines?.();
    if (lines === undefined) return false;
    try {
      this.compact(lines);
      return true;
    } catch (error) {
      console.error('sandbox: could not write a new snapshot of the data directory', error);
      return false;
    }
  }
}

function newBatch(): Batch {
  let resolve!: () => void;
  let reject!: (error: unknown) => void;
  const done = new Promise<void>((resolveDone, rejectDone) => {
    resolve = resolveDone;
    reject = rejectDone;
  });
  // A caller that does not wait must not crash the process with an unhandled rejection.
  done.catch(() => undefined);
  return { lines: [], done, resolve, reject };
}

function apply(records: StoredRecords, changes: readonly StoredChange[]): void {
  for (const change of changes) {
    let collection = records.get(change.collection);
    if (collection === undefined) {
      collection = new Map();
      records.set(change.collection, collection);
    }
    if (change.value === undefined) collection.delete(change.key);
    else collection.set(change.key, change.value);
  }
}

function refuseNewer(version: number, file: string): void {
  if (version > FORMAT_VERSION) {
    throw new UnreadableDataError(
      `${file} was written by a newer sandbox (data format ${version}; this one reads up to ${FORMAT_VERSION})`,
    );
  }
}
