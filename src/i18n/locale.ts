import { ownValue } from '../api/own-value.js';

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
export const defaultLocale: Locale = 'en';

/** Norwegian is 'nb' (Bokmål) or 'nn' (Nynorsk) in most browsers; both read our 'no'. */
const aliases: Record<string, Locale> = { nb: 'no', nn: 'no' };

/** The locale for a language tag ('FI', 'sv-FI', 'nb-NO'), or undefined when we have none. */
export function matchLocale(tag: string | null | undefined): Locale | undefined {
  if (!tag) return undefined;
  // The language subtag, before a '-' (or the '_' of 'de_AT'), found without a pattern.
  const primary = tag.trim().toLowerCase().replace('_', '-').split('-')[0] ?? '';
  if ((locales as readonly string[]).includes(primary)) return primary as Locale;
  return ownValue(aliases, primary);
}

/**
 * The tag that chooses the locale: the first of the candidates, in order, that names one
 * (for a widget: its `locale` attribute, the nearest `lang` of the page, the browser's
 * languages). Its region, if any, is the one Intl formats with (intl-tag.ts).
 */
export function chooseTag(candidates: readonly (string | null | undefined)[]): string | undefined {
  return candidates.find((candidate): candidate is string => matchLocale(candidate) !== undefined);
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
  return matchLocale(chooseTag([attribute, pageLang, ...browserLanguages])) ?? defaultLocale;
}
