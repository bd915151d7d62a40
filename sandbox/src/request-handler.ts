import type { IncomingMessage, ServerResponse } from 'node:http';
import { CONTROL_API_BASE, handleControlApi } from './control-panel/control-api.js';
import { serveControlPanelPage } from './control-panel/page.js';
import { isPanelHost, isPanelOrigin } from './control-panel/panel-origin.js';
import type { FaultRegistry } from './faults.js';
import { ApiError, errorResponse } from './http/api-error.js';
import { corsHeaders, preflightHeaders } from './http/cors.js';
import { readBody, type RequestBody } from './http/read-body.js';
import { recordRequest, type RecordedRequest } from './http/request-log.js';
import { sendEmpty, sendJson } from './http/respond.js';
import { handleJsonApi, JSON_API_BASE } from './json-api/json-api.js';
import type { BackendContext } from './routes/context.js';
import { registerApplication } from './registration/register-application.js';
import { playFault } from './routes/fault-response.js';
import { isHandoffPath, serveHandoffPage } from './routes/handoff-page.js';
import { HOSTED_PAGE_PREFIX, serveHostedPage } from './routes/hosted-page.js';
import { isLogoPath, serveLogo } from './routes/logos.js';
import { SANDBOX_BANK_PREFIX, serveSandboxBank } from './routes/sandbox-bank.js';
import { serveLibFile } from './routes/static-lib.js';
import { API_BASE, handleWidgetApi } from './routes/widget-api.js';
import { serveWebhookCertificate, WEBHOOK_CERTIFICATE_PATH } from './webhooks/certificate-route.js';

const API_HEADERS = { 'Cache-Control': 'no-store' };
const MAX_RECORDED_REQUESTS = 10_000;

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

/** The server's only request listener: records the request, then routes it. Never throws. */
export function createRequestHandler(
  context: BackendContext,
  faults: Faults,
  requests: RecordedRequest[],
): (request: IncomingMessage, response: ServerResponse) => void {
  return (request, response) => {
    route(context, faults, requests, request, response).catch((error: unknown) => {
      answerBug(request, response, error);
    });
  };
}

async function route(
  context: BackendContext,
  faults: Faults,
  requests: RecordedRequest[],
  request: IncomingMessage,
  response: ServerResponse,
): Promise<void> {
  const url = new URL(request.url ?? '/', context.origin);
  const body = await readBody(request);
  requests.push(recordRequest(request, url, body));
  // A sandbox that runs for days must not keep every request: the newest are what tests read.
  if (requests.length > MAX_RECORDED_REQUESTS) requests.splice(0, requests.length - MAX_RECORDED_REQUESTS);
  const method = request.method ?? 'GET';
  const path = url.pathname;

  if (path === HEALTH_PATH && method === 'GET') return sendJson(response, 200, { status: 'ok' }, API_HEADERS);
  if (isUnder(path, API_BASE)) return answerApi(context, faults.widgetApi, request, response, url, body);
  if (isUnder(path, JSON_API_BASE))
    return answerJsonApi(context, faults.jsonApi, request, response, url, body);
  if (path === REGISTRATION_PATH) {
    const reply = registerApplication(context, {
      method,
      authorization: request.headers.authorization,
      contentType: request.headers['content-type'],
      body,
    });
    return sendJson(response, reply.status, reply.body, API_HEADERS);
  }
  if (isUnder(path, CONTROL_PANEL_PREFIX) && !isPanelHost(request.headers.host, context.origin)) {
    const refusal = new ApiError(
      403,
      'The control panel answers only on this machine.',
      'UNAUTHORIZED_ACCESS',
    );
    return sendJson(response, 403, refusal.toResponse(), API_HEADERS);
  }
  if (isUnder(path, CONTROL_API_BASE)) return answerControlApi(context, request, response, url, body);
  if (isUnder(path, CONTROL_PANEL_PREFIX) && method === 'GET')
    return serveControlPanelPage(response, context, path);
  if (path === WEBHOOK_CERTIFICATE_PATH && method === 'GET') return serveWebhookCertificate(response);
  if (path.startsWith('/lib/') && method === 'GET')
    return serveLibFile(response, context.libDir, path.slice('/lib/'.length));
  if (isLogoPath(path) && method === 'GET') return serveLogo(response, path, context.catalogue.logoNames);
  // Before the hosted pages: the hand-off pages live under /auth too.
  if (isHandoffPath(path)) return serveHandoffPage(response, context, method, path, body);
  if (path.startsWith(`${HOSTED_PAGE_PREFIX}/`) && method === 'GET')
    return serveHostedPage(response, context, path);
  if (path.startsWith(`${SANDBOX_BANK_PREFIX}/`))
    return serveSandboxBank(response, context, method, path, body, url.searchParams);
  sendJson(response, 404, errorResponse(404, `Nothing at ${method} ${path}.`));
}

