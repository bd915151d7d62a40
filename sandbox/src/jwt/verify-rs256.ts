import { verify, type KeyObject } from 'node:crypto';
import { lifetimeProblem } from './jwt-rules.js';

/** Leeway for the clocks of the application and the service, in seconds. */
const CLOCK_TOLERANCE_SECONDS = 60;

/** A base64url segment; trailing `=` padding, which some clients write, is accepted. */
const SEGMENT = /^[A-Za-z0-9_-]+={0,2}$/;

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
 * Verifies a compact RS256 JWT as the specification's Authentication asks: alg RS256 only,
 * typ JWT, the signature under `key`, iss and aud as expected, iat and exp present, not
 * expired, not issued in the future, and a lifetime of at most 86400 s. Throws a JwtRefusal.
 */
export function verifyRs256Jwt(token: string, key: KeyObject, expected: JwtExpectations): VerifiedJwt {
  const { header, claims, signingInput, signature } = segments(token);
  if (header.alg !== 'RS256') {
    throw new JwtRefusal(`The JWT is signed with ${String(header.alg)}; only RS256 is supported.`);
  }
  if (typeof header.typ !== 'string' || header.typ.toUpperCase() !== 'JWT') {
    throw new JwtRefusal(`The JWT header's typ must be "JWT", not ${JSON.stringify(header.typ)}.`);
  }
  // node:crypto verifies by the key's type: an EC key would accept an ECDSA signature as "RS256".
  if (key.asymmetricKeyType !== 'rsa') {
    throw new JwtRefusal(
      `The application's key is ${String(key.asymmetricKeyType)}, not RSA: RS256 needs an RSA key.`,
    );
  }
  // The signature covers the segments exactly as sent, padding included, as any JWS verifier checks it.
  if (!verify('RSA-SHA256', Buffer.from(signingInput, 'ascii'), key, signature)) {
    throw new JwtRefusal("The JWT's signature does not verify with the application's key.");
  }
  checkClaims(claims, expected);
  return { header, claims };
}

function checkClaims(claims: Record<string, unknown>, expected: JwtExpectations): void {
  if (claims.iss !== expected.issuer) {
    throw new JwtRefusal(`The JWT's iss is ${JSON.stringify(claims.iss)}; it must be "${expected.issuer}".`);
  }
  const audiences = Array.isArray(claims.aud) ? claims.aud : [claims.aud];
  if (!audiences.includes(expected.audience)) {
    throw new JwtRefusal(
      `The JWT's aud is ${JSON.stringify(claims.aud)}; it must be "${expected.audience}".`,
    );
  }
  for (const name of ['iat', 'exp'] as const) {
    if (typeof claims[name] !== 'number' || !Number.isFinite(claims[name])) {
      throw new JwtRefusal(`The JWT needs a numeric ${name} claim (seconds since the epoch).`);
    }
  }
  const iat = claims.iat as number;
  const exp = claims.exp as number;
  const nowSeconds = expected.now / 1000;
  if (exp <= nowSeconds - CLOCK_TOLERANCE_SECONDS) {
    throw new JwtRefusal(`The JWT has expired (exp ${exp}, now ${Math.floor(nowSeconds)}).`);
  }
  if (iat > nowSeconds + CLOCK_TOLERANCE_SECONDS) {
    throw new JwtRefusal(`The JWT's iat ${iat} is in the future (now ${Math.floor(nowSeconds)}).`);
  }
  if (typeof claims.nbf === 'number' && claims.nbf > nowSeconds + CLOCK_TOLERANCE_SECONDS) {
    throw new JwtRefusal(`The JWT is not valid before ${claims.nbf} (nbf).`);
  }
  const problem = lifetimeProblem({ iat, exp });
  if (problem !== undefined) throw new JwtRefusal(problem);
}

interface Segments {
  header: Record<string, unknown>;
  claims: Record<string, unknown>;
  /** The text the signature covers: the first two segments as sent. */
  signingInput: string;
  signature: Buffer;
}

function segments(token: string): Segments {
  const parts = token.split('.');
  // An empty signature is still a JWT's shape (alg "none"); the alg check refuses it.
  if (
    parts.length !== 3 ||
    !parts.every((part, index) => SEGMENT.test(part) || (index === 2 && part === ''))
  ) {
    throw new JwtRefusal('The bearer token is not a JWT (three base64url segments separated by dots).');
  }
  const [header = '', claims = '', signature = ''] = parts;
  return {
    header: jsonSegment(header, 'header'),
    claims: jsonSegment(claims, 'claims'),
    signingInput: `${header}.${claims}`,
    signature: Buffer.from(signature, 'base64url'),
  };
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
