/**
 * The data directory's journal and snapshot on their own: records written whole, with their
 * Maps, Sets and Dates; a journal that grows is folded into a snapshot that reads back the
 * same; a journal a compaction left behind is not read twice; a torn last line is dropped and
 * any other damage refused.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { DurableState } from '../../sandbox/src/persistence/durable-state.js';
import {
  headerLine,
  parseDataFile,
  UnreadableDataError,
} from '../../sandbox/src/persistence/journal-format.js';
import { Journal } from '../../sandbox/src/persistence/journal.js';
import { mapCollection } from '../../sandbox/src/persistence/store-collections.js';
import { TrackedMap } from '../../sandbox/src/state/tracked-map.js';

const directories: string[] = [];
function dataDir(): string {
  const directory = mkdtempSync(join(tmpdir(), 'sandbox-journal-'));
  directories.push(directory);
  return directory;
}
after(() => {
  for (const directory of directories) rmSync(directory, { recursive: true, force: true });
});

interface Note {
  text: string;
  tags: Set<string>;
  counts: Map<string, number>;
  at: Date;
}

/** A store of notes kept in `directory`, as the sandbox keeps its maps. */
function openNotes(directory: string, compactAfterBytes?: number) {
  const opened = Journal.open(directory, { compactAfterBytes });
  const notes = new TrackedMap<string, Note>();
  for (const [key, value] of opened.records.get('notes') ?? []) notes.set(key, value as Note);
  const state = new DurableState(opened.journal, [mapCollection('notes', notes)]);
  return { notes, state, notesRead: opened.notes };
}

function note(index: number): Note {
  return {
    text: `note ${index} ${'x'.repeat(100)}`,
    tags: new Set([`tag-${index % 3}`]),
    counts: new Map([[`day-${index}`, index]]),
    at: new Date(1_800_000_000_000 + index),
  };
}

describe('The journal', () => {
  it('keeps records whole, Maps, Sets and Dates included, and only what a commit changed', async () => {
    const directory = dataDir();
    const first = openNotes(directory);
    first.notes.set('a', note(1));
    first.notes.set('b', note(2));
    await first.state.commit();
    first.notes.get('a');
    assert.equal(first.state.commit(), undefined, 'a record read but not changed is not written again');
    const read = first.notes.get('b');
    assert.ok(read);
    read.counts.set('day-2', 20);
    await first.state.commit();
    first.notes.delete('a');
    await first.state.commit();
    await first.state.close();

    const lines = readFileSync(join(directory, 'journal.jsonl'), 'utf8').trim().split('\n');
    assert.equal(lines.length, 4, 'a header and three commits');
    const again = openNotes(directory);
    try {
      assert.deepEqual([...again.notes.keys()], ['b']);
      assert.deepEqual(again.notes.peek('b'), { ...note(2), counts: new Map([['day-2', 20]]) });
    } finally {
      await again.state.close();
    }
  });

  it('folds a journal that has grown into a snapshot, which reads back the same', async () => {
    const directory = dataDir();
    const first = openNotes(directory, 2_000);
    for (let index = 0; index < 60; index += 1) {
      first.notes.set(`n${index % 20}`, note(index));
      await first.state.commit();
    }
    await first.state.close();
    const snapshot = parseDataFile(
      readFileSync(join(directory, 'snapshot.jsonl'), 'utf8'),
      'snapshot',
      'snapshot',
    );
    assert.ok(snapshot.header.generation > 1, 'a snapshot was written');
    const journal = readFileSync(join(directory, 'journal.jsonl'), 'utf8');
    assert.ok(journal.length < 2_500, `the journal started again: ${journal.length} bytes`);

    const again = openNotes(directory);
    try {
      assert.equal(again.notes.size, 20);
      for (let index = 40; index < 60; index += 1)
        assert.deepEqual(again.notes.peek(`n${index % 20}`), note(index));
    } finally {
      await again.state.close();
    }
  });

  it('skips a journal older than the snapshot, as a compaction cut short by a crash leaves it', async () => {
    const directory = dataDir();
    const stale = `${headerLine('journal', 1)}{"changes":[{"c":"notes","k":"a","v":{"text":"old"}}]}\n`;
    writeFileSync(
      join(directory, 'snapshot.jsonl'),
      `${headerLine('snapshot', 2)}{"c":"notes","k":"a","v":{"text":"new"}}\n`,
    );
    writeFileSync(join(directory, 'journal.jsonl'), stale);
    const opened = openNotes(directory);
    try {
      assert.deepEqual(opened.notes.peek('a'), { text: 'new' });
    } finally {
      await opened.state.close();
    }
  });

  it('drops a torn last line, and refuses a damaged line before whole ones or in a snapshot', () => {
    const header = headerLine('journal', 1);
    const commit = '{"changes":[{"c":"notes","k":"a","v":1}]}\n';
    const torn = parseDataFile(`${header}${commit}{"changes":[{"c":"no`, 'journal', 'j');
    assert.equal(torn.tornTail, true);
    assert.equal(torn.commits.length, 1);
    assert.equal(torn.validLength, Buffer.byteLength(header + commit));
    assert.throws(
      () => parseDataFile(`${header}{"changes":[{"c":"no\n${commit}`, 'journal', 'j'),
      (error: unknown) =>
        error instanceof UnreadableDataError && /j line 2 is not a record/.test(error.message),
    );
    assert.throws(
      () => parseDataFile(`${headerLine('snapshot', 1)}{"c":"notes","k":"a"`, 'snapshot', 's'),
      UnreadableDataError,
    );
    assert.throws(
      () => parseDataFile('{"format":"something-else"}\n', 'journal', 'j'),
      /does not start with the header/,
    );
  });
});
