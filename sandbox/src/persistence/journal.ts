/**
 * The data directory's store: the snapshot and the journal of journal-format.ts. Commits are
 * appended and flushed to disk (fdatasync) in batches: every commit that arrives while one
 * batch is being flushed goes into the next, so fifty clients wait for one flush, not fifty.
 * A caller is told its commit is durable only once its batch is. When the journal has grown
 * past the snapshot, a new snapshot is written in slices of the event loop while commits go
 * on being appended and acknowledged (compact()); then the journal starts again with them.
 */
import { close, closeSync, existsSync, fdatasync, ftruncateSync, readdirSync, rmSync, write } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { PRIVATE_FILE_MODE } from './data-dir-permissions.js';
import { FileReplacement, noProgress, readRange, replaceFileDurably } from './durable-files.js';
import { APPEND_FLAGS, openNoFollow, readFileNoFollow, truncateNoFollow } from './no-follow.js';
import {
  FORMAT_VERSION,
  headerLine,
  JOURNAL_FILE,
  journalReplay,
  parseDataFile,
  SNAPSHOT_FILE,
  UnreadableDataError,
  type Header,
  type ParsedFile,
  type StoredChange,
} from './journal-format.js';
import { inSlices, SlicingStopped } from './sliced-lines.js';

/** A write at `position`; `write` looked up at each call, so that a test can stand in for a full disk. */
function writeAt(descriptor: number, bytes: Buffer, offset: number, position: number): Promise<number> {
  return new Promise((resolve, reject) => {
    write(descriptor, bytes, offset, bytes.length - offset, position, (error, written) =>
      error ? reject(error) : resolve(written),
    );
  });
}
const closeAsync = promisify(close);
const datasyncAsync = promisify(fdatasync);

/** The journal is folded into a new snapshot once it is this large and larger than the snapshot. */
const COMPACT_AFTER_BYTES = 16 * 1024 * 1024;

export interface JournalOptions {
  /** The journal size that makes a new snapshot (default 16 MB); tests and the load bench make it small. */
  compactAfterBytes?: number;
}

