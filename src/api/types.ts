/**
 * The shapes of Widget API v1 (see docs/widget-api.md): what the widgets read from the
 * {auth_url} backend. Optional fields may be missing; unknown fields are ignored.
 */

export type PsuType = 'personal' | 'business';
export type Service = 'AIS' | 'PIS';
export type Environment = 'SANDBOX' | 'PRODUCTION';
export type AuthApproach = 'DECOUPLED' | 'EMBEDDED' | 'REDIRECT';

export interface AmountType {
  currency: string;
  amount: string;
}

export interface GenericIdentification {
  identification: string;
  scheme_name: string;
  issuer?: string;
}

export interface AccountIdentification {
  iban?: string;
  other?: GenericIdentification;
}

export interface Access {
  valid_until: string;
  balances?: boolean;
  transactions?: boolean;
  accounts?: AccountIdentification[];
}

export interface Credential {
  name: string;
  title: string;
  required: boolean;
  description?: string;
  template?: string;
}

export interface AuthMethod {
  name?: string;
  title?: string;
  psu_type: PsuType;
  approach: AuthApproach;
  hidden_method: boolean;
  credentials?: Credential[];
}

export interface AspspGroup {
  name: string;
  logo: string;
}

export interface AspspData {
  name: string;
  country: string;
  logo: string;
  psu_types: PsuType[];
  auth_methods: AuthMethod[];
  maximum_consent_validity: number;
  beta: boolean;
  bic?: string;
  group?: AspspGroup;
}

export interface AspspsResponse {
  aspsps: AspspData[];
}

/** The ASPSP as an authorisation or a flow names it. */
export interface AspspSummary {
  name: string;
  country: string;
  logo: string;
  beta: boolean;
}

export type AuthorizationStatus =
  'CREATED' | 'CONSENT_GIVEN' | 'AUTHORIZED' | 'CANCELLED' | 'FAILED' | 'EXPIRED';

export interface Provider {
  name: string;
  terms_url: string;
  privacy_url: string;
}

export interface Authorization {
  authorization_id: string;
  status: AuthorizationStatus;
  application: { name: string; description?: string; environment: Environment };
  aspsp: AspspSummary;
  psu_type: PsuType;
  access: Access;
  consent_required: boolean;
  provider: Provider;
  expires_at: string;
}

export interface ConsentDecisionResponse {
  status: AuthorizationStatus;
  url: string;
}

export interface ErrorResponse {
  message: string;
  code?: number;
  error?: string;
  detail?: unknown;
}

/** An account as a payment names it (no issuer, unlike GenericIdentification). */
export interface PaymentAccount {
  identification: string;
  scheme_name: string;
}

export interface PaymentSummary {
  payment_type: string;
  total: AmountType;
  transactions: {
    instructed_amount: AmountType;
    creditor_name?: string;
    creditor_account: PaymentAccount;
    remittance_information?: string[];
    requested_execution_date?: string;
    reference_number?: string;
  }[];
  debtor_account?: PaymentAccount;
  charge_bearer?: string;
}

export interface FlowMethod {
  name: string;
  title: string;
  approach: AuthApproach;
  psu_type: PsuType;
}

export interface FlowField {
  name: string;
  title: string;
  required: boolean;
  description?: string;
  template?: string;
  secret: boolean;
}

export type FlowStep =
  | { type: 'consent'; provider: Provider; access?: Access; payment?: PaymentSummary }
  | { type: 'method'; methods: FlowMethod[] }
  | {
      type: 'credentials';
      method: string;
      fields: FlowField[];
      error?: ErrorResponse;
      frame?: CredentialsFrame;
    }
  | {
      type: 'decoupled';
      message?: string;
      verification_code?: string;
      poll_interval_ms: number;
    }
  | { type: 'redirect'; url: string }
  | { type: 'done'; redirect_url: string }
  | { type: 'failed'; error: string; error_description: string; redirect_url?: string };

/**
 * A credentials step the backend shows in a page of its own, framed by the widget, so that the
 * merchant's page never holds the credentials (widget-api.md, section 5b).
 */
export interface CredentialsFrame {
  url: string;
}

export interface SandboxUser {
  username: string;
  password: string;
  otp?: string;
}

/** Continuing on another device (widget-api.md, section 5a): only at redirect and decoupled steps. */
export interface Handoff {
  url: string;
  expires_at: string;
  opened: boolean;
}

export interface FlowState {
  service: Service;
  id: string;
  application: { name: string; environment: Environment };
  aspsp: AspspSummary;
  psu_type: PsuType;
  step: FlowStep;
  expires_at: string;
  sandbox?: { users: SandboxUser[] };
  handoff?: Handoff;
}

export type FlowAction =
  | { action: 'confirm' }
  | { action: 'cancel' }
  | { action: 'select_method'; method: string }
  | { action: 'submit_credentials'; credentials: Record<string, string> };
