/**
 * The messages of each locale, loaded when a widget first needs them. English is built in;
 * the other 15 come from locale-modules.ts (a separate chunk each in the ES build, a JSON file
 * each beside the script-tag bundle), so a page pays only for the languages it shows.
 */
import { browserIsOffline } from '../api/online.js';
import { loadLocale } from './locale-modules.js';
import type { Locale } from './locale.js';
import { en, type Messages } from './locales/en.js';

const loaded = new Map<Locale, Messages>([['en', en]]);
const pending = new Map<Locale, Promise<void>>();
/**
 * Locales whose messages could not be had: they stay English, and are not asked for again,
 * unless the browser was offline then: the next load (Try again, back online) asks again.
 */
const unavailable = new Set<Locale>();

/** The locale's messages, or English until they have arrived (or when they cannot). */
export function catalogFor(locale: Locale): Messages {
  return loaded.get(locale) ?? en;
}

/** The language the widget's text is in: the locale's once its messages are there, English until then. */
export function textLocale(locale: Locale): Locale {
  return loaded.has(locale) ? locale : 'en';
}

/** Loaded, or known to be unavailable: either way nothing more will change. */
export function isCatalogSettled(locale: Locale): boolean {
  return loaded.has(locale) || unavailable.has(locale);
}

/** Loads a locale once; resolves when it is there, or when it failed and English stays. */
export function ensureCatalog(locale: Locale, backendOrigin?: string): Promise<void> {
  if (loaded.has(locale)) return Promise.resolve();
  let loading = pending.get(locale);
  if (!loading) {
    loading = loadLocale(locale, backendOrigin).then(
      (messages) => void loaded.set(locale, messages),
      () => {
        unavailable.add(locale);
        if (browserIsOffline()) pending.delete(locale);
      },
    );
    pending.set(locale, loading);
  }
  return loading;
}
