/**
 * The one way widgets talk to the backend (Widget API v1): JSON over fetch, no cookies,
 * the locale in Accept-Language, `sandbox=true` when asked, a timeout per attempt, GETs
 * retried on transient failures, POSTs never repeated, and every failure a WidgetError.
 */
import { parseRetryAfter, retryDelayMs } from './retry.js';
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
}

export function buildApiUrl(context: ApiContext, path: string, query: Record<string, string> = {}) {
  const url = new URL(apiBasePath + path, context.origin);
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
  if (context.sandbox) url.searchParams.set('sandbox', 'true');
  return url;
}

export async function callApi<T>(context: ApiContext, request: ApiRequest<T>): Promise<T> {
  const isPost = request.body !== undefined;
  for (let attempt = 0; ; attempt++) {
    try {
      return await attemptOnce(context, request);
    } catch (error) {
      if (isPost || !(error instanceof WidgetError)) throw error;
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
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), context.timeoutMs ?? attemptTimeoutMs);
  const abortOnCaller = () => timeout.abort();
  context.signal.addEventListener('abort', abortOnCaller);
  try {
    const response = await send(context, request, timeout.signal);
    const body = await readJson(response);
    if (response.status !== 200) throw errorFromResponse(response, body);
    if (body === invalidJson || !request.accept(body)) {
      throw new WidgetError(
        WidgetErrorCode.invalidResponse,
        'The service answered with data this widget cannot read.',
        { status: response.status },
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
    clearTimeout(timer);
    context.signal.removeEventListener('abort', abortOnCaller);
  }
}

function send(context: ApiContext, request: ApiRequest<unknown>, signal: AbortSignal) {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': context.locale.toLowerCase(),
  };
  const init: RequestInit = { headers, signal, credentials: 'omit', mode: 'cors', cache: 'no-store' };
  if (request.body !== undefined) {
    init.method = 'POST';
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(request.body);
  }
  return fetch(buildApiUrl(context, request.path, request.query), init);
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

function errorFromResponse(response: Response, body: unknown): WidgetError {
  const options = {
    status: response.status,
    retryAfter: parseRetryAfter(response.headers.get('Retry-After')),
  };
  if (!isErrorResponse(body)) {
    return new WidgetError(
      WidgetErrorCode.invalidResponse,
      `The service answered with status ${response.status}.`,
      options,
    );
  }
  const code = typeof body.error === 'string' ? body.error : WidgetErrorCode.invalidResponse;
  return new WidgetError(code, body.message, options);
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
