import type { IncomingMessage, ServerResponse } from 'node:http';
import { shedWhileAnswersWait } from './http/answer-budget.js';
import { CONTROL_API_BASE, handleControlApi } from './control-panel/control-api.js';
import { controlApiRefusal, CONTROL_API_HEADER } from './control-panel/control-api-guard.js';
import { isPanelPage, serveControlPanelPage } from './control-panel/page.js';
import {
  hasPanelAccess,
  isPanelToken,
  panelAccessRefusal,
  panelTokenCookie,
  PANEL_TOKEN_PARAMETER,
} from './control-panel/panel-access.js';
import type { FaultRegistry, FaultRule } from './http/faults.js';
import { hostAllowList, isAllowedHost, refusedHostMessage } from './http/allowed-hosts.js';
import { ApiError, errorResponse } from './http/api-error.js';
import { apiError } from './http/error-status.js';
import { corsHeaders, preflightHeaders } from './http/cors.js';
import { commitBeforeAnswer, type Commit } from './http/durable-answer.js';
import {
  announcesBody,
  bodyTooLarge,
  readBody,
  SMALL_BODY_LIMIT,
  type LimitedBody,
  type RequestBody,
} from './http/read-body.js';
import { RequestLog } from './http/bounded-request-log.js';
import { mayBeOwnFormPost } from './http/form-guard.js';
import { recordRequest } from './http/request-log.js';
import { sendEmpty, sendJson } from './http/respond.js';
import type { ErrorReply } from './http/route-table.js';
import { jsonApiBodyLimit } from './json-api/body-limit.js';
import { jsonApiRouteBodyLimit } from './json-api/route-body-limit.js';
import { admitJsonApiRequest, JSON_API_BASE } from './json-api/json-api.js';
import type { ApiReply, BackendContext } from './request/context.js';
import { admitRegistration } from './registration/register-application.js';
import { playFault } from './routes/fault-response.js';
import { isCredentialsFramePath } from './flow/frame-url.js';
import { serveCredentialsFrame } from './credentials-frame/frame-page.js';
import { isHandoffPath, serveHandoffPage, takesHandoffForm } from './routes/handoff-page.js';
import { isOwnHostedPageRequest } from './routes/hosted-page-proof.js';
import { HOSTED_PAGE_PREFIX, serveHostedPage } from './routes/hosted-page.js';
import { isLogoPath, serveLogo } from './routes/logos.js';
import { ownPageForm } from './routes/page-form.js';
import { SANDBOX_BANK_PREFIX, serveSandboxBank, takesBankForm } from './routes/sandbox-bank.js';
import { serveLibFile } from './routes/static-lib.js';
import { admitWidgetApiRequest, API_BASE } from './routes/widget-api.js';
import { serveWebhookCertificate, WEBHOOK_CERTIFICATE_PATH } from './webhooks/certificate-route.js';

const API_HEADERS = { 'Cache-Control': 'no-store' };

/** The registration service ({registration_url}) is this origin too. */
export const REGISTRATION_PATH = '/api/applications';
const CONTROL_PANEL_PREFIX = '/control-panel';
/** For a CI's wait loop: 200 once the sandbox answers. */
const HEALTH_PATH = '/healthz';

/** Faults injected into the widget API (tests of the widgets) and into the JSON API (a backend developer's). */
export interface Faults {
  widgetApi: FaultRegistry;
  jsonApi: FaultRegistry;
}

/** Reads the body of a request its route admitted, within a limit, once; the request log keeps it. */
type BodyReader = (limit: number) => Promise<LimitedBody>;

/** The body of a page's form POST: read once, and kept in the log only once the form proved its page. */
interface PageFormBody {
  read: () => Promise<LimitedBody>;
  keep: (body: LimitedBody) => void;
}

/**
 * The server's only request listener: records the request, then routes it. Never throws.
 * A body is read only once the request may send it (http/read-body.ts); one that is not read
 * is dropped by Node as it arrives, after the answer. With a data directory, every answer
 * waits for `commit` (http/durable-answer.ts).
 */
