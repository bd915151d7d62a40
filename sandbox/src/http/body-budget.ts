import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { shedRequest } from './shed-request.js';

/**
 * A body is held whole while it arrives (read-body.ts), up to its route's limit: 34 MiB for
 * POST /payments. With 1,000 connections (connection-limits.ts) that would be 34 GiB, so the
 * bytes being read at once, by all requests together, stop here: seven of the largest bodies,
 * more than a developer's clients send at once, and memory any machine running the sandbox has.
 */
export const BODY_BYTES_READING = 256 * 1024 * 1024;

/** The body bytes being read at once, against a most. */
export class BodyBudget {
  private reading = 0;

  constructor(readonly bytes: number) {}

  /** Counts `count` more bytes; false, counting nothing, when they would pass the most. */
  take(count: number): boolean {
    if (this.reading + count > this.bytes) return false;
    this.reading += count;
    return true;
  }

  give(count: number): void {
    this.reading -= count;
  }
}

/** The budget of every server that is given none: one for the process. */
export const PROCESS_BODY_BUDGET = new BodyBudget(BODY_BYTES_READING);

/** By request: the budget its body is read within, and its response, to shed it with. */
const metered = new WeakMap<IncomingMessage, { budget: BodyBudget; response: ServerResponse }>();

/** Every body a request of `server` reads (readBody) counts against `budget`. */
export function meterBodies(server: Server, budget: BodyBudget): void {
  // Before any other listener: a request carries its budget before a route reads its body.
  server.prependListener('request', (request: IncomingMessage, response: ServerResponse) => {
    metered.set(request, { budget, response });
  });
}

/** How one body is counted as it arrives. */
export interface BodyMeter {
  /** Counts a chunk; false, counting nothing, when it would pass the budget. */
  take(count: number): boolean;
  /** Gives back what the body counted: it was read, refused or cut off. */
  release(): void;
  /** Answers 429 and closes the connection once the answer is out, so the rest is not read. */
  shed(): void;
}

/** The meter of the request's body; a request of no metered server counts against nothing. */
export function bodyMeter(request: IncomingMessage): BodyMeter {
  const found = metered.get(request);
  let held = 0;
  return {
    take(count) {
      if (found !== undefined && !found.budget.take(count)) return false;
      held += count;
      return true;
    },
    release() {
      found?.budget.give(held);
      held = 0;
    },
    shed() {
      if (found !== undefined) {
        shedRequest(found.response, `${found.budget.bytes} bytes of request bodies being read at once`);
      }
    },
  };
}
