/**
 * A merchant's webhook endpoint for the backend's HTTP tests: a node:http server on 127.0.0.1
 * that records every request and answers as the test tells it.
 */
import { createServer, type IncomingHttpHeaders, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { MockBackend, MockBackendOptions } from '../../sandbox/src/server.js';
import { ALLOWED_ORIGIN, asObject, startBackend } from './backend-fixture.js';

export interface Received {
  path: string;
  method: string;
  headers: IncomingHttpHeaders;
  /** The exact bytes received. */
  body: Buffer;
}

/** How the receiver answers: a status (with a Location), 102 Processing, or never. */
export type Reply = { status: number; location?: string } | 'processing' | 'never';

/** A merchant's webhook endpoint on 127.0.0.1, answering as the test tells it. */
export class Receiver {
  readonly received: Received[] = [];
  reply: (request: Received) => Reply = () => ({ status: 200 });
  private readonly server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const received = {
        path: request.url ?? '',
        method: request.method ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks),
      };
      this.received.push(received);
      answer(response, this.reply(received));
    });
  });

  get origin(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  listen(): Promise<void> {
    return new Promise((resolve) => this.server.listen(0, '127.0.0.1', resolve));
  }

  close(): Promise<void> {
    return new Promise((resolve) => {
      this.server.close(() => resolve());
      this.server.closeAllConnections();
    });
  }

  to(path: string): Received[] {
    return this.received.filter((request) => request.path === path);
  }
}

function answer(response: ServerResponse, reply: Reply): void {
  if (reply === 'never') return;
  if (reply === 'processing') {
    response.writeProcessing();
    return;
  }
  response.writeHead(reply.status, reply.location === undefined ? {} : { Location: reply.location });
  response.end(reply.status === 204 ? undefined : 'ok');
}

/** Waits for a condition the backend reaches on its own (its real-time tick), never for a fixed time. */
export async function until<T>(
  what: string,
  check: () => T | undefined | Promise<T | undefined>,
): Promise<T> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const value = await check();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}.`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/** The JSON body of a received webhook. */
export function bodyOf(request: Received): Record<string, unknown> {
  return asObject(JSON.parse(request.body.toString('utf8')) as unknown);
}

export interface BackendWithReceiver {
  backend: MockBackend;
  receiver: Receiver;
  /** Closes both. */
  stop(): Promise<void>;
}

/**
 * A backend whose real time source stands still, so its sandbox clock moves only by
 * clock.advance(), with a listening receiver whitelisted as a webhook origin; the payments
 * are looked at every 10 ms.
 */
export async function frozenBackendWithReceiver(
  webhooks: MockBackendOptions['webhooks'] = {},
): Promise<BackendWithReceiver> {
  const receiver = new Receiver();
  await receiver.listen();
  const realTime = Date.now();
  const backend = await startBackend({
    now: () => realTime,
    allowedOrigins: [ALLOWED_ORIGIN, receiver.origin],
    webhooks: { checkIntervalMs: 10, ...webhooks },
  });
  return {
    backend,
    receiver,
    stop: async () => {
      await backend.close();
      await receiver.close();
    },
  };
}