async function answerApi(
  context: BackendContext,
  faults: FaultRegistry,
  request: IncomingMessage,
  response: ServerResponse,
  url: URL,
  body: RequestBody,
): Promise<void> {
  const origin = callerOrigin(request, context.origin);
  const method = request.method ?? 'GET';
  if (method === 'OPTIONS') return sendEmpty(response, 204, preflightHeaders(origin));
  const headers = { ...corsHeaders(origin), ...API_HEADERS };
  const path = url.pathname.slice(API_BASE.length);
  // Preflights never reach here, so a fault makes the real request fail in a way the widget can read.
  const fault = faults.take(method, path);
  if (fault && (await playFault(request, response, fault, headers))) return;
  if (origin === undefined) {
    const message =
      'The widget API needs an Origin header: it is called by the widgets from a whitelisted page.';
    return sendJson(response, 403, errorResponse(403, message, 'UNAUTHORIZED_ACCESS'), headers);
  }
  const reply = handleWidgetApi(context, {
    method,
    path,
    query: url.searchParams,
    origin,
    environment: url.searchParams.get('sandbox') === 'true' ? 'SANDBOX' : 'PRODUCTION',
    contentType: request.headers['content-type'],
    body,
  });
  sendJson(response, reply.status, reply.body, headers);
}

/** Server to server: no CORS headers, so a browser page cannot read any answer. */
async function answerJsonApi(
  context: BackendContext,
  faults: FaultRegistry,
  request: IncomingMessage,
  response: ServerResponse,
  url: URL,
  body: RequestBody,
): Promise<void> {
  const method = request.method ?? 'GET';
  const path = url.pathname.slice(JSON_API_BASE.length);
  const fault = faults.take(method, path);
  if (fault && (await playFault(request, response, fault, API_HEADERS))) return;
  const reply = handleJsonApi(context, {
    method,
    path,
    query: url.searchParams,
    authorization: request.headers.authorization,
    host: request.headers.host,
    remoteAddress: request.socket.remoteAddress,
    psuHeaders: psuHeaders(request),
    contentType: request.headers['content-type'],
    body,
  });
  const challenge: Record<string, string> = reply.status === 401 ? { 'WWW-Authenticate': 'Bearer' } : {};
  sendJson(response, reply.status, reply.body, { ...API_HEADERS, ...reply.headers, ...challenge });
}

/**
 * The control panel's JSON API: only for the panel's own page and for scripts (no Origin).
 * A page on another site is refused, so it cannot whitelist itself through the PSU's browser.
 */
function answerControlApi(
  context: BackendContext,
  request: IncomingMessage,
  response: ServerResponse,
  url: URL,
  body: RequestBody,
): void {
  const origin = request.headers.origin;
  const crossSite = request.headers['sec-fetch-site'] === 'cross-site';
  if (!isPanelOrigin(origin, context.origin) || crossSite) {
    const refusal = new ApiError(403, 'The control panel answers only its own page.', 'UNAUTHORIZED_ACCESS');
    return sendJson(response, 403, refusal.toResponse(), API_HEADERS);
  }
  const reply = handleControlApi(context, {
    method: request.method ?? 'GET',
    path: url.pathname.slice(CONTROL_API_BASE.length),
    query: url.searchParams,
    contentType: request.headers['content-type'],
    body,
  });
  sendJson(response, reply.status, reply.body, API_HEADERS);
}

/** The Psu-* headers of the specification, by lowercase name (Node lowercases header names). */
function psuHeaders(request: IncomingMessage): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers)) {
    if (name.startsWith('psu-') && typeof value === 'string') headers[name] = value;
  }
  return headers;
}

function isUnder(path: string, base: string): boolean {
  return path === base || path.startsWith(`${base}/`);
}

/**
 * The page's origin. Browsers leave Origin off a same-origin GET, so the service's own
 * hosted pages are recognised by Sec-Fetch-Site instead.
 */
function callerOrigin(request: IncomingMessage, ownOrigin: string): string | undefined {
  if (request.headers.origin !== undefined) return request.headers.origin;
  return request.headers['sec-fetch-site'] === 'same-origin' ? ownOrigin : undefined;
}

/** A bug in the mock must not take the server down: answer 500 and keep serving. */
function answerBug(request: IncomingMessage, response: ServerResponse, error: unknown): void {
  console.error('sandbox: error while answering', request.method, request.url, error);
  if (response.headersSent) {
    response.destroy();
    return;
  }
  const message = `Internal error in the mock backend: ${error instanceof Error ? error.message : String(error)}`;
  // No URL parsing here: a request target that cannot be parsed may be what brought us here.
  const path = (request.url ?? '/').split('?')[0] ?? '/';
  const cors = isUnder(path, JSON_API_BASE) ? {} : corsHeaders(request.headers.origin);
  sendJson(response, 500, errorResponse(500, message), { ...cors, ...API_HEADERS });
}
