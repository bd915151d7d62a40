import { ApiError } from '../http/api-error.js';
import { isWhitelistedAnywhere } from '../http/cors.js';
import { matchRoute, replyOrError, type Route } from '../http/route-table.js';
import { findAuthorization, findPayment } from './attempt-lookup.js';
import { getAspsps } from './aspsps.js';
import { getAuthorization, postConsent } from './authorizations.js';
import type { ApiReply, ApiRequest, BackendContext } from './context.js';
import { getFlow, postFlow } from './flows.js';

export const API_BASE = '/widget-api/v1';

type Handler = (context: BackendContext, request: ApiRequest, id: string) => ApiReply;

/** The endpoints of widget-api.md; the capture group is the authorisation or payment id. */
const ROUTES: readonly Route<Handler>[] = [
  { pattern: /^\/aspsps$/, handlers: { GET: (context, request) => getAspsps(context, request) } },
  { pattern: /^\/authorizations\/([^/]+)$/, handlers: { GET: getAuthorization } },
  { pattern: /^\/authorizations\/([^/]+)\/consent$/, handlers: { POST: postConsent } },
  {
    pattern: /^\/authorizations\/([^/]+)\/flow$/,
    handlers: {
      GET: (context, request, id) => getFlow(context, findAuthorization(context, request, id)),
      POST: (context, request, id) => postFlow(context, request, findAuthorization(context, request, id)),
    },
  },
  {
    pattern: /^\/payments\/([^/]+)\/flow$/,
    handlers: {
      GET: (context, request, id) => getFlow(context, findPayment(context, request, id)),
      POST: (context, request, id) => postFlow(context, request, findPayment(context, request, id)),
    },
  },
];

/** Answers one widget API request (preflights and faults are handled before this). */
export function handleWidgetApi(context: BackendContext, request: ApiRequest): ApiReply {
  return replyOrError(() => {
    refuseUnknownOrigin(context, request);
    const { handler, ids } = matchRoute(ROUTES, request.method, request.path, API_BASE);
    return handler(context, request, ids[0] ?? '');
  });
}

/**
 * The origin comes first: an origin that no application whitelists gets the same 403 for
 * every path and id (existing, unknown or malformed), so a refusal holds no data. The finer
 * checks (the application of an id, an active application for /aspsps) follow in the routes.
 */
function refuseUnknownOrigin(context: BackendContext, request: ApiRequest): void {
  // The service's own pages (the hosted flow) are first-party, like {auth_url} itself.
  if (request.origin === context.origin) return;
  if (isWhitelistedAnywhere(context.applications, request.origin)) return;
  throw new ApiError(
    403,
    `The origin ${request.origin} is not whitelisted for any application. ` +
      'Add it to the widget origins of the application in the control panel.',
    'UNAUTHORIZED_ACCESS',
  );
}
