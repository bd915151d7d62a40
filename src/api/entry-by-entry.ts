/**
 * JSON.parse for an answer that is one large list, without holding the whole list at once.
 *
 * `JSON.parse` of the DE list (3.3 MB, 2,066 ASPSPs with their auth methods) builds every
 * entry before the widget keeps a few fields of each: the garbage collector sees all of it
 * alive, copies it out of the young generation and starts a full collection that ends while
 * the PSU types the first letters (README, performance). Parsed one entry at a time, each
 * entry is garbage before the next is read.
 *
 * The result is the same as `JSON.parse`'s in every case, errors included: the text is split
 * only at the commas between the list's entries (outside strings, at the list's own depth),
 * and each part, and the text around the list, is still read by `JSON.parse`. A text this
 * cannot split (the list absent, its name written with escapes, or given twice) is parsed
 * whole.
 */

const quote = 0x22;
const backslash = 0x5c;
const comma = 0x2c;
const openBrace = 0x7b;
const closeBrace = 0x7d;
const openBracket = 0x5b;
const closeBracket = 0x5d;

/** Where the list's entries are: each entry's text is text.slice(bounds[2n], bounds[2n + 1]). */
export interface ListSpan {
  /** The positions of the list's `[` and `]`. */
  readonly open: number;
  readonly close: number;
  readonly bounds: readonly number[];
}

/** The position of the quote that closes the string opened at `start`, or -1. */
function stringEnd(text: string, start: number): number {
  let end = start;
  for (;;) {
    end = text.indexOf('"', end + 1);
    if (end < 0) return -1;
    let backslashes = 0;
    while (text.charCodeAt(end - 1 - backslashes) === backslash) backslashes++;
    if (backslashes % 2 === 0) return end;
  }
}

/** A key's colon, with the white space JSON allows around it; its end is where the value starts. */
const colonAfterKey = /[ \t\n\r]*:[ \t\n\r]*/y;

/**
 * Where the list at `key` of the top-level object is and where its entries part, or
 * undefined when the text is not laid out so (then it is parsed whole, as it is).
 */
export function findList(text: string, key: string): ListSpan | undefined {
  const quotedKey = `"${key}"`;
  let depth = 0;
  let open = -1;
  let close = -1;
  let bounds: number[] = [];
  let entryStart = -1;
  for (let at = 0; at < text.length; at++) {
    const code = text.charCodeAt(at);
    if (code === quote) {
      const end = stringEnd(text, at);
      if (end < 0) return undefined;
      colonAfterKey.lastIndex = end + 1;
      if (depth === 1 && text.startsWith(quotedKey, at) && colonAfterKey.test(text)) {
        const value = colonAfterKey.lastIndex;
        // Given twice, JSON.parse keeps the last: parsed whole rather than guessed.
        if (open >= 0 || text.charCodeAt(value) !== openBracket) return undefined;
        open = value;
        entryStart = value + 1;
        depth = 2;
        at = value;
        continue;
      }
      at = end;
    } else if (code === openBrace || code === openBracket) {
      depth++;
    } else if (code === closeBrace || code === closeBracket) {
      if (depth === 2 && entryStart >= 0) {
        if (code !== closeBracket) return undefined;
        close = at;
        bounds.push(entryStart, at);
        entryStart = -1;
      }
      depth--;
    } else if (code === comma && depth === 2 && entryStart >= 0) {
      bounds.push(entryStart, at);
      entryStart = at + 1;
    }
  }
  if (open < 0 || close < 0) return undefined;
  // "[]" and "[ ]" hold no entry (not one empty one, which JSON.parse would refuse).
  if (bounds.length === 2 && text.slice(open + 1, close).trim() === '') bounds = [];
  return { open, close, bounds };
}

/**
 * `JSON.parse(text)`, except that when the top-level object's list at `key` can be split,
 * each of its entries is passed to `visit` as soon as it is parsed and not kept, and the result
 * holds an empty list there. When it cannot, the result is JSON.parse's, its list whole.
 * Throws what JSON.parse throws for a text that is not JSON.
 */
export function parseEntryByEntry(text: string, key: string, visit: (entry: unknown) => void): unknown {
  const list = findList(text, key);
  if (list === undefined) return JSON.parse(text);
  // The text around the list first: a malformed answer fails before any entry is visited.
  const around: unknown = JSON.parse(`${text.slice(0, list.open)}[]${text.slice(list.close + 1)}`);
  const { bounds } = list;
  for (let index = 0; index < bounds.length; index += 2)
    visit(JSON.parse(text.slice(bounds[index], bounds[index + 1])));
  return around;
}
