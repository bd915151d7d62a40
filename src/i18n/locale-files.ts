/**
 * The script-tag bundle's locale loader (vite.config.ts puts it in place of
 * locale-modules.ts): the catalogues are JSON files, fetched when first needed, from the
 * backend's /lib/locales/ ({auth_url} serves the library there) and else from locales/
 * beside the script. The backend first: a strict page's connect-src allows it already, even
 * when the page serves the script itself. JSON rather than script: nothing to execute.
 * Each is fetched with its integrity hash, from locales/integrity.json beside it, which is
 * fetched with the hash the build wrote into the bundle: a bundle pinned with SRI pins its
 * catalogues. A file of another release, or altered, is refused like a missing one, and the
 * widgets speak English.
 */
import type { Locale } from './locale.js';
import { scriptFolder } from './script-folder.js';
import { en, type Messages } from './locales/en.js';
import { version } from '../version.js';
import { timeLimit } from '../api/time-limit.js';
import { browserIsOffline } from '../api/online.js';

/** Written by the build (vite.config.ts): the `sha256-…` hash of locales/integrity.json. */
declare const __CATALOGUE_INDEX_INTEGRITY__: string;

type CatalogueIndex = Partial<Record<Locale, string>>;

const catalogueTimeoutMs = 15_000;

const scriptBase = scriptFolder && new URL('locales/', scriptFolder);
/** Each folder's integrity.json, read once per page; undefined where it is missing or refused. */
const indexes = new Map<string, Promise<CatalogueIndex | undefined>>();

export async function loadLocale(locale: Locale, backendOrigin?: string): Promise<Messages> {
  if (locale === 'en') return en;
  const bases = [backendOrigin ? new URL('/lib/locales/', backendOrigin) : undefined, scriptBase];
  const folders = bases.filter((base): base is URL => base !== undefined);
  for (const folder of folders) {
    const messages = await fetchCatalog(folder, locale);
    if (messages) return messages;
  }
  // Once per locale: catalogs.ts asks again only after a failure offline, which is no missing file.
  if (!browserIsOffline()) console.warn(missingCatalogueWarning(locale, folders));
  throw new Error(`No catalogue found for ${locale}.`);
}

/** What to deploy where, for the merchant's developer who reads the console. */
function missingCatalogueWarning(locale: Locale, folders: readonly URL[]): string {
  return (
    `service-widgets ${version} speaks English: no "${locale}" catalogue of this release. Deploy ` +
    `dist/locales/${locale}.json and integrity.json of service-widgets ${version} to ${folders.join(' or ')}`
  );
}

async function fetchCatalog(folder: URL, locale: Locale): Promise<Messages | undefined> {
  let index = indexes.get(folder.href);
  if (!index) {
    index = fetchJson<CatalogueIndex>(new URL('integrity.json', folder), __CATALOGUE_INDEX_INTEGRITY__);
    indexes.set(folder.href, index);
  }
  const catalogueIndex = await index;
  // Kept once read: a folder that failed (the browser offline) is asked again by a later load.
  if (!catalogueIndex) indexes.delete(folder.href);
  const integrity = catalogueIndex?.[locale];
  return integrity ? fetchJson<Messages>(new URL(`${locale}.json`, folder), integrity) : undefined;
}

/**
 * The file, if its bytes match `integrity`: a response that does not rejects, like a network
 * failure. One that has not come in 15 s (a lost connection) is given up, as an API attempt
 * is: the widget shows its data in English rather than its loading state for minutes.
 */
async function fetchJson<T>(url: URL, integrity: string): Promise<T | undefined> {
  const timeout = timeLimit(catalogueTimeoutMs);
  try {
    const response = await fetch(url, { credentials: 'omit', integrity, signal: timeout.signal });
    // The bytes are the build's own, so what arrives is whole.
    return response.ok ? ((await response.json()) as T) : undefined;
  } catch {
    return undefined;
  } finally {
    timeout.end();
  }
}
