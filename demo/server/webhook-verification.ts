/**
 * What the application's server checks before it trusts a payment status webhook
 * (interface specification, Events), with jose's jwtVerify: a Bearer JWT with alg RS256 and
 * typ JWT whose x5u is the certificate URL the application pinned by configuration, signed by
 * that certificate's key, with no critical header parameter it does not understand; claims
 * sub (the application's id), environment (the application's), msgi ("sha256-" + base64
 * SHA-256 of the exact body bytes), iat and exp, a numeric nbf if any; not expired, not issued
 * in the future. The token's own x5u decides nothing: an x5u that is not the pinned one is
 * refused before anything is fetched, and a key the token brings (jwk, jku) is never used.
 */
import { createHash, type X509Certificate } from 'node:crypto';
import { decodeProtectedHeader, errors, jwtVerify, type JWTPayload } from 'jose';

/** Clocks of two servers differ a little. */
const CLOCK_LEEWAY_SECONDS = 60;
/** The service signs each delivery afresh, for 5 minutes: an older token is a replay, whatever its exp says. */
const MAX_TOKEN_AGE_SECONDS = 600;
const REQUIRED_CLAIMS = ['sub', 'environment', 'msgi', 'iat', 'exp'];
/** A compact JWS of three segments, each base64url without padding. */
const COMPACT_JWS = /^Bearer ([\w-]+\.[\w-]+\.[\w-]+)$/;

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
  if (authorization === undefined) return 'There is no Authorization: Bearer <JWT> header.';
  const token = COMPACT_JWS.exec(authorization)?.[1];
  if (token === undefined || !token.split('.').every(isCanonical)) {
    return 'The JWT is not three base64url segments, each the one encoding of its bytes.';
  }
  let header: ReturnType<typeof decodeProtectedHeader>;
  try {
    header = decodeProtectedHeader(token);
  } catch {
    return "The JWT's header is not base64url-encoded JSON.";
  }
  // Decided before the certificate is fetched: RS256 only, and only under the pinned URL.
  if (header.alg !== 'RS256') return `The JWT's alg is ${String(header.alg)}, not RS256.`;
  if (header.x5u !== expected.x5u) return `The JWT's x5u is not the pinned certificate URL ${expected.x5u}.`;
  let certificate: X509Certificate;
  try {
    certificate = await expected.certificate();
  } catch (error) {
    return `The pinned certificate could not be read: ${error instanceof Error ? error.message : String(error)}`;
  }
  let claims: JWTPayload;
  try {
    const verified = await jwtVerify(token, certificate.publicKey, {
      algorithms: ['RS256'],
      typ: 'JWT',
      subject: expected.applicationId,
      requiredClaims: REQUIRED_CLAIMS,
      clockTolerance: CLOCK_LEEWAY_SECONDS,
      maxTokenAge: MAX_TOKEN_AGE_SECONDS,
      currentDate: new Date(expected.now),
    });
    claims = verified.payload;
  } catch (error) {
    return refusal(error, header, expected);
  }
  const digest = `sha256-${createHash('sha256').update(rawBody).digest('base64')}`;
  if (claims.msgi !== digest) return `msgi ${String(claims.msgi)} is not the body's digest ${digest}.`;
  if (claims.environment !== expected.environment) {
    return `environment ${String(claims.environment)} is not the application's ${expected.environment}.`;
  }
  return undefined;
}

/** jose's refusal, said for the application's own log. */
function refusal(error: unknown, header: Record<string, unknown>, expected: WebhookExpectation): string {
  if (error instanceof errors.JWSSignatureVerificationFailed) {
    return 'The signature does not verify with the pinned certificate.';
  }
  if (error instanceof errors.JOSENotSupported && Array.isArray(header.crit)) {
    return `The JWT header's crit names ${JSON.stringify(header.crit)}, which this application does not understand.`;
  }
  if (error instanceof errors.JWTExpired) {
    return error.claim === 'iat' ? 'The JWT was issued too long ago.' : 'The JWT has expired.';
  }
  if (error instanceof errors.JWTClaimValidationFailed) {
    const payload = error.payload as Record<string, unknown>;
    if (error.reason === 'missing') return `The JWT has no ${error.claim} claim.`;
    if (error.claim === 'typ') return `The JWT's typ is ${String(header.typ)}, not JWT.`;
    if (error.claim === 'sub') {
      return `sub ${String(payload.sub)} is not this application's id ${expected.applicationId}.`;
    }
    if (error.claim === 'iat' && error.reason === 'check_failed') return 'The JWT was issued in the future.';
    if (error.claim === 'nbf' && error.reason === 'check_failed') return 'The JWT is not valid yet (nbf).';
    return `The JWT's ${error.claim} must be a number (seconds since the epoch).`;
  }
  if (error instanceof errors.JOSEError) return `The JWT is not valid: ${error.message}`;
  throw error;
}

/** The one base64url encoding of its bytes: no other text may carry the same signed bytes. */
function isCanonical(segment: string): boolean {
  return segment.length % 4 !== 1 && Buffer.from(segment, 'base64url').toString('base64url') === segment;
}
