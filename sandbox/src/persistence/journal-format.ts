/**
 * The data directory's two files, both JSON lines. `snapshot.jsonl`: a header, then one
 * record per line. `journal.jsonl`: a header, then one line per commit with every record the
 * commit changed, whole (a line is all of a commit or, torn by a crash, none of it).
 * Each header names the generation: a journal older than the snapshot is already in it.
 * Pure: the parsing rules are tested without a disk.
 */
import { parseRecordJson } from './record-json.js';

export const FORMAT = 'service-sandbox-data';
/** Raise when a reader of this version would read a newer directory wrongly. */
export const FORMAT_VERSION = 1;

export const SNAPSHOT_FILE = 'snapshot.jsonl';
export const JOURNAL_FILE = 'journal.jsonl';

export interface Header {
  format: typeof FORMAT;
  version: number;
  kind: 'snapshot' | 'journal';
  generation: number;
}

/** One record of a collection; `value` undefined: the record was deleted. */
export interface StoredChange {
  collection: string;
  key: string;
  value?: unknown;
}

/** A line the sandbox cannot read as it was written: the start stops with this message. */
export class UnreadableDataError extends Error {}

export function headerLine(kind: Header['kind'], generation: number): string {
  const header: Header = { format: FORMAT, version: FORMAT_VERSION, kind, generation };
  return `${JSON.stringify(header)}\n`;
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
export function parseDataFile(text: string, kind: Header['kind'], file: string): ParsedFile {
  const lines = text.split('\n');
  const header = parseHeader(lines[0] ?? '', kind, file);
  const commits: StoredChange[][] = [];
  let offset = Buffer.byteLength(`${lines[0] ?? ''}\n`);
  let validLength = offset;
  for (let index = 1; index < lines.length; index += 1) {
    const line = lines[index] ?? '';
    const whole = index < lines.length - 1;
    offset += Buffer.byteLength(line) + (whole ? 1 : 0);
    if (line === '' && !whole) break;
    const changes = whole ? parseLine(line, kind) : undefined;
    if (changes === undefined) {
      const rest = lines.slice(index + 1).filter((candidate) => candidate.trim() !== '');
      const laterLineParses = rest.some((candidate) => parseLine(candidate, kind) !== undefined);
      if (kind === 'snapshot' || laterLineParses) {
        throw new UnreadableDataError(`${file} line ${index + 1} is not a record of the sandbox`);
      }
      return { header, commits, validLength, tornTail: true };
    }
    commits.push(changes);
    validLength = offset;
  }
  return { header, commits, validLength, tornTail: false };
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
