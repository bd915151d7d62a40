import { ApiError, wrongParameters } from '../http/api-error.js';
import type { ApiReply, BackendContext } from '../routes/context.js';
import { getApplication } from './application.js';
import { listAspsps } from './aspsps.js';
import { authenticate } from './authenticate.js';
import { startAuthorization } from './authorizations.js';
import type { IncomingJsonApiRequest, JsonApiRequest } from './json-api-request.js';
import { createPayment, deletePayment, getPayment, submitPayment } from './payments.js';
import { authorizeSession, deleteSession, getSession } from './sessions.js';

/** The sandbox JSON API ({base_url}) lives under this path of the backend's origin. */
export const JSON_API_BASE = '/api/v1';

type Handler = (context: BackendContext, request: JsonApiRequest, id: string) => ApiReply;

interface Route {
  pattern: RegExp;
  handlers: Partial<Record<string, Handler>>;
}

/** The endpoints of the interface specification that the journeys need; the capture group is the id. */
const ROUTES: readonly Route[] = [
  { pattern: /^\/aspsps$/, handlers: { GET: listAspsps } },
  { pattern: /^\/application$/, handlers: { GET: getApplication } },
  { pattern: /^\/auth$/, handlers: { POST: startAuthorization } },
  { pattern: /^\/sessions$/, handlers: { POST: authorizeSession } },
  { pattern: /^\/sessions\/([^/]+)$/, handlers: { GET: getSession, DELETE: deleteSession } },
  { pattern: /^\/payments$/, handlers: { POST: createPayment } },
  { pattern: /^\/payments\/([^/]+)$/, handlers: { GET: getPayment, DELETE: deletePayment } },
  { pattern: /^\/payments\/([^/]+)\/submit$/, handlers: { POST: submitPayment } },
];

/** Answers one JSON API request: authentication first, so nothing is told to an unknown caller. */
export async function handleJsonApi(
  context: BackendContext,
  incoming: IncomingJsonApiRequest,
): Promise<ApiReply> {
  try {
    const application = await authenticate(incoming.authorization, context.applications, context.now());
    const route = ROUTES.find((candidate) => candidate.pattern.test(incoming.path));
    if (!route) throw new ApiError(404, `There is no endpoint ${JSON_API_BASE}${incoming.path}.`);
    const handler = route.handlers[incoming.method];
    if (!handler) {
      const allowed = Object.keys(route.handlers).join(' or ');
      throw wrongParameters(
        `${incoming.method} is not supported on ${JSON_API_BASE}${incoming.path}: use ${allowed}.`,
      );
    }
    const id = route.pattern.exec(incoming.path)?.[1] ?? '';
    return handler(context, { ...incoming, application }, id);
  } catch (error) {
    if (error instanceof ApiError) return { status: error.status, body: error.toResponse() };
    throw error;
  }
}
