/**
 * Folding for matching of a text in printable ASCII, as most bank names are, by the engine's
 * own string functions rather than a loop over the characters: the same result as folding it
 * character by character (a property test holds the two together). Folding each of the
 * 2,066 names of the DE answer by that loop made it hot enough for V8 to compile it again
 * with its optimising compiler: 45–230 ms on a background thread, which on a two-core
 * machine ran while the PSU typed the first character (measured with the bench).
 */

/** A text folded for matching. */
export interface FoldedWords {
  /** Lowercase letters and digits; words are separated by exactly one space. */
  readonly text: string;
  /** Positions in `text` where a word starts: after a separator, or where "KölnBonn" turns upper case. */
  readonly wordStarts: readonly number[];
}

const printableAscii = /^[\x20-\x7e]*$/;
/** Where "HypoVereinsbank" turns upper case a word starts, marked ("hypo·vereinsbank") until the end; never in the input. */
const wordMark = '·';
const caseChange = /([a-z])([A-Z])/g;
const separators = /[^a-z0-9·]+/g;
/**
 * The digraphs that fold to one letter (ae, oe, ue, aa, ss; `collapses` in fold.ts), in runs:
 * after an "a" every "a" or "e" goes. A word mark before a letter that goes goes with it.
 */
const digraphs = /(a)(?:·?[ae])+|([ou])(?:·?e)+|(s)(?:·?s)+/g;
const wordMarks = /·/g;

export function isPrintableAscii(text: string): boolean {
  return printableAscii.test(text);
}

/** `fold(text, false)` of a text in printable ASCII. */
export function foldAscii(text: string): FoldedWords {
  const marked = text
    .replace(caseChange, `$1${wordMark}$2`)
    .toLowerCase()
    .replace(separators, ' ')
    .trim()
    .replace(digraphs, '$1$2$3');
  if (marked === '') return { text: '', wordStarts: [] };
  return { text: marked.replace(wordMarks, ''), wordStarts: wordStartsOf(marked) };
}

/** Position 0, each position after a space and each marked one, counted without the marks. */
function wordStartsOf(marked: string): number[] {
  const starts = [0];
  let marksBefore = 0;
  let space = marked.indexOf(' ');
  let mark = marked.indexOf(wordMark);
  while (space !== -1 || mark !== -1) {
    if (mark !== -1 && (space === -1 || mark < space)) {
      starts.push(mark - marksBefore);
      marksBefore++;
      mark = marked.indexOf(wordMark, mark + 1);
    } else {
      starts.push(space + 1 - marksBefore);
      space = marked.indexOf(' ', space + 1);
    }
  }
  return starts;
}
