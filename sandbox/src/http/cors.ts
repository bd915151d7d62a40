import type { ApplicationConfig, Environment } from '../types/application.js';

/**
 * Every widget API answer echoes the caller's origin, errors included: an error holds no
 * data, and the widget can then read it and say why (a 403 for a refused origin above all).
 * Whether data is returned is decided by the whitelist, not by these headers.
 */
export function corsHeaders(origin: string | undefined): Record<string, string> {
  if (origin === undefined) return {};
  // Without the expose header a cross-origin page cannot read Retry-After on a 429.
  return {
    'Access-Control-Allow-Origin': origin,
    'Access-Control-Expose-Headers': 'Retry-After',
    Vary: 'Origin',
  };
}

/** A preflight carries no data, so every one is answered alike; the real request gets the 403. */
export function preflightHeaders(origin: string | undefined): Record<string, string> {
  return {
    ...corsHeaders(origin),
    'Access-Control-Allow-Methods': 'GET, POST',
    'Access-Control-Allow-Headers': 'Content-Type, Accept-Language',
    'Access-Control-Max-Age': '600',
  };
}

export function isWhitelistedFor(application: ApplicationConfig, origin: string): boolean {
  return application.widget_origins.includes(origin);
}

/** GET /aspsps has no application: any active application of the environment may vouch for the origin. */
export function isWhitelistedInEnvironment(
  applications: readonly ApplicationConfig[],
  environment: Environment,
  origin: string,
): boolean {
  return applications.some(
    (application) =>
      application.active && application.environment === environment && isWhitelistedFor(application, origin),
  );
}

/**
 * Whether any application at all (of either environment, active or not) whitelists the origin:
 * the least that every endpoint asks. An origin no application names is refused before the
 * path or its id is read, so its answer cannot tell whether an id exists.
 */
export function isWhitelistedAnywhere(applications: readonly ApplicationConfig[], origin: string): boolean {
  return applications.some((application) => isWhitelistedFor(application, origin));
}

/**
 * Whether every application that can start an authorisation or a payment (every active one)
 * whitelists the origin. Such an origin may see any of them, so telling it that an id is
 * unknown or malformed reveals nothing that it could not see.
 */
export function isWhitelistedByEveryActiveApplication(
  applications: readonly ApplicationConfig[],
  origin: string,
): boolean {
  return applications.every((application) => !application.active || isWhitelistedFor(application, origin));
}
