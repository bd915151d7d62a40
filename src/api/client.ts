/**
 * The one way widgets talk to the backend (Widget API v1): JSON over fetch, no cookies,
 * the locale in Accept-Language, `sandbox=true` when asked, a timeout per attempt, GETs
 * retried on transient failures, POSTs never repeated, and every failure a WidgetError.
 */
import type { UnlistedErrorCode } from './error-codes.js';
import { refusesCrossOriginReads } from './backend-probe.js';
import { foreignAnswer } from './foreign-answer.js';
import { browserIsOffline } from './online.js';
import { parseRetryAfter, retryDelayMs } from './retry.js';
import { timeLimit } from './time-limit.js';
import type { ErrorResponse } from './types.js';
import { WidgetError, WidgetErrorCode } from './widget-error.js';

export const apiBasePath = '/widget-api/v1';
const attemptTimeoutMs = 15_000;

export interface ApiContext {
  /** The backend origin, already checked by toBackendOrigin. */
  origin: string;
  sandbox: boolean;
  /** The widget's locale, sent lowercase in Accept-Language. */
  locale: string;
  /** Aborts the request and any pending retry (the widget changed or left the page). */
  signal: AbortSignal;
  /** How long one attempt may take; 15 s unless a test needs it shorter. */
  timeoutMs?: number;
}

export interface ApiRequest<T> {
  path: string;
  query?: Record<string, string>;
  /** A POST with this JSON body; without it the request is a GET. */
  body?: unknown;
  /** Checks the shape of a 200 answer. */
  accept: (value: unknown) => value is T;
  /** Told as an answer's headers arrive, before its body is read. */
  onResponse?: () => void;
}

export function buildApiUrl(context: ApiContext, path: string, query: Record<string, string> = {}) {
  const url = new URL(apiBasePath + path, context.origin);
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
  if (context.sandbox) url.searchParams.set('sandbox', 'true');
  return url;
}

/**
 * Origins that have given this page a readable answer: a later network failure there is a
 * passing one (a proxy's error page without CORS headers), not a backend set up wrong.
 */
const answeredOrigins = new Set<string>();

export async function callApi<T>(context: ApiContext, request: ApiRequest<T>): Promise<T> {
  try {
    return await callWithRetries(context, request);
  } catch (error) {
    if (
      error instanceof WidgetError &&
      error.error === WidgetErrorCode.networkError &&
      !browserIsOffline() &&
      !answeredOrigins.has(context.origin)
    ) {
      throw await explainNetworkFailure(context, request, error);
    }
    throw error;
  }
}

async function callWithRetries<T>(context: ApiContext, request: ApiRequest<T>): Promise<T> {
  const isPost = request.body !== undefined;
  for (let attempt = 0; ; attempt++) {
    try {
      return await attemptOnce(context, request);
    } catch (error) {
      if (isPost || !(error instanceof WidgetError)) throw error;
      // Offline, a retry cannot help: the widget loads again when the browser is back online.
      if (error.error === WidgetErrorCode.networkError && browserIsOffline()) throw error;
      const delay = retryDelayMs(attempt, error.status, error.retryAfter);
      if (delay === undefined || !isTransient(error)) throw error;
      await sleep(delay, context.signal);
    }
  }
}

function isTransient(error: WidgetError): boolean {
  return (
    error.status !== undefined ||
    error.error === WidgetErrorCode.networkError ||
    error.error === WidgetErrorCode.timeout
  );
}

async function attemptOnce<T>(context: ApiContext, request: ApiRequest<T>): Promise<T> {
  const timeout = timeLimit(context.timeoutMs ?? attemptTimeoutMs, context.signal);
  try {
    const response = await send(context, request, timeout.signal);
    answeredOrigins.add(context.origin);
    request.onResponse?.();
    const body = await readJson(response);
    if (response.status !== 200) throw errorFromResponse(context, response, body);
    if (body === invalidJson || !request.accept(body)) {
      throw (
        foreignBackendError(context, response) ??
        new WidgetError(
          WidgetErrorCode.invalidResponse,
          'The service answered with data this widget cannot read.',
          { status: response.status },
        )
      );
    }
    return body;
  } catch (error) {
    if (context.signal.aborted) throw context.signal.reason;
    if (error instanceof WidgetError) throw error;
    if (timeout.signal.aborted) {
      throw new WidgetError(WidgetErrorCode.timeout, 'The service did not answer in time.');
    }
    throw new WidgetError(WidgetErrorCode.networkError, 'The service could not be reached.', {
      cause: error,
    });
  } finally {
    timeout.end();
  }
}

