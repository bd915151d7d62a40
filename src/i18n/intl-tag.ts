import type { Locale } from './locale.js';

/**
 * The tag without a region: Bokmål for Norwegian (every engine formats 'nb'), Portugal for
 * Portuguese (the catalogue is Portugal's; 'pt' alone is Brazil's formats), and Britain's
 * day-month-year for English, as a PSU in Europe writes it ('en' alone is American).
 */
const withoutRegion: Partial<Record<Locale, string>> = { en: 'en-GB', no: 'nb', pt: 'pt-PT' };

/**
 * The tag Intl formats dates, amounts and sorting with. The catalogue goes by language, but
 * the region of the tag that chose it ('de-AT') is kept, so an Austrian PSU reads
 * "5. Jänner 2026" and "€ 1.234,50", not Germany's forms. Whether the engine has the region's
 * data is known only by making a format (localization.ts checks it when it makes one).
 */
export function intlTag(locale: Locale, tag?: string | null): string {
  const language = withoutRegion[locale] ?? locale;
  try {
    // Throws on a tag that is no BCP 47 tag ('de_AT', ''): the language's forms then.
    const { region } = new Intl.Locale(tag ?? '');
    if (region) return `${language.slice(0, 2)}-${region}`;
  } catch {
    // The language's forms, as below.
  }
  return language;
}
