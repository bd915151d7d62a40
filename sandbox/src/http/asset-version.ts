/**
 * A page that names a file with `?v=<version of its content>` lets the browser keep it for a
 * year: other content is another URL. The credentials frame names its files so, and a frame
 * shown again loads none of them twice. A URL without the current version is revalidated.
 */
import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';

export function assetVersion(content: string | Buffer): string {
  return createHash('sha256').update(content).digest('base64url').slice(0, 16);
}

/** Each file's version with the size and modification time it was taken at. */
const versions = new Map<string, { stamp: string; version: string }>();

/**
 * The version of the file at `path`, undefined where there is none. Hashed again only when the
 * file changed (a rebuild of the library while the sandbox runs), not on every request.
 */
export async function fileVersion(path: string): Promise<string | undefined> {
  const stats = await stat(path).catch(() => undefined);
  if (!stats?.isFile()) return undefined;
  const stamp = `${stats.size}:${stats.mtimeMs}`;
  const known = versions.get(path);
  if (known?.stamp === stamp) return known.version;
  const version = assetVersion(await readFile(path));
  versions.set(path, { stamp, version });
  return version;
}

/** The Cache-Control of a file asked for with `requested` (null: none given), whose content's version is `current`. */
export function assetCaching(requested: string | null, current: string): string {
  return requested === current ? 'public, max-age=31536000, immutable' : 'no-cache';
}
