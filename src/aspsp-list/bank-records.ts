/**
 * The banks of one GET /aspsps answer as the list shows them: only entries with the fields
 * the specification requires, names cleaned of control and direction-override characters,
 * absurdly long values dropped, duplicates dropped. Each name is folded for search once the
 * first cards have painted (indexRecords), which they do not need, or by a search that comes
 * first. Nothing here is ever rendered as HTML; the templates bind these strings as text.
 */
import { isAspspData } from '../api/validate.js';
import type { GroupInfo } from './group.js';
import { searchKey, type SearchKey } from './search.js';

export interface BankRecord {
  /** Unique within one answer. */
  readonly id: string;
  readonly name: string;
  readonly country: string;
  readonly beta: boolean;
  /** As the backend gave it; checked by logoUrl before it is loaded. */
  readonly logo: string;
  readonly bic: string | undefined;
  readonly group: GroupInfo | undefined;
  /** Made on first use (searchKeyOf). */
  key: SearchKey | undefined;
}

/** Longer names are not bank names; they are dropped rather than laid out. */
export const maxNameLength = 200;
/** Longer logo URLs are ignored (the monogram shows instead). */
const maxUrlLength = 2048;

const bicPattern = /^[A-Z0-9]{8}(?:[A-Z0-9]{3})?$/i;

/** Control characters and bidirectional overrides, which could disguise one name as another. */
const invisibleCharacters = /[\p{Cc}\p{Cf}\u2028\u2029]/gu;

/**
 * What cleanText would change: an invisible character (the very class it removes, so the
 * two cannot drift apart), white space other than a space, two spaces in a row, a space at
 * either end. Most names have none, and are kept as they are rather than copied three times
 * over (a load of the DE list made 0.6 MB of such copies). Not global: `test` keeps no state.
 */
const uncleanText = new RegExp(`${invisibleCharacters.source}|[^\\S ]| {2}|^ | $`, 'u');

/** The text as one line: invisible characters removed, white space collapsed. */
export function cleanText(raw: string): string {
  if (!uncleanText.test(raw)) return raw;
  return raw.replace(invisibleCharacters, '').replace(/\s+/g, ' ').trim();
}

function cleanUrl(raw: unknown): string {
  return typeof raw === 'string' && raw.length <= maxUrlLength ? raw.trim() : '';
}

function toGroup(raw: unknown): GroupInfo | undefined {
  if (typeof raw !== 'object' || raw === null) return undefined;
  const { name, logo } = raw as Record<string, unknown>;
  if (typeof name !== 'string') return undefined;
  const cleaned = cleanText(name);
  if (cleaned === '' || cleaned.length > maxNameLength) return undefined;
  return { name: cleaned, logo: cleanUrl(logo) };
}

/** The group already kept under its name with the same logo, else `group`, now kept. */
function sharedGroup(group: GroupInfo | undefined, kept: Map<string, GroupInfo>): GroupInfo | undefined {
  if (group === undefined) return undefined;
  const known = kept.get(group.name);
  if (known?.logo === group.logo) return known;
  kept.set(group.name, group);
  return group;
}

/**
 * The usable banks of an answer, in the order given. A group is kept once, however many banks
 * name it (nearly every DE bank names one of two), not once per bank.
 */
export function toBankRecords(entries: readonly unknown[]): BankRecord[] {
  const records: BankRecord[] = [];
  const seen = new Set<string>();
  const groups = new Map<string, GroupInfo>();
  // The loop only calls: V8 compiles a long loop again while it runs (on-stack replacement), and
  // with the whole record's making inlined that compile took up to 160 ms in the background,
  // into the PSU's first keystroke (measured with the bench).
  for (const entry of entries) {
    const record = toBankRecord(entry, seen, groups);
    if (record) records.push(record);
  }
  return records;
}

/** The entry's record, unless it is unusable or its name was seen before (then added to `seen`). */
function toBankRecord(
  entry: unknown,
  seen: Set<string>,
  groups: Map<string, GroupInfo>,
): BankRecord | undefined {
  if (!isAspspData(entry)) return undefined;
  const name = cleanText(entry.name);
  const country = entry.country.trim().toUpperCase();
  if (name === '' || name.length > maxNameLength || seen.has(name) || !/^[A-Z]{2}$/.test(country))
    return undefined;
  seen.add(name);
  const bic =
    typeof entry.bic === 'string' && bicPattern.test(entry.bic) ? entry.bic.toUpperCase() : undefined;
  return {
    id: `bank:${name}`,
    name,
    country,
    beta: entry.beta,
    logo: cleanUrl(entry.logo),
    bic,
    group: sharedGroup(toGroup(entry.group), groups),
    key: undefined,
  };
}

/** What a search matches the bank on, made the first time it is asked for. */
export function searchKeyOf(record: BankRecord): SearchKey {
  return (record.key ??= searchKey(record.name, record.bic));
}

/** The bank's name while its search key is not made yet, else undefined. */
export function nameUntilKeyed(record: BankRecord): string | undefined {
  return record.key === undefined ? record.name : undefined;
}

/**
 * Makes the search keys of records `start` to `end` (or all) ahead of a search, in slices after
 * `ready` (a search made first makes those it needs itself). The loop only calls, as
 * toBankRecords's does.
 */
export function indexRecords(records: readonly BankRecord[], start = 0, end = records.length): void {
  for (let index = start; index < end && index < records.length; index++)
    searchKeyOf(records[index] as BankRecord);
}
