/**
 * What the JSON API expects in every application JWT (interface specification,
 * Authentication), unless the environment says otherwise (SANDBOX_JWT_ISSUER, SANDBOX_JWT_AUDIENCE,
 * SANDBOX_REGISTRATION_AUDIENCE of `npm run mock`). The real values are the service's domain and the
 * API host; a client written for the real service sends those, and the sandbox is started
 * with them.
 */
export const JWT_ISSUER = 'service.example';
export const JWT_AUDIENCE = 'api.service.example';
/** The aud of the JWT that authenticates a registration (POST {registration_url}/api/applications). */
export const REGISTRATION_AUDIENCE = 'registration.service.example';
/** The specification's maximum JWT time-to-live, exp - iat. */
export const JWT_MAX_LIFETIME_SECONDS = 86_400;
