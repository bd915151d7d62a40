/**
 * What the application's server checks before it trusts a payment status webhook
 * (interface specification, Events): a Bearer JWT with alg RS256 and typ JWT whose x5u is the
 * certificate URL the application pinned by configuration, signed by that certificate's key,
 * msgi equal to "sha256-" + base64 SHA-256 of the exact body bytes, sub the application's
 * id, environment the application's, and not expired. The token's own x5u decides nothing:
 * an x5u that is not the pinned one is refused before anything is fetched.
 */
import { createHash, verify, type X509Certificate } from 'node:crypto';

/** Clocks of two servers differ a little. */
const CLOCK_LEEWAY_SECONDS = 60;

export interface WebhookExpectation {
  applicationId: string;
  environment: 'SANDBOX' | 'PRODUCTION';
  /** The certificate URL pinned by configuration (see x5u-rule.ts); the only x5u accepted. */
  x5u: string;
  /** Real time in ms. */
  now: number;
  /** The certificate at the pinned x5u. */
  certificate(): Promise<X509Certificate>;
}

/** undefined when the webhook can be trusted; otherwise what is wrong, for the page to show. */
export async function webhookProblem(
  authorization: string | undefined,
  rawBody: Buffer,
  expected: WebhookExpectation,
): Promise<string | undefined> {
  const token = /^Bearer ([\w-]+)\.([\w-]+)\.([\w-]+)$/.exec(authorization ?? '');
  if (!token) return 'There is no Authorization: Bearer <JWT> header.';
  const [, headerSegment = '', claimsSegment = '', signatureSegment = ''] = token;
  const header = decodeSegment(headerSegment);
  const claims = decodeSegment(claimsSegment);
  if (!header || !claims) return 'The JWT is not three base64url segments of JSON.';
  if (header.alg !== 'RS256') return `The JWT's alg is ${String(header.alg)}, not RS256.`;
  if (header.typ !== 'JWT') return `The JWT's typ is ${String(header.typ)}, not JWT.`;
  if (header.x5u !== expected.x5u) return `The JWT's x5u is not the pinned certificate URL ${expected.x5u}.`;
  let certificate: X509Certificate;
  try {
    certificate = await expected.certificate();
  } catch (error) {
    return `The pinned certificate could not be read: ${error instanceof Error ? error.message : String(error)}`;
  }
  const signed = Buffer.from(`${headerSegment}.${claimsSegment}`);
  if (!verify('sha256', signed, certificate.publicKey, Buffer.from(signatureSegment, 'base64url'))) {
    return 'The signature does not verify with the pinned certificate.';
  }
  const digest = `sha256-${createHash('sha256').update(rawBody).digest('base64')}`;
  if (claims.msgi !== digest) return `msgi ${String(claims.msgi)} is not the body's digest ${digest}.`;
  if (claims.sub !== expected.applicationId) {
    return `sub ${String(claims.sub)} is not this application's id ${expected.applicationId}.`;
  }
  if (claims.environment !== expected.environment) {
    return `environment ${String(claims.environment)} is not the application's ${expected.environment}.`;
  }
  const now = Math.floor(expected.now / 1000);
  if (typeof claims.exp !== 'number' || claims.exp < now - CLOCK_LEEWAY_SECONDS)
    return 'The JWT has expired.';
  if (typeof claims.iat !== 'number' || claims.iat > now + CLOCK_LEEWAY_SECONDS) {
    return 'The JWT was issued in the future.';
  }
  return undefined;
}

function decodeSegment(segment: string): Record<string, unknown> | undefined {
  try {
    const value = JSON.parse(Buffer.from(segment, 'base64url').toString('utf8')) as unknown;
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}
