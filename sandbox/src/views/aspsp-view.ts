import { SANDBOX_USERS } from '../data/sandbox-users.js';
import type { Environment } from '../types/application.js';
import type { ASPSPData } from '../types/aspsp.js';
import type { AspspSummary } from '../types/flow.js';

/** The catalogue keeps logos relative; responses carry them as absolute URLs on the backend's origin. */
export function absoluteUrl(path: string, origin: string): string {
  return new URL(path, origin).href;
}

/** An element of GET /aspsps: absolute logos, and the test users in SANDBOX only. */
export function publicAspsp(aspsp: ASPSPData, origin: string, environment: Environment): ASPSPData {
  return {
    ...aspsp,
    logo: absoluteUrl(aspsp.logo, origin),
    group: aspsp.group && { ...aspsp.group, logo: absoluteUrl(aspsp.group.logo, origin) },
    sandbox: environment === 'SANDBOX' ? { users: [...SANDBOX_USERS] } : undefined,
  };
}

export function aspspSummary(aspsp: ASPSPData, origin: string): AspspSummary {
  return {
    name: aspsp.name,
    country: aspsp.country,
    logo: absoluteUrl(aspsp.logo, origin),
    beta: aspsp.beta,
  };
}
