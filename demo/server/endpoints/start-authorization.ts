import type { StartAuthorizationRequest, StartAuthorizationResult } from '../../common/demo-api-contract.js';
import type { StartAuthorizationResponse } from '../../common/json-api-types.js';
import { consentValidUntil } from '../consent-validity.js';
import { callbackUrl, type DemoContext } from '../demo-context.js';
import type { JsonApiClient } from '../json-api-client.js';
import { findAspsp } from './find-aspsp.js';

/**
 * POST /demo-api/auth: the AIS journey's POST /auth, with balances and transactions until
 * the longest validity the ASPSP allows (at most 90 days), and a fresh state.
 */
export async function startAuthorization(
  context: DemoContext,
  api: JsonApiClient,
  input: StartAuthorizationRequest,
): Promise<Omit<StartAuthorizationResult, 'calls'>> {
  const application = await context.applications.get(api, input.application);
  const aspsp = await findAspsp(api, input.application, input.aspsp, input.psuType, 'AIS');
  const validUntil = consentValidUntil(context.now(), aspsp.maximum_consent_validity);
  const state = context.journeys.newState();
  const answer = await api.request<StartAuthorizationResponse>(input.application, 'POST', '/auth', {
    aspsp: input.aspsp,
    psu_type: input.psuType,
    access: { balances: true, transactions: true, valid_until: validUntil },
    redirect_url: callbackUrl(context),
    state,
    ...(input.language === undefined ? {} : { language: input.language }),
  });
  context.journeys.add({
    state,
    service: 'AIS',
    application: { key: application.key, name: application.name },
    aspsp: input.aspsp,
    psuType: input.psuType,
    authorizationId: answer.authorization_id,
  });
  return { authorizationId: answer.authorization_id, url: answer.url, state, validUntil };
}
