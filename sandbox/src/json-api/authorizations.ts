import { writeStartAuthorizationResponse } from '../resources/api-resources.js';
import { jsonBody } from '../request/request-body.js';
import { creationContext, type ApiReply, type BackendContext } from '../request/context.js';
import { addAuthorization } from '../attempts/add-attempt.js';
import type { StartAuthorizationResponse } from '../types/authorization.js';
import { hostedPageUrl } from '../views/page-urls.js';
import { withInputErrors } from './input-errors.js';
import type { JsonApiRequest } from './json-api-request.js';
import { requireActive, requireService } from './permissions.js';
import { startAuthorizationInput } from './start-authorization-request.js';

/** POST /auth: the same authorisation as createAuthorization; `url` is its hosted page. */
export function startAuthorization(context: BackendContext, request: JsonApiRequest): ApiReply {
  requireActive(request.application);
  requireService(request.application, 'AIS');
  const input = startAuthorizationInput(jsonBody(request), request.application.key);
  const authorization = withInputErrors(() =>
    addAuthorization(context.store, input, creationContext(context)),
  );
  const body: StartAuthorizationResponse = {
    url: hostedPageUrl(authorization, context.origin),
    authorization_id: authorization.id,
    psu_id_hash: authorization.psu_id_hash,
  };
  return { status: 200, body: writeStartAuthorizationResponse(body) };
}
