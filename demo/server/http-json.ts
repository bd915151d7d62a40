import type { IncomingMessage, ServerResponse } from 'node:http';
import { badRequest } from './demo-error.js';

/** The demo's requests are small forms; anything bigger is a mistake. */
const MAX_BODY_BYTES = 16 * 1024;

/** The JSON body of a request from the demo's pages, or an empty object without one. */
export async function readJsonBody(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) throw badRequest('The request body is too large.');
    chunks.push(chunk);
  }
  const text = Buffer.concat(chunks).toString('utf8').trim();
  if (text === '') return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw badRequest('The request body is not JSON.');
  }
}

export function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.statusCode = status;
  response.setHeader('Content-Type', 'application/json; charset=utf-8');
  response.setHeader('Cache-Control', 'no-store');
  response.end(JSON.stringify(body));
}
