/**
 * Folding, the first step of the bank search: case, diacritics and common transliterations
 * are removed (Köln = Koeln = koln, Ålandsbanken = Aalandsbanken, Weiß = Weiss, ø = o) and
 * each folded character remembers where it came from, so a match can be marked in the name.
 */
import { foldAscii, isPrintableAscii, type FoldedWords } from './fold-ascii.js';

/** A folded text with the source of each folded character in the original, for marking matches. */
export interface FoldedText extends FoldedWords {
  /** For each character of `text`, where its source starts in the original text. */
  readonly starts: readonly number[];
  /** For each character of `text`, where its source ends (exclusive) in the original text. */
  readonly ends: readonly number[];
  /** As `ends`, but past the letters folded into it ("ä" of "Sää", "e" of "Koe"). */
  readonly fullEnds: readonly number[];
}

const enum CharKind {
  other,
  lower,
  upper,
}

interface CharInfo {
  /** '' for a combining mark, ' ' for a separator, else one or more lowercase letters or digits. */
  readonly folded: string;
  readonly kind: CharKind;
  /** The ASCII that folds the same way, in the character's case (asciiFoldingAlike), if any. */
  readonly ascii: string | undefined;
}

/** Letters that Unicode decomposition leaves alone, mapped as a reader of these languages would type them. */
const specialLetters: Readonly<Record<string, string>> = {
  ß: 'ss',
  ø: 'o',
  æ: 'ae',
  œ: 'oe',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
  ŀ: 'l',
};

const letterOrDigits = /^[\p{L}\p{N}]+$/u;

function describe(char: string): CharInfo {
  const lower = char.toLowerCase();
  const kind =
    lower !== char ? CharKind.upper : char.toUpperCase() !== char ? CharKind.lower : CharKind.other;
  const stripped = specialLetters[lower] ?? lower.normalize('NFD').replace(/\p{M}/gu, '');
  const folded = stripped === '' ? '' : letterOrDigits.test(stripped) ? stripped : ' ';
  const ascii = /^[a-z ]*$/.test(folded)
    ? kind === CharKind.upper
      ? folded.toUpperCase()
      : folded
    : undefined;
  return { folded, kind, ascii };
}

/** Folding is a look-up per character, cached by code point. */
const charCache = new Map<number, CharInfo>();

function charInfo(codePoint: number): CharInfo {
  let info = charCache.get(codePoint);
  if (info === undefined) {
    info = describe(String.fromCodePoint(codePoint));
    charCache.set(codePoint, info);
  }
  return info;
}

/**
 * Digraphs written for the letters above (ae for ä, oe for ö, ue for ü, aa for å, ss for ß)
 * fold to the single letter on both sides, so "Koeln", "Köln" and "Koln" are all "koln".
 */
function collapses(previous: string, next: string): boolean {
  if (next === 'e') return previous === 'a' || previous === 'o' || previous === 'u';
  return (next === 'a' || next === 's') && previous === next;
}

/**
 * The folded characters and word starts of the fold under way, in buffers reused from one
 * call to the next. Folding every name of an answer into arrays of its own made 1.4 MB of the
 * 3.7 MB that a load of the DE list allocated besides the answer (a heap sampling profile),
 * garbage that the load's task then stopped to collect. Folding is synchronous and
 * never nests, so one pair of buffers serves every call.
 */
const foldedCodes: number[] = [];
const foldedWordStarts: number[] = [];
/** The most character codes passed to one call: engines limit a call's arguments (WebKit to 65,536). */
const codesPerCall = 8192;
/** The sources of a fold without them: never written. */
const noSources: number[] = [];

/** Builds a folded text one character of the original at a time. */
class FoldedTextBuilder {
  /** How many characters of foldedCodes and foldedWordStarts this fold has written. */
  private length = 0;
  private wordCount = 0;
  /** The last folded character: '' before the first, ' ' after a separator. */
  private last = '';
  private readonly starts: number[];
  private readonly ends: number[];
  private readonly fullEnds: number[];
  private atSeparator = true;
  private previousLower = false;

  constructor(private readonly withSources: boolean) {
    this.starts = withSources ? [] : noSources;
    this.ends = withSources ? [] : noSources;
    this.fullEnds = withSources ? [] : noSources;
  }

  /** A combining mark belongs to the letter before it. */
  addMark(end: number): void {
    if (!this.withSources || this.last === '' || this.last === ' ') return;
    this.ends[this.ends.length - 1] = end;
    this.fullEnds[this.fullEnds.length - 1] = end;
  }

