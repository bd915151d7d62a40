/**
 * The store's authorisations and payments, with the bytes they take as the bound on them counts
 * them (attempts/attempt-room.ts): a running total, kept up to date by every set, delete and
 * clear, so that a new attempt knows the bytes held without scanning every attempt.
 */
import { TrackedMap } from '../persistence/tracked-map.js';
import type { AttemptRecord } from './records.js';

/** Each attempt's bytes, counted once: what it holds besides the shared bank and application. */
const countedBytes = new WeakMap<AttemptRecord, number>();

/**
 * An attempt's JSON length without its bank and application, counted the first time it is asked
 * for and kept for that record object: a record changed in place keeps its count, so a map
 * takes off what it added. A new object (a record replaced, or read back at a start) is counted anew.
 */
export function attemptBytes(attempt: AttemptRecord): number {
  let bytes = countedBytes.get(attempt);
  if (bytes === undefined) {
    bytes = JSON.stringify(attempt, (key, value: unknown) =>
      key === 'aspsp' || key === 'application' ? undefined : value,
    ).length;
    countedBytes.set(attempt, bytes);
  }
  return bytes;
}

/** A TrackedMap of attempts that knows the sum of their attemptBytes. */
export class AttemptMap<V extends AttemptRecord> extends TrackedMap<string, V> {
  private heldBytes = 0;

  /** The attemptBytes of the records held, summed: no scan. */
  get bytes(): number {
    return this.heldBytes;
  }

  override set(key: string, value: V): this {
    const before = this.peek(key);
    super.set(key, value);
    this.heldBytes += attemptBytes(value) - (before === undefined ? 0 : attemptBytes(before));
    return this;
  }

  override delete(key: string): boolean {
    const before = this.peek(key);
    if (before !== undefined) this.heldBytes -= attemptBytes(before);
    return super.delete(key);
  }

  override clear(): void {
    super.clear();
    this.heldBytes = 0;
  }
}
