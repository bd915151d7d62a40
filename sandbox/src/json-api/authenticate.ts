import { createPublicKey } from 'node:crypto';
import type { ApplicationRegistry } from '../applications/application-registry.js';
import type { ServiceIdentity } from '../config/service-identity.js';
import { apiError } from '../http/error-status.js';
import { bearerToken } from '../jwt/jwt-rules.js';
import { JwtRefusal, unverifiedHeader, verifyRs256Jwt } from '../jwt/verify-rs256.js';
import type { ApplicationConfig } from '../types/application.js';
import { isAllowedAddress } from '../http/ip-address.js';

/** What authentication reads of a JSON API request. */
export interface Caller {
  authorization?: string;
  /** The Host header. */
  host?: string;
  /** The TCP peer's address. */
  remoteAddress?: string;
}

/**
 * The application a JSON API request comes from, per the specification's Authentication.
 * Each refusal carries the specification's code and says what is wrong, as a sandbox
 * developer needs to know: INVALID_HOST (a configured API host that the Host header is not),
 * AUTHORIZATION_NOT_PROVIDED, UNAUTHORIZED_ACCESS (the token), UNAUTHORIZED_IP.
 */
export async function authenticate(
  caller: Caller,
  applications: ApplicationRegistry,
  identity: ServiceIdentity,
  now: number,
): Promise<ApplicationConfig> {
  if (identity.apiHost !== undefined && !sameHost(caller.host, identity.apiHost)) {
    throw apiError(
      'INVALID_HOST',
      `The API is served at the host ${identity.apiHost}, not ${JSON.stringify(caller.host ?? '')}.`,
    );
  }
  const token = bearerToken(caller.authorization);
  if (token === undefined) {
    throw apiError(
      'AUTHORIZATION_NOT_PROVIDED',
      'The request needs an "Authorization: Bearer <JWT>" header.',
    );
  }
  const application = await verifiedApplication(token, applications, identity, now);
  if (!isAllowedAddress(caller.remoteAddress, application.allowed_ips)) {
    throw apiError(
      'UNAUTHORIZED_IP',
      `The application ${application.id} accepts calls only from ${application.allowed_ips.join(', ')}, ` +
        `not from ${caller.remoteAddress ?? 'an unknown address'}.`,
    );
  }
  return application;
}

async function verifiedApplication(
  token: string,
  applications: ApplicationRegistry,
  identity: ServiceIdentity,
  now: number,
): Promise<ApplicationConfig> {
  try {
    const { kid } = unverifiedHeader(token);
    const application = typeof kid === 'string' ? applications.byId(kid) : undefined;
    if (application === undefined) {
      throw new JwtRefusal(`The JWT header's kid ${JSON.stringify(kid)} is not the id of an application.`);
    }
    const expected = { issuer: identity.jwtIssuer, audience: identity.jwtAudience, now };
    await verifyRs256Jwt(token, createPublicKey(application.public_key), expected);
    return application;
  } catch (error) {
    if (error instanceof JwtRefusal) throw apiError('UNAUTHORIZED_ACCESS', error.message);
    throw error;
  }
}

/** Host names compare without case; the port, when configured, must match too. */
function sameHost(header: string | undefined, apiHost: string): boolean {
  return header !== undefined && header.toLowerCase() === apiHost.toLowerCase();
}
