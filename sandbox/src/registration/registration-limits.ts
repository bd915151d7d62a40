/**
 * The most applications registrations keep (the built-in ones aside): more than a developer
 * registers, while each may hold a certificate of 16 KiB that is kept, journalled and loaded at
 * every start. Past it a registration is refused with what to do.
 */
export const MAX_REGISTERED_APPLICATIONS = 500;

/**
 * How long after its `exp` a used registration JWT is remembered: longer than the clock leeway
 * with which a JWT is still accepted after it.
 */
export const USED_TOKEN_LEEWAY_MS = 5 * 60 * 1000;
