/**
 * The answer to a request shed for a budget (body-budget.ts, answer-budget.ts): a 429 that
 * asks to come again soon, and the connection closed once it is out, so that the rest of a
 * body is not read and a connection that reads nothing goes. Written directly, not through
 * respond.ts, whose answers count against the answers' budget.
 */
import type { ServerResponse } from 'node:http';
import { apiError } from './error-status.js';

/** What a budget holds is given back within seconds: bodies end, answers are taken or dropped. */
const RETRY_AFTER_SECONDS = 1;

/** Sheds the request; `holding` says what the sandbox holds, the most of it. */
export function shedRequest(response: ServerResponse, holding: string): void {
  const refusal = apiError(
    'ASPSP_RATE_LIMIT_EXCEEDED',
    `The sandbox holds ${holding}, the most it holds: send this request again in ${RETRY_AFTER_SECONDS} s.`,
  );
  const body = JSON.stringify(refusal.toResponse());
  response.writeHead(refusal.status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': String(Buffer.byteLength(body)),
    'Cache-Control': 'no-store',
    'Retry-After': String(RETRY_AFTER_SECONDS),
    Connection: 'close',
  });
  response.end(body);
}
