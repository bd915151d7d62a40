/**
 * The widgets' 16 locales (the specification's 12, and German, Spanish, Italian and Portuguese)
 * and how one is chosen: a pure decision, tested on its own.
 */

export const locales = [
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
export type Locale = (typeof locales)[number];
const defaultLocale: Locale = 'en';

/** Norwegian is 'nb' (Bokmål) or 'nn' (Nynorsk) in most browsers; both read our 'no'. */
const aliases: Record<string, Locale> = { nb: 'no', nn: 'no' };

/** The locale for a language tag ('FI', 'sv-FI', 'nb-NO'), or undefined when we have none. */
export function matchLocale(tag: string | null | undefined): Locale | undefined {
  if (!tag) return undefined;
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0] ?? '';
  if ((locales as readonly string[]).includes(primary)) return primary as Locale;
  return aliases[primary];
}

/**
 * The `locale` attribute wins; then the nearest `lang` attribute of the page; then the
 * browser's languages in order; then English.
 */
export function resolveLocale(
  attribute: string | null | undefined,
  pageLang: string | null | undefined,
  browserLanguages: readonly string[],
): Locale {
  for (const candidate of [attribute, pageLang, ...browserLanguages]) {
    const locale = matchLocale(candidate);
    if (locale) return locale;
  }
  return defaultLocale;
}

/**
 * The tag given to Intl: 'nb' formats Norwegian dates and numbers in every engine; 'pt' alone
 * is Brazil's formats, and the one Portuguese catalogue is written for Portugal.
 */
const intlTags: Partial<Record<Locale, string>> = { no: 'nb', pt: 'pt-PT' };

export function intlTag(locale: Locale): string {
  return intlTags[locale] ?? locale;
}
