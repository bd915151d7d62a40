import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';
import { wrongParameters, type ApiError } from './api-error.js';
import { bodyMeter } from './body-budget.js';

/**
 * The limit of every body but the JSON API's (json-api/body-limit.ts): the widget API's
 * actions, registrations and the pages' forms are far smaller.
 */
export const SMALL_BODY_LIMIT = 64 * 1024;

export type RequestBody = { kind: 'none' } | { kind: 'text'; text: string };
/** A body read within a limit, or the news that it is larger. */
export type LimitedBody = RequestBody | { kind: 'too-large'; limit: number };

/** Whether the request announces a body, so what it needs can be checked before reading it. */
export function announcesBody(headers: IncomingHttpHeaders): boolean {
  return headers['transfer-encoding'] !== undefined || Number(headers['content-length'] ?? 0) > 0;
}

/**
 * Reads the body, up to `limit` bytes. A larger one is known at once by its Content-Length,
 * or when the limit is passed; the rest is then read and dropped as it arrives, never cut
 * off, so the client receives the 400 it is answered with. Each chunk counts against the
 * bytes all requests read at once (body-budget.ts) until the body is read or fails; a chunk
 * past that budget gets the request its 429 here, and the route never gets a body.
 */
export function readBody(request: IncomingMessage, limit: number): Promise<LimitedBody> {
  if (Number(request.headers['content-length'] ?? 0) > limit) {
    request.resume();
    return Promise.resolve({ kind: 'too-large', limit });
  }
  const meter = bodyMeter(request);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const stop = (): void => {
      request.off('data', onData).off('end', onEnd).off('error', onError).off('close', stop);
      meter.release();
    };
    const finish = (body: LimitedBody): void => {
      stop();
      resolve(body);
    };
    const onError = (error: Error): void => {
      stop();
      reject(error);
    };
    const onData = (chunk: Buffer): void => {
      size += chunk.length;
      // The stream keeps flowing without a listener: what is left is dropped.
      if (size > limit) return finish({ kind: 'too-large', limit });
      if (meter.take(chunk.length)) return void chunks.push(chunk);
      // Answered, and the connection closed, by the meter: the route waits for nothing more.
      stop();
      meter.shed();
    };
    const onEnd = (): void =>
      finish(size === 0 ? { kind: 'none' } : { kind: 'text', text: Buffer.concat(chunks).toString('utf8') });
    // A request cut off before its end gives its bytes back too.
    request.on('data', onData).on('end', onEnd).on('error', onError).on('close', stop);
  });
}

/**
 * The refusal of a body over the limit. The specification has no code for it, nor 413 among
 * its statuses (400, 401, 403, 404, 408, 422, 429, 500): a 400 WRONG_REQUEST_PARAMETERS is the
 * nearest, as the request itself is wrong.
 */
export function bodyTooLarge(limit: number): ApiError {
  return wrongParameters(`The request body is larger than ${limit} bytes, the most this endpoint takes.`);
}
