/**
 * The demo application's client of the JSON API ({base_url}), on its server side only: each
 * request carries a fresh RS256 JWT signed with the application's private key, as the
 * interface specification's Authentication requires. Every call is recorded for the page.
 */
import { signApplicationJwt } from '../../sandbox/src/jwt/jwt-signer.js';
import type { ApiCall, ApplicationKey } from '../common/demo-api-contract.js';
import type { ErrorResponse } from '../common/json-api-types.js';

/** Short-lived tokens: the API refuses more than 86400 s, and a request needs seconds. */
const TOKEN_LIFETIME_SECONDS = 300;
const REQUEST_TIMEOUT_MS = 15_000;

/** A JSON API answer other than 200, with its ErrorResponse. */
export class JsonApiError extends Error {
  constructor(
    readonly status: number,
    readonly error: string,
    message: string,
  ) {
    super(message);
    this.name = 'JsonApiError';
  }
}

export interface JsonApiClient {
  request<T>(
    application: ApplicationKey,
    method: 'GET' | 'POST' | 'DELETE',
    path: string,
    body?: unknown,
  ): Promise<T>;
}

/** `calls` receives one entry per request, in order, including failed ones. */
export function jsonApiClient(baseUrl: string, calls: ApiCall[]): JsonApiClient {
  return {
    async request<T>(
      application: ApplicationKey,
      method: 'GET' | 'POST' | 'DELETE',
      path: string,
      body?: unknown,
    ): Promise<T> {
      const token = await signApplicationJwt(application, { lifetimeSeconds: TOKEN_LIFETIME_SECONDS });
      const headers: Record<string, string> = {
        Authorization: `Bearer ${token}`,
        Accept: 'application/json',
      };
      if (body !== undefined) headers['Content-Type'] = 'application/json';
      const call: ApiCall = { method, path, status: 0, ...(body === undefined ? {} : { requestBody: body }) };
      calls.push(call);
      let response: Response;
      try {
        response = await fetch(`${baseUrl}${path}`, {
          method,
          headers,
          body: body === undefined ? undefined : JSON.stringify(body),
          signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
        });
      } catch (error) {
        call.error = 'NETWORK_ERROR';
        throw new JsonApiError(502, 'NETWORK_ERROR', `The JSON API could not be reached: ${String(error)}`);
      }
      call.status = response.status;
      const data = await readJson(response);
      if (response.ok) return data as T;
      const failure = errorResponse(data, response.status);
      // An ErrorResponse without a code has error null.
      call.error = failure.error ?? undefined;
      throw new JsonApiError(response.status, failure.error ?? 'UNKNOWN_ERROR', failure.message);
    },
  };
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function errorResponse(data: unknown, status: number): ErrorResponse {
  if (typeof data === 'object' && data !== null && typeof (data as ErrorResponse).message === 'string') {
    return data as ErrorResponse;
  }
  return { message: `The JSON API answered ${status} without an ErrorResponse.`, code: status };
}
