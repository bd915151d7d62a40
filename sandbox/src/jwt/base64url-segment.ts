/**
 * A segment of a compact JWS must be the one base64url encoding of its bytes (RFC 7515 §2):
 * the URL-safe alphabet only, no whitespace, and the unused bits of its last character zero,
 * so no two texts carry the same signed bytes. The `=` padding that some clients write is
 * accepted when it is exactly what rounds the segment up to a multiple of four characters.
 */

const ALPHABET = /^[A-Za-z0-9_-]*$/;

export function isCanonicalSegment(segment: string): boolean {
  let bare = segment;
  while (bare.endsWith('=')) bare = bare.slice(0, -1);
  const padding = segment.length - bare.length;
  if (padding !== 0 && padding !== (4 - (bare.length % 4)) % 4) return false;
  // A lone character in the last group carries no whole byte.
  if (bare.length % 4 === 1 || !ALPHABET.test(bare)) return false;
  return Buffer.from(bare, 'base64url').toString('base64url') === bare;
}
