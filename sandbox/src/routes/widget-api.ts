import { isWhitelistedAnywhere } from '../http/cors.js';
import type { RequestBody } from '../http/read-body.js';
import { admit, findRoute, routeHandler, type Admission, type Route } from '../http/route-table.js';
import type { AttemptRecord } from '../state/records.js';
import { findAuthorization, findPayment } from './attempt-lookup.js';
import { getAspsps } from './aspsps.js';
import { getAuthorization, postConsent } from './authorizations.js';
import type { ApiReply, ApiRequest, BackendContext, IncomingApiRequest } from '../request/context.js';
import { getFlow, postFlow } from './flows.js';
import { originRefusal } from './origin-refusal.js';
import { requireJsonContentType } from '../request/request-body.js';

export const API_BASE = '/widget-api/v1';

type Handler = (context: BackendContext, request: ApiRequest, id: string) => ApiReply;

interface WidgetRoute extends Route<Handler> {
  /** The authorisation or payment the path's id names, found with the origin checked first. */
  attempt?: (context: BackendContext, request: IncomingApiRequest, id: string) => AttemptRecord;
}

/** The endpoints of widget-api.md; the capture group is the authorisation or payment id. */
const ROUTES: readonly WidgetRoute[] = [
  { pattern: /^\/aspsps$/, handlers: { GET: (context, request) => getAspsps(context, request) } },
  { pattern: /^\/authorizations\/([^/]+)$/, attempt: findAuthorization, handlers: { GET: getAuthorization } },
  {
    pattern: /^\/authorizations\/([^/]+)\/consent$/,
    attempt: findAuthorization,
    handlers: { POST: postConsent },
  },
  {
    pattern: /^\/authorizations\/([^/]+)\/flow$/,
    attempt: findAuthorization,
    handlers: {
      GET: (context, request, id) => getFlow(context, request, findAuthorization(context, request, id)),
      POST: (context, request, id) => postFlow(context, request, findAuthorization(context, request, id)),
    },
  },
  {
    pattern: /^\/payments\/([^/]+)\/flow$/,
    attempt: findPayment,
    handlers: {
      GET: (context, request, id) => getFlow(context, request, findPayment(context, request, id)),
      POST: (context, request, id) => postFlow(context, request, findPayment(context, request, id)),
    },
  },
];

/**
 * What a widget API request is checked for before its body is read (preflights and faults
 * come before this): the origin, the endpoint, the origin again for the authorisation or
 * payment the path names, the method, and the JSON content type of a POST's body. Then the
 * answer, once the body is read.
 */
export function admitWidgetApiRequest(
  context: BackendContext,
  incoming: IncomingApiRequest,
): Admission<RequestBody, ApiReply> {
  return admit(() => {
    refuseUnknownOrigin(context, incoming);
    const { route, ids } = findRoute(ROUTES, incoming.path, API_BASE);
    const id = ids[0] ?? '';
    route.attempt?.(context, incoming, id);
    const handler = routeHandler(route, incoming.method, incoming.path, API_BASE);
    if (incoming.method === 'POST' && incoming.announcesBody) requireJsonContentType(incoming.contentType);
    return (body: RequestBody) => handler(context, { ...incoming, body }, id);
  });
}

/**
 * An origin that no application whitelists gets the same 403 for every path and id, so a
 * refusal holds no data. The finer checks (the application of an id, an active application
 * for /aspsps) follow.
 */
function refuseUnknownOrigin(context: BackendContext, request: IncomingApiRequest): void {
  // The service's own pages (the hosted flow) are first-party, like {auth_url} itself.
  if (request.origin === context.origin) return;
  if (!isWhitelistedAnywhere(context.applications.all(), request.origin)) throw originRefusal(request.origin);
}
