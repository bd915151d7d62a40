/**
 * The mock {auth_url}: a real HTTP server implementing Widget API v1 (widget-api.md), the
 * hosted authorisation pages, a simulated bank, ASPSP logos and the built widget library.
 * It also serves the sandbox JSON API ({base_url}) at /api/v1, which an application's server
 * calls with signed JWTs (see jwt/jwt-signer.ts).
 * Tests and the demo start it with startMockBackend() and drive it through MockBackend.
 */
import { randomBytes } from 'node:crypto';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { ApplicationRegistry } from './applications/application-registry.js';
import { buildCatalogue } from './catalogue/catalogue.js';
import { SandboxClock } from './clock/sandbox-clock.js';
import { DEFAULT_IDENTITY, type ServiceIdentity } from './config/service-identity.js';
import { controlPanelUrl, needsPanelToken } from './control-panel/panel-access.js';
import { notLoopbackPeer, type PanelLocalPeers } from './http/panel-local-peers.js';
import { APPLICATIONS } from './data/applications.js';
import { FaultRegistry } from './http/faults.js';
import { hostAllowList, parseHostName, type HostName } from './http/allowed-hosts.js';
import { RequestLog } from './http/bounded-request-log.js';
import { createSandboxServer, type ConnectionLimits } from './http/connection-limits.js';
import type { RecordedRequest } from './http/request-log.js';
import { JSON_API_BASE } from './json-api/json-api.js';
import { createRequestHandler } from './request-handler.js';
import { creationContext, type BackendContext } from './request/context.js';
import { MAX_REGISTERED_APPLICATIONS } from './registration/registration-limits.js';
import { UsedRegistrationTokens } from './state/used-registration-tokens.js';
import { addAuthorization, addPayment } from './attempts/add-attempt.js';
import { forgetEndedAuthorizationsWhenDue } from './attempts/attempt-room.js';
import type { CreateAuthorizationInput } from './attempts/create-authorization.js';
import type { CreatePaymentInput } from './attempts/create-payment.js';
import { openSandboxData } from './data-dir/sandbox-data.js';
import { MockStore } from './state/store.js';
import type { ApplicationConfig } from './types/application.js';
import { sandboxCa, serverCredentials, type ServerCredentials } from './tls/sandbox-ca.js';
import { serverCertificateNames } from './tls/server-names.js';
import { hostedPageUrl } from './views/page-urls.js';
import { WEBHOOK_CERTIFICATE_PATH, webhookSigningKey } from './webhooks/signing-key.js';
import { WebhookDispatcher } from './webhooks/webhook-dispatcher.js';

export type { CreateAuthorizationInput } from './attempts/create-authorization.js';
export type { CreatePaymentInput } from './attempts/create-payment.js';
export type { FaultRule } from './http/faults.js';
export type { RecordedRequest } from './http/request-log.js';
export { FaultRegistry } from './http/faults.js';
export { samplePaymentRequest } from './payment/sample-payment.js';
export { SANDBOX_USERS } from './data/sandbox-users.js';
export { APPLICATIONS } from './data/applications.js';
export { JWT_AUDIENCE, JWT_ISSUER, signApplicationJwt } from './jwt/jwt-signer.js';
export type { ServiceIdentity } from './config/service-identity.js';
export { SandboxClock } from './clock/sandbox-clock.js';
export { DamagedDataError } from './persistence/damaged-data-error.js';
export { DataDirInUseError } from './persistence/data-dir-lock.js';
export { UnsafeDataDirError } from './persistence/data-dir-ownership.js';
export { SandboxCaError } from './tls/sandbox-ca.js';

