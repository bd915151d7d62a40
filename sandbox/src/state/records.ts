import type { Access, AccountKind } from '../types/access.js';
import type { ApplicationConfig, Environment } from '../types/application.js';
import type { ASPSPData, AuthMethod, PSUType } from '../types/aspsp.js';
import type { AuthorizationStatus } from '../types/authorization.js';
import type { ErrorResponse } from '../types/errors.js';
import type { PageLanguage } from '../types/page-languages.js';
import type {
  PayableAccountKind,
  PaymentAuthStatus,
  PaymentDebtor,
  PaymentRequestResource,
  PaymentStatus,
  PaymentStatusWebhook,
  PaymentType,
} from '../types/payment.js';

/** Where the PSU is in the flow; the FlowStep the widget sees is a view of this. */
export type FlowPhase =
  | { type: 'consent' }
  | { type: 'method' }
  | { type: 'credentials'; method: AuthMethod; error?: ErrorResponse }
  | { type: 'decoupled'; method: AuthMethod; polls: number }
  | { type: 'redirect'; method: AuthMethod }
  /**
   * bank_user: who logged in at the bank (AIS data follows it); unset means the first sandbox
   * user. pay_from: the account a PSU chose to pay from on the bank's page; unset, the current one.
   * shared: the kinds of the accounts the PSU chose to share (AIS); unset, every account.
   */
  | { type: 'done'; bank_user?: string; pay_from?: PayableAccountKind; shared?: AccountKind[] }
  | { type: 'failed'; error: string; error_description: string };

/** EXPIRED is never stored: it is what a non-final attempt reads as after expires_at. */
export type StoredStatus = Exclude<AuthorizationStatus, 'EXPIRED'>;

/** What an authorisation and a payment have in common: one attempt of a PSU to authorise. */
interface AttemptBase {
  id: string;
  application: ApplicationConfig;
  aspsp: ASPSPData;
  psu_type: PSUType;
  redirect_url: string;
  state?: string;
  /** The auth_method the application chose at creation; skips the method step. */
  preset_method?: AuthMethod;
  /** Credentials the application passed at creation along with preset_method. */
  preset_credentials?: Record<string, string>;
  /** Hash of the application's PSU id (random-based without one). */
  psu_id_hash: string;
  /** The `language` of POST /auth or POST /payments, as given: the PSU's pages speak it when they can. */
  language?: string;
  created_at: number;
  expires_at: number;
  status: StoredStatus;
  phase: FlowPhase;
  /** The newest hand-off ticket of this attempt (MockStore.handoffs), once one was issued. */
  handoff_token?: string;
}

export interface AuthorizationRecord extends AttemptBase {
  service: 'AIS';
  access: Access;
  /** Issued when the flow is done; the done step's redirect_url carries it. */
  authorization_code?: string;
}

export interface PaymentRecord extends AttemptBase {
  service: 'PIS';
  payment_type: PaymentType;
  payment_request: PaymentRequestResource;
  /** True only where the ASPSP's payment type supports deferred submission. */
  defer_submission: boolean;
  /** When the PSU's flow ended authorised (sandbox time); the status timeline starts here. */
  authorised_at?: number;
  /** The account the PSU paid from and its holder's name, as the bank reports them once authorised. */
  debtor_at_bank?: PaymentDebtor;
  /** When POST /payments/{id}/submit submitted a deferred payment. */
  submitted_at?: number;
  /** The CreatePaymentRequest's webhook_url, on a whitelisted origin: status changes are POSTed there. */
  webhook_url?: string;
}

export type AttemptRecord = AuthorizationRecord | PaymentRecord;

/** A hand-off ticket: its token is the secret of the hand-off URL (flow/handoff.ts). */
export interface HandoffTicket {
  token: string;
  service: AttemptRecord['service'];
  attempt_id: string;
  expires_at: number;
  /** Set by the first Continue: the phone page lives at /auth/phone/{phone_key}. */
  phone_key?: string;
  /** The widget's locale where it last showed the link: the phone's pages speak it. */
  language?: PageLanguage;
}

/** A payment status webhook's delivery, as webhooks/webhook-log.ts keeps it. */
export type DeliveryState = 'pending' | 'acknowledged' | 'given_up';

export interface DeliveryAttempt {
  /** Sandbox time in ms when the attempt was sent. */
  at: number;
  /** The X-Request-Id header of this attempt. */
  request_id: string;
  /** The receiver's HTTP status; undefined when it did not answer. */
  status?: number;
  /** Why there was no answer (network error, timeout). */
  error?: string;
  /** Real ms until the status arrived or the attempt failed. */
  duration_ms: number;
  acknowledged: boolean;
}

/** A payment status webhook the sandbox triggered, with every attempt to deliver it. */
export interface WebhookEvent {
  webhook_id: string;
  payment_id: string;
  /** The JWT's sub and environment: the application that created the payment. */
  application_id: string;
  environment: Environment;
  url: string;
  body: PaymentStatusWebhook;
  /** The exact bytes sent on every attempt: msgi covers them, so they never change. */
  bodyText: string;
  state: DeliveryState;
  /** Sandbox time of the next attempt; undefined while one is under way and once the event is settled. */
  next_attempt_at?: number;
  /** Sandbox time after which no attempt is made; set with the first attempt. */
  give_up_at?: number;
  attempts: DeliveryAttempt[];
}

/** What the webhook watcher compares between two looks at a payment. */
export interface PaymentObservation {
  status: PaymentStatus;
  /** False once the status will not change any more. */
  updates_expected: boolean;
  auth_status: PaymentAuthStatus | null;
}
