import type { Access, AccountKind } from '../types/access.js';
import type { ApplicationConfig } from '../types/application.js';
import type { ASPSPData, AuthMethod, PSUType } from '../types/aspsp.js';
import type { AuthorizationStatus } from '../types/authorization.js';
import type { ErrorResponse } from '../types/errors.js';
import type {
  PayableAccountKind,
  PaymentDebtor,
  PaymentRequestResource,
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
