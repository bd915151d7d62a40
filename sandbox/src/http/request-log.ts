import type { IncomingMessage } from 'node:http';
import { redactedBody, redactedHeaders, redactedQuery, redactedText } from './credential-redaction.js';
import { MAX_JSON_NESTING, nestsDeeperThan } from './json-nesting.js';
import { SMALL_BODY_LIMIT, type LimitedBody } from './read-body.js';

/** One request as the backend received it; tests read these from MockBackend.requests. */
export interface RecordedRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  origin?: string;
  headers: Record<string, string>;
  /**
   * Parsed JSON when the body is JSON, the raw text otherwise; absent without a body or when
   * the request was answered without reading it. Credentials are redacted (credential-redaction.ts).
   */
  body?: unknown;
}

export function recordRequest(request: IncomingMessage, url: URL): RecordedRequest {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers)) {
    if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  return {
    method: request.method ?? 'GET',
    path: url.pathname,
    query: redactedQuery(Object.fromEntries(url.searchParams)),
    origin: headers.origin,
    // No credential is kept (credential-redaction.ts): the log is for reading what was sent, not replaying it.
    headers: redactedHeaders(headers),
  };
}

/** The body as the record keeps it: a large one (a full bulk payment) only by its size, so the log stays small. */
export function recordedBody(body: LimitedBody): unknown {
  if (body.kind === 'none') return undefined;
  if (body.kind === 'too-large') return `(a body over the limit of ${body.limit} bytes)`;
  if (body.text.length > SMALL_BODY_LIMIT) return `(a body of ${Buffer.byteLength(body.text)} bytes)`;
  // Parsed only as deep as a route takes it: the log must not cost more than the answer.
  if (nestsDeeperThan(body.text, MAX_JSON_NESTING)) return redactedText(body.text);
  try {
    return redactedBody(JSON.parse(body.text));
  } catch {
    return redactedText(body.text);
  }
}
