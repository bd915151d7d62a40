import { JWT_AUDIENCE, JWT_ISSUER, REGISTRATION_AUDIENCE } from '../data/jwt-claims.js';

/** Who the sandbox says it is: the values a client of the real service already uses. */
export interface ServiceIdentity {
  /** The iss of every JWT: the service's domain. */
  jwtIssuer: string;
  /** The aud of every JSON API JWT: the API host. */
  jwtAudience: string;
  /** The aud of a registration JWT. */
  registrationAudience: string;
  /** When set, a JSON API request whose Host header is another one answers INVALID_HOST. */
  apiHost?: string;
}

export const DEFAULT_IDENTITY: ServiceIdentity = {
  jwtIssuer: JWT_ISSUER,
  jwtAudience: JWT_AUDIENCE,
  registrationAudience: REGISTRATION_AUDIENCE,
};
