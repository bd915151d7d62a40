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
}
