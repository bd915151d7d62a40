import type { ApplicationConfig, GetApplicationResponse } from '../types/application.js';

/** GET /application. Every application may use every country of the catalogue. */
export function applicationView(
  application: ApplicationConfig,
  countries: readonly string[],
): GetApplicationResponse {
  return {
    name: application.name,
    description: application.description,
    kid: application.id,
    environment: application.environment,
    redirect_urls: [...application.redirect_urls],
    active: application.active,
    countries: [...countries],
    services: [...application.services],
  };
}