export function createRequestHandler(
  context: BackendContext,
  faults: Faults,
  log: RequestLog,
  commit?: Commit,
): (request: IncomingMessage, response: ServerResponse) => void {
  // The largest valid JSON API request, a POST /payments, worked out once from the catalogue.
  const jsonApiLimit = jsonApiBodyLimit(context.catalogue.aspsps);
  return (request, response) => {
    // Before anything is done: while answers nobody reads fill the memory, nothing new is taken.
    if (shedWhileAnswersWait(request, response)) return;
    if (commit !== undefined) commitBeforeAnswer(response, commit, ownErrorHeaders(request));
    route(context, faults, log, jsonApiLimit, request, response).catch((error: unknown) => {
      answerBug(request, response, error);
    });
  };
}

async function route(
  context: BackendContext,
  faults: Faults,
  log: RequestLog,
  jsonApiLimit: number,
  request: IncomingMessage,
  response: ServerResponse,
): Promise<void> {
  // A request target that is no URL (`http://[/x`) is the client's mistake, not the sandbox's.
  if (!URL.canParse(request.url ?? '/', context.origin)) {
    request.resume();
    const refusal = apiError('WRONG_REQUEST_PARAMETERS', 'The request target is not a URL.');
    return sendJson(response, refusal.status, refusal.toResponse(), API_HEADERS);
  }
  const url = new URL(request.url ?? '/', context.origin);
  // First, before the body is read or anything is done: a name the sandbox is not known by.
  const allowed = hostAllowList({
    origin: context.origin,
    allowedHosts: context.allowedHosts,
    apiHost: context.identity.apiHost,
    jsonApi: isUnder(url.pathname, JSON_API_BASE),
  });
  if (!isAllowedHost(request.headers.host, allowed, context.origin)) {
    request.resume();
    const refusal = apiError('INVALID_HOST', refusedHostMessage(request.headers.host));
    return sendJson(response, refusal.status, refusal.toResponse(), API_HEADERS);
  }
  const record = recordRequest(request, url);
  log.add(record);
  let reading: Promise<LimitedBody> | undefined;
  // Once: a fault reads the body for the log, and a fault that only delays leaves it to the route.
  const readOnce = (limit: number) => (reading ??= readBody(request, limit));
  const read: BodyReader = async (limit) => {
    const body = await readOnce(limit);
    log.keepBody(record, body);
    return body;
  };
  const pageForm: PageFormBody = {
    read: () => readOnce(SMALL_BODY_LIMIT),
    keep: (body) => log.keepBody(record, body),
  };
  const method = request.method ?? 'GET';
  const path = url.pathname;
  // A HEAD of a file or of the health check is its GET without the body (Node drops it): a
  // readiness probe (wait-on, curl -I) sends HEAD.
  const reads = method === 'GET' || method === 'HEAD';

  if (path === HEALTH_PATH && reads) return sendJson(response, 200, { status: 'ok' }, API_HEADERS);
  if (isUnder(path, API_BASE)) return answerApi(context, faults.widgetApi, request, response, url, read);
  if (isUnder(path, JSON_API_BASE))
    return answerJsonApi(context, faults.jsonApi, request, response, url, read, jsonApiLimit);
  if (path === REGISTRATION_PATH) return answerRegistration(context, request, response, read);
  if (isUnder(path, CONTROL_PANEL_PREFIX)) return answerControlPanel(context, request, response, url, read);
  if (path === WEBHOOK_CERTIFICATE_PATH && reads) return serveWebhookCertificate(response);
  if (path.startsWith('/lib/') && reads)
    return serveLibFile(response, context.libDir, path.slice('/lib/'.length), url.searchParams.get('v'));
  if (isLogoPath(path) && reads) return serveLogo(response, path, context.catalogue.logoNames);
  // Before the hosted pages: the credentials frame and the hand-off pages live under /auth too.
  if (isCredentialsFramePath(path)) return serveCredentialsFrame(response, context, method, url);
  if (isHandoffPath(path)) {
    const target = method === 'POST' && takesHandoffForm(context, path);
    return withPageForm(context, request, response, path, target, pageForm, (body) =>
      serveHandoffPage(response, context, method, path, body, {
        origin: request.headers.origin,
        acceptLanguage: request.headers['accept-language'],
        cookie: request.headers.cookie,
      }),
    );
  }
  if (path.startsWith(`${HOSTED_PAGE_PREFIX}/`) && method === 'GET')
    return serveHostedPage(response, context, url, request.headers['accept-language']);
  if (path.startsWith(`${SANDBOX_BANK_PREFIX}/`)) {
    const target = method === 'POST' && takesBankForm(context, path);
    return withPageForm(context, request, response, path, target, pageForm, (body) =>
      serveSandboxBank(response, context, method, path, body, request.headers.origin),
    );
  }
  sendJson(response, 404, errorResponse(404, `Nothing at ${method} ${path}.`));
}