export interface MockBackendOptions {
  /** 0 (the default) picks a free port. */
  port?: number;
  /** Default '127.0.0.1'. */
  host?: string;
  /**
   * The origin the sandbox is reached by when that is not the address it listens on (a
   * container's name, a port mapping, a proxy): http(s)://name[:port], no path. Every URL it
   * hands out starts with it: the `url` of POST /auth and POST /payments, the webhook JWT's
   * x5u, its pages and the control panel. Its name is answered besides the listen address's
   * names. Default: the listen address, 0.0.0.0 and :: as localhost.
   */
  publicOrigin?: string;
  /** Widget origins whitelisted for every configured application, besides those of the configuration. */
  allowedOrigins?: string[];
  /**
   * The peer addresses the control panel answers without its token, as this machine: loopback
   * addresses only (default: all of 127.0.0.0/8 and ::1). Given, it narrows that rule and the
   * sandbox makes a token wherever it listens: `[]` behind a proxy on this machine that
   * forwards other machines' requests from loopback. See http/panel-local-peers.ts.
   */
  panelLocalPeers?: string[];
  /**
   * Host names a browser may reach the sandbox by, besides its own and the loopback names on
   * its port: `sandbox` (any port) or `sandbox:3600`. Any other Host is refused (DNS rebinding).
   */
  allowedHosts?: string[];
  /** Adds thousands of generated local banks (at least 2,500 ASPSPs, over 1,200 in DE). */
  largeCatalogue?: boolean;
  /** Where widgets.umd.min.js and widgets.css are served from (/lib/); default: service-widgets' dist/. */
  libDir?: string;
  /**
   * The real time source of the sandbox clock in ms since the epoch (default Date.now);
   * tests move it to expire things. The clock can also be sped up (MockBackend.clock).
   */
  now?: () => number;
  /** iss and aud the JWTs must carry, and the API host (INVALID_HOST); see config/service-identity.ts. */
  identity?: Partial<ServiceIdentity>;
  /**
   * Where everything is kept across restarts and crashes (applications, authorisations,
   * sessions, payments, webhooks, the clock's advance and speed); default: memory only. One
   * sandbox at a time: another one on the same directory fails to start with a DataDirInUseError.
   */
  dataDir?: string;
  /**
   * Called once when a write of the data directory failed (a full disk). What the sandbox
   * holds is then ahead of the directory, with changes it answered were not made: it writes
   * nothing more and answers every request with a 500 whose message says so, until it is
   * closed and started again on the directory. The command exits (code 1).
   */
  onDataNotWritten?: (error: unknown) => void;
  /** Empties the data directory before reading it. */
  resetData?: boolean;
  /**
   * Replaces the public key (SPKI PEM) of the named applications, by application key, so a
   * test can act as an application whose private key the repository does not hold.
   */
  publicKeys?: Record<string, string>;
  /**
   * Origins that may frame the hand-off's phone pages, for a demo that shows the phone beside
   * the computer (the demo's phone pane). Default none: no other page can clickjack the phone.
   */
  phoneFrameAncestors?: string[];
  /**
   * Serve https instead of http (the JSON API, the pages and the webhook certificate at x5u):
   * with a certificate and private key of your own (PEM), or with a certificate for the
   * sandbox's names issued at each start by a sandbox CA kept in `sandboxCaDir` (made there on
   * first use; a client trusts its `sandbox-ca.pem`).
   */
  tls?: { certificate: string; privateKey: string } | { sandboxCaDir: string };
  /**
   * Timeouts and the connection limit (http/connection-limits.ts); default CONNECTION_LIMITS,
   * which a real client never meets. Shorter ones are for tests of slow clients.
   */
  connectionLimits?: Partial<ConnectionLimits>;
  /**
   * How many authorisations and payments are kept at once and how many bytes they take
   * (attempts/attempt-room.ts), and how many applications registrations keep
   * (registration/registration-limits.ts); fewer for tests.
   */
  stateLimits?: { attempts?: number; attemptBytes?: number; applications?: number };
  /** The payment status webhook's timing, for tests; see webhooks/webhook-dispatcher.ts. */
  webhooks?: {
    /** Real ms a receiver has to acknowledge; default 10000, the specification's 10 s. */
    ackTimeoutMs?: number;
    /** Real ms between two looks at the payments and the due retries; default 200. */
    checkIntervalMs?: number;
  };
}

