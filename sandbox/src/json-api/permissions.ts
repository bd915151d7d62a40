import { apiError } from '../http/error-status.js';
import type { ApplicationConfig } from '../types/application.js';
import type { Service } from '../types/aspsp.js';

/** A PRODUCTION application is pending until its contract is cleared: it may look, not start journeys. */
export function requireActive(application: ApplicationConfig): void {
  if (!application.active) {
    throw apiError(
      'ACCESS_DENIED',
      `The application ${application.id} is pending: it cannot start authorisations or payments until it is activated.`,
    );
  }
}

export function requireService(application: ApplicationConfig, service: Service): void {
  if (!application.services.includes(service)) {
    throw apiError(
      'ACCESS_DENIED',
      `The service ${service} is not enabled for the application ${application.id}.`,
    );
  }
}
