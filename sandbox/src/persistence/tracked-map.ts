/**
 * A Map that notes which keys were read or written since it was last asked: the records a
 * request may have changed, so only those are compared with what the data directory holds.
 * A read counts because records are changed in place (`payment.submitted_at = now`).
 * Iterating notes every entry it yields; `scan()` is the read-only iteration that notes
 * nothing, for hot paths that never change what they look at.
 */
export class TrackedMap<K, V> extends Map<K, V> {
  private readonly touched = new Set<K>();

  override get(key: K): V | undefined {
    const value = super.get(key);
    if (value !== undefined) this.touched.add(key);
    return value;
  }

  override set(key: K, value: V): this {
    // Map's constructor calls set() before the field exists.
    this.touched?.add(key);
    return super.set(key, value);
  }

  override delete(key: K): boolean {
    this.touched.add(key);
    return super.delete(key);
  }

  override clear(): void {
    for (const key of super.keys()) this.touched.add(key);
    super.clear();
  }

  override *values(): MapIterator<V> {
    for (const [key, value] of super.entries()) {
      this.touched.add(key);
      yield value;
    }
  }

  override *entries(): MapIterator<[K, V]> {
    for (const entry of super.entries()) {
      this.touched.add(entry[0]);
      yield entry;
    }
  }

  override [Symbol.iterator](): MapIterator<[K, V]> {
    return this.entries();
  }

  override forEach(callback: (value: V, key: K, map: Map<K, V>) => void, thisArg?: unknown): void {
    for (const [key, value] of this.entries()) callback.call(thisArg, value, key, this);
  }

  /** Notes a key whose record was found by scan() and is about to change. */
  touch(key: K): void {
    this.touched.add(key);
  }

  /** Iterates without noting anything: the caller only reads. */
  scan(): MapIterator<V> {
    return super.values();
  }

  /** The keys noted since the last call, which starts a new note. */
  takeTouched(): K[] {
    const keys = [...this.touched];
    this.touched.clear();
    return keys;
  }

  /** The record as it is now, without noting a read. */
  peek(key: K): V | undefined {
    return super.get(key);
  }
}
