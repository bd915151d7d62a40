import type { Access } from './access.js';
import type { Environment, Provider } from './application.js';
import type { PSUType } from './aspsp.js';
import type { AspspSummary } from './flow.js';

export type AuthorizationStatus =
  'CREATED' | 'CONSENT_GIVEN' | 'AUTHORIZED' | 'CANCELLED' | 'FAILED' | 'EXPIRED';

/** GET /authorizations/{id} (widget-api.md, section 3). */
export interface Authorization {
  authorization_id: string;
  status: AuthorizationStatus;
  application: { name: string; description?: string; environment: Environment };
  aspsp: AspspSummary;
  psu_type: PSUType;
  access: Access;
  consent_required: boolean;
  provider: Provider;
  expires_at: string;
}

/** POST /auth on the JSON API (the specification's StartAuthorizationResponse). */
export interface StartAuthorizationResponse {
  url: string;
  authorization_id: string;
  psu_id_hash: string;
}