/**
 * A page's form: its body is read only when the POST may come from the sandbox's own page (by
 * its Origin) to a page that takes a form; any other request is answered as one without a body
 * (refused, or not found), so junk from another site is never read. The log keeps the body once
 * the form proved its page (routes/page-form.ts).
 */
async function withPageForm(
  context: BackendContext,
  request: IncomingMessage,
  response: ServerResponse,
  path: string,
  takesForm: boolean,
  form: PageFormBody,
  answer: (body: RequestBody) => void,
): Promise<void> {
  const origin = request.headers.origin;
  if (!takesForm || !mayBeOwnFormPost(origin, context.origin)) return answer({ kind: 'none' });
  const body = await form.read();
  if (body.kind === 'too-large') return sendTooLarge(response, body.limit, API_HEADERS);
  if (ownPageForm(context, path, body, origin) !== undefined) form.keep(body);
  return answer(body);
}

/**
 * Reads the body and answers with it; a body over the limit gets a 400 ErrorResponse.
 * The answer is written while the rest of that body is still arriving, and the client reads it.
 */
async function withBody(
  response: ServerResponse,
  read: BodyReader,
  limit: number,
  headers: Record<string, string>,
  answer: (body: RequestBody) => void | Promise<void>,
): Promise<void> {
  const body = await read(limit);
  if (body.kind === 'too-large') return sendTooLarge(response, body.limit, headers);
  return answer(body);
}

async function answerApi(
  context: BackendContext,
  faults: FaultRegistry,
  request: IncomingMessage,
  response: ServerResponse,
  url: URL,
  read: BodyReader,
): Promise<void> {
  const origin = callerOrigin(request, context.origin, url.pathname.slice(API_BASE.length));
  const method = request.method ?? 'GET';
  if (method === 'OPTIONS') return sendEmpty(response, 204, preflightHeaders(origin));
  const headers = { ...corsHeaders(origin), ...API_HEADERS };
  const path = url.pathname.slice(API_BASE.length);
  // Preflights never reach here, so a fault makes the real request fail in a way the widget can read.
  const fault = faults.take(method, path);
  if (fault && (await playFaultAfterBody(request, response, fault, headers, read, SMALL_BODY_LIMIT))) return;
  if (origin === undefined) {
    const message =
      'The widget API needs an Origin header: it is called by the widgets from a whitelisted page.';
    return sendJson(response, 403, errorResponse(403, message, 'UNAUTHORIZED_ACCESS'), headers);
  }
  const admission = admitWidgetApiRequest(context, {
    method,
    path,
    query: url.searchParams,
    origin,
    environment: url.searchParams.get('sandbox') === 'true' ? 'SANDBOX' : 'PRODUCTION',
    contentType: request.headers['content-type'],
    acceptLanguage: request.headers['accept-language'],
    announcesBody: announcesBody(request.headers),
  });
  if ('refusal' in admission) return sendReply(response, admission.refusal, headers);
  return withBody(response, read, SMALL_BODY_LIMIT, headers, (body) =>
    sendReply(response, admission.answer(body), headers),
  );
}

