import type { ServerResponse } from 'node:http';
import { whenDurable } from './durable-answer.js';
import { writeAnswer } from './write-answer.js';

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
  whenDurable(response, () => writeAnswer(response, status, contentType, body, headers));
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
