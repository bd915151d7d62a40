import { SERVICE_PROVIDER } from '../data/applications.js';
import type { ApplicationConfig } from '../types/application.js';
import type { RegistrationFields } from './registration-body.js';

/**
 * The application a registration creates. SANDBOX: active at once with AIS and PIS (the
 * specification enables payment initiation for every new sandbox application). PRODUCTION:
 * pending, AIS only (PIS needs a licence and enabling). Widget and webhook origins start
 * empty: they are whitelisted in the control panel. The PSU accepts the service's terms.
 */
export function registeredApplication(
  fields: RegistrationFields,
  publicKeyPem: string,
  id: string,
  registeredAt: string,
): ApplicationConfig {
  const sandbox = fields.environment === 'SANDBOX';
  return {
    // Registered applications have no readable key; their id serves.
    key: id,
    id,
    name: fields.name,
    description: fields.description,
    environment: fields.environment,
    active: sandbox,
    consent_required: true,
    credentials_frame: false,
    credentials_frame_style: [],
    provider: SERVICE_PROVIDER,
    widget_origins: [],
    webhook_origins: [],
    redirect_urls: fields.redirect_urls,
    allowed_ips: [],
    services: sandbox ? ['AIS', 'PIS'] : ['AIS'],
    public_key: publicKeyPem,
    registered: {
      at: registeredAt,
      certificate: fields.certificate,
      gdpr_email: fields.gdpr_email,
      privacy_url: fields.privacy_url,
      terms_url: fields.terms_url,
    },
  };
}