/** A fault answers a request the client has sent whole: the request log keeps its body, as tests read it. */
async function playFaultAfterBody(
  request: IncomingMessage,
  response: ServerResponse,
  fault: FaultRule,
  headers: Record<string, string>,
  read: BodyReader,
  limit: number,
): Promise<boolean> {
  if (announcesBody(request.headers)) await read(limit);
  return playFault(request, response, fault, headers);
}

/** Server to server: no CORS headers, so a browser page cannot read any answer. */
async function answerJsonApi(
  context: BackendContext,
  faults: FaultRegistry,
  request: IncomingMessage,
  response: ServerResponse,
  url: URL,
  read: BodyReader,
  paymentLimit: number,
): Promise<void> {
  const method = request.method ?? 'GET';
  const path = url.pathname.slice(JSON_API_BASE.length);
  const admission = await admitJsonApiRequest(context, {
    method,
    path,
    query: url.searchParams,
    authorization: request.headers.authorization,
    host: request.headers.host,
    remoteAddress: request.socket.remoteAddress,
    psuHeaders: psuHeaders(request),
    contentType: request.headers['content-type'],
    announcesBody: announcesBody(request.headers),
  });
  if ('refusal' in admission) return sendJsonApiReply(response, admission.refusal);
  const routeLimit = jsonApiRouteBodyLimit(method, path, paymentLimit);
  // Only once admitted: a caller without a valid JWT neither uses up the developer's fault nor has its body read.
  const fault = faults.take(method, path);
  if (fault && (await playFaultAfterBody(request, response, fault, API_HEADERS, read, routeLimit))) return;
  return withBody(response, read, routeLimit, API_HEADERS, (body) =>
    sendJsonApiReply(response, admission.answer(body)),
  );
}

function sendJsonApiReply(response: ServerResponse, reply: ApiReply): void {
  const challenge: Record<string, string> = reply.status === 401 ? { 'WWW-Authenticate': 'Bearer' } : {};
  sendJson(response, reply.status, reply.body, { ...API_HEADERS, ...reply.headers, ...challenge });
}

/** A body over `limit` bytes: a 400 (read-body.ts). */
function sendTooLarge(response: ServerResponse, limit: number, headers: Record<string, string>): void {
  const refusal = bodyTooLarge(limit);
  sendJson(response, refusal.status, refusal.toResponse(), headers);
}

/** The widget API's answers carry its CORS headers, errors included. */
function sendReply(response: ServerResponse, reply: ErrorReply, headers: Record<string, string>): void {
  sendJson(response, reply.status, reply.body, headers);
}

/** POST {registration_url}/api/applications: its method, token and content type before its body. */
async function answerRegistration(
  context: BackendContext,
  request: IncomingMessage,
  response: ServerResponse,
  read: BodyReader,
): Promise<void> {
  const admission = admitRegistration(context, {
    method: request.method ?? 'GET',
    authorization: request.headers.authorization,
    contentType: request.headers['content-type'],
    announcesBody: announcesBody(request.headers),
  });
  if ('refusal' in admission) return sendJsonApiReply(response, admission.refusal);
  return withBody(response, read, SMALL_BODY_LIMIT, API_HEADERS, async (body) =>
    sendJsonApiReply(response, await admission.answer(body)),
  );
}

/**
 * The control panel, its page and its JSON API: for this machine, or for the holder of the
 * token printed at start. The printed URL carries the token once; the page keeps it in a cookie.
 */
async function answerControlPanel(
  context: BackendContext,
  request: IncomingMessage,
  response: ServerResponse,
  url: URL,
  read: BodyReader,
): Promise<void> {
  const method = request.method ?? 'GET';
  const login = url.searchParams.get(PANEL_TOKEN_PARAMETER);
  if (method === 'GET' && isPanelPage(url.pathname) && isPanelToken(login, context.panelToken)) {
    // Redirected, so the token leaves the address bar, the history and any Referer.
    const cookie = panelTokenCookie(login ?? '', CONTROL_PANEL_PREFIX);
    return sendEmpty(response, 303, { Location: CONTROL_PANEL_PREFIX, 'Set-Cookie': cookie, ...API_HEADERS });
  }
  const caller = {
    remoteAddress: request.socket.remoteAddress,
    cookie: request.headers.cookie,
    authorization: request.headers.authorization,
  };
  if (!hasPanelAccess(caller, { token: context.panelToken, localPeers: context.panelLocalPeers })) {
    const refusal = new ApiError(403, panelAccessRefusal(), 'UNAUTHORIZED_ACCESS');
    return sendJson(response, 403, refusal.toResponse(), API_HEADERS);
  }
  if (isUnder(url.pathname, CONTROL_API_BASE)) return answerControlApi(context, request, response, url, read);
  if (method === 'GET') return serveControlPanelPage(response, context, url.pathname, url.searchParams);
  sendJson(response, 404, errorResponse(404, `Nothing at ${method} ${url.pathname}.`));
}

