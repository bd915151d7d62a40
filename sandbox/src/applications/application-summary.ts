import type { ApplicationConfig, Environment } from '../types/application.js';
import type { Service } from '../types/aspsp.js';

/** An application as the control panel shows it (its page and GET /control-panel/api/applications). */
export interface ApplicationSummary {
  /** The application id: the kid of its JWTs. */
  app_id: string;
  /** The readable key of a built-in application ('sandbox-shop'); a registered one's is its id. */
  key: string;
  name: string;
  description?: string;
  environment: Environment;
  /** False while a PRODUCTION application is pending. */
  active: boolean;
  /** Whether the PSU accepts the service's terms (false for a licensed TPP). */
  consent_required: boolean;
  services: Service[];
  redirect_urls: string[];
  widget_origins: string[];
  webhook_origins: string[];
  /** Empty: calls from any address are accepted. */
  allowed_ips: string[];
  /** The PSU types bank credentials in the service's own page, framed by the widget. */
  credentials_frame: boolean;
  /** The frame's custom properties, `--service-<name>: <value>` each. */
  credentials_frame_style: string[];
  /** Built into the sandbox (data/applications.ts) or registered through POST /api/applications. */
  source: 'built-in' | 'registered';
  /** When a registered application was registered (ISO 8601, sandbox time). */
  registered_at?: string;
}

export function applicationSummary(application: ApplicationConfig): ApplicationSummary {
  return {
    app_id: application.id,
    key: application.key,
    name: application.name,
    description: application.description,
    environment: application.environment,
    active: application.active,
    consent_required: application.consent_required,
    services: [...application.services],
    redirect_urls: [...application.redirect_urls],
    widget_origins: [...application.widget_origins],
    webhook_origins: [...application.webhook_origins],
    allowed_ips: [...application.allowed_ips],
    credentials_frame: application.credentials_frame,
    credentials_frame_style: [...application.credentials_frame_style],
    source: application.registered === undefined ? 'built-in' : 'registered',
    registered_at: application.registered?.at,
  };
}
