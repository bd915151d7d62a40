/**
 * The messages of each locale, loaded when a widget first needs them. English is built in;
 * the other 11 come from locale-modules.ts (a separate chunk each in the ES build, a JSON file
 * each beside the script-tag bundle), so a page pays only for the languages it shows.
 */
import { loadLocale } from './locale-modules.js';
import type { Locale } from './locale.js';
import { en, type Messages } from './locales/en.js';

const loaded = new Map<Locale, Messages>([['en', en]]);
const pending = new Map<Locale, Promise<void>>();

/** The locale's messages, or English until they have arrived (or when they cannot). */
export function catalogFor(locale: Locale): Messages {
  return loaded.get(locale) ?? en;
}

export function isCatalogLoaded(locale: Locale): boolean {
  return loaded.has(locale);
}

/** Loads a locale once; resolves when it is there, or when it failed and English stays. */
export function ensureCatalog(locale: Locale): Promise<void> {
  if (loaded.has(locale)) return Promise.resolve();
  let loading = pending.get(locale);
  if (!loading) {
    loading = loadLocale(locale).then(
      (messages) => void loaded.set(locale, messages),
      () => undefined,
    );
    pending.set(locale, loading);
  }
  return loading;
}
