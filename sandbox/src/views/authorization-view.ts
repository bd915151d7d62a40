import { effectiveStatus } from '../flow/transitions.js';
import type { AuthorizationRecord } from '../state/records.js';
import type { Authorization } from '../types/authorization.js';
import { aspspSummary } from './aspsp-view.js';

/** GET /authorizations/{id}. */
export function authorizationView(attempt: AuthorizationRecord, origin: string, now: number): Authorization {
  const application = attempt.application;
  return {
    authorization_id: attempt.id,
    status: effectiveStatus(attempt, now),
    application: {
      name: application.name,
      description: application.description,
      environment: application.environment,
    },
    aspsp: aspspSummary(attempt.aspsp, origin),
    psu_type: attempt.psu_type,
    access: attempt.access,
    consent_required: application.consent_required,
    provider: application.provider,
    expires_at: new Date(attempt.expires_at).toISOString(),
  };
}
