import type { RequestBody } from '../http/read-body.js';
import { admitAfter, matchRoute, type Admission, type Route } from '../http/route-table.js';
import type { ApiReply, BackendContext } from '../request/context.js';
import { requireJsonContentType } from '../request/request-body.js';
import { getAccountDetails, getBalances, getTransaction, getTransactions } from './accounts.js';
import { getApplication } from './application.js';
import { listAspsps } from './aspsps.js';
import { authenticate } from './authenticate.js';
import { jsonApiContentType } from './body-content-type.js';
import { startAuthorization } from './authorizations.js';
import type { IncomingJsonApiRequest, JsonApiRequest } from './json-api-request.js';
import { OPENAPI_JSON_PATH, openApiReply } from './openapi-json.js';
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

/** Every endpoint of the interface specification but registration (see registration/). */
const ROUTES: readonly Route<Handler>[] = [
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

/**
 * What a JSON API request is checked for before its body is read, in this order: the caller
 * (authentication, so nothing is told to an unknown one), the endpoint and its method, and
 * the JSON content type of a POST's body (a body without one is read as JSON). Then the
 * answer, once the body is read. The OpenAPI document is for anyone, without a JWT.
 */
export function admitJsonApiRequest(
  context: BackendContext,
  arriving: IncomingJsonApiRequest,
): Promise<Admission<RequestBody, ApiReply>> {
  if (arriving.method === 'GET' && arriving.path === OPENAPI_JSON_PATH) {
    return Promise.resolve({ answer: () => openApiReply(context.origin) });
  }
  const incoming = { ...arriving, contentType: jsonApiContentType(arriving.contentType) };
  const caller = () =>
    authenticate(incoming, context.applications, context.identity, context.clock.realTime());
  return admitAfter(caller, (application) => {
    const { handler, ids } = matchRoute(ROUTES, incoming.method, incoming.path, JSON_API_BASE);
    if (incoming.method === 'POST' && incoming.announcesBody) requireJsonContentType(incoming.contentType);
    return (body: RequestBody) => handler(context, { ...incoming, application, body }, ...ids);
  });
}
