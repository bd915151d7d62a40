/**
 * What reads as a work diary rather than as a current fact: the phrases below, and to-do
 * markers. The documentation and the code's comments share the vocabulary; "proof" counts in the documentation only, since in
 * code it is a word of the domain (proof of possession). "Session" alone is the PSU's session
 * of this domain, and a WebDriver session request is no diary either.
 */

const ORDINAL =
  'first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth|[a-z]+teenth|twentieth';

/** Phrases of a diary, matched without regard to case. */
const PHRASES = [
  `\\b(?:${ORDINAL})\\s+(?:work\\s+)?sessions?\\b(?![\\s-]+(?:requests?|ids?)\\b)`,
  `\\bwork\\s+sessions?\\b`,
  `\\bsessions?\\s+(?:#?\\d+|one|two|three)\\b`,
  `\\bin\\s+(?:the\\s+)?(?:${ORDINAL})\\s+(?:to|and)\\s+(?:the\\s+)?(?:${ORDINAL})\\s+sessions\\b`,
  `\\bissues?\\s+#?\\d+\\b`,
  `\\bfindings?\\s+#?\\d+\\b`,
  // An issue or pull request by its number, in parentheses or after a word such as see or fixes.
  `(?:\\(|\\b(?:see|in|per|from|for|fixes|fixed|closes|closed|resolves|resolved|ticket|PR)\\s+)#\\d+\\b`,
  `\\bthis\\s+round\\b`,
  // After an article it is a fact of the code (when the server last told the time), not a diary.
  `(?<!\\bthe\\s)\\blast\\s+time\\b`,
];

const TO_DO_MARKER = /\b(?:TODO|FIXME)\b/;

export const DOCS_DIARY = new RegExp([...PHRASES, '\\bproofs?\\b'].join('|'), 'i');
export const CODE_DIARY = new RegExp(PHRASES.join('|'), 'i');

/** The diary phrase the text holds, if any: for the documentation or for the code's comments. */
export function diaryPhrase(text: string, pattern: RegExp): string | undefined {
  return (pattern.exec(text) ?? TO_DO_MARKER.exec(text))?.[0];
}
