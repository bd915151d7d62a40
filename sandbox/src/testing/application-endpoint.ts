/**
 * The application's side of startSandbox(): a node:http server on loopback that is its
 * redirect_url (a GET answers a page) and its payment status webhook endpoint, which
 * verifies each delivery as an application's server must (interface specification, Events:
 * RS256 by the certificate at x5u, sub, msgi over the exact body bytes), acknowledges it, and
 * hands the events to tests that wait for them.
 */
import { createHash, X509Certificate } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { decodeProtectedHeader, jwtVerify } from 'jose';

/** The body of a payment status webhook, verified. */
export interface PaymentWebhook {
  payment_id: string;
  payment_status: string;
  payment_updates_expected: boolean;
  webhook_id: string;
  webhook_triggered: string;
  payment_auth_status: string | null;
}

export interface NextWebhookOptions {
  /** Wait for this payment_status (ACSC, …); default the next event of any status. */
  status?: string;
  /** Real milliseconds to wait; default 10000. */
  timeoutMs?: number;
}

interface Delivery {
  event?: PaymentWebhook;
  /** Why the delivery did not verify. */
  problem?: string;
  taken: boolean;
}

interface Waiter {
  paymentId: string;
  status?: string;
  resolve(event: PaymentWebhook): void;
}

export const DEFAULT_WEBHOOK_TIMEOUT_MS = 10_000;

export class ApplicationEndpoint {
  private readonly deliveries: Delivery[] = [];
  private waiters: Waiter[] = [];
  private readonly server: Server;

  constructor(private readonly expected: { applicationId: () => string; certificateUrl: () => string }) {
    this.server = createServer((request, response) => {
      // The application's redirect_url: where a browser lands after the bank.
      if (request.method === 'GET') {
        response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
        response.end('<!doctype html><title>Application</title><p>Back at the application.</p>');
        return;
      }
      void this.receive(request).then((accepted) => {
        response.writeHead(accepted ? 204 : 400).end();
      });
    });
  }

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

  /**
   * The payment's next verified event not yet taken (with `status`, the first of that status).
   * Rejects after the timeout, naming what the payment's webhooks delivered instead.
   */
  next(paymentId: string, options: NextWebhookOptions = {}): Promise<PaymentWebhook> {
    const found = this.take(paymentId, options.status);
    if (found) return Promise.resolve(found);
    const timeoutMs = options.timeoutMs ?? DEFAULT_WEBHOOK_TIMEOUT_MS;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiters = this.waiters.filter((candidate) => candidate !== waiter);
        reject(new Error(this.missing(paymentId, options.status, timeoutMs)));
      }, timeoutMs);
      const waiter: Waiter = {
        paymentId,
        status: options.status,
        resolve: (event) => {
          clearTimeout(timer);
          resolve(event);
        },
      };
      this.waiters.push(waiter);
    });
  }

  private take(paymentId: string, status: string | undefined): PaymentWebhook | undefined {
    const delivery = this.deliveries.find(
      ({ event, taken }) =>
        !taken &&
        event?.payment_id === paymentId &&
        (status === undefined || event.payment_status === status),
    );
    if (delivery) delivery.taken = true;
    return delivery?.event;
  }

  private missing(paymentId: string, status: string | undefined, timeoutMs: number): string {
    const wanted = status === undefined ? 'webhook' : `webhook with payment_status ${status}`;
    const delivered = this.deliveries
      .filter(({ event }) => event?.payment_id === paymentId)
      .map(({ event }) => `${event?.payment_status} (auth ${event?.payment_auth_status})`);
    const refused = this.deliveries.flatMap(({ problem }) => (problem ? [problem] : []));
    return [
      `No ${wanted} for payment ${paymentId} within ${timeoutMs} ms.`,
      `Delivered for it instead: ${delivered.length > 0 ? delivered.join(', ') : 'nothing'}.`,
      ...(refused.length > 0 ? [`Deliveries that did not verify: ${refused.join('; ')}`] : []),
    ].join(' ');
  }

  private async receive(request: IncomingMessage): Promise<boolean> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const problem = await this.problemOf(request.headers.authorization, body);
    if (problem !== undefined) {
      this.deliveries.push({ problem, taken: false });
      return false;
    }
    const event = JSON.parse(body.toString('utf8')) as PaymentWebhook;
    const waiter = this.waiters.find(
      (candidate) =>
        candidate.paymentId === event.payment_id &&
        (candidate.status === undefined || candidate.status === event.payment_status),
    );
    this.deliveries.push({ event, taken: waiter !== undefined });
    if (waiter) {
      this.waiters = this.waiters.filter((candidate) => candidate !== waiter);
      waiter.resolve(event);
    }
    return true;
  }

  /** What an application's server would refuse the delivery for, or undefined. */
  private async problemOf(authorization: string | undefined, body: Buffer): Promise<string | undefined> {
    const token = /^Bearer (\S+)$/.exec(authorization ?? '')?.[1];
    if (token === undefined) return 'no Authorization: Bearer <JWT>';
    try {
      const x5u = decodeProtectedHeader(token).x5u;
      if (x5u !== this.expected.certificateUrl()) return `x5u ${String(x5u)} is not the sandbox's`;
      const certificate = new X509Certificate(Buffer.from(await (await fetch(x5u)).arrayBuffer()));
      const { payload } = await jwtVerify(token, certificate.publicKey, { algorithms: ['RS256'] });
      const msgi = `sha256-${createHash('sha256').update(body).digest('base64')}`;
      if (payload.msgi !== msgi) return 'msgi is not the SHA-256 of the body';
      if (payload.sub !== this.expected.applicationId())
        return `sub ${String(payload.sub)} is another application`;
      return undefined;
    } catch (error) {
      return error instanceof Error ? error.message : String(error);
    }
  }
}
