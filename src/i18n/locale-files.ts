/**
 * The script-tag bundle's locale loader (vite.config.ts puts it in place of
 * locale-modules.ts): the catalogues are JSON files in locales/ beside widgets.umd.min.js,
 * fetched when first needed. JSON rather than script, so a strict page needs no more than
 * connect-src for the library's origin.
 */
import type { Locale } from './locale.js';
import { en, type Messages } from './locales/en.js';

// Read while the bundle itself runs: later, document.currentScript is some other script or null.
const script = typeof document === 'undefined' ? null : document.currentScript;
const baseUrl =
  script instanceof HTMLScriptElement && script.src ? new URL('locales/', script.src) : undefined;

export async function loadLocale(locale: Locale): Promise<Messages> {
  if (locale === 'en') return en;
  if (!baseUrl) throw new Error('The locales are found beside the script; it was not loaded from a URL.');
  const response = await fetch(new URL(`${locale}.json`, baseUrl), { credentials: 'omit' });
  const messages: unknown = await response.json();
  if (!isCatalog(messages)) throw new Error(`locales/${locale}.json is not a complete catalogue.`);
  return messages;
}

/** Every key of English, each a string or plural forms with `other`: a file never renders half a widget. */
function isCatalog(value: unknown): value is Messages {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return Object.keys(en).every((key) => {
    const message = record[key];
    if (typeof message === 'string') return true;
    return (
      typeof message === 'object' &&
      message !== null &&
      typeof (message as { other?: unknown }).other === 'string'
    );
  });
}