export interface MockBackend {
  /** The origin the widgets use, e.g. 'http://127.0.0.1:41234'; publicOrigin when given. */
  origin: string;
  /** The sandbox JSON API ({base_url}) for an application's server: `${origin}/api/v1`. */
  apiBaseUrl: string;
  /** The iss and aud the JWTs must carry, and the API host when one is required. */
  identity: ServiceIdentity;
  /** The control panel's page; when the sandbox has a panel token the URL carries it, to be opened once. */
  controlPanelUrl: string;
  /**
   * Opens the control panel to another machine; undefined when only this machine can reach it:
   * the sandbox listens on loopback and no panelLocalPeers narrow who counts as this machine.
   */
  controlPanelToken: string | undefined;
  /** The x5u of every payment status webhook: where the signing certificate is served. */
  webhookCertificateUrl: string;
  /** With `tls: { sandboxCaDir }`: the CA certificate file (PEM) a client trusts. */
  sandboxCaCertificate?: string;
  close(): Promise<void>;
  /** Drops created authorisations, payments and sessions, faults and the request log. */
  reset(): void;
  createAuthorization(input: CreateAuthorizationInput): { authorization_id: string; url: string };
  createPayment(input: CreatePaymentInput): { payment_id: string; url: string };
  /** Faults of the widget API (/widget-api/v1). */
  faults: FaultRegistry;
  /** Faults of the JSON API (/api/v1): what a backend developer's client must cope with. */
  jsonApiFaults: FaultRegistry;
  /** The applications, built-in and registered. */
  applications: ApplicationRegistry;
  /** The sandbox's time: speed it up or move it forward. */
  clock: SandboxClock;
  /**
   * The requests received, in order: the newest 10,000 within 16 MiB (http/bounded-request-log.ts),
   * each with its body once its route admitted it.
   */
  requests: RecordedRequest[];
  /** What the start found in the data directory worth saying (a reset, a migration, a torn commit dropped). */
  dataNotes: string[];
}

/** The built files of the installed service-widgets package (a dependency of the sandbox). */
const widgetsDistDir = (): string =>
  fileURLToPath(new URL('./dist/', import.meta.resolve('service-widgets/package.json')));

