import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ServerResponse } from 'node:http';
import { errorResponse } from '../http/api-error.js';
import { assetCaching, assetVersion } from '../http/asset-version.js';
import { send, sendJson } from '../http/respond.js';
import { DEFAULT_PAGE_LANGUAGE, PAGE_LANGUAGES } from '../types/page-languages.js';

/** The only files served from libDir: a whitelist, so no path can reach anything else. */
const LIB_FILES: Readonly<Record<string, string>> = {
  'widgets.umd.min.js': 'text/javascript; charset=utf-8',
  'widgets.umd.min.js.map': 'application/json; charset=utf-8',
  'widgets.css': 'text/css; charset=utf-8',
  'widgets.css.map': 'application/json; charset=utf-8',
};

/**
 * The catalogues the script-tag bundle loads on demand, one per locale but English (inside the
 * bundle), and integrity.json, the hash of each that the bundle checks them by.
 */
const LOCALE_FILES = new Set([
  ...PAGE_LANGUAGES.filter((language) => language !== DEFAULT_PAGE_LANGUAGE).map(
    (language) => `locales/${language}.json`,
  ),
  'locales/integrity.json',
]);

function contentTypeOf(fileName: string): string | undefined {
  if (Object.hasOwn(LIB_FILES, fileName)) return LIB_FILES[fileName];
  return LOCALE_FILES.has(fileName) ? 'application/json; charset=utf-8' : undefined;
}

/**
 * Any page may load the library, as from a CDN. The CORS header is also what lets a page's
 * `integrity` check work: the browser checks a cross-origin file only when fetched with CORS.
 */
const PUBLIC_ASSET_HEADERS = {
  'Access-Control-Allow-Origin': '*',
  'Cross-Origin-Resource-Policy': 'cross-origin',
  'Cache-Control': 'no-cache',
};

/** The file of the library at `fileName`, or undefined where it is not built. */
async function readLibFile(libDir: string, fileName: string): Promise<Buffer | undefined> {
  try {
    return await readFile(join(libDir, fileName));
  } catch {
    return undefined;
  }
}

/** GET /lib/{fileName}, kept by the browser when asked for with its version (asset-version.ts). */
export async function serveLibFile(
  response: ServerResponse,
  libDir: string,
  fileName: string,
  version: string | null,
): Promise<void> {
  const contentType = contentTypeOf(fileName);
  if (contentType === undefined) {
    sendJson(
      response,
      404,
      errorResponse(404, `/lib/ serves only ${Object.keys(LIB_FILES).join(', ')} and locales/<locale>.json.`),
      PUBLIC_ASSET_HEADERS,
    );
    return;
  }
  const content = await readLibFile(libDir, fileName);
  if (!content) {
    const message = `${fileName} is not built yet: run \`npm run build\` (looked in ${libDir}).`;
    sendJson(response, 404, errorResponse(404, message), PUBLIC_ASSET_HEADERS);
    return;
  }
  send(response, 200, contentType, content, {
    ...PUBLIC_ASSET_HEADERS,
    'Cache-Control': assetCaching(version, assetVersion(content)),
  });
}
