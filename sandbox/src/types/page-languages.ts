/**
 * The languages of the widgets, which the sandbox's own pages speak too: the one list the
 * sandbox has of them. /lib/ serves a catalogue for each but English (routes/static-lib.ts),
 * the credentials frame reads those catalogues (credentials-frame/frame-texts.ts), and the
 * hosted and hand-off pages have texts in each (./all.ts). The specification's 12 and German,
 * Spanish, Italian and Portuguese, lowercase as the widgets' `locale` reads them.
 */
export const PAGE_LANGUAGES = [
  'da',
  'de',
  'en',
  'es',
  'et',
  'fi',
  'fr',
  'it',
  'lt',
  'lv',
  'nl',
  'no',
  'pl',
  'pt',
  'ru',
  'sv',
] as const;

export type PageLanguage = (typeof PAGE_LANGUAGES)[number];

export const DEFAULT_PAGE_LANGUAGE: PageLanguage = 'en';
