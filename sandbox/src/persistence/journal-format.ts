/**
 * The data directory's two files, both JSON lines. `snapshot.jsonl`: a header, then one
 * record per line. `journal.jsonl`: a header, then one line per commit with every record the
 * commit changed, whole (a line is all of a commit or, torn by a crash, none of it).
 * Each header names the generation. A snapshot is written while commits go on being appended
 * to the journal of the generation before it: its header says up to which byte of that journal
 * it holds (`journalOffset`), and once it is on disk the journal starts again at its generation
 * with the lines after that byte. A journal older than the snapshot is read from that byte; a
 * snapshot without it (format 1) held the whole journal.
 * Pure: the parsing rules are tested without a disk.
 */
import { parseRecordJson } from './record-json.js';

export const FORMAT = 'service-sandbox-data';
/**
 * Raise when a reader of this version would read a newer directory wrongly. 2: a snapshot may
 * hold only part of the journal before it (`journalOffset`), which format 1 would skip.
 */
export const FORMAT_VERSION = 2;

export const SNAPSHOT_FILE = 'snapshot.jsonl';
export const JOURNAL_FILE = 'journal.jsonl';

export interface Header {
  format: typeof FORMAT;
  version: number;
  kind: 'snapshot' | 'journal';
  generation: number;
  /** Snapshot: the bytes of the journal of the generation before it that it holds. */
  journalOffset?: number;
}

/** One record of a collection; `value` undefined: the record was deleted. */
export interface StoredChange {
  collection: string;
  key: string;
  value?: unknown;
}

/** A line the sandbox cannot read as it was written: the start stops with this message. */
export class UnreadableDataError extends Error {}

export function headerLine(kind: Header['kind'], generation: number, journalOffset?: number): string {
  const header: Header = { format: FORMAT, version: FORMAT_VERSION, kind, generation, journalOffset };
  return `${JSON.stringify(header)}\n`;
}

/**
 * What a start reads of the journal, given the snapshot's header: all of it (the snapshot's
 * generation or newer), the lines from a byte on (the generation before a snapshot that says
 * where it ends: a crash came before the journal started again), or none (older: in the snapshot).
 */
export type JournalReplay = { kind: 'all' } | { kind: 'from'; offset: number } | { kind: 'none' };

export function journalReplay(snapshot: Header | undefined, journal: Header): JournalReplay {
  if (snapshot === undefined || journal.generation >= snapshot.generation) return { kind: 'all' };
  if (journal.generation === snapshot.generation - 1 && snapshot.journalOffset !== undefined) {
    return { kind: 'from', offset: snapshot.journalOffset };
  }
  return { kind: 'none' };
}

/** `{"c":…,"k":…,"v":…}` around a record already in JSON (so it is serialised once). */
export function changeJson(collection: string, key: string, valueJson: string | undefined): string {
  const head = `{"c":${JSON.stringify(collection)},"k":${JSON.stringify(key)}`;
  return valueJson === undefined ? `${head},"deleted":true}` : `${head},"v":${valueJson}}`;
}

export function commitLine(changeJsons: readonly string[]): string {
  return `{"changes":[${changeJsons.join(',')}]}\n`;
}

export interface ParsedFile {
  header: Header;
  /** Per line after the header: the changes it holds, in order. */
  commits: StoredChange[][];
  /** Per line after the header: the byte it starts at. */
  commitOffsets: number[];
  /** Bytes of the file that were read as whole lines; a torn last line ends before it. */
  validLength: number;
  /** A last line that a crash cut short (never acknowledged, so dropped). */
  tornTail: boolean;
}

/**
 * Reads a snapshot or a journal. In a journal the lines after the last one that parses may
 * be a write a crash cut short: dropped. A line that does not parse with whole lines after
 * it, or any such line in a snapshot (written to a temporary file and renamed), is damage.
 */
export function parseDataFile(data: Buffer | string, kind: Header['kind'], file: string): ParsedFile {
  const bytes = typeof data === 'string' ? Buffer.from(data) : data;
  const lines = lineStarts(bytes);
  // Each line is decoded alone: a file larger than V8's longest string (about 512 M
  // characters) is read as well as a small one.
  const lineText = (index: number) => bytes.toString('utf8', lines[index], lineEnd(bytes, lines, index));
  const header = parseHeader(lineText(0), kind, file);
  const commits: StoredChange[][] = [];
  const commitOffsets: number[] = [];
  let validLength = lines[1] ?? bytes.length;
  for (let index = 1; index < lines.length; index += 1) {
    const start = lines[index] ?? bytes.length;
    const whole = index < lines.length - 1;
    if (start === bytes.length) break;
    const changes = whole ? parseLine(lineText(index), kind) : undefined;
    if (changes === undefined) {
      const rest = lines.slice(index + 1).map((_, after) => lineText(index + 1 + after));
      const laterLineParses = rest.some(
        (candidate) => candidate.trim() !== '' && parseLine(candidate, kind) !== undefined,
      );
      if (kind === 'snapshot' || laterLineParses) {
        throw new UnreadableDataError(`${file} line ${index + 1} is not a record of the sandbox`);
      }
      return { header, commits, commitOffsets, validLength, tornTail: true };
    }
    commits.push(changes);
    commitOffsets.push(start);
    validLength = lines[index + 1] ?? bytes.length;
  }
  return { header, commits, commitOffsets, validLength, tornTail: false };
}

/** The byte each line starts at: the first, and one after each line feed. */
function lineStarts(bytes: Buffer): number[] {
  const starts = [0];
  for (let feed = bytes.indexOf(0x0a); feed !== -1; feed = bytes.indexOf(0x0a, feed + 1))
    starts.push(feed + 1);
  return starts;
}

/** Where line `index` ends, before its line feed (the last line has none). */
function lineEnd(bytes: Buffer, starts: readonly number[], index: number): number {
  const next = starts[index + 1];
  return next === undefined ? bytes.length : next - 1;
}

function parseHeader(line: string, kind: Header['kind'], file: string): Header {
  let header: unknown;
  try {
    header = JSON.parse(line);
  } catch {
    header = undefined;
  }
  if (!isObject(header) || header.format !== FORMAT || header.kind !== kind) {
    throw new UnreadableDataError(`${file} does not start with the header of a sandbox ${kind}`);
  }
  if (typeof header.version !== 'number' || typeof header.generation !== 'number') {
    throw new UnreadableDataError(`${file} has a header without a version and a generation`);
  }
  const { journalOffset } = header;
  if (
    journalOffset !== undefined &&
    (typeof journalOffset !== 'number' || !Number.isSafeInteger(journalOffset) || journalOffset < 0)
  ) {
    throw new UnreadableDataError(`${file} has a header whose journalOffset is not a byte offset`);
  }
  return header as unknown as Header;
}

/** The changes of one line, or undefined when it is not one. */
function parseLine(line: string, kind: Header['kind']): StoredChange[] | undefined {
  let parsed: unknown;
  try {
    parsed = parseRecordJson(line);
  } catch {
    return undefined;
  }
  const entries = kind === 'snapshot' ? [parsed] : isObject(parsed) ? parsed.changes : undefined;
  if (!Array.isArray(entries)) return undefined;
  const changes: StoredChange[] = [];
  for (const entry of entries) {
    if (!isObject(entry) || typeof entry.c !== 'string' || typeof entry.k !== 'string') return undefined;
    if (entry.deleted === true) changes.push({ collection: entry.c, key: entry.k });
    else if ('v' in entry) changes.push({ collection: entry.c, key: entry.k, value: entry.v });
    else return undefined;
  }
  return changes;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
