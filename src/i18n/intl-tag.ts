import type { Locale } from './locale.js';

/**
 * The tag without a region: Bokmål for Norwegian (every engine formats 'nb'), Portugal for
 * Portuguese (the catalogue is Portugal's; 'pt' alone is Brazil's formats), and Britain's
 * day-month-year for English, as a PSU in Europe writes it ('en' alone is American).
 */
const withoutRegion: Partial<Record<Locale, string>> = { en: 'en-GB', no: 'nb', pt: 'pt-PT' };

/** Whether the engine has the formats of a language in a region, by tag ('de-AT'). */
const knownRegions: Record<string, boolean> = {};

/**
 * The tag Intl formats dates, amounts and sorting with. The catalogue goes by language, but
 * the region of the tag that chose it ('de-AT', 'en_IE') is kept when the engine has data
 * for it, so an Austrian PSU reads "5. Jänner 2026" and "€ 1.234,50", not Germany's forms.
 */
export function intlTag(locale: Locale, tag?: string | null): string {
  const fallback = withoutRegion[locale] ?? locale;
  try {
    // Throws on a tag that is no BCP 47 tag ('de_AT', ''): the language's forms then.
    const { region } = new Intl.Locale(tag ?? '');
    const regional = `${fallback.slice(0, 2)}-${region}`;
    // An engine without the region's data resolves the tag to another (or to the language alone).
    if (
      region &&
      (knownRegions[regional] ??= new Intl.NumberFormat(regional).resolvedOptions().locale === regional)
    )
      return regional;
  } catch {
    // The language's forms, as below.
  }
  return fallback;
}
