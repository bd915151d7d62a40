import { catalogueCountries } from '../catalogue/aspsp-query.js';
import { writeGetApplicationResponse } from '../resources/api-resources.js';
import type { ApiReply, BackendContext } from '../request/context.js';
import { applicationView } from '../views/application-view.js';
import type { JsonApiRequest } from './json-api-request.js';

/** GET /application: the caller, identified by the JWT's kid; pending applications may call it too. */
export function getApplication(context: BackendContext, request: JsonApiRequest): ApiReply {
  return {
    status: 200,
    body: writeGetApplicationResponse(
      applicationView(request.application, catalogueCountries(context.catalogue.aspsps)),
    ),
  };
}