export async function startMockBackend(options: MockBackendOptions = {}): Promise<MockBackend> {
  const panelLocalPeers = localPeers(options.panelLocalPeers);
  const publicOrigin =
    options.publicOrigin === undefined ? undefined : checkedPublicOrigin(options.publicOrigin);
  // First, so that a damaged or busy data directory stops the start before a port is taken.
  const data =
    options.dataDir === undefined
      ? undefined
      : openSandboxData(options.dataDir, { reset: options.resetData ?? false });
  const applications = new ApplicationRegistry(
    withPublicKeys(withExtraOrigins(APPLICATIONS, options.allowedOrigins ?? []), options.publicKeys ?? {}),
    data?.applications,
  );
  const catalogue = buildCatalogue({ large: options.largeCatalogue ?? false });
  const store = new MockStore(options.stateLimits?.attempts, options.stateLimits?.attemptBytes);
  const clock = new SandboxClock(options.now);
  const durable = data?.restore({ store, clock, registry: applications, catalogue });
  if (durable !== undefined) durable.onStop = options.onDataNotWritten;
  // What ended long ago while the sandbox was stopped is forgotten at once (and committed).
  forgetEndedAuthorizationsWhenDue(store, clock.now());
  const phoneFrameAncestors = (options.phoneFrameAncestors ?? []).map((value) =>
    normaliseOrigin(value, 'phoneFrameAncestors'),
  );
  // Also first: a broken signing key stops the start instead of every webhook delivery.
  const signingKey = webhookSigningKey();
  const allowedHosts = (options.allowedHosts ?? []).map(hostName);
  const host = options.host ?? '127.0.0.1';
  let tls: ReturnType<typeof tlsCredentials>;
  let server: Server;
  try {
    tls = tlsCredentials(options, host, allowedHosts, publicOrigin);
    server = createSandboxServer(tls, options.connectionLimits);
    await listen(server, options.port ?? 0, host);
  } catch (error) {
    await durable?.close();
    data?.unlock();
    throw error;
  }
  const { port } = server.address() as AddressInfo;
  const listening = originOf(tls === undefined ? 'http' : 'https', host, port);
  const origin = publicOrigin ?? listening;
  const panelToken = needsPanelToken(host, panelLocalPeers)
    ? randomBytes(32).toString('base64url')
    : undefined;
  const certificateUrl = `${origin}${WEBHOOK_CERTIFICATE_PATH}`;

  const faults = { widgetApi: new FaultRegistry(), jsonApi: new FaultRegistry() };
  const requests: RecordedRequest[] = [];
  const log = new RequestLog(requests);
  const commit = durable === undefined ? undefined : () => durable.commit();
  const webhooks = new WebhookDispatcher({
    store,
    now: () => clock.now(),
    realNow: () => clock.realTime(),
    certificateUrl,
    signingKey,
    commit,
    ...options.webhooks,
  });
  const identity: ServiceIdentity = { ...DEFAULT_IDENTITY, ...options.identity };
  const context: BackendContext = {
    origin,
    allowedHosts: publicOrigin === undefined ? allowedHosts : [...allowedHosts, ...listenNames(listening)],
    panelToken,
    panelLocalPeers,
    applications,
    usedRegistrationTokens: data?.registrationTokens ?? new UsedRegistrationTokens(),
    maxRegisteredApplications: options.stateLimits?.applications ?? MAX_REGISTERED_APPLICATIONS,
    identity,
    catalogue,
    store,
    libDir: options.libDir ?? widgetsDistDir(),
    clock,
    jsonApiFaults: faults.jsonApi,
    webhooks: webhooks.log,
    formSecret: data?.formSecret ?? randomBytes(32),
    phoneFrameAncestors,
    now: () => clock.now(),
    triggerDueWebhooks: () => webhooks.check(),
    resetJourneys: () => {
      store.reset();
      webhooks.reset();
    },
  };
  server.on('request', createRequestHandler(context, faults, log, commit));
  webhooks.start();

  return {
    origin,
    apiBaseUrl: `${origin}${JSON_API_BASE}`,
    identity,
    controlPanelUrl: controlPanelUrl(origin, panelToken),
    controlPanelToken: panelToken,
    webhookCertificateUrl: certificateUrl,
    ...(tls?.caCertificatePath === undefined ? {} : { sandboxCaCertificate: tls.caCertificatePath }),
    faults: faults.widgetApi,
    jsonApiFaults: faults.jsonApi,
    applications,
    clock,
    requests,
    dataNotes: [...(data?.notes ?? []), ...(tls?.caNotes ?? [])],
    async close() {
      await webhooks.stop();
      await close(server);
      await durable?.close();
      data?.unlock();
    },
    reset() {
      store.reset();
      faults.widgetApi.clear();
      faults.jsonApi.clear();
      log.clear();
      webhooks.reset();
    },
    createAuthorization(input) {
      const authorization = addAuthorization(store, input, creationContext(context));
      return { authorization_id: authorization.id, url: hostedPageUrl(authorization, origin) };
    },
    createPayment(input) {
      const payment = addPayment(store, input, creationContext(context));
      return { payment_id: payment.id, url: hostedPageUrl(payment, origin) };
    },
  };
}

/**
 * Adds the extra origins to the built-in applications, with `<origin>/callback` as a redirect URL,
 * so a demo or test page on any port can also be the place the PSU returns to.
 */
