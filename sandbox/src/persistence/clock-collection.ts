/**
 * The sandbox clock's advance and speed, kept so that time never goes back across a restart.
 * What is written is the offset of sandbox time from real time. At a speed above 1 the offset grows
 * all the time, so the one written is ahead by what one real second adds: it is written
 * again only once that is used up, and a restart resumes at most that far ahead, never behind
 * anything the sandbox answered. While the sandbox is stopped, its time runs at speed 1; it
 * resumes at the speed it was set to.
 */
import { isClockSpeed, type SandboxClock } from '../clock/sandbox-clock.js';
import type { PersistedCollection } from './durable-state.js';
import type { StoredRecords } from './journal.js';

const COLLECTION = 'clock';
const KEY = 'offset';
/** Real ms of clock advance each write covers at a speed above 1. */
const LEASE_REAL_MS = 1000;

interface StoredClock {
  /** Sandbox time minus real time, in ms. */
  offset_ms: number;
  /** Sandbox seconds per real second; absent in data written before it was kept (speed 1). */
  speed?: number;
}

/** The offset to write now, or undefined while the one written is still ahead of the clock. */
export function offsetToWrite(current: number, written: number, speed: number): number | undefined {
  if (current <= written) return undefined;
  return current + (speed - 1) * LEASE_REAL_MS;
}

export function clockCollection(clock: SandboxClock, restored: StoredClock): PersistedCollection {
  let written = restored.offset_ms;
  let writtenSpeed = restored.speed ?? 1;
  // A return to real time is the one change that lowers the offset: it is written whatever was before.
  let writtenReturns = clock.returns;
  const offset = (): number => clock.now() - clock.realTime();
  const returned = () => clock.returns !== writtenReturns;
  const touched = () =>
    returned() || clock.speed !== writtenSpeed || offsetToWrite(offset(), written, clock.speed) !== undefined;
  return {
    name: COLLECTION,
    takeTouched: () => (touched() ? [KEY] : []),
    stored: () => {
      if (returned()) written = Number.NEGATIVE_INFINITY;
      writtenReturns = clock.returns;
      written = offsetToWrite(offset(), written, clock.speed) ?? written;
      writtenSpeed = clock.speed;
      const stored: StoredClock = { offset_ms: written, speed: writtenSpeed };
      return stored;
    },
    // What was last written: a snapshot must not move the offset that commits are judged by.
    current: (): StoredClock => ({ offset_ms: written, speed: writtenSpeed }),
    keys: () => [KEY],
  };
}

/** Moves a new clock forward by the offset written and sets its speed; returns what it read. */
export function restoreClock(clock: SandboxClock, records: StoredRecords): StoredClock {
  const stored = records.get(COLLECTION)?.get(KEY) as Partial<StoredClock> | undefined;
  const read = typeof stored?.offset_ms === 'number' && stored.offset_ms > 0 ? stored.offset_ms : 0;
  // An offset written before the clock's lead was bounded resumes at the bound.
  const offset = Math.min(read, clock.maxAdvance());
  if (offset > 0) clock.advance(offset);
  if (isClockSpeed(stored?.speed)) clock.setSpeed(stored.speed);
  return { offset_ms: offset, speed: clock.speed };
}
