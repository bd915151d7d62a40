import type { Service } from './aspsp.js';

export type Environment = 'SANDBOX' | 'PRODUCTION';

/** The regulated entity whose terms the PSU accepts. */
export interface Provider {
  name: string;
  terms_url: string;
  privacy_url: string;
}

export interface ApplicationConfig {
  /** Stable key that tests and the demo use to pick an application. */
  key: string;
  id: string;
  name: string;
  description?: string;
  environment: Environment;
  /** PRODUCTION applications start pending (inactive); SANDBOX ones are active at once. */
  active: boolean;
  /** False for a licensed TPP: the service is only a technical provider and shows no terms. */
  consent_required: boolean;
  provider: Provider;
  widget_origins: string[];
  redirect_urls: string[];
  /** Services enabled for the application (PIS in PRODUCTION needs a licence and enabling). */
  services: Service[];
  /** SPKI PEM of the key that verifies the application's JWTs on the JSON API. */
  public_key: string;
}

/** GET /application. */
export interface GetApplicationResponse {
  name: string;
  description?: string;
  kid: string;
  environment: Environment;
  redirect_urls: string[];
  active: boolean;
  countries: string[];
  services: Service[];
}
