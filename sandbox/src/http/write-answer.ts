/**
 * Writes an answer at once: its status, the headers every answer has, and its body, counted
 * against the memory that answers nobody reads yet may hold (answer-budget.ts). Through
 * respond.ts, once the request's changes are durable; directly, the 500 that says they are not.
 */
import type { ServerResponse } from 'node:http';
import { holdAnswer } from './answer-budget.js';

export function writeAnswer(
  response: ServerResponse,
  status: number,
  contentType: string,
  body: string | Buffer,
  headers: Record<string, string> = {},
): void {
  const bytes = Buffer.byteLength(body);
  holdAnswer(response, bytes);
  response.writeHead(status, {
    'Content-Type': contentType,
    'Content-Length': String(bytes),
    'X-Content-Type-Options': 'nosniff',
    ...headers,
  });
  response.end(body);
}
