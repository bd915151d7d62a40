import { ApiError, wrongParameters } from '../http/api-error.js';
import type { ApiReply, BackendContext } from '../routes/context.js';
import { getAccountDetails, getBalances, getTransaction, getTransactions } from './accounts.js';
import { getApplication } from './application.js';
import { listAspsps } from './aspsps.js';
import { authenticate } from './authenticate.js';
import { startAuthorization } from './authorizations.js';
import type { IncomingJsonApiRequest, JsonApiRequest } from './json-api-request.js';
import {
  createPayment,
  deletePayment,
  getPayment,
  getPaymentTransaction,
  submitPayment,
} from './payments.js';
import { authorizeSession, deleteSession, getSession } from './sessions.js';

/** The sandbox JSON API ({base_url}) lives under this path of the backend's origin. */
export const JSON_API_BASE = '/api/v1';

/** `ids` are the path's capture groups: the resource id, then a sub-resource id. */
type Handler = (context: BackendContext, request: JsonApiRequest, ...ids: string[]) => ApiReply;

interface Route {
  pattern: RegExp;
  handlers: Partial<Record<string, Handler>>;
}

/** Every endpoint of the interface specification but registration (see registration/). */
const ROUTES: readonly Route[] = [
  { pattern: /^\/aspsps$/, handlers: { GET: listAspsps } },
  { pattern: /^\/application$/, handlers: { GET: getApplication } },
  { pattern: /^\/auth$/, handlers: { POST: startAuthorization } },
  { pattern: /^\/sessions$/, handlers: { POST: authorizeSession } },
  { pattern: /^\/sessions\/([^/]+)$/, handlers: { GET: getSession, DELETE: deleteSession } },
  { pattern: /^\/accounts\/([^/]+)\/details$/, handlers: { GET: getAccountDetails } },
  { pattern: /^\/accounts\/([^/]+)\/balances$/, handlers: { GET: getBalances } },
  { pattern: /^\/accounts\/([^/]+)\/transactions$/, handlers: { GET: getTransactions } },
  { pattern: /^\/accounts\/([^/]+)\/transactions\/([^/]+)$/, handlers: { GET: getTransaction } },
  { pattern: /^\/payments$/, handlers: { POST: createPayment } },
  { pattern: /^\/payments\/([^/]+)$/, handlers: { GET: getPayment, DELETE: deletePayment } },
  { pattern: /^\/payments\/([^/]+)\/submit$/, handlers: { POST: submitPayment } },
  { pattern: /^\/payments\/([^/]+)\/transactions\/([^/]+)$/, handlers: { GET: getPaymentTransaction } },
];

/** Answers one JSON API request: authentication first, so nothing is told to an unknown caller. */
export function handleJsonApi(context: BackendContext, incoming: IncomingJsonApiRequest): ApiReply {
  try {
    const application = authenticate(
      incoming,
      context.applications,
      context.identity,
      context.clock.realTime(),
    );
    const route = ROUTES.find((candidate) => candidate.pattern.test(incoming.path));
    if (!route) throw new ApiError(404, `There is no endpoint ${JSON_API_BASE}${incoming.path}.`);
    const handler = route.handlers[incoming.method];
    if (!handler) {
      const allowed = Object.keys(route.handlers).join(' or ');
      throw wrongParameters(
        `${incoming.method} is not supported on ${JSON_API_BASE}${incoming.path}: use ${allowed}.`,
      );
    }
    const ids = (route.pattern.exec(incoming.path) ?? []).slice(1).map(decodePathSegment);
    return handler(context, { ...incoming, application }, ...ids);
  } catch (error) {
    if (error instanceof ApiError) return { status: error.status, body: error.toResponse() };
    throw error;
  }
}

function decodePathSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
