/**
 * A page that names a file with `?v=<version of its content>` lets the browser keep it for a
 * year: other content is another URL. The credentials frame names its files so, and a frame
 * shown again loads none of them twice. A URL without the current version is revalidated.
 */
import { createHash } from 'node:crypto';

export function assetVersion(content: string | Buffer): string {
  return createHash('sha256').update(content).digest('base64url').slice(0, 16);
}

/** The Cache-Control of a file asked for with `version` (null: none given). */
export function assetCaching(version: string | null, content: string | Buffer): string {
  return version === assetVersion(content) ? 'public, max-age=31536000, immutable' : 'no-cache';
}
