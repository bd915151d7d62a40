/**
 * The mock {auth_url}: a real HTTP server implementing Widget API v1 (widget-api.md), the
 * hosted authorisation pages, a simulated bank, ASPSP logos and the built widget library.
 * Tests and the demo start it with startMockBackend() and drive it through MockBackend.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { buildCatalogue } from './catalogue/catalogue.js';
import { APPLICATIONS } from './data/applications.js';
import { FaultRegistry } from './faults.js';
import { applyTransition } from './flow/apply-transition.js';
import type { RecordedRequest } from './http/request-log.js';
import { createRequestHandler } from './request-handler.js';
import type { BackendContext } from './routes/context.js';
import type { CreationContext } from './state/attempt-input.js';
import { newAuthorization, type CreateAuthorizationInput } from './state/create-authorization.js';
import { newPayment, type CreatePaymentInput } from './state/create-payment.js';
import type { AttemptRecord } from './state/records.js';
import { MockStore } from './state/store.js';
import type { ApplicationConfig } from './types/application.js';
import { hostedPageUrl } from './views/page-urls.js';

export type { CreateAuthorizationInput } from './state/create-authorization.js';
export type { CreatePaymentInput } from './state/create-payment.js';
export type { FaultRule } from './faults.js';
export type { RecordedRequest } from './http/request-log.js';
export { FaultRegistry } from './faults.js';
export { samplePaymentRequest } from './payment/sample-payment.js';
export { SANDBOX_USERS } from './data/sandbox-users.js';
export { APPLICATIONS } from './data/applications.js';

export interface MockBackendOptions {
  /** 0 (the default) picks a free port. */
  port?: number;
  /** Default '127.0.0.1'. */
  host?: string;
  /** Widget origins whitelisted for every configured application, besides those of the configuration. */
  allowedOrigins?: string[];
  /** Adds thousands of generated local banks (at least 2,500 ASPSPs, over 1,200 in DE). */
  largeCatalogue?: boolean;
  /** Where widgets.umd.min.js and widgets.css are served from (/lib/); default <repo>/dist. */
  libDir?: string;
}

export interface MockBackend {
  /** The origin the widgets use, e.g. 'http://127.0.0.1:41234'. */
  origin: string;
  close(): Promise<void>;
  /** Drops created authorisations and payments, faults and the request log. */
  reset(): void;
  createAuthorization(input: CreateAuthorizationInput): { authorization_id: string; url: string };
  createPayment(input: CreatePaymentInput): { payment_id: string; url: string };
  faults: FaultRegistry;
  /** Every request received, in order. */
  requests: RecordedRequest[];
}

const DEFAULT_LIB_DIR = fileURLToPath(new URL('../dist/', import.meta.url));

export async function startMockBackend(options: MockBackendOptions = {}): Promise<MockBackend> {
  const host = options.host ?? '127.0.0.1';
  const server = createServer();
  await listen(server, options.port ?? 0, host);
  const { port } = server.address() as AddressInfo;
  const origin = originOf(host, port);

  const store = new MockStore();
  const faults = new FaultRegistry();
  const requests: RecordedRequest[] = [];
  const context: BackendContext = {
    origin,
    applications: withExtraOrigins(APPLICATIONS, options.allowedOrigins ?? []),
    catalogue: buildCatalogue({ large: options.largeCatalogue ?? false }),
    store,
    libDir: options.libDir ?? DEFAULT_LIB_DIR,
    now: Date.now,
  };
  server.on('request', createRequestHandler(context, faults, requests));

  const creationContext = (): CreationContext => ({
    applications: context.applications,
    catalogue: context.catalogue,
    now: context.now(),
  });
  // Re-applying the first transition issues the code of an AIS flow that is done at creation
  // (a licensed TPP passing correct credentials).
  const register = (attempt: AttemptRecord): void => applyTransition(attempt, attempt, store, context.now());

  return {
    origin,
    faults,
    requests,
    close: () => close(server),
    reset() {
      store.reset();
      faults.clear();
      requests.length = 0;
    },
    createAuthorization(input) {
      const authorization = newAuthorization(input, creationContext());
      register(authorization);
      store.authorizations.set(authorization.id, authorization);
      return { authorization_id: authorization.id, url: hostedPageUrl(authorization, origin) };
    },
    createPayment(input) {
      const payment = newPayment(input, creationContext());
      register(payment);
      store.payments.set(payment.id, payment);
      return { payment_id: payment.id, url: hostedPageUrl(payment, origin) };
    },
  };
}

/**
 * Adds the extra origins to every application, with `<origin>/callback` as a redirect URL,
 * so a demo or test page on any port can also be the place the PSU returns to.
 */
function withExtraOrigins(
  applications: readonly ApplicationConfig[],
  extra: readonly string[],
): ApplicationConfig[] {
  const origins = extra.map(normaliseOrigin);
  return applications.map((application) => ({
    ...application,
    widget_origins: unique([...application.widget_origins, ...origins]),
    redirect_urls: unique([...application.redirect_urls, ...origins.map((origin) => `${origin}/callback`)]),
  }));
}

function normaliseOrigin(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`allowedOrigins: "${value}" is not an origin such as http://localhost:5173.`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`allowedOrigins: "${value}" is not an http(s) origin.`);
  }
  return url.origin;
}

function unique(values: readonly string[]): string[] {
  return [...new Set(values)];
}

/** A wildcard listen address is reached as localhost; IPv6 hosts need brackets in a URL. */
function originOf(host: string, port: number): string {
  const reachable = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
  return `http://${reachable.includes(':') ? `[${reachable}]` : reachable}:${port}`;
}

function listen(server: Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

function close(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    // Keep-alive connections (fetch keeps them) would otherwise hold close() open.
    server.closeAllConnections();
  });
}
