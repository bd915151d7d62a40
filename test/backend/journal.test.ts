/**
 * The data directory's journal and snapshot on their own: records written whole, with their
 * Maps, Sets and Dates; a journal that grows is folded into a snapshot that reads back the
 * same; a journal a compaction left behind is not read twice; a torn last line is dropped and
 * any other damage refused. A compaction holds the event loop for no more than a slice,
 * commits go on being acknowledged while it runs, and none of them is lost at any point of it.
 */
import assert from 'node:assert/strict';
import fs, { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { syncBuiltinESMExports } from 'node:module';
import { open } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { describe, it } from 'node:test';
import { replaceFileDurably } from '../../sandbox/src/persistence/durable-files.js';
import { DurableState } from '../../sandbox/src/persistence/durable-state.js';
import {
  changeJson,
  commitLine,
  headerLine,
  parseDataFile,
  UnreadableDataError,
} from '../../sandbox/src/persistence/journal-format.js';
import { compactAfterBytesFrom, Journal } from '../../sandbox/src/persistence/journal.js';
import { recordJson } from '../../sandbox/src/persistence/record-json.js';
import { mapCollection } from '../../sandbox/src/data-dir/store-collections.js';
import { TrackedMap } from '../../sandbox/src/persistence/tracked-map.js';
import { temporaryDirectories } from './temporary-directories.js';

const dataDir = temporaryDirectories('sandbox-journal-');

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
  return { notes, state, notesRead: opened.notes, journal: opened.journal };
}

function note(index: number): Note {
  return {
    text: `note ${index} ${'x'.repeat(100)}`,
    tags: new Set([`tag-${index % 3}`]),
    counts: new Map([[`day-${index}`, index]]),
    at: new Date(1_800_000_000_000 + index),
  };
}