/** What every request of the contract carries. */
function contractHeaders(context: ApiContext): Record<string, string> {
  return { Accept: 'application/json', 'Accept-Language': context.locale.toLowerCase() };
}

function send(context: ApiContext, request: ApiRequest<unknown>, signal: AbortSignal) {
  const headers = contractHeaders(context);
  const init: RequestInit = { headers, signal, credentials: 'omit', mode: 'cors', cache: 'no-store' };
  if (request.body !== undefined) {
    init.method = 'POST';
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(request.body);
  }
  const url = buildApiUrl(context, request.path, request.query);
  // Aborted already (a rehearsal's request, rehearse-insertion.ts): fetch() would only reject,
  // and a wrapper the page has put around it (error monitoring) would report a request never sent.
  if (signal.aborted) throw signal.reason;
  return fetch(url, init);
}

const invalidJson = Symbol('invalid JSON');

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return invalidJson;
  }
}

function isErrorResponse(body: unknown): body is ErrorResponse {
  return typeof body === 'object' && body !== null && typeof (body as ErrorResponse).message === 'string';
}

function errorFromResponse(context: ApiContext, response: Response, body: unknown): WidgetError {
  const options = {
    status: response.status,
    retryAfter: parseRetryAfter(response.headers.get('Retry-After')),
  };
  if (!isErrorResponse(body)) {
    return (
      foreignBackendError(context, response) ??
      new WidgetError(
        WidgetErrorCode.invalidResponse,
        `The service answered with status ${response.status}.`,
        options,
      )
    );
  }
  // The backend's code passes through as sent, listed in this version or not.
  const code =
    typeof body.error === 'string' ? (body.error as UnlistedErrorCode) : WidgetErrorCode.invalidResponse;
  return new WidgetError(code, body.message, options);
}

/** The answer of something other than a widget API backend (foreign-answer.ts), as an error; else undefined. */
function foreignBackendError(context: ApiContext, response: Response): WidgetError | undefined {
  const foreign = foreignAnswer(response.status, response.headers.get('Content-Type'));
  return foreign ? notWidgetBackend(context.origin, `it answered ${foreign}`, response.status) : undefined;
}

/**
 * A request that failed at the network level while the browser is online, at an origin that
 * never answered this page: when the host answers but refuses cross-origin reads, the origin is
 * no widget API backend. Only a load can be that first request, and a load is a GET.
 */
async function explainNetworkFailure(
  context: ApiContext,
  request: ApiRequest<unknown>,
  failure: WidgetError,
): Promise<WidgetError> {
  const url = buildApiUrl(context, request.path, request.query);
  if (!(await refusesCrossOriginReads(url, contractHeaders(context), context.signal))) return failure;
  return notWidgetBackend(context.origin, 'its answers carry no CORS headers for this page');
}

/** The origin that was tried, what it answered, and the fix, for the developer reading the event. */
function notWidgetBackend(origin: string, finding: string, status?: number): WidgetError {
  return new WidgetError(
    WidgetErrorCode.notWidgetBackend,
    `The widget API is not at ${origin}: ${finding}. Set the widget's origin attribute to the ` +
      'origin of the service (origin="https://..."); without it the widget uses the origin its ' +
      'script was loaded from.',
    status === undefined ? {} : { status },
  );
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason as Error);
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    function onAbort() {
      clearTimeout(timer);
      reject(signal.reason as Error);
    }
    signal.addEventListener('abort', onAbort, { once: true });
  });
}
