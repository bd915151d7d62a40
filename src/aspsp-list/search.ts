/**
 * Bank search as the PSU expects it: case, diacritics and common transliterations are
 * ignored (Köln = Koeln = koln, Ålandsbanken = Aalandsbanken, Weiß = Weiss, ø = o), every
 * query word must match the start of a word of the name (or the whole query the BIC), one
 * typo is forgiven in longer words, better matches rank first, and each match says which
 * part of the name to highlight. Names are folded once per response (`fold`); a keystroke
 * only folds the query.
 */

import { asciiAlike, fold } from './fold.js';
import { isPrintableAscii, type FoldedWords } from './fold-ascii.js';

/** A half-open range [start, end) of a string. */
export type Range = readonly [start: number, end: number];

/** What a name is matched on; built once per response. */
export interface SearchKey {
  readonly name: FoldedWords;
  /** The BIC in upper case, or '' when there is none. */
  readonly bic: string;
}

/** A query, prepared once per keystroke. */
export interface Query {
  /** The whole query folded, words separated by one space. */
  readonly phrase: string;
  /** The folded words of the query. */
  readonly tokens: readonly string[];
  /** For each word, whether its last letter absorbed the next one ("SÄÄ", "Koe"); its mark then covers both. */
  readonly absorbed: readonly boolean[];
  /** The query as a BIC would be written: upper-case letters and digits only. */
  readonly bic: string;
}

/** How well an item matched; lower ranks first. */
export const Rank = {
  /** The name is the query. */
  exact: 0,
  /** The name starts with the query. */
  prefix: 1,
  /** Every query word starts a word of the name, the first one the name's first word. */
  firstWord: 2,
  /** Every query word starts some word of the name. */
  wordStart: 3,
  /** The query is (the start of) the BIC. */
  bic: 4,
  /** As wordStart, but at least one word needed one typo forgiven. */
  typo: 5,
} as const;
export type Rank = (typeof Rank)[keyof typeof Rank];

/** A half-open range of a folded text to mark; `full` takes in the letters folded into its last one. */
export type FoldedRange = readonly [start: number, end: number, full: boolean];

export interface SearchMatch {
  readonly rank: Rank;
  /** The matched ranges of the folded name; marksOf turns them into ranges of the name. */
  readonly ranges: readonly FoldedRange[];
  /** The range of the BIC to mark, when the match came from the BIC. */
  readonly bic?: Range;
}

/** Query words at least this long (folded) may contain one typo. */
const minTypoLength = 5;
/** A shorter query is not looked up in BICs (every BIC starts with four letters of the bank). */
const minBicLength = 4;

/** The search key of a name and its BIC; build it once per response. */
export function searchKey(name: string, bic?: string): SearchKey {
  return { name: fold(name, false), bic: bic ? bic.toUpperCase() : '' };
}

export function parseQuery(raw: string): Query {
  const folded = fold(raw);
  const phrase = folded.text;
  const tokens = phrase === '' ? [] : phrase.split(' ');
  let position = 0;
  const absorbed = tokens.map((token) => {
    const lastIndex = position + token.length - 1;
    position += token.length + 1;
    return (folded.fullEnds[lastIndex] ?? 0) > (folded.ends[lastIndex] ?? 0);
  });
  return { phrase, tokens, absorbed, bic: raw.toUpperCase().replace(/[^A-Z0-9]/g, '') };
}

/** A query that filters nothing: empty, or only punctuation. */
export function isEmptyQuery(query: Query): boolean {
  return query.tokens.length === 0 && query.bic === '';
}

/** Where `query` from `from` ends when it matches exactly at `at` in `text`, or -1. */
function restMatches(query: string, from: number, text: string, at: number): number {
  const rest = query.length - from;
  if (rest < 0 || at + rest > text.length) return -1;
  for (let k = 0; k < rest; k++) {
    if (query.charCodeAt(from + k) !== text.charCodeAt(at + k)) return -1;
  }
  return at + rest;
}

/**
 * How many characters of `text` from `start` match `query` as a prefix with at most one
 * edit (a wrong, missing, extra or swapped character), or -1. Linear: no edit matrix.
 */
export function typoPrefixLength(query: string, text: string, start: number): number {
  let i = 0;
  let j = start;
  while (i < query.length && j < text.length && query.charCodeAt(i) === text.charCodeAt(j)) {
    i++;
    j++;
  }
  if (i === query.length) return j - start;
  const inText = j < text.length;
  // The reading that covers the most of the text marks the most.
  const end = Math.max(
    inText ? restMatches(query, i + 1, text, j + 1) : -1, // a wrong character
    restMatches(query, i + 1, text, j), // an extra character
    inText ? restMatches(query, i, text, j + 1) : -1, // a missing character
    i + 1 < query.length && j + 1 < text.length && query[i] === text[j + 1] && query[i + 1] === text[j]
      ? restMatches(query, i + 2, text, j + 2) // two swapped characters
      : -1,
  );
  return end < 0 ? -1 : end - start;
}

