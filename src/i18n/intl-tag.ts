import type { Locale } from './locale.js';

/**
 * The tag without a region: Bokmål for Norwegian (every engine formats 'nb'), Portugal for
 * Portuguese (the catalogue is Portugal's; 'pt' alone is Brazil's formats), and Britain's
 * day-month-year for English, as a PSU in Europe writes it ('en' alone is American).
 */
const withoutRegion: Partial<Record<Locale, string>> = { en: 'en-GB', no: 'nb', pt: 'pt-PT' };

/**
 * The region subtag of a language tag, after the language and any script ('de-AT',
 * 'de-Latn-AT', 'es-419'). Read from the text, not with Intl.Locale: a page's first Intl
 * object costs milliseconds, and a widget reads its locale for its first request.
 */
const regionOfTag = /^[a-z]{2,3}(?:-[a-z]{4})?-([a-z]{2}|\d{3})\b/i;

/**
 * The tag Intl formats dates, amounts and sorting with. The catalogue goes by language, but
 * the region of the tag that chose it ('de-AT') is kept, so an Austrian PSU reads
 * "5. Jänner 2026" and "€ 1.234,50", not Germany's forms. Whether the engine has the region's
 * data is known only by making a format (localization.ts checks it when it makes one).
 * A tag that is no BCP 47 tag ('de_AT', '') gives the language's forms.
 */
export function intlTag(locale: Locale, tag?: string | null): string {
  const language = withoutRegion[locale] ?? locale;
  // A tag of one subtag ('de', most pages' `lang`) has no region to look for.
  const region = tag?.includes('-') ? regionOfTag.exec(tag)?.[1] : undefined;
  return region ? `${language.slice(0, 2)}-${region.toUpperCase()}` : language;
}
