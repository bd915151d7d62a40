import { verify, type KeyObject } from 'node:crypto';
import { base64url, errors, UnsecuredJWT } from 'jose';
import { JWT_MAX_LIFETIME_SECONDS } from '../data/jwt-claims.js';
import { lifetimeProblem } from './jwt-rules.js';
import { MAX_RSA_BITS, modulusBits, publicExponent, RSA_PUBLIC_EXPONENT } from './rsa-key-cost.js';
import { readSegment } from './token-segment.js';

/** The shortest RSA key RS256 is verified with (RFC 7518 §3.3). */
const MIN_RS256_BITS = 2048;

/** Leeway for the clocks of the application and the service, in seconds. */
const CLOCK_TOLERANCE_SECONDS = 60;

export interface JwtExpectations {
  issuer: string;
  audience: string;
  /** The real time in ms (see SandboxClock.realTime). */
  now: number;
}

export interface VerifiedJwt {
  header: Record<string, unknown>;
  claims: Record<string, unknown>;
  /**
   * The signature's bytes: they name the token whichever way a client writes its segments
   * (the same token may come with or without padding, in either alphabet).
   */
  signature: Buffer;
}

/** Why a token is refused; the message is for the developer whose client sent it. */
export class JwtRefusal extends Error {}

/** The header of a compact JWS, before anything is verified (to find the key by kid). */
export function unverifiedHeader(token: string): Record<string, unknown> {
  return segments(token).header;
}

/**
 * Verifies a compact RS256 JWT as the specification's Authentication asks: alg RS256 only,
 * no critical header parameter (the service understands none), the signature under `key` over
 * the segments as sent, and, checked by jose: typ JWT, iss and aud as expected, numeric iat
 * and exp (and nbf, when present), not expired, not issued in the future, and a lifetime of at
 * most 86400 s. A segment may be written in any way the service reads (token-segment.ts).
 * Throws a JwtRefusal whose message says what is wrong.
 */
export async function verifyRs256Jwt(
  token: string,
  key: KeyObject,
  expected: JwtExpectations,
): Promise<VerifiedJwt> {
  const { header, claims, claimsBytes, signedText, signature } = segments(token);
  // RS256 needs an RSA key; said so rather than as a failed signature.
  if (key.asymmetricKeyType !== 'rsa') {
    throw new JwtRefusal(
      `The application's key is ${String(key.asymmetricKeyType)}, not RSA: RS256 needs an RSA key.`,
    );
  }
  // As jose refuses a key it thinks too weak for RS256.
  if (modulusBits(key) < MIN_RS256_BITS) {
    throw new JwtRefusal(
      `The application's RSA key is shorter than ${MIN_RS256_BITS} bits, too short for RS256.`,
    );
  }
  // Whatever the key came from (a registration, a data directory, a setting): a key that would
  // make each verification slow is refused before one is made (rsa-key-cost.ts).
  if (modulusBits(key) > MAX_RSA_BITS || publicExponent(key) !== RSA_PUBLIC_EXPONENT) {
    throw new JwtRefusal(
      `The application's RSA key is longer than ${MAX_RSA_BITS} bits or has a public exponent other ` +
        `than ${RSA_PUBLIC_EXPONENT}; the sandbox verifies RS256 with keys of 2048 to ${MAX_RSA_BITS} bits ` +
        `and the exponent ${RSA_PUBLIC_EXPONENT} only.`,
    );
  }
  if (header.alg !== 'RS256') {
    throw new JwtRefusal(`The JWT is signed with ${String(header.alg)}; only RS256 is supported.`);
  }
  if (header.crit !== undefined) {
    throw new JwtRefusal(
      `The JWT header's crit names ${JSON.stringify(header.crit)}, which the service does not understand.`,
    );
  }
  // jose verifies only canonical base64url text, so the signature is checked here, over the
  // bytes the client signed; jose then checks the same header and claims, re-encoded.
  if (!verify('sha256', Buffer.from(signedText), key, signature)) {
    throw new JwtRefusal("The JWT's signature does not verify with the application's key.");
  }
  try {
    UnsecuredJWT.decode(unsecuredCopy(header, claimsBytes), {
      typ: 'JWT',
      issuer: expected.issuer,
      audience: expected.audience,
      requiredClaims: ['iat', 'exp'],
      clockTolerance: CLOCK_TOLERANCE_SECONDS,
      maxTokenAge: JWT_MAX_LIFETIME_SECONDS,
      currentDate: new Date(expected.now),
    });
  } catch (error) {
    throw new JwtRefusal(refusalMessage(error, header, claims, expected));
  }
  const problem = lifetimeProblem({ iat: claims.iat as number, exp: claims.exp as number });
  if (problem !== undefined) throw new JwtRefusal(problem);
  return { header, claims, signature };
}

