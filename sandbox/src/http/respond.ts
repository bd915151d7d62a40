import type { ServerResponse } from 'node:http';
import { holdAnswer } from './answer-budget.js';
import { whenDurable } from './durable-answer.js';

export function sendJson(
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  send(response, status, 'application/json; charset=utf-8', JSON.stringify(body), headers);
}

export function send(
  response: ServerResponse,
  status: number,
  contentType: string,
  body: string | Buffer,
  headers: Record<string, string> = {},
): void {
  whenDurable(response, () => {
    const bytes = Buffer.byteLength(body);
    holdAnswer(response, bytes);
    response.writeHead(status, {
      'Content-Type': contentType,
      'Content-Length': String(bytes),
      'X-Content-Type-Options': 'nosniff',
      ...headers,
    });
    response.end(body);
  });
}

export function sendEmpty(response: ServerResponse, status: number, headers: Record<string, string>): void {
  whenDurable(response, () => {
    response.writeHead(status, headers);
    response.end();
  });
}

/** A stylesheet the sandbox writes itself (a page's look under its CSP's style-src 'self'). */
export function sendStylesheet(response: ServerResponse, css: string): void {
  send(response, 200, 'text/css; charset=utf-8', css, { 'Cache-Control': 'no-store' });
}
