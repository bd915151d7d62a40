/**
 * Signs the JWTs an application's server sends to the sandbox JSON API (/api/v1), as the
 * interface specification's Authentication describes: RS256, header kid = the application
 * id, iss and aud the fixed values, iat and exp. For the backend tests and the demo's server
 * side only: the private keys are the repository's test keys (data/keys/README.md), which
 * exist for the SANDBOX applications alone.
 */
import { createPrivateKey, type KeyObject } from 'node:crypto';
import { SignJWT } from 'jose';
import { applicationPrivateKeyPem } from '../data/application-keys.js';
import { APPLICATIONS } from '../data/applications.js';
import { JWT_AUDIENCE, JWT_ISSUER, JWT_MAX_LIFETIME_SECONDS } from '../data/jwt-claims.js';

export { JWT_AUDIENCE, JWT_ISSUER, JWT_MAX_LIFETIME_SECONDS };

const DEFAULT_LIFETIME_SECONDS = 3600;

export interface SignOptions {
  /** exp - iat in seconds; default 3600. The API refuses more than 86400. */
  lifetimeSeconds?: number;
  /** The signing time in ms since the epoch (default Date.now()), for a backend started with a moved clock. */
  now?: number;
  /** iss and aud, for a sandbox started with SANDBOX_JWT_ISSUER / SANDBOX_JWT_AUDIENCE; default the built-in values. */
  issuer?: string;
  audience?: string;
}

/** `Authorization: Bearer ${await signApplicationJwt('sandbox-shop')}` authenticates as Sandbox Shop. */
export async function signApplicationJwt(applicationKey: string, options: SignOptions = {}): Promise<string> {
  const issuedAt = Math.floor((options.now ?? Date.now()) / 1000);
  return new SignJWT({})
    .setProtectedHeader({ alg: 'RS256', typ: 'JWT', kid: applicationId(applicationKey) })
    .setIssuer(options.issuer ?? JWT_ISSUER)
    .setAudience(options.audience ?? JWT_AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + (options.lifetimeSeconds ?? DEFAULT_LIFETIME_SECONDS))
    .sign(applicationPrivateKey(applicationKey));
}

/** The test private key of a SANDBOX application, for tests that craft tokens of their own. */
export function applicationPrivateKey(applicationKey: string): KeyObject {
  return createPrivateKey(applicationPrivateKeyPem(applicationKey));
}

/** The id (the JWT kid) of an application of data/applications.ts. */
export function applicationId(applicationKey: string): string {
  const application = APPLICATIONS.find((candidate) => candidate.key === applicationKey);
  if (!application) {
    const known = APPLICATIONS.map((candidate) => candidate.key).join(', ');
    throw new Error(`Unknown application "${applicationKey}"; the configured ones are: ${known}.`);
  }
  return application.id;
}
