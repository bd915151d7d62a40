/**
 * A sped-up clock never goes back across a crash, also in the first second after a start:
 * the first time it answers beyond the offset it started from is committed with that answer,
 * so a crash right after leaves it on disk. The pieces are the data directory's own (journal,
 * clock collection, DurableState, as data-dir/sandbox-data.ts puts them together); a crash
 * is a copy of the directory's files as they are, read by a new start.
 */
import assert from 'node:assert/strict';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { SandboxClock } from '../../sandbox/src/clock/sandbox-clock.js';
import { clockCollection, restoreClock } from '../../sandbox/src/persistence/clock-collection.js';
import { DurableState } from '../../sandbox/src/persistence/durable-state.js';
import { Journal } from '../../sandbox/src/persistence/journal.js';
import { temporaryDirectories } from './temporary-directories.js';

const dataDir = temporaryDirectories('sandbox-clock-crash-');

/** The clock of a start on `directory`, its time from `now`, moved on by what the directory holds. */
function startClock(directory: string, now: () => number) {
  const { journal, records } = Journal.open(directory);
  const clock = new SandboxClock(now);
  const restored = restoreClock(clock, records);
  return { clock, keep: () => new DurableState(journal, [clockCollection(clock, restored)]), journal };
}

/** The directory as a crash would leave it now: its files copied to a new one. */
function crashCopy(directory: string): string {
  const copy = dataDir();
  for (const name of ['journal.jsonl', 'snapshot.jsonl']) {
    const file = join(directory, name);
    if (existsSync(file)) writeFileSync(join(copy, name), readFileSync(file));
  }
  return copy;
}

describe('The sandbox clock across a crash', () => {
  it('never goes back below a time it answered in the first second after a start', async () => {
    const directory = dataDir();
    let time = 1_800_000_000_000;
    const now = () => time;

    const first = startClock(directory, now);
    const firstState = first.keep();
    first.clock.setSpeed(1000);
    time += 1_500;
    await firstState.commit();
    await firstState.close();

    // A start takes a few real ms between reading the clock and keeping it: at this speed, seconds.
    const second = startClock(directory, now);
    time += 50;
    const secondState = second.keep();
    time += 200;
    const answered = second.clock.now();
    // What every answer waits for before it is written (http/durable-answer.ts).
    await secondState.commit();
    const crashed = crashCopy(directory);
    await secondState.close();

    const third = startClock(crashed, now);
    try {
      assert.ok(
        third.clock.now() >= answered,
        `the clock went back by ${answered - third.clock.now()} ms after the crash`,
      );
    } finally {
      await third.journal.close();
    }
  });
});