/** SANDBOX_COMPACT_AFTER_BYTES, a whole number of bytes, sets compactAfterBytes; anything else leaves the default. */
export function compactAfterBytesFrom(env: Readonly<Record<string, string | undefined>>): number | undefined {
  const value = env['SANDBOX_COMPACT_AFTER_BYTES'];
  return value !== undefined && /^[1-9][0-9]{0,12}$/.test(value) ? Number(value) : undefined;
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
  /** The compaction under way: one at a time. */
  private compaction: Promise<void> | undefined;
  /** After a compaction failed: the size the journal grows to before the next one is tried. */
  private retryAtSize = 0;
  /** Set while the journal is switched to the next generation: batches wait. */
  private held = false;
  private closing = false;
  /**
   * Every record as it is, one line each, for a new snapshot; set by the owner of the records.
   * Called at the moment the snapshot starts; the lines are read in slices after it.
   */
  snapshotLines: (() => Iterator<string>) | undefined;
  /**
   * Commits what the records hold now, resolving once it is on disk (undefined: nothing to
   * wait for); set by the owner of the records.
   */
  commitNow: (() => Promise<void> | undefined) | undefined;

  private constructor(
    private readonly directory: string,
    private generation: number,
    size: number,
    snapshotSize: number,
    private readonly compactAfterBytes: number,
  ) {
    this.descriptor = openNoFollow(this.journalFile, APPEND_FLAGS, PRIVATE_FILE_MODE);
    this.size = size;
    this.snapshotSize = snapshotSize;
  }

  /** Reads the directory (an empty one is a new store) and opens the journal for appending. */
  static open(directory: string, options: JournalOptions = {}): OpenedJournal {
    const records: StoredRecords = new Map();
    const notes: string[] = [];
    const snapshotFile = join(directory, SNAPSHOT_FILE);
    const journalFile = join(directory, JOURNAL_FILE);
    removeLeftTemporaries(directory);
    let generation = 1;
    let snapshotSize = 0;
    let snapshotHeader: Header | undefined;
    if (existsSync(snapshotFile)) {
      const bytes = readFileNoFollow(snapshotFile);
      const snapshot = parseDataFile(bytes, 'snapshot', snapshotFile);
      refuseNewer(snapshot.header.version, snapshotFile);
      for (const changes of snapshot.commits) apply(records, changes);
      snapshotHeader = snapshot.header;
      generation = snapshot.header.generation;
      snapshotSize = bytes.length;
    }
    let size = 0;
    if (existsSync(journalFile)) {
      const bytes = readFileNoFollow(journalFile);
      const journal = parseDataFile(bytes, 'journal', journalFile);
      refuseNewer(journal.header.version, journalFile);
      const replay = journalReplay(snapshotHeader, journal.header);
      if (replay.kind !== 'none') {
        const first = replay.kind === 'all' ? 0 : firstCommitFrom(journal, replay.offset, journalFile);
        for (const changes of journal.commits.slice(first)) apply(records, changes);
        if (journal.tornTail) {
          notes.push(
            `${journalFile}: the last commit was cut short by a crash before it was acknowledged; it was dropped.`,
          );
        }
      }
      if (replay.kind === 'all') {
        generation = journal.header.generation;
        size = journal.validLength;
        if (journal.tornTail) truncateNoFollow(journalFile, journal.validLength);
      } else if (replay.kind === 'from') {
        // The journal starts again, as the compaction a crash stopped would have done.
        const header = headerLine('journal', generation);
        const tail = bytes.subarray(replay.offset, journal.validLength);
        replaceFileDurably(journalFile, Buffer.concat([Buffer.from(header), tail]));
        size = Buffer.byteLength(header) + tail.length;
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

  /** Stops a compaction under way, waits for the commits under way, then closes the journal. */
  async close(): Promise<void> {
    this.closing = true;
    await this.compaction;
    while (this.queued !== undefined || this.running !== undefined) {
      await (this.queued ?? this.running)?.done.catch(() => undefined);
    }
    closeSync(this.descriptor);
  }

  private writeNext(): void {
    if (this.running !== undefined || this.held) return;
    const batch = this.queued;
    this.queued = undefined;
    if (batch === undefined) return;
    this.running = batch;
    void this.writeBatch(batch).finally(() => {
      this.compactIfDue();
      this.writeNext();
    });
  }

  private async writeBatch(batch: Batch): Promise<void> {
    const bytes = Buffer.from(batch.lines.join(''), 'utf8');
    try {
      let written = 0;
      while (written < bytes.length) {
        // Right after the last whole commit: a failed write cut back below leaves the file's own
        // position past it (the journal a compaction opened does not append), and a write there
        // would put a run of zero bytes before this commit.
        const taken = await writeAt(this.descriptor, bytes, written, this.size + written);
        if (taken <= 0) throw noProgress(written, bytes.length);
        written += taken;
      }
      await datasyncAsync(this.descriptor);
      this.size += bytes.length;
      // Done before its waiters go on, so that they find nothing left to wait for.
      this.running = undefined;
      batch.resolve();
    } catch (error) {
      // A half-written line would sit between whole ones: cut the file back to the last whole commit.
      try {
        ftruncateSync(this.descriptor, this.size);
      } catch {
        // Then the torn line is the journal's last, and a restart drops it.
      }
      this.running = undefined;
      batch.reject(error);
      // Commits queued behind this one may depend on it: they fail too.
      const queued = this.queued;
      this.queued = undefined;
      queued?.reject(error);
    }
  }

  /** Starts a compaction when the journal has grown past the snapshot and none is under way. */
  private compactIfDue(): void {
    const due = this.size > Math.max(this.compactAfterBytes, this.snapshotSize, this.retryAtSize);
    const lines = this.snapshotLines;
    if (!due || lines === undefined || this.compaction !== undefined || this.closing) return;
    this.compaction = this.compact(lines).finally(() => (this.compaction = undefined));
  }

  /**
   * A new snapshot of every record, then the journal started again with the commits appended
   * meanwhile. The snapshot reads the records at this moment or later, and its header says
   * which bytes of the journal it holds: a record changed after that moment is committed
   * after those bytes, so replaying the rest of the journal over it ends with the last value
   * acknowledged. A crash before the journal has started again leaves a journal of the
   * generation before, which the next start reads from that byte (open()).
   */
  private async compact(snapshotLines: () => Iterator<string>): Promise<void> {
    const generation = this.generation + 1;
    const journalOffset = this.size;
    const lines = snapshotLines();
    try {
      const snapshot = await FileReplacement.create(join(this.directory, SNAPSHOT_FILE));
      try {
        await snapshot.write(headerLine('snapshot', generation, journalOffset));
        for await (const chunk of inSlices(lines, () => this.closing)) await snapshot.write(chunk);
        // A record read while a request was changing others may hold a change not yet on disk:
        // it is committed, after journalOffset, before the snapshot can be read, so that no
        // start ever finds one half of a request's changes in the snapshot and not the other.
        await this.commitNow?.();
        await snapshot.commit();
      } catch (error) {
        await snapshot.discard();
        throw error;
      }
      await closeAsync(snapshot.descriptor).catch(() => undefined);
      this.snapshotSize = snapshot.size;
      await this.startAgain(generation, journalOffset);
      this.retryAtSize = 0;
    } catch (error) {
      if (error instanceof SlicingStopped) return;
      // A failure (a full disk) leaves the journal as it was; the next try once it has grown again.
      this.retryAtSize = this.size + this.compactAfterBytes;
      console.error('sandbox: could not write a new snapshot of the data directory', error);
    }
  }

  /**
   * Replaces the journal by one of `generation` holding its lines after `journalOffset`.
   * Most of them are copied while commits go on; commits wait only while the last few are
   * copied and the new file takes the old one's place.
   */
  private async startAgain(generation: number, journalOffset: number): Promise<void> {
    const journal = await FileReplacement.create(this.journalFile);
    let switched = false;
    try {
      await journal.write(headerLine('journal', generation));
      let copied = journalOffset;
      const copyUpTo = async (end: number): Promise<void> => {
        await journal.write(await readRange(this.journalFile, copied, end));
        copied = end;
      };
      await copyUpTo(this.size);
      this.held = true;
      while (this.running !== undefined) await this.running.done.catch(() => undefined);
      await copyUpTo(this.size);
      await journal.commit();
      // The old descriptor still writes to the replaced file: switch to the new one, open at its end.
      const old = this.descriptor;
      this.descriptor = journal.descriptor;
      switched = true;
      this.generation = generation;
      this.size = journal.size;
      await closeAsync(old).catch(() => undefined);
    } finally {
      if (!switched) await journal.discard();
      this.held = false;
      this.writeNext();
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

/** A snapshot or journal a crash stopped half-way through writing (durable-files.ts): never read, only in the way. */
function removeLeftTemporaries(directory: string): void {
  for (const name of readdirSync(directory)) {
    const ours = [SNAPSHOT_FILE, JOURNAL_FILE].some((file) => name.startsWith(`${file}.`));
    if (ours && name.endsWith('.tmp')) rmSync(join(directory, name), { force: true });
  }
}

/** The index of the first commit at or after `offset`, which must be where a line starts. */
function firstCommitFrom(journal: ParsedFile, offset: number, file: string): number {
  const index = journal.commitOffsets.indexOf(offset);
  if (index >= 0) return index;
  if (offset === journal.validLength) return journal.commits.length;
  throw new UnreadableDataError(
    `the snapshot holds ${file} up to byte ${offset}, which is not where a commit of it starts`,
  );
}

function refuseNewer(version: number, file: string): void {
  if (version > FORMAT_VERSION) {
    throw new UnreadableDataError(
      `${file} was written by a newer sandbox (data format ${version}; this one reads up to ${FORMAT_VERSION})`,
    );
  }
}
