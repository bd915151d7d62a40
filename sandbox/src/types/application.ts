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
  /** Origins whose pages may run the widgets for this application. */
  widget_origins: string[];
  /** Origins that may receive the payment status webhook. */
  webhook_origins: string[];
  redirect_urls: string[];
  /**
   * Addresses the application's server calls the JSON API from; empty allows any (the
   * default). A call from another address is refused with UNAUTHORIZED_IP.
   */
  allowed_ips: string[];
  /**
   * Whether the PSU types bank credentials in a page of the service framed by the widget
   * (widget-api.md, section 5b) rather than in fields on the application's page.
   */
  credentials_frame: boolean;
  /**
   * The widgets.css custom properties of its credentials frame, `--service-<name>: <value>`
   * each: a page's own values cannot reach a frame of another origin.
   */
  credentials_frame_style: string[];
  /** Services enabled for the application (PIS in PRODUCTION needs a licence and enabling). */
  services: Service[];
  /** SPKI PEM of the key that verifies the application's JWTs on the JSON API. */
  public_key: string;
  /** Set for applications registered at run time (POST /api/applications), not built in. */
  registered?: RegistrationDetails;
}

/** What a registration adds beyond the configuration: kept for the control panel. */
export interface RegistrationDetails {
  /** ISO date-time of the registration. */
  at: string;
  /** The certificate or public key as registered (PEM). */
  certificate: string;
  gdpr_email?: string;
  privacy_url?: string;
  terms_url?: string;
}

/** What the control panel can change of an application. */
export type ApplicationSettings = Pick<
  ApplicationConfig,
  | 'redirect_urls'
  | 'widget_origins'
  | 'webhook_origins'
  | 'allowed_ips'
  | 'services'
  | 'credentials_frame'
  | 'credentials_frame_style'
>;

export const SETTING_NAMES: readonly (keyof ApplicationSettings)[] = [
  'redirect_urls',
  'widget_origins',
  'webhook_origins',
  'allowed_ips',
  'services',
  'credentials_frame',
  'credentials_frame_style',
];

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
