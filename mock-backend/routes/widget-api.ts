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
    const { handler, ids } = matchRoute(ROUTES, request.method, request.path, API_BASE);
    return handler(context, request, ids[0] ?? '');
  });
}