function withExtraOrigins(
  applications: readonly ApplicationConfig[],
  extra: readonly string[],
): ApplicationConfig[] {
  const origins = extra.map((value) => normaliseOrigin(value, 'allowedOrigins'));
  return applications.map((application) => ({
    ...application,
    widget_origins: unique([...application.widget_origins, ...origins]),
    webhook_origins: unique([...application.webhook_origins, ...origins]),
    redirect_urls: unique([...application.redirect_urls, ...origins.map((origin) => `${origin}/callback`)]),
  }));
}

function withPublicKeys(
  applications: readonly ApplicationConfig[],
  publicKeys: Readonly<Record<string, string>>,
): ApplicationConfig[] {
  for (const key of Object.keys(publicKeys)) {
    if (!applications.some((application) => application.key === key)) {
      throw new Error(`publicKeys: there is no application "${key}".`);
    }
  }
  return applications.map((application) =>
    Object.hasOwn(publicKeys, application.key)
      ? { ...application, public_key: publicKeys[application.key] ?? application.public_key }
      : application,
  );
}

function normaliseOrigin(value: string, option: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${option}: "${value}" is not an origin such as http://localhost:5173.`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`${option}: "${value}" is not an http(s) origin.`);
  }
  return url.origin;
}

/** The public origin as URL writes it: the URLs handed out start with it, so it has no path. */
function checkedPublicOrigin(value: string): string {
  const origin = bareOrigin(value);
  if (origin === undefined)
    throw new Error(
      `publicOrigin: "${value}" is not an http(s) origin without a path, such as http://sandbox:3600.`,
    );
  return origin;
}

/** `http(s)://host[:port]`, a trailing slash allowed, normalised; undefined for a path, query, fragment or user. */
function bareOrigin(text: string): string | undefined {
  if (!/^https?:\/\/[^/?#@\s]+\/?$/i.test(text) || !URL.canParse(text)) return undefined;
  return new URL(text).origin;
}

/** The listen address's names, still answered beside a public origin's: a health check on localhost, say. */
function listenNames(listening: string): HostName[] {
  return hostAllowList({ origin: listening, allowedHosts: [], jsonApi: false });
}

function localPeers(listed: readonly string[] | undefined): PanelLocalPeers {
  if (listed === undefined) return 'loopback';
  const refused = notLoopbackPeer(listed);
  if (refused !== undefined)
    throw new Error(
      `panelLocalPeers: "${refused}" is not a loopback address; only 127.0.0.0/8 and ::1 can be this machine.`,
    );
  return [...listed];
}

function hostName(value: string): HostName {
  const name = parseHostName(value);
  if (name === undefined)
    throw new Error(`allowedHosts: "${value}" is not a host name such as sandbox or sandbox:3600.`);
  return name;
}

function unique(values: readonly string[]): string[] {
  return [...new Set(values)];
}

/** A wildcard listen address is reached as localhost; IPv6 hosts need brackets in a URL. */
function originOf(scheme: 'http' | 'https', host: string, port: number): string {
  const reachable = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
  return `${scheme}://${reachable.includes(':') ? `[${reachable}]` : reachable}:${port}`;
}

/** The certificate and key to serve https with, and the sandbox CA's file when it issued them. */
function tlsCredentials(
  options: MockBackendOptions,
  host: string,
  allowedHosts: readonly HostName[],
  publicOrigin: string | undefined,
): (ServerCredentials & { caCertificatePath?: string; caNotes?: string[] }) | undefined {
  const tls = options.tls;
  if (tls === undefined) return undefined;
  if (!('sandboxCaDir' in tls)) return tls;
  const now = new Date();
  const ca = sandboxCa(tls.sandboxCaDir, now);
  const configured = [
    ...allowedHosts.map((name) => name.hostname),
    ...(options.identity?.apiHost === undefined ? [] : [options.identity.apiHost.replace(/:\d+$/, '')]),
    ...(publicOrigin === undefined ? [] : [new URL(publicOrigin).hostname]),
  ];
  return {
    ...serverCredentials(ca, serverCertificateNames(host, configured), now),
    caCertificatePath: ca.certificatePath,
    caNotes: ca.notes,
  };
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
