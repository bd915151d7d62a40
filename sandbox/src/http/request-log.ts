import type { IncomingMessage } from 'node:http';
import type { RequestBody } from './read-body.js';

/** One request as the backend received it; tests read these from MockBackend.requests. */
export interface RecordedRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  origin?: string;
  headers: Record<string, string>;
  /** Parsed JSON when the body is JSON, the raw text otherwise; absent without a body. */
  body?: unknown;
}

export function recordRequest(request: IncomingMessage, url: URL, body: RequestBody): RecordedRequest {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers)) {
    if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  return {
    method: request.method ?? 'GET',
    path: url.pathname,
    query: Object.fromEntries(url.searchParams),
    origin: headers.origin,
    headers,
    body: recordedBody(body),
  };
}

function recordedBody(body: RequestBody): unknown {
  if (body.kind === 'none') return undefined;
  if (body.kind === 'too-large') return '(body over the size limit)';
  try {
    return JSON.parse(body.text) as unknown;
  } catch {
    return body.text;
  }
}