/** The verified header and claims as an unsigned token, for jose's checks of the claims. */
function unsecuredCopy(header: Record<string, unknown>, claimsBytes: Buffer): string {
  const unsigned = base64url.encode(JSON.stringify({ ...header, alg: 'none' }));
  return `${unsigned}.${base64url.encode(claimsBytes)}.`;
}

/** jose's refusal in the words the sandbox has always used; a bug (not a refusal) is thrown on. */
function refusalMessage(
  error: unknown,
  header: Record<string, unknown>,
  claims: Record<string, unknown>,
  expected: JwtExpectations,
): string {
  const now = Math.floor(expected.now / 1000);
  if (error instanceof errors.JWTExpired) {
    const lifetime = lifetimeProblem({ iat: claims.iat as number, exp: claims.exp as number });
    if (error.claim === 'iat' && lifetime !== undefined) return lifetime;
    return `The JWT has expired (exp ${String(claims.exp)}, now ${now}).`;
  }
  if (error instanceof errors.JWTClaimValidationFailed) {
    return claimMessage(error, header, claims, expected, now);
  }
  if (error instanceof errors.JOSEError) return `The JWT is not valid: ${error.message}`;
  throw error;
}

function claimMessage(
  error: errors.JWTClaimValidationFailed,
  header: Record<string, unknown>,
  claims: Record<string, unknown>,
  expected: JwtExpectations,
  now: number,
): string {
  switch (error.claim) {
    case 'typ':
      return `The JWT header's typ must be "JWT", not ${JSON.stringify(header.typ)}.`;
    case 'iss':
      return `The JWT's iss is ${JSON.stringify(claims.iss)}; it must be "${expected.issuer}".`;
    case 'aud':
      return `The JWT's aud is ${JSON.stringify(claims.aud)}; it must be "${expected.audience}".`;
    case 'iat':
    case 'exp':
      return error.reason === 'check_failed'
        ? `The JWT's iat ${String(claims.iat)} is in the future (now ${now}).`
        : `The JWT needs a numeric ${error.claim} claim (seconds since the epoch).`;
    case 'nbf':
      return error.reason === 'check_failed'
        ? `The JWT is not valid before ${String(claims.nbf)} (nbf).`
        : `The JWT's nbf must be a number (seconds since the epoch), not ${JSON.stringify(claims.nbf)}.`;
    default:
      return `The JWT is not valid: ${error.message}`;
  }
}

interface Segments {
  header: Record<string, unknown>;
  claims: Record<string, unknown>;
  claimsBytes: Buffer;
  /** The header and claims segments as sent, with their dot: what the signature covers. */
  signedText: string;
  signature: Buffer;
}

function segments(token: string): Segments {
  const parts = token.split('.');
  const bytes = parts.map(readSegment);
  const [headerBytes, claimsBytes, signature] = bytes;
  // An empty signature is still a JWT's shape (alg "none"); the alg check refuses it.
  if (
    parts.length !== 3 ||
    headerBytes === undefined ||
    claimsBytes === undefined ||
    signature === undefined ||
    headerBytes.length === 0 ||
    claimsBytes.length === 0
  ) {
    throw new JwtRefusal('The bearer token is not a JWT (three base64url segments separated by dots).');
  }
  return {
    header: jsonSegment(headerBytes, 'header'),
    claims: jsonSegment(claimsBytes, 'claims'),
    claimsBytes,
    signedText: `${parts[0]}.${parts[1]}`,
    signature,
  };
}

function jsonSegment(bytes: Buffer, name: string): Record<string, unknown> {
  let value: unknown;
  try {
    value = JSON.parse(bytes.toString('utf8'));
  } catch {
    throw new JwtRefusal(`The JWT's ${name} segment is not base64url-encoded JSON.`);
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new JwtRefusal(`The JWT's ${name} is not a JSON object.`);
  }
  return value as Record<string, unknown>;
}
