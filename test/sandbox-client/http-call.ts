/** One JSON request to the service, and the error a non-200 answer becomes. */
import type { ErrorResponse } from './api-types.js';
import { checkAnswer, type OpenApiOperation } from './openapi-check.js';

/** A non-200 answer: its status, the ErrorResponse (when the body is one) and the raw text. */
export class ServiceError extends Error {
  constructor(
    readonly method: string,
    readonly url: string,
    readonly status: number,
    readonly body: ErrorResponse | undefined,
    readonly text: string,
  ) {
    super(`${method} ${url} answered ${status}: ${text.slice(0, 500)}`);
    this.name = 'ServiceError';
  }
}

export interface JsonRequest {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  url: string;
  headers?: Record<string, string>;
  body?: unknown;
  /** Default the global fetch; an https client that trusts only its own CAs passes its own. */
  fetch?: typeof fetch;
  /** The operation of the service's OpenAPI document: the answer, error or not, must match it. */
  openApi?: OpenApiOperation;
}

/**
 * Sends JSON, expects 200 with a JSON body; anything else throws a ServiceError. An answer
 * that does not match the OpenAPI operation throws an Error that says where.
 */
export async function callJson<T>(request: JsonRequest): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json', ...request.headers };
  let body: string | undefined;
  if (request.body !== undefined) {
    body = JSON.stringify(request.body);
    headers['Content-Type'] = 'application/json';
  }
  const response = await (request.fetch ?? fetch)(request.url, { method: request.method, headers, body });
  const text = await response.text();
  const json = parseJson(text);
  if (request.openApi !== undefined)
    await checkAnswer(request.openApi, request.method, response.status, json, request.fetch);
  if (response.status !== 200) {
    throw new ServiceError(request.method, request.url, response.status, asErrorResponse(json), text);
  }
  if (json === undefined) {
    throw new ServiceError(request.method, request.url, response.status, undefined, text);
  }
  return json as T;
}

/** The JSON of a text, or undefined when it is not JSON. */
export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function asErrorResponse(json: unknown): ErrorResponse | undefined {
  if (typeof json !== 'object' || json === null) return undefined;
  return typeof (json as { message?: unknown }).message === 'string' ? (json as ErrorResponse) : undefined;
}
