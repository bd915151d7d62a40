/**
 * What ties the sandbox's records to the journal: at the end of every request, before its
 * answer is written, the records that request read or wrote are compared with what was last
 * written (a fingerprint of their JSON), and the changed ones go into one commit. Changes
 * made in the background (webhook attempts, the clock) are committed the same way on a
 * short timer, and before a webhook is sent.
 *
 * A commit that fails stops the state for good (fail-stop). Records are changed in place
 * before they are committed, so they then hold changes whose requests are answered that nothing
 * was done, and the records are not all there is to undo (the applications' list, the webhooks
 * under way, the clock that never goes back). So no later commit may write those changes, nor
 * a later answer show them: only a start on the directory, which reads what it acknowledged,
 * carries on.
 */
import { createHash } from 'node:crypto';
import type { Journal } from './journal.js';
import { changeJson, commitLine } from './journal-format.js';
import { recordJson } from './record-json.js';

/** A set of records the journal keeps, such as the payments. */
export interface PersistedCollection {
  readonly name: string;
  /** Keys whose records may have changed since the last call. */
  takeTouched(): Iterable<string>;
  /** The record to write, references replaced by ids; undefined once it is gone. */
  stored(key: string): unknown;
  /**
   * The same, noting nothing, for a snapshot and for what a start read: what is committed is
   * decided by stored() alone (the clock's moves on the offset it is about to write).
   */
  current(key: string): unknown;
  keys(): Iterable<string>;
}

/** Real ms between two looks for background changes. */
const BACKGROUND_COMMIT_MS = 100;

export class DurableState {
  /** Fingerprint of each record as last written, by `${collection}\n${key}`. */
  private readonly written = new Map<string, string>();
  /** Once a commit failed: its failure, which every later commit gives too. */
  private stopped: Promise<never> | undefined;
  private readonly timer: NodeJS.Timeout;
  /** Told once, when a commit failed and nothing more is written; set by the owner of the records. */
  onStop: ((error: unknown) => void) | undefined;

  /**
   * `beforeSnapshot`: run as a new snapshot starts, to drop what need not be kept (its
   * deletions are committed like any change, and the snapshot leaves the records out).
   */
  constructor(
    private readonly journal: Journal,
    private readonly collections: readonly PersistedCollection[],
    private readonly beforeSnapshot?: () => void,
  ) {
    for (const collection of collections) {
      collection.takeTouched();
      // What the directory holds: stored() would note a write that never reaches it.
      for (const key of collection.keys()) {
        this.written.set(idOf(collection, key), fingerprint(recordJson(collection.current(key))));
      }
    }
    journal.snapshotLines = () => this.snapshotLines();
    journal.commitNow = () => this.commit();
    this.timer = setInterval(() => void this.commit(), BACKGROUND_COMMIT_MS);
    this.timer.unref();
  }

  /**
   * Appends what changed since the last commit. Resolves once it and every commit before it
   * are on disk; undefined when there is nothing to wait for. After a commit failed, rejects
   * with its error and writes nothing.
   */
  commit(): Promise<void> | undefined {
    if (this.stopped !== undefined) return this.stopped;
    const changes: string[] = [];
    const consider = (collection: PersistedCollection, key: string): void => {
      const id = idOf(collection, key);
      const value = collection.stored(key);
      const json = value === undefined ? undefined : recordJson(value);
      const print = json === undefined ? undefined : fingerprint(json);
      if (this.written.get(id) === print) return;
      if (print === undefined) this.written.delete(id);
      else this.written.set(id, print);
      changes.push(changeJson(collection.name, key, json));
    };
    for (const collection of this.collections) {
      for (const key of collection.takeTouched()) consider(collection, key);
    }
    if (changes.length === 0) return this.journal.whenDurable();
    const done = this.journal.append(commitLine(changes));
    // Before the waiters hear of it: none of them, nor anything after, may write again.
    done.catch((error: unknown) => this.stop(error));
    return done;
  }

  /** Writes what is left (nothing once stopped) and closes the journal. */
  async close(): Promise<void> {
    clearInterval(this.timer);
    await this.commit()?.catch(() => undefined);
    await this.journal.close();
  }

  private stop(error: unknown): void {
    if (this.stopped !== undefined) return;
    this.stopped = Promise.reject(error);
    // Rejects only those who commit after; nobody need be waiting.
    this.stopped.catch(() => undefined);
    clearInterval(this.timer);
    this.onStop?.(error);
  }

  /**
   * Every record, one line each, for a new snapshot: the keys are taken now, each record is
   * serialised when its line is read (as it is then, which the journal's commits after the
   * snapshot's start bring up to date). What is committed is not changed by it.
   */
  private snapshotLines(): Iterator<string> {
    this.beforeSnapshot?.();
    const keys = this.collections.map((collection) => [collection, [...collection.keys()]] as const);
    return (function* () {
      for (const [collection, collectionKeys] of keys) {
        for (const key of collectionKeys) {
          const value = collection.current(key);
          if (value !== undefined) yield `${changeJson(collection.name, key, recordJson(value))}\n`;
        }
      }
    })();
  }
}

function idOf(collection: PersistedCollection, key: string): string {
  return `${collection.name}\n${key}`;
}

function fingerprint(json: string): string {
  return createHash('sha1').update(json).digest('base64');
}