  /** Any run of separators becomes one space, and none leads. */
  addSeparator(index: number, end: number): void {
    if (this.last !== '' && this.last !== ' ') this.push(' ', index, end);
    this.atSeparator = true;
    this.previousLower = false;
  }

  /** The folded letters of one character; a word starts after a separator or where "KölnBonn" turns upper case. */
  addLetters(info: CharInfo, index: number, end: number): void {
    const startsWord = this.atSeparator || (info.kind === CharKind.upper && this.previousLower);
    const { folded } = info;
    for (let k = 0; k < folded.length; k++) {
      const char = folded[k] as string;
      if (collapses(this.last, char)) {
        if (this.withSources) this.fullEnds[this.fullEnds.length - 1] = end;
        continue;
      }
      if (startsWord && k === 0) foldedWordStarts[this.wordCount++] = this.length;
      this.push(char, index, end);
    }
    this.atSeparator = false;
    this.previousLower = info.kind === CharKind.lower;
  }

  /**
   * The result, without a trailing separator. The text is made at once from the character
   * codes, as one flat string: `text += char` would leave each name a chain of a few dozen
   * string pieces, which the garbage collector copies and the first search then flattens,
   * both during the PSU's first keystroke (measured with the bench).
   */
  finish(): FoldedWords {
    if (this.last === ' ') {
      this.length--;
      this.starts.pop();
      this.ends.pop();
      this.fullEnds.pop();
    }
    foldedCodes.length = this.length;
    const text = textOf(foldedCodes);
    const wordStarts = foldedWordStarts.slice(0, this.wordCount);
    if (!this.withSources) return { text, wordStarts };
    const withSources: FoldedText = {
      text,
      wordStarts,
      starts: this.starts,
      ends: this.ends,
      fullEnds: this.fullEnds,
    };
    return withSources;
  }

  private push(char: string, index: number, end: number): void {
    foldedCodes[this.length++] = char.charCodeAt(0);
    this.last = char;
    if (!this.withSources) return;
    this.starts.push(index);
    this.ends.push(end);
    this.fullEnds.push(end);
  }
}

/** The string of these character codes; a long text (a pasted query) in slices. */
function textOf(codes: number[]): string {
  if (codes.length <= codesPerCall) return String.fromCharCode.apply(null, codes);
  let text = '';
  for (let start = 0; start < codes.length; start += codesPerCall)
    text += String.fromCharCode.apply(null, codes.slice(start, start + codesPerCall));
  return text;
}

const beyondAscii = /[^\x20-\x7e]/gu;

/**
 * The character as ASCII that folds the same way, in its case ("Ł" → "L", "ß" → "ss", a dash
 * → " "), or itself when there is none (a letter of another script). Every letter that folds
 * to ASCII letters has a case, which the ASCII keeps for the word starts ("KölnBonn").
 */
function asciiFoldingAlike(char: string): string {
  return charInfo(char.codePointAt(0) as number).ascii ?? char;
}

/** The text with each character beyond ASCII written as the ASCII that folds the same way, where there is one. */
export function asciiAlike(text: string): string {
  return text.replace(beyondAscii, asciiFoldingAlike);
}

/** Folds a name or a query; see FoldedText. */
export function fold(original: string): FoldedText;
/** Without `withSources`, only what matching needs: half the work, for every name of an answer. */
export function fold(original: string, withSources: false): FoldedWords;
export function fold(original: string, withSources = true): FoldedWords {
  if (!withSources) {
    // Most names beyond ASCII are Latin letters with diacritics: written as the ASCII that folds
    // the same way ("Łódź" → "Lodz"), they take the engine's string functions, several times
    // faster than the loop below. A character with no such ASCII stays, and sends the name there.
    const ascii = asciiAlike(original);
    if (isPrintableAscii(ascii)) return foldAscii(ascii);
  }
  const builder = new FoldedTextBuilder(withSources);
  for (let index = 0; index < original.length;) {
    const codePoint = original.codePointAt(index) as number;
    const end = index + (codePoint > 0xffff ? 2 : 1);
    const info = charInfo(codePoint);
    if (info.folded === '') builder.addMark(end);
    else if (info.folded === ' ') builder.addSeparator(index, end);
    else builder.addLetters(info, index, end);
    index = end;
  }
  return builder.finish();
}
