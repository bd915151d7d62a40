/** Letters that Unicode normalisation does not split into a base letter and a mark. */
const SPECIAL_LETTERS: Readonly<Record<string, string>> = {
  ß: 'ss',
  ø: 'o',
  æ: 'ae',
  ł: 'l',
  đ: 'd',
  œ: 'oe',
};

/** 'Sparkasse Fürth' → 'sparkasse-furth': a file-name-safe form for logo paths. */
export function slugify(text: string): string {
  return (
    text
      .toLowerCase()
      .replace(/[ßøæłđœ]/g, (letter) => SPECIAL_LETTERS[letter] ?? letter)
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .replace(/[^a-z0-9]+/g, '-')
      // One dash at most at either end now; `-+$` would try every dash of a run again.
      .replace(/^-|-$/g, '')
  );
}