/** A BIC matches a query that is its start (four characters or more), or its 11-character form. */
function matchBic(bic: string, query: string): Range | undefined {
  if (bic === '' || query.length < minBicLength) return undefined;
  if (bic.startsWith(query)) return [0, query.length];
  if (bic.length === 8 && query.length === 11 && query.startsWith(bic)) return [0, bic.length];
  return undefined;
}

/** The ranges of `name` that its match marks: sorted and merged. Computed for shown cards only. */
export function marksOf(name: string, match: SearchMatch): Range[] {
  if (match.ranges.length === 0) return [];
  const folded = fold(name);
  const mapped = match.ranges
    .filter(([start, end]) => end > start)
    .map(([start, end, full]): [number, number] => [
      folded.starts[start] ?? 0,
      (full ? folded.fullEnds : folded.ends)[end - 1] ?? 0,
    ])
    .sort((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const range of mapped) {
    const previous = merged[merged.length - 1];
    if (previous && range[0] <= previous[1]) previous[1] = Math.max(previous[1], range[1]);
    else merged.push(range);
  }
  return merged;
}

/**
 * How well `key` matches `query` (undefined when it does not), with the matched ranges of the
 * name added to `ranges` when it is given: a search ranks every name, but only the cards
 * shown need their ranges (matchKey).
 */
function rankKey(key: SearchKey, query: Query, ranges?: FoldedRange[]): Rank | undefined {
  const { text, wordStarts } = key.name;
  const { phrase, tokens, absorbed } = query;
  if (phrase !== '' && text.startsWith(phrase)) {
    ranges?.push([0, phrase.length, absorbed[absorbed.length - 1] ?? false]);
    return text.length === phrase.length ? Rank.exact : Rank.prefix;
  }
  let typo = false;
  let firstWord = false;
  let matched = tokens.length > 0;
  for (let n = 0; matched && n < tokens.length; n++) {
    const token = tokens[n] as string;
    // Numbers, not a range per word: ranking every name must not allocate (first keystroke's GC).
    let start = -1;
    let end = -1;
    let full = false;
    // Index loops: for-of makes an iterator and a result per word until the function is
    // optimized, 0.25 MB of garbage in the first keystroke (a heap sampling profile).
    for (let w = 0; w < wordStarts.length; w++) {
      const at = wordStarts[w] as number;
      if (text.startsWith(token, at)) {
        start = at;
        end = at + token.length;
        full = absorbed[n] ?? false;
        if (n === 0 && at === 0) firstWord = true;
        break;
      }
    }
    if (start < 0 && token.length >= minTypoLength) {
      for (let w = 0; w < wordStarts.length; w++) {
        const at = wordStarts[w] as number;
        const length = typoPrefixLength(token, text, at);
        if (length > 0) {
          start = at;
          end = at + length;
          typo = true;
          break;
        }
      }
    }
    if (start < 0) matched = false;
    else ranges?.push([start, end, full]);
  }
  if (matched) return typo ? Rank.typo : firstWord ? Rank.firstWord : Rank.wordStart;
  if (ranges) ranges.length = 0;
  return matchBic(key.bic, query.bic) ? Rank.bic : undefined;
}

/** How `key` matches `query`, with what to mark, or undefined when it does not. */
export function matchKey(key: SearchKey, query: Query): SearchMatch | undefined {
  const ranges: FoldedRange[] = [];
  const rank = rankKey(key, query, ranges);
  if (rank === undefined) return undefined;
  const bic = rank === Rank.bic ? matchBic(key.bic, query.bic) : undefined;
  return bic ? { rank, ranges, bic } : { rank, ranges };
}

/**
 * Whether a name whose search key is not made yet may match `query`, told from its text alone.
 * A name in Latin letters folds to the letters of its ASCII form ("Łódź" → "Lodz"), lowercased,
 * some left out: one that lacks the first letter of a query word cannot match it (a word long
 * enough for a typo may lack it). The PSU's first keys often come before every name is folded
 * (after `ready`, in slices): they fold only the names that may match. A query as long as a
 * BIC's start folds them all.
 */
export function mayMatch(name: string, query: Query): boolean {
  if (query.bic.length >= minBicLength) return true;
  const ascii = asciiAlike(name);
  if (!isPrintableAscii(ascii)) return true;
  const letters = ascii.toLowerCase();
  return query.tokens.every((token) => token.length >= minTypoLength || letters.includes(token[0] as string));
}

/**
 * The items matching `query`, best first; items of one rank keep their given (sorted) order.
 * Bucketed by rank rather than sorted, so a keystroke costs one pass over the items. Their
 * matches are left for matchKey to find, for the cards shown only. An item whose key is not
 * made yet (`unkeyedName` gives its name) gets one only if it may match.
 */
export function search<T>(
  items: readonly T[],
  keyOf: (item: T) => SearchKey,
  query: Query,
  unkeyedName: (item: T) => string | undefined,
): T[] {
  const buckets: T[][] = [[], [], [], [], [], []];
  for (let index = 0; index < items.length; index++) {
    const item = items[index] as T;
    const name = unkeyedName(item);
    const rank = name === undefined || mayMatch(name, query) ? rankKey(keyOf(item), query) : undefined;
    if (rank !== undefined) buckets[rank]?.push(item);
  }
  return buckets.flat();
}
