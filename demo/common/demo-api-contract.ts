/**
 * The demo application's own endpoints (`/demo-api/*` on the demo's origin): what its pages
 * send to its server side and what they get back. The server side turns each of them into
 * signed calls of the JSON API; the browser never sees a key or a JWT.
 */
import type {
  AspspReference,
  AuthorizeSessionResponse,
  GetPaymentResponse,
  GetSessionResponse,
  PsuType,
  Service,
  SubmitPaymentResponse,
} from './json-api-types.js';

/** The two SANDBOX applications whose test keys the demo's server side holds. */
export const APPLICATION_KEYS = ['sandbox-shop', 'sandbox-tpp'] as const;
export type ApplicationKey = (typeof APPLICATION_KEYS)[number];

export interface DemoApplication {
  key: ApplicationKey;
  /** The application id (GET /application's kid): the sub of its payment status webhooks. */
  id: string;
  environment: 'SANDBOX' | 'PRODUCTION';
  /** From GET /application. */
  name: string;
  description?: string;
  /**
   * A licensed TPP uses the service only as a technical provider: no consent widget, the
   * terms step is skipped (interface specification, "Consent widget applicability").
   */
  licensedTpp: boolean;
}

/** GET /demo-api/config */
export interface DemoConfig {
  /** The service's {auth_url}: the widgets' `origin`. */
  backendOrigin: string;
  /** The JSON API ({base_url}) that the demo's server side calls. */
  apiBaseUrl: string;
  /** Where the PSU comes back to. */
  redirectUrl: string;
  applications: DemoApplication[];
}

/** One JSON API call the server side made for a demo endpoint, shown on the page for developers. */
export interface ApiCall {
  method: string;
  /** Relative to the JSON API base, such as `/auth`. */
  path: string;
  status: number;
  requestBody?: unknown;
  /** The ErrorResponse's error code, when the call failed. */
  error?: string;
}

/** POST /demo-api/auth */
export interface StartAuthorizationRequest {
  application: ApplicationKey;
  aspsp: AspspReference;
  psuType: PsuType;
  /** Two-letter language for the service's pages (optional). */
  language?: string;
}

export interface StartAuthorizationResult {
  authorizationId: string;
  /** The hosted page where the PSU would continue without the widgets. */
  url: string;
  state: string;
  validUntil: string;
  calls: ApiCall[];
}

/** POST /demo-api/payments */
export interface CreatePaymentRequest {
  application: ApplicationKey;
  aspsp: AspspReference;
  psuType: PsuType;
  /** A decimal with a dot, such as "12.50". */
  amount: string;
  currency: string;
  creditorName: string;
  creditorIban: string;
  remittance?: string;
  deferSubmission: boolean;
  language?: string;
}

export interface CreatePaymentResult {
  paymentId: string;
  url: string;
  state: string;
  status: string;
  paymentType: string;
  /** Whether the submission is really deferred: only where the ASPSP's payment type supports it. */
  deferred: boolean;
  calls: ApiCall[];
}

/** What the demo's server side remembers of a journey it started, found again by its `state`. */
export interface Journey {
  service: Service;
  application: { key: ApplicationKey; name: string };
  aspsp: AspspReference;
  psuType: PsuType;
  /** PIS: whether the payment waits for POST /payments/{id}/submit. */
  deferred?: boolean;
  /** PIS, deferred: whether the application has submitted it. */
  submitted?: boolean;
}

/** POST /demo-api/journeys/{state}/session with `{ code }`: POST /sessions, then GET /sessions/{id}. */
export interface SessionResult {
  journey: Journey;
  session: AuthorizeSessionResponse;
  status: GetSessionResponse;
  calls: ApiCall[];
}

/** GET /demo-api/journeys/{state}/payment */
export interface PaymentResult {
  journey: Journey;
  payment: GetPaymentResponse;
  /** The payment status webhooks the server side received for the payment, oldest first. */
  webhooks: ReceivedWebhook[];
  calls: ApiCall[];
}

/** The payment status webhook's body (interface specification, Events). */
export interface PaymentStatusWebhook {
  payment_id: string;
  payment_status: string;
  payment_updates_expected: boolean;
  webhook_id: string;
  webhook_triggered: string;
  payment_auth_status?: 'FAILED' | 'CANCELLED' | 'FINALISED' | 'PENDING' | null;
}

/** A webhook as the demo's server side received it, and whether it could be trusted. */
export interface ReceivedWebhook {
  /** When the server side received it (ISO 8601, its own clock). */
  receivedAt: string;
  /** The X-Request-Id header. */
  requestId?: string;
  body: PaymentStatusWebhook;
  /** True only when the signature, x5u, msgi, sub, environment and expiry all check out. */
  verified: boolean;
  /** Why it is not verified. */
  problem?: string;
}

/** POST /demo-api/journeys/{state}/submit */
export interface SubmitResult extends PaymentResult {
  submitted: SubmitPaymentResponse;
}

/** Every failure of a demo endpoint. */
export interface DemoApiFailure {
  /** An ErrorCode of the JSON API, or the demo's own (DEMO_BAD_REQUEST, DEMO_UNKNOWN_JOURNEY, DEMO_NOT_FOUND). */
  error: string;
  message: string;
  calls: ApiCall[];
}
