/**
 * Lines made by a slow iterator (every record serialised for a snapshot), gathered into
 * chunks, each in one short slice of the event loop: between two chunks, requests are
 * answered, so a snapshot of tens of MB never holds the sandbox for more than a slice.
 */
import { performance } from 'node:perf_hooks';
import { setImmediate as nextTurn } from 'node:timers/promises';

/** ms of the event loop one slice takes at most (plus one line). */
const SLICE_MS = 8;
/** A chunk is written once it is this large, even if its slice has time left. */
const CHUNK_CHARS = 1024 * 1024;

/** Thrown between two slices once `stopped()` says so. */
export class SlicingStopped extends Error {}

export async function* inSlices(lines: Iterator<string>, stopped: () => boolean): AsyncGenerator<string> {
  for (;;) {
    if (stopped()) throw new SlicingStopped('stopped');
    const start = performance.now();
    const chunk: string[] = [];
    let chars = 0;
    let next = lines.next();
    while (next.done !== true) {
      chunk.push(next.value);
      chars += next.value.length;
      if (chars >= CHUNK_CHARS || performance.now() - start >= SLICE_MS) break;
      next = lines.next();
    }
    if (chunk.length > 0) yield chunk.join('');
    if (next.done === true) return;
    await nextTurn();
  }
}
