import { createPublicKey } from 'node:crypto';
import { decodeProtectedHeader, errors, jwtVerify, type ProtectedHeaderParameters } from 'jose';
import { JWT_AUDIENCE, JWT_ISSUER, JWT_MAX_LIFETIME_SECONDS } from '../data/jwt-claims.js';
import { ApiError } from '../http/api-error.js';
import { apiError } from '../http/error-status.js';
import type { ApplicationConfig } from '../types/application.js';
import { bearerToken, lifetimeProblem } from './jwt-rules.js';

/** Leeway for the clocks of the application and the service, in seconds. */
const CLOCK_TOLERANCE_SECONDS = 60;

/**
 * The application a JSON API request comes from, per the specification's Authentication:
 * `Authorization: Bearer <JWT>`, RS256 only, kid = the application id, signed with the
 * application's key, iss and aud the fixed values, iat and exp present, a lifetime of at
 * most 86400 s. Throws a 401 ApiError saying what is wrong; a sandbox developer needs to know.
 */
export async function authenticate(
  authorization: string | undefined,
  applications: readonly ApplicationConfig[],
  now: number,
): Promise<ApplicationConfig> {
  const token = bearerToken(authorization);
  if (token === undefined) {
    throw apiError(
      'AUTHORIZATION_NOT_PROVIDED',
      'The request needs an "Authorization: Bearer <JWT>" header.',
    );
  }
  const header = protectedHeader(token);
  if (header.alg !== 'RS256') {
    throw refused(`The JWT is signed with ${String(header.alg)}; only RS256 is supported.`);
  }
  const application = applications.find((candidate) => candidate.id === header.kid);
  if (application === undefined) {
    throw refused(`The JWT header's kid ${JSON.stringify(header.kid)} is not the id of an application.`);
  }
  // Outside the try: a broken key in the configuration is the mock's bug (500), not the caller's.
  const key = createPublicKey(application.public_key);
  let claims: { iat?: number; exp?: number };
  try {
    ({ payload: claims } = await jwtVerify(token, key, {
      algorithms: ['RS256'],
      typ: 'JWT',
      issuer: JWT_ISSUER,
      audience: JWT_AUDIENCE,
      requiredClaims: ['iat', 'exp'],
      // Also refuses an iat in the future; the lifetime rule is checked below.
      maxTokenAge: JWT_MAX_LIFETIME_SECONDS,
      clockTolerance: CLOCK_TOLERANCE_SECONDS,
      currentDate: new Date(now),
    }));
  } catch (error) {
    throw refused(verificationFailure(error, application));
  }
  const problem = lifetimeProblem(claims);
  if (problem !== undefined) throw refused(problem);
  return application;
}

function protectedHeader(token: string): ProtectedHeaderParameters {
  try {
    return decodeProtectedHeader(token);
  } catch {
    throw refused('The bearer token is not a JWT.');
  }
}

function verificationFailure(error: unknown, application: ApplicationConfig): string {
  if (error instanceof errors.JWSSignatureVerificationFailed) {
    return `The JWT's signature does not verify with the public key of the application ${application.id}.`;
  }
  if (error instanceof errors.JWTExpired) return `The JWT has expired (${error.message}).`;
  if (error instanceof errors.JWTClaimValidationFailed) {
    const expected: Readonly<Record<string, string>> = { iss: JWT_ISSUER, aud: JWT_AUDIENCE, typ: 'JWT' };
    const hint = expected[error.claim] === undefined ? '' : ` It must be "${expected[error.claim]}".`;
    return `The JWT's ${error.claim} is not accepted: ${error.message}.${hint}`;
  }
  return `The JWT is not valid: ${error instanceof Error ? error.message : String(error)}.`;
}

function refused(message: string): ApiError {
  return apiError('UNAUTHORIZED_ACCESS', message);
}
