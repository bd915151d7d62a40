/**
 * The merchant's webhook endpoint: a node:http server on 127.0.0.1 that verifies every
 * request (webhook-verification.ts), answers 200 to a verified one and 401 otherwise, and
 * keeps what it received so a test can wait for a delivery and inspect it.
 */
import { X509Certificate, type KeyObject } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { verifyWebhook, type WebhookExpectations, type WebhookVerdict } from './webhook-verification.js';

export const WEBHOOK_PATH = '/webhooks/payment-status';

export interface Delivery {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  rawBody: Buffer;
  verdict: WebhookVerdict;
  answeredStatus: number;
}

export class WebhookReceiver {
  readonly deliveries: Delivery[] = [];
  private readonly listeners = new Set<() => void>();
  private readonly keys = new Map<string, Promise<KeyObject>>();
  private server: Server | undefined;
  private expectations: WebhookExpectations | undefined;

  /** The origin to whitelist, e.g. http://127.0.0.1:40123. */
  origin = '';

  /** `fetcher` fetches the x5u certificates: default the global fetch; one that trusts only the service's CA. */
  constructor(private readonly fetcher: typeof fetch = fetch) {}

  get url(): string {
    return `${this.origin}${WEBHOOK_PATH}`;
  }

  async start(): Promise<void> {
    const server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        void this.receive(
          request.method ?? '',
          request.url ?? '',
          request.headers,
          Buffer.concat(chunks),
        ).then((status) => {
          response.writeHead(status, { 'Content-Type': 'application/json' });
          response.end(JSON.stringify({ received: status === 200 }));
        });
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    this.server = server;
    this.origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }

  /** Known once the application is registered; until then nothing can verify. */
  expect(expectations: WebhookExpectations): void {
    this.expectations = expectations;
  }

  /** The first delivery that matches, waiting for it up to timeoutMs (real time). */
  waitFor(matches: (delivery: Delivery) => boolean, timeoutMs: number, what: string): Promise<Delivery> {
    return new Promise((resolve, reject) => {
      const check = (): boolean => {
        const found = this.deliveries.find(matches);
        if (found === undefined) return false;
        clearTimeout(timer);
        this.listeners.delete(listener);
        resolve(found);
        return true;
      };
      const listener = (): void => void check();
      const timer = setTimeout(() => {
        this.listeners.delete(listener);
        const seen = this.deliveries.map((delivery) => delivery.rawBody.toString('utf8'));
        reject(new Error(`No webhook ${what} within ${timeoutMs} ms; received: ${JSON.stringify(seen)}`));
      }, timeoutMs);
      this.listeners.add(listener);
      check();
    });
  }

  async close(): Promise<void> {
    const server = this.server;
    if (server === undefined) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  private async receive(
    method: string,
    path: string,
    headers: IncomingHttpHeaders,
    rawBody: Buffer,
  ): Promise<number> {
    const expectations = this.expectations;
    const verdict: WebhookVerdict =
      method !== 'POST' || path !== WEBHOOK_PATH
        ? { ok: false, problem: `${method} ${path} is not the webhook endpoint (POST ${WEBHOOK_PATH}).` }
        : expectations === undefined
          ? { ok: false, problem: 'A webhook arrived before the application was registered.' }
          : await verifyWebhook(headers.authorization, rawBody, expectations, (x5u) => this.keyAt(x5u));
    const answeredStatus = verdict.ok ? 200 : 401;
    this.deliveries.push({ method, path, headers, rawBody, verdict, answeredStatus });
    for (const listener of this.listeners) listener();
    return answeredStatus;
  }

  /** The certificate at x5u, fetched once per URL (it changes rarely). */
  private keyAt(x5u: string): Promise<KeyObject> {
    let key = this.keys.get(x5u);
    if (key === undefined) {
      key = fetchCertificateKey(x5u, this.fetcher);
      this.keys.set(x5u, key);
      key.catch(() => this.keys.delete(x5u));
    }
    return key;
  }
}

async function fetchCertificateKey(x5u: string, fetcher: typeof fetch): Promise<KeyObject> {
  const response = await fetcher(x5u);
  if (response.status !== 200) throw new Error(`GET ${x5u} answered ${response.status}.`);
  // X509Certificate takes PEM or DER, so either form of the certificate works.
  return new X509Certificate(Buffer.from(await response.arrayBuffer())).publicKey;
}
