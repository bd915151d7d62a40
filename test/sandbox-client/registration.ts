/**
 * POST {registration_url}/api/applications. The sandbox authenticates the request with a JWT
 * signed by the key being registered (proof of possession); its audience is the
 * registration service, and it has no kid since the application has no id yet.
 */
import type { RegistrationRequest, RegistrationResponse } from './api-types.js';
import { callJson } from './http-call.js';
import { signJwt, type ApplicationKey, type TokenTarget } from './jwt.js';

const REGISTRATION_PATH = '/api/applications';

/** `openApiDocument`: the URL of the service's OpenAPI document, which the answer must match. */
export async function registerApplication(
  registrationUrl: string,
  key: ApplicationKey,
  token: TokenTarget,
  body: RegistrationRequest,
  fetcher?: typeof fetch,
  openApiDocument?: string,
): Promise<RegistrationResponse> {
  const jwt = await signJwt(key.privateKey, token);
  return callJson({
    method: 'POST',
    url: `${registrationUrl}${REGISTRATION_PATH}`,
    headers: { Authorization: `Bearer ${jwt}` },
    body,
    fetch: fetcher,
    ...(openApiDocument === undefined
      ? {}
      : { openApi: { document: openApiDocument, path: REGISTRATION_PATH } }),
  });
}
