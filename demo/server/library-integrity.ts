import { readFileSync } from 'node:fs';

/** The sha384 hashes `npm run build` publishes for the script-tag files (scripts/integrity.mjs). */
export interface LibraryIntegrity {
  script: string;
  stylesheet: string;
}

const INTEGRITY_FILE = new URL('../../dist/integrity.json', import.meta.url);

/**
 * Read on every page request, so a rebuild while the demo runs is picked up on reload. Before
 * the first build the hashes are empty: the page then says the library is not built.
 */
export function libraryIntegrity(): LibraryIntegrity {
  let published: Record<string, unknown>;
  try {
    published = JSON.parse(readFileSync(INTEGRITY_FILE, 'utf8')) as Record<string, unknown>;
  } catch {
    return { script: '', stylesheet: '' };
  }
  const hash = (file: string) => {
    const value = published[file];
    return typeof value === 'string' ? value : '';
  };
  return { script: hash('widgets.umd.min.js'), stylesheet: hash('widgets.css') };
}
