/**
 * What the JSON API expects in every application JWT (interface specification,
 * Authentication). The real values are the service's domain and the API host; the mock
 * uses fixed stand-ins so tokens do not depend on the port the backend listens on.
 */
export const JWT_ISSUER = 'service.example';
export const JWT_AUDIENCE = 'api.service.example';
/** The specification's maximum JWT time-to-live, exp - iat. */
export const JWT_MAX_LIFETIME_SECONDS = 86_400;
