import type { ApplicationRegistry } from '../applications/application-registry.js';
import type { Catalogue } from '../catalogue/catalogue.js';
import type { SandboxClock } from '../clock/sandbox-clock.js';
import type { ServiceIdentity } from '../config/service-identity.js';
import type { PanelLocalPeers } from '../http/panel-local-peers.js';
import type { FaultRegistry } from '../http/faults.js';
import type { HostName } from '../http/allowed-hosts.js';
import type { RequestBody } from '../http/read-body.js';
import type { CreationContext } from '../attempts/attempt-input.js';
import type { UsedRegistrationTokens } from '../state/used-registration-tokens.js';
import type { MockStore } from '../state/store.js';
import type { Environment } from '../types/application.js';
import type { WebhookLog } from '../webhooks/webhook-log.js';

/** What every handler may use: configuration, data and state of one running backend. */
export interface BackendContext {
  /** The backend's own origin; absolute URLs in responses start with it. */
  origin: string;
  /** Names besides its own and loopback's that a Host header may carry (--allowed-hosts). */
  allowedHosts: readonly HostName[];
  /** What opens the control panel to another machine; undefined when only this machine may use it. */
  panelToken?: string;
  /** The peers the control panel takes as this machine (http/panel-local-peers.ts). */
  panelLocalPeers: PanelLocalPeers;
  applications: ApplicationRegistry;
  /** The registration JWTs that registered an application: each registers once. */
  usedRegistrationTokens: UsedRegistrationTokens;
  /** The most applications registrations keep, the built-in ones aside. */
  maxRegisteredApplications: number;
  identity: ServiceIdentity;
  catalogue: Catalogue;
  store: MockStore;
  libDir: string;
  clock: SandboxClock;
  /** Faults of the JSON API, switched on by a backend developer through the control panel. */
  jsonApiFaults: FaultRegistry;
  /** The payment status webhooks triggered and every attempt to deliver them (webhooks/). */
  webhooks: WebhookLog;
  /** The secret behind the form tokens of the sandbox's pages (http/form-guard.ts). */
  formSecret: Uint8Array;
  /** Who may frame the hand-off's phone pages: only a demo's phone pane; default none. */
  phoneFrameAncestors: readonly string[];
  /** Sandbox time in ms: the clock's now. */
  now(): number;
  /** Forgets every authorisation, payment, session and webhook (the control panel's reset). */
  resetJourneys(): void;
  /**
   * Triggers the webhooks due now, without waiting for the dispatcher's next look: a payment
   * about to be deleted has its last status reported first.
   */
  triggerDueWebhooks(): void;
}

/** A widget API request as it arrives, before its body is read, reduced to what the handlers decide on. */
export interface IncomingApiRequest {
  method: string;
  /** The path after /widget-api/v1. */
  path: string;
  query: URLSearchParams;
  /** The caller's Origin header; handlers run only when there is one. */
  origin: string;
  environment: Environment;
  contentType?: string;
  /** The Accept-Language header: a widget sends its locale there. */
  acceptLanguage?: string;
  /** Whether it announces a body (http/read-body.ts). */
  announcesBody: boolean;
}

export interface ApiRequest extends IncomingApiRequest {
  body: RequestBody;
}

export interface ApiReply {
  status: number;
  body: unknown;
  /** Extra response headers, such as Retry-After with a 429. */
  headers?: Record<string, string>;
}

/** What creating an authorisation or a payment needs, at this moment. */
export function creationContext(context: BackendContext): CreationContext {
  return { applications: context.applications, catalogue: context.catalogue, now: context.now() };
}
