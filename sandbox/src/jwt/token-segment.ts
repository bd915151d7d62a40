/**
 * The bytes of one segment of a compact JWT, read as the service reads them: with a base64url
 * decoder that repairs padding. Clients of the service write segments in several ways (its
 * official Node sample uses the standard alphabet and removes only the first `=`), so either
 * alphabet is read, with no padding, a partial one or a full one. The signature is verified
 * over the segments as sent, so how they are written changes no signed byte.
 */

const SEGMENT = /^[A-Za-z0-9+/_-]*={0,2}$/;

/** The segment's bytes, or undefined when no base64 decoder could read it. */
export function readSegment(segment: string): Buffer | undefined {
  if (!SEGMENT.test(segment)) return undefined;
  // SEGMENT allows two "=" at most, at the end.
  const bare = segment.endsWith('==')
    ? segment.slice(0, -2)
    : segment.endsWith('=')
      ? segment.slice(0, -1)
      : segment;
  const padding = segment.length - bare.length;
  // A lone character in the last group carries no whole byte; padding may only round up.
  if (bare.length % 4 === 1 || padding > (4 - (bare.length % 4)) % 4) return undefined;
  return Buffer.from(bare.replaceAll('+', '-').replaceAll('/', '_'), 'base64url');
}
