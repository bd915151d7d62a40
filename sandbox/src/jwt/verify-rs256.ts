import type { KeyObject } from 'node:crypto';
import { errors, jwtVerify } from 'jose';
import { JWT_MAX_LIFETIME_SECONDS } from '../data/jwt-claims.js';
import { isCanonicalSegment } from './base64url-segment.js';
import { lifetimeProblem } from './jwt-rules.js';

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
}

/** Why a token is refused; the message is for the developer whose client sent it. */
export class JwtRefusal extends Error {}

/** The header of a compact JWS, before anything is verified (to find the key by kid). */
export function unverifiedHeader(token: string): Record<string, unknown> {
  return segments(token).header;
}

/**
 * Verifies a compact RS256 JWT as the specification's Authentication asks, with jose: alg
 * RS256 only, typ JWT, no critical header parameter it does not understand, the signature
 * under `key`, iss and aud as expected, numeric iat and exp (and nbf, when present), not
 * expired, not issued in the future, and a lifetime of at most 86400 s. Each segment must be
 * the one base64url encoding of its bytes (the `=` padding some clients write is allowed).
 * Throws a JwtRefusal whose message says what is wrong.
 */
export async function verifyRs256Jwt(
  token: string,
  key: KeyObject,
  expected: JwtExpectations,
): Promise<VerifiedJwt> {
  const { header, claims } = segments(token);
  // RS256 needs an RSA key; said so rather than as a failed signature.
  if (key.asymmetricKeyType !== 'rsa') {
    throw new JwtRefusal(
      `The application's key is ${String(key.asymmetricKeyType)}, not RSA: RS256 needs an RSA key.`,
    );
  }
  try {
    await jwtVerify(token, key, {
      algorithms: ['RS256'],
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
  return { header, claims };
}

/** jose's refusal in the words the sandbox has always used; a bug (not a refusal) is thrown on. */
function refusalMessage(
  error: unknown,
  header: Record<string, unknown>,
  claims: Record<string, unknown>,
  expected: JwtExpectations,
): string {
  const now = Math.floor(expected.now / 1000);
  if (error instanceof errors.JOSEAlgNotAllowed) {
    return `The JWT is signed with ${String(header.alg)}; only RS256 is supported.`;
  }
  if (error instanceof errors.JOSENotSupported && Array.isArray(header.crit)) {
    return `The JWT header's crit names ${JSON.stringify(header.crit)}, which the service does not understand.`;
  }
  if (error instanceof errors.JWSSignatureVerificationFailed) {
    return "The JWT's signature does not verify with the application's key.";
  }
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
}

function segments(token: string): Segments {
  const parts = token.split('.');
  // An empty signature is still a JWT's shape (alg "none"); the alg check refuses it.
  if (
    parts.length !== 3 ||
    !parts.every((part, index) => isCanonicalSegment(part) && (part !== '' || index === 2))
  ) {
    throw new JwtRefusal(
      'The bearer token is not a JWT (three base64url segments separated by dots, each the one encoding of its bytes).',
    );
  }
  const [header = '', claims = ''] = parts;
  return { header: jsonSegment(header, 'header'), claims: jsonSegment(claims, 'claims') };
}

function jsonSegment(segment: string, name: string): Record<string, unknown> {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(segment, 'base64url').toString('utf8'));
  } catch {
    throw new JwtRefusal(`The JWT's ${name} segment is not base64url-encoded JSON.`);
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new JwtRefusal(`The JWT's ${name} is not a JSON object.`);
  }
  return value as Record<string, unknown>;
}
