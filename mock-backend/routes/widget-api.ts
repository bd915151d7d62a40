import { ApiError, wrongParameters } from '../http/api-error.js';
import { findAuthorization, findPayment } from './attempt-lookup.js';
import { getAspsps } from './aspsps.js';
import { getAuthorization, postConsent } from './authorizations.js';
import type { ApiReply, ApiRequest, BackendContext } from './context.js';
import { getFlow, postFlow } from './flows.js';

export const API_BASE = '/widget-api/v1';

type Handler = (context: BackendContext, request: ApiRequest, id: string) => ApiReply;

interface Route {
  pattern: RegExp;
  handlers: Partial<Record<string, Handler>>;
}

/** The endpoints of widget-api.md; the capture group is the authorisation or payment id. */
const ROUTES: readonly Route[] = [
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
  try {
    const route = ROUTES.find((candidate) => candidate.pattern.test(request.path));
    if (!route) throw new ApiError(404, `There is no endpoint ${API_BASE}${request.path}.`);
    const handler = route.handlers[request.method];
    if (!handler) {
      const allowed = Object.keys(route.handlers).join(' or ');
      throw wrongParameters(
        `${request.method} is not supported on ${API_BASE}${request.path}: use ${allowed}.`,
      );
    }
    const id = route.pattern.exec(request.path)?.[1] ?? '';
    return handler(context, request, id);
  } catch (error) {
    if (error instanceof ApiError) return { status: error.status, body: error.toResponse() };
    throw error;
  }
}
