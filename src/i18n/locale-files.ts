/**
 * The script-tag bundle's locale loader (vite.config.ts puts it in place of
 * locale-modules.ts): the catalogues are JSON files, fetched when first needed, from the
 * backend's /lib/locales/ ({auth_url} serves the library there) and else from locales/
 * beside the script. The backend first: a strict page's connect-src allows it already, even
 * when the page serves the script itself. JSON rather than script: nothing to execute.
 */
import type { Locale } from './locale.js';
import { scriptFolder } from '../elements/script-folder.js';
import { en, type Messages } from './locales/en.js';

const scriptBase = scriptFolder && new URL('locales/', scriptFolder);

export async function loadLocale(locale: Locale, backendOrigin?: string): Promise<Messages> {
  if (locale === 'en') return en;
  const bases = [backendOrigin ? new URL('/lib/locales/', backendOrigin) : undefined, scriptBase];
  for (const base of bases) {
    if (!base) continue;
    const messages = await fetchCatalog(new URL(`${locale}.json`, base));
    if (messages) return messages;
  }
  throw new Error(`No catalogue found for ${locale}.`);
}

async function fetchCatalog(url: URL): Promise<Messages | undefined> {
  try {
    const response = await fetch(url, { credentials: 'omit' });
    const messages: unknown = response.ok ? await response.json() : undefined;
    return isCatalog(messages) ? messages : undefined;
  } catch {
    return undefined;
  }
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