/** Resolves once the file is shorter than `bytes`, or after `timeoutMs` (the test's assertion then says). */
async function untilShorterThan(file: string, bytes: number, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (readFileSync(file).length >= bytes && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * 60 commits of 20 notes, past the snapshot and past 2,000 bytes: the journal is folded. A
 * fold under way is waited for (on a busy machine the last one may still run).
 */
async function foldedNotes(directory: string) {
  const first = openNotes(directory, 2_000);
  for (let index = 0; index < 60; index += 1) {
    first.notes.set(`n${index % 20}`, note(index));
    await first.state.commit();
  }
  await untilShorterThan(join(directory, 'journal.jsonl'), 2_500);
  return first;
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
    const first = await foldedNotes(directory);
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

  it('reads a directory of format 1, skipping a journal older than its snapshot, as a compaction cut short left it', async () => {
    const formatOne = (kind: string, generation: number) =>
      `{"format":"service-sandbox-data","version":1,"kind":"${kind}","generation":${generation}}\n`;
    const directory = dataDir();
    const stale = `${formatOne('journal', 1)}{"changes":[{"c":"notes","k":"a","v":{"text":"old"}}]}\n`;
    writeFileSync(
      join(directory, 'snapshot.jsonl'),
      `${formatOne('snapshot', 2)}{"c":"notes","k":"a","v":{"text":"new"}}\n`,
    );
    writeFileSync(join(directory, 'journal.jsonl'), stale);
    const opened = openNotes(directory);
    try {
      assert.deepEqual(opened.notes.peek('a'), { text: 'new' });
    } finally {
      await opened.state.close();
    }

    const current = dataDir();
    writeFileSync(
      join(current, 'snapshot.jsonl'),
      `${formatOne('snapshot', 2)}{"c":"notes","k":"a","v":{"text":"a"}}\n`,
    );
    writeFileSync(
      join(current, 'journal.jsonl'),
      `${formatOne('journal', 2)}{"changes":[{"c":"notes","k":"b","v":{"text":"b"}}]}\n`,
    );
    const both = openNotes(current);
    try {
      assert.deepEqual([...both.notes.keys()], ['a', 'b']);
    } finally {
      await both.state.close();
    }
  });

  it('reads a file a line at a time, so one larger than the longest string reads too', () => {
    const header = headerLine('snapshot', 3);
    const line = (index: number) => `{"c":"notes","k":"n${index}","v":{"text":"ä${index}"}}\n`;
    const bytes = Buffer.from(header + line(1) + line(2) + line(3));
    // A string of the whole file is what fails past V8's limit (about 512 M characters).
    const longest = Math.max(Buffer.byteLength(header), Buffer.byteLength(line(3)));
    const toString = bytes.toString.bind(bytes);
    bytes.toString = (encoding?: BufferEncoding, start = 0, end = bytes.length) => {
      assert.ok(end - start <= longest, `a string of ${end - start} bytes was made`);
      return toString(encoding, start, end);
    };
    const snapshot = parseDataFile(bytes, 'snapshot', 's');
    assert.deepEqual(
      snapshot.commits.map(([change]) => change),
      [1, 2, 3].map((index) => ({ collection: 'notes', key: `n${index}`, value: { text: `ä${index}` } })),
    );
    assert.equal(snapshot.validLength, bytes.length);
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

/** `count` notes of about 1 KB, written by hand as a journal of generation 1 in a new directory. */
function directoryWithNotes(count: number): string {
  const directory = dataDir();
  const lines = [headerLine('journal', 1)];
  for (let index = 0; index < count; index += 1) {
    lines.push(commitLine([changeJson('notes', `n${index}`, recordJson(largeNote(index)))]));
  }
  writeFileSync(join(directory, 'journal.jsonl'), lines.join(''));
  return directory;
}

function largeNote(index: number): Note {
  return { ...note(index), text: `note ${index} ${'y'.repeat(900)}` };
}

/** CPU time this process has used, in ms. */
function cpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

/** The generations in the headers of the snapshot and the journal, read without holding the event loop. */
async function generations(directory: string): Promise<{ snapshot: number; journal: number }> {
  const first = async (name: string): Promise<number> => {
    try {
      const handle = await open(join(directory, name), 'r');
      try {
        const { buffer, bytesRead } = await handle.read(Buffer.alloc(512), 0, 512, 0);
        const line = buffer.subarray(0, bytesRead).toString('utf8').split('\n')[0] ?? '';
        return (JSON.parse(line) as { generation: number }).generation;
      } finally {
        await handle.close();
      }
    } catch {
      return 0;
    }
  };
  return { snapshot: await first('snapshot.jsonl'), journal: await first('journal.jsonl') };
}

/**
 * Changes notes one commit after another, each awaited, until the journal opened on `count`
 * notes has been folded into a snapshot and started again; returns what each note is now.
 */
async function commitThroughCompaction(
  directory: string,
  notes: TrackedMap<string, Note>,
  state: DurableState,
  count: number,
  afterEach: (acknowledged: ReadonlyMap<string, Note | undefined>) => void = () => undefined,
): Promise<{ expected: Map<string, Note | undefined>; commits: number }> {
  const expected = new Map<string, Note | undefined>();
  const deadline = performance.now() + 20_000;
  let step = 0;
  for (; ; step += 1) {
    const current = await generations(directory);
    if (current.snapshot >= 2 && current.journal >= 2) break;
    assert.ok(performance.now() < deadline, 'the journal was folded into a snapshot within 20 s');
    // A changed note, a new one and, now and then, one deleted.
    const changed = `n${(step * 7) % count}`;
    const value = { ...largeNote(step), text: `changed at step ${step}` };
    notes.set(changed, value);
    expected.set(changed, value);
    const added = { ...largeNote(count + step), text: `added at step ${step}` };
    notes.set(`added-${step}`, added);
    expected.set(`added-${step}`, added);
    if (step % 5 === 4) {
      notes.delete(`n${step}`);
      expected.set(`n${step}`, undefined);
    }
    await state.commit();
    afterEach(expected);
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
  return { expected, commits: step };
}

/**
 * Runs `body` while fs.writeSync takes at most `most` bytes a call, as on a nearly full disk;
 * the named imports of node:fs follow (syncBuiltinESMExports).
 */
function withShortWrites(most: number, body: () => void): void {
  const writeSync = fs.writeSync;
  fs.writeSync = ((descriptor: number, buffer: Buffer, offset?: number, length?: number) =>
    writeSync(
      descriptor,
      buffer,
      offset,
      Math.min(length ?? buffer.length - (offset ?? 0), most),
    )) as typeof fs.writeSync;
  syncBuiltinESMExports();
  try {
    body();
  } finally {
    fs.writeSync = writeSync;
    syncBuiltinESMExports();
  }
}

describe('A write the disk refused', () => {
  it('leaves the next acknowledged commit readable, right after the last whole one, also past a compaction', async () => {
    const directory = dataDir();
    // A compaction has run: the journal is the one it opened, which does not append.
    const first = await foldedNotes(directory);
    assert.ok(readFileSync(join(directory, 'journal.jsonl')).length < 2_500, 'the journal started again');
    const snapshot = readFileSync(join(directory, 'snapshot.jsonl'), 'utf8');
    assert.ok(
      parseDataFile(snapshot, 'snapshot', 'snapshot').header.generation > 1,
      'a snapshot was written',
    );
    first.notes.set('refused', note(100));
    await withFullDisk(() => assert.rejects(first.state.commit() ?? Promise.resolve(), /ENOSPC/));
    // The notes hold a change that was refused: the state writes nothing more (durable-state.ts)...
    first.notes.set('after', note(101));
    await assert.rejects(first.state.commit() ?? Promise.resolve(), /ENOSPC/);
    // ...while the journal itself takes the next commit.
    await first.journal.append(commitLine([changeJson('notes', 'after', recordJson(note(101)))]));
    await first.state.close();

    const journal = readFileSync(join(directory, 'journal.jsonl'));
    assert.equal(journal.indexOf(0), -1, 'no zero bytes where the refused write stopped');
    const again = openNotes(directory);
    try {
      assert.deepEqual(again.notesRead, [], 'nothing dropped as torn');
      assert.equal(again.notes.peek('refused'), undefined, 'the refused change was never written');
      assert.deepEqual(again.notes.peek('after'), note(101));
      assert.deepEqual(again.notes.peek('n19'), note(59));
    } finally {
      await again.state.close();
    }
  });
});

/**
 * Runs `body` while fs.write takes part of one write and then fails with ENOSPC, as a disk
 * that fills up mid-write; the named imports of node:fs follow (syncBuiltinESMExports).
 */
async function withFullDisk(body: () => Promise<void>): Promise<void> {
  const write = fs.write;
  let refused = false;
  fs.write = ((...args: Parameters<typeof fs.write>) => {
    const [descriptor, buffer, offset, length, position, callback] = args as unknown as [
      number,
      Buffer,
      number,
      number,
      number | null,
      (error: NodeJS.ErrnoException | null, written?: number) => void,
    ];
    if (refused) return write(descriptor, buffer, offset, length, position, callback);
    refused = true;
    // Half the bytes reach the file, then the disk is full.
    write(descriptor, buffer, offset, Math.ceil(length / 2), position, () => {
      const error = Object.assign(new Error('ENOSPC: no space left on device'), { code: 'ENOSPC' });
      callback(error);
    });
  }) as typeof fs.write;
  syncBuiltinESMExports();
  try {
    await body();
  } finally {
    fs.write = write;
    syncBuiltinESMExports();
  }
}

describe('Replacing a file whole', () => {
  it('writes every byte when the disk takes a write in pieces, and keeps the old file when it takes none', () => {
    const file = join(dataDir(), 'journal.jsonl');
    const content = Buffer.alloc(10_000, 'j');
    withShortWrites(999, () => replaceFileDurably(file, content));
    assert.deepEqual(readFileSync(file), content, 'the whole content, not its first piece');
    withShortWrites(0, () => {
      assert.throws(() => replaceFileDurably(file, 'new'), /stopped after 0 of 3 bytes/);
    });
    assert.deepEqual(readFileSync(file), content, 'the file is as it was');
    assert.deepEqual(readdirSync(dirname(file)), ['journal.jsonl'], 'no temporary file is left');
  });
});

describe('Folding the journal into a snapshot', () => {
  it('keeps answering: during a compaction of 30 MB of records, a 10 ms timer never waits 100 ms', async () => {
    const count = 30_000;
    const directory = directoryWithNotes(count);
    const { notes, state } = openNotes(directory, 1024 * 1024);
    // What holds the event loop is the work done between two ticks: its CPU time, which other
    // processes on a busy machine do not lengthen as they lengthen the wait (reported alone).
    let last = { wall: performance.now(), cpu: cpuMs() };
    const longest = { wall: 0, cpu: 0 };
    const timer = setInterval(() => {
      const now = { wall: performance.now(), cpu: cpuMs() };
      longest.wall = Math.max(longest.wall, now.wall - last.wall);
      longest.cpu = Math.max(longest.cpu, now.cpu - last.cpu);
      last = now;
    }, 10);
    try {
      await commitThroughCompaction(directory, notes, state, count);
    } finally {
      clearInterval(timer);
      await state.close();
    }
    assert.ok(
      longest.cpu < 100,
      `the event loop was held for ${Math.round(longest.cpu)} ms of work (the longest wait for the timer: ${Math.round(longest.wall)} ms)`,
    );
  });

  it('acknowledges commits while a compaction is under way, and every one is there after a reopen or a crash', async () => {
    const count = 8_000;
    const directory = directoryWithNotes(count);
    const { notes, state } = openNotes(directory, 64 * 1024);
    /** Copies of the directory as a crash would leave it, each with what was acknowledged before it. */
    const crashes: { directory: string; acknowledged: Map<string, Note | undefined> }[] = [];
    let commits = 0;
    const { expected, commits: total } = await commitThroughCompaction(
      directory,
      notes,
      state,
      count,
      (acknowledged) => {
        commits += 1;
        if (!SQUARES.has(commits)) return;
        const copy = dataDir();
        // The journal first: a snapshot renamed meanwhile only ever comes with a journal it continues.
        for (const name of ['journal.jsonl', 'snapshot.jsonl']) {
          const file = join(directory, name);
          if (existsSync(file)) writeFileSync(join(copy, name), readFileSync(file));
        }
        crashes.push({ directory: copy, acknowledged: new Map(acknowledged) });
      },
    );
    await state.close();
    assert.ok(total >= 3, `commits were acknowledged while the snapshot was written (${total})`);

    await assertNotes(directory, count, expected);
    for (const crash of crashes) await assertNotes(crash.directory, count, crash.acknowledged);
  });

  it('reopens a directory left between the snapshot and the new journal with every acknowledged commit', async () => {
    const directory = dataDir();
    const journalHeader = headerLine('journal', 1);
    const folded = commitLine([
      changeJson('notes', 'a', '{"text":"a1"}'),
      changeJson('notes', 'b', '{"text":"b1"}'),
    ]);
    const afterSnapshot = [
      commitLine([changeJson('notes', 'b', '{"text":"b2"}'), changeJson('notes', 'a', undefined)]),
      commitLine([changeJson('notes', 'c', '{"text":"c1"}')]),
    ].join('');
    const torn = '{"changes":[{"c":"notes","k":"d"';
    writeFileSync(join(directory, 'journal.jsonl'), journalHeader + folded + afterSnapshot + torn);
    const journalOffset = Buffer.byteLength(journalHeader + folded);
    writeFileSync(
      join(directory, 'snapshot.jsonl'),
      `${headerLine('snapshot', 2, journalOffset)}{"c":"notes","k":"a","v":{"text":"a1"}}\n{"c":"notes","k":"b","v":{"text":"b1"}}\n`,
    );

    const opened = openNotes(directory);
    try {
      assert.deepEqual(
        new Map(opened.notes),
        new Map([
          ['b', { text: 'b2' }],
          ['c', { text: 'c1' }],
        ]),
      );
      assert.match(opened.notesRead.join('\n'), /cut short by a crash/);
      assert.equal(
        readFileSync(join(directory, 'journal.jsonl'), 'utf8'),
        headerLine('journal', 2) + afterSnapshot,
        'the journal starts again with what the snapshot does not hold',
      );
      opened.notes.set('e', { text: 'e1' } as unknown as Note);
      await opened.state.commit();
    } finally {
      await opened.state.close();
    }
    const again = openNotes(directory);
    try {
      assert.deepEqual([...again.notes.keys()].sort(), ['b', 'c', 'e']);
      assert.deepEqual(again.notes.peek('b'), { text: 'b2' });
    } finally {
      await again.state.close();
    }
  });

  it('removes what a compaction a crash stopped had written of a new snapshot or journal', async () => {
    const directory = dataDir();
    writeFileSync(join(directory, 'snapshot.jsonl.4242.tmp'), headerLine('snapshot', 2, 0));
    writeFileSync(join(directory, 'journal.jsonl.4242.tmp'), headerLine('journal', 2));
    writeFileSync(join(directory, 'notes.txt.tmp'), 'not the sandbox’s');
    const opened = openNotes(directory);
    await opened.state.close();
    assert.deepEqual(readdirSync(directory).sort(), ['journal.jsonl', 'notes.txt.tmp']);
  });

  it('takes its size from SANDBOX_COMPACT_AFTER_BYTES when it is a whole number of bytes', () => {
    assert.equal(compactAfterBytesFrom({ SANDBOX_COMPACT_AFTER_BYTES: '2097152' }), 2_097_152);
    for (const value of [undefined, '', '0', '-5', '1.5', '2MB', ' 100']) {
      assert.equal(compactAfterBytesFrom({ SANDBOX_COMPACT_AFTER_BYTES: value }), undefined, String(value));
    }
  });

  it('refuses a snapshot that ends inside a line of the journal it continues', () => {
    const directory = dataDir();
    const journalHeader = headerLine('journal', 1);
    writeFileSync(
      join(directory, 'journal.jsonl'),
      `${journalHeader}${commitLine([changeJson('notes', 'a', '1')])}`,
    );
    writeFileSync(
      join(directory, 'snapshot.jsonl'),
      headerLine('snapshot', 2, Buffer.byteLength(journalHeader) + 3),
    );
    assert.throws(
      () => Journal.open(directory),
      (error: unknown) => error instanceof UnreadableDataError && /journal\.jsonl/.test(error.message),
    );
  });
});

/** Commit counts after which the test copies the directory: a few, spread over the compaction. */
const SQUARES = new Set([1, 4, 9, 16, 25]);

/** Opens `directory` and checks its notes: the `count` written by hand, changed as `expected` says. */
async function assertNotes(directory: string, count: number, expected: Map<string, Note | undefined>) {
  const want = new Map<string, Note>();
  for (let index = 0; index < count; index += 1) want.set(`n${index}`, largeNote(index));
  for (const [key, value] of expected) {
    if (value === undefined) want.delete(key);
    else want.set(key, value);
  }
  const opened = openNotes(directory);
  try {
    assert.equal(opened.notes.size, want.size, `${directory}: every note and no other`);
    for (const [key, value] of want) assert.deepEqual(opened.notes.peek(key), value, `${directory}: ${key}`);
  } finally {
    await opened.state.close();
  }
}
