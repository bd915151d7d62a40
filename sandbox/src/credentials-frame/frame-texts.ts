/**
 * The words of the credentials frame in the widget's locale, so that the frame reads as part
 * of the widget around it: the widgets' own catalogues, which the sandbox serves at
 * /lib/locales/ (from the built library), and English when a locale is not there.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { DEFAULT_PAGE_LANGUAGE, type PageLanguage } from '../types/page-languages.js';
import { matchPageLanguage } from '../views/page-texts/page-language.js';

const ENGLISH = {
  flowCredentialsFrameTitle: '{aspsp} login form',
  flowCredentialsSubmit: 'Log in',
  flowRequired: 'required',
  flowShowSecret: 'Show {field}',
  flowFormatHint: 'This does not look like the expected format.',
  flowWrongCredentials: 'The details you entered were not accepted. Check them and try again.',
  flowSending: 'Sending…',
  errorNetwork: 'The service could not be reached. Check your connection and try again.',
  errorService: 'The service could not complete the request. Please try again later.',
};

export type FrameTexts = typeof ENGLISH;

const loaded = new Map<string, Promise<FrameTexts>>();

/** A locale the widgets speak (the widget writes its own in the frame's URL as `locale=`), or English. */
export function frameLocale(requested: string | null): PageLanguage {
  return matchPageLanguage(requested ?? undefined) ?? DEFAULT_PAGE_LANGUAGE;
}

/** The texts of `locale` (one of frameLocale's), read once per library folder. */
export function frameTexts(libDir: string, locale: string): Promise<FrameTexts> {
  if (locale === 'en') return Promise.resolve(ENGLISH);
  const key = `${libDir}\n${locale}`;
  let texts = loaded.get(key);
  if (!texts) {
    texts = readCatalogue(join(libDir, 'locales', `${locale}.json`));
    loaded.set(key, texts);
  }
  return texts;
}

/** Each text the catalogue has as a string; English for the rest, and for a file that is not there. */
async function readCatalogue(file: string): Promise<FrameTexts> {
  let catalogue: unknown;
  try {
    catalogue = JSON.parse(await readFile(file, 'utf8'));
  } catch {
    return ENGLISH;
  }
  const texts = { ...ENGLISH };
  if (typeof catalogue !== 'object' || catalogue === null) return texts;
  for (const key of Object.keys(ENGLISH) as (keyof FrameTexts)[]) {
    const text = (catalogue as Record<string, unknown>)[key];
    if (typeof text === 'string') texts[key] = text;
  }
  return texts;
}
