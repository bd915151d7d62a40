/**
 * service-sandbox/testing: the sandbox for a merchant's automated tests, in the test's own
 * process. `await using sandbox = await startSandbox()` gives a sandbox in memory on a free
 * port, a built-in SANDBOX application with its key, the PSU as one call, the payment status
 * webhooks verified and awaitable, the clock and the JSON API's faults.
 */
import { applicationPrivateKeyPem } from './data/application-keys.js';
import { applicationId as idOfApplication, signApplicationJwt, type SignOptions } from './jwt/jwt-signer.js';
import { startMockBackend, type FaultRule, type MockBackend } from './server.js';
import {
  ApplicationEndpoint,
  type NextWebhookOptions,
  type PaymentWebhook,
} from './testing/application-endpoint.js';
import { decideAsPsu, type PsuOptions, type PsuResult } from './testing/psu-client.js';

export type { FaultRule } from './server.js';
export type { NextWebhookOptions, PaymentWebhook } from './testing/application-endpoint.js';
export { PsuError, type PsuOptions, type PsuResult } from './testing/psu-client.js';

export interface SandboxOptions {
  /** The built-in application the test acts as: sandbox-shop (default, its PSUs see the consent) or sandbox-tpp. */
  application?: 'sandbox-shop' | 'sandbox-tpp';
  /** Origins of the test's own pages (widget origins, with `<origin>/callback` as a redirect URL). */
  allowedOrigins?: string[];
  /** Sandbox seconds per real second; default 1. */
  clockSpeed?: number;
}

export interface Sandbox extends AsyncDisposable {
  /** {base_url}: the JSON API, server to server. */
  baseUrl: string;
  /** {auth_url}: the end-user pages, the widget API and /lib/. */
  authUrl: string;
  applicationId: string;
  /** The application's test private key (PKCS#8 PEM), to sign with your own JWT code. */
  privateKeyPem: string;
  /** A redirect_url the application accepts: a page of the test's own that answers any GET. */
  redirectUrl: string;
  /** A webhook_url the application accepts: verified deliveries go to `webhooks`. */
  webhookUrl: string;
  /** A JWT for `Authorization: Bearer …` of the JSON API, signed as the application. */
  sign(options?: Pick<SignOptions, 'lifetimeSeconds'>): Promise<string>;
  /** The headers of a JSON API call: the JWT and JSON. */
  headers(): Promise<Record<string, string>>;
  /** The PSU at the sandbox's bank, for the url of POST /auth or POST /payments (or its id). */
  psu: Record<'approve' | 'cancel' | 'reject', (urlOrId: string, options?: PsuOptions) => Promise<PsuResult>>;
  webhooks: {
    /** The payment's next verified webhook (of `status`); rejects after a timeout naming what came instead. */
    next(paymentId: string, options?: NextWebhookOptions): Promise<PaymentWebhook>;
  };
  clock: {
    /** Moves the sandbox clock forward: payment statuses, expiries, webhook retries follow. */
    advance(seconds: number): void;
    /** Sandbox seconds per real second, 1 to 100000. */
    setSpeed(speed: number): void;
    now(): Date;
  };
  /** JSON API faults (POST /control-panel/api/faults): the next matching requests fail as the rule says. */
  faults: { add(rule: FaultRule): void; clear(): void };
  /** The server itself, as startMockBackend() gives it, for what the helpers above do not cover. */
  backend: MockBackend;
  close(): Promise<void>;
}

export async function startSandbox(options: SandboxOptions = {}): Promise<Sandbox> {
  const key = options.application ?? 'sandbox-shop';
  const applicationId = idOfApplication(key);
  let certificateUrl = '';
  const endpoint = new ApplicationEndpoint({
    applicationId: () => applicationId,
    certificateUrl: () => certificateUrl,
  });
  await endpoint.listen();
  let backend: MockBackend;
  try {
    backend = await startMockBackend({
      allowedOrigins: [endpoint.origin, ...(options.allowedOrigins ?? [])],
    });
  } catch (error) {
    await endpoint.close();
    throw error;
  }
  certificateUrl = backend.webhookCertificateUrl;
  if (options.clockSpeed !== undefined) backend.clock.setSpeed(options.clockSpeed);
  const sign = (signOptions: Pick<SignOptions, 'lifetimeSeconds'> = {}) =>
    signApplicationJwt(key, signOptions);
  const psu = (outcome: 'approve' | 'cancel' | 'reject') => (urlOrId: string, psuOptions?: PsuOptions) =>
    decideAsPsu(backend.origin, urlOrId, outcome, psuOptions);
  const close = async () => {
    await backend.close();
    await endpoint.close();
  };
  return {
    baseUrl: backend.apiBaseUrl,
    authUrl: backend.origin,
    applicationId,
    privateKeyPem: applicationPrivateKeyPem(key),
    redirectUrl: `${endpoint.origin}/callback`,
    webhookUrl: `${endpoint.origin}/webhooks`,
    sign,
    headers: async () => ({ Authorization: `Bearer ${await sign()}`, 'Content-Type': 'application/json' }),
    psu: { approve: psu('approve'), cancel: psu('cancel'), reject: psu('reject') },
    webhooks: { next: (paymentId, nextOptions) => endpoint.next(paymentId, nextOptions) },
    clock: {
      advance: (seconds) => backend.clock.advance(seconds * 1000),
      setSpeed: (speed) => backend.clock.setSpeed(speed),
      now: () => new Date(backend.clock.now()),
    },
    faults: { add: (rule) => backend.jsonApiFaults.set(rule), clear: () => backend.jsonApiFaults.clear() },
    backend,
    close,
    [Symbol.asyncDispose]: close,
  };
}