/**
 * The control panel's JSON API: for the panel's own page and for scripts, each call with the
 * custom header. A page on another site is refused, so it cannot whitelist itself through the
 * developer's browser.
 */
async function answerControlApi(
  context: BackendContext,
  request: IncomingMessage,
  response: ServerResponse,
  url: URL,
  read: BodyReader,
): Promise<void> {
  const header = request.headers[CONTROL_API_HEADER.toLowerCase()];
  const problem = controlApiRefusal(
    {
      origin: request.headers.origin,
      host: request.headers.host,
      secFetchSite: singleHeader(request.headers['sec-fetch-site']),
      controlHeader: singleHeader(header),
    },
    context.origin,
  );
  if (problem !== undefined) {
    const refusal = new ApiError(403, problem, 'UNAUTHORIZED_ACCESS');
    return sendJson(response, 403, refusal.toResponse(), API_HEADERS);
  }
  return withBody(response, read, SMALL_BODY_LIMIT, API_HEADERS, (body) => {
    const reply = handleControlApi(context, {
      method: request.method ?? 'GET',
      path: url.pathname.slice(CONTROL_API_BASE.length),
      query: url.searchParams,
      contentType: request.headers['content-type'],
      body,
    });
    sendJson(response, reply.status, reply.body, API_HEADERS);
  });
}

/** The Psu-* headers of the specification, by lowercase name (Node lowercases header names). */
function psuHeaders(request: IncomingMessage): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers)) {
    if (name.startsWith('psu-') && typeof value === 'string') headers[name] = value;
  }
  return headers;
}

function singleHeader(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value.join(', ') : value;
}

function isUnder(path: string, base: string): boolean {
  return path === base || path.startsWith(`${base}/`);
}

/**
 * The page's origin. Browsers leave Origin off a same-origin GET, so the service's own
 * hosted page is recognised by its proof instead (routes/hosted-page-proof.ts).
 */
function callerOrigin(request: IncomingMessage, ownOrigin: string, apiPath: string): string | undefined {
  if (request.headers.origin !== undefined) return request.headers.origin;
  return isOwnHostedPageRequest(request.headers, ownOrigin, apiPath) ? ownOrigin : undefined;
}

/** A bug in the mock must not take the server down: answer 500 and keep serving. */
function answerBug(request: IncomingMessage, response: ServerResponse, error: unknown): void {
  // No URL parsing here: a request target that cannot be parsed may be what brought us here.
  // The path only: a query may hold what a client would not want in a log.
  const path = (request.url ?? '/').split('?')[0] ?? '/';
  console.error('sandbox: error while answering', request.method, path, error);
  if (response.headersSent) {
    response.destroy();
    return;
  }
  const message = `Internal error in the mock backend: ${error instanceof Error ? error.message : String(error)}`;
  sendJson(response, 500, errorResponse(500, message), ownErrorHeaders(request));
}

/**
 * The headers of a 500 of the sandbox's own (a bug, a data directory it could not write): a
 * page's request gets CORS, so that a widget reads the message instead of a network error.
 */
function ownErrorHeaders(request: IncomingMessage): Record<string, string> {
  const path = (request.url ?? '/').split('?')[0] ?? '/';
  const cors = isUnder(path, JSON_API_BASE) ? {} : corsHeaders(request.headers.origin);
  return { ...cors, ...API_HEADERS };
}
