/**
 * The script-tag bundle's locale loader (vite.config.ts puts it in place of
 * locale-modules.ts): the catalogues are JSON files, fetched when first needed, from the
 * backend's /lib/locales/ ({auth_url} serves the library there) and else from locales/
 * beside the script. The backend first: a strict page's connect-src allows it already, even
 * when the page serves the script itself. JSON rather than script: nothing to execute.
 * Each is fetched with the integrity hash the build wrote into the bundle, so a bundle pinned
 * with SRI pins its catalogues: a file of another release, or altered, is refused like a
 * missing one, and the widgets speak English.
 */
import type { Locale } from './locale.js';
import { scriptFolder } from '../elements/script-folder.js';
import { en, type Messages } from './locales/en.js';
import { version } from '../version.js';

/** Written by the build (vite.config.ts): each catalogue's `sha256-…` hash. */
declare const __CATALOGUE_INTEGRITY__: Partial<Record<Locale, string>>;

const scriptBase = scriptFolder && new URL('locales/', scriptFolder);

export async function loadLocale(locale: Locale, backendOrigin?: string): Promise<Messages> {
  if (locale === 'en') return en;
  const bases = [backendOrigin ? new URL('/lib/locales/', backendOrigin) : undefined, scriptBase];
  const urls = bases.flatMap((base) => (base ? [new URL(`${locale}.json`, base)] : []));
  for (const url of urls) {
    const messages = await fetchCatalog(url, __CATALOGUE_INTEGRITY__[locale]);
    if (messages) return messages;
  }
  // Once per locale: catalogs.ts asks for a locale only once.
  console.warn(missingCatalogueWarning(locale, urls));
  throw new Error(`No catalogue found for ${locale}.`);
}

/** What to deploy where, for the merchant's developer who reads the console. */
export function missingCatalogueWarning(locale: Locale, urls: readonly URL[]): string {
  const where = urls.length > 0 ? urls.map(String).join(' or ') : 'locales/ beside widgets.umd.min.js';
  return (
    `service-widgets ${version}: the "${locale}" catalogue is missing or is not the one of this ` +
    `release, so the widgets speak English. Deploy dist/locales/${locale}.json of service-widgets ` +
    `${version} at ${where}.`
  );
}

async function fetchCatalog(url: URL, integrity: string | undefined): Promise<Messages | undefined> {
  if (!integrity) return undefined;
  try {
    // A response whose bytes do not match `integrity` rejects, like a network failure.
    const response = await fetch(url, { credentials: 'omit', integrity });
    // The bytes are the build's own, so a catalogue that arrives is whole.
    return response.ok ? ((await response.json()) as Messages) : undefined;
  } catch {
    return undefined;
  }
}
