import type { Access } from './access.js';
import type { Environment, Provider } from './application.js';
import type { AuthenticationApproach, PSUType, SandboxInfo, Service } from './aspsp.js';
import type { ErrorResponse } from './errors.js';
import type { PaymentSummary } from './payment.js';

export interface AspspSummary {
  name: string;
  country: string;
  logo: string;
  beta: boolean;
}

export interface MethodSummary {
  name: string;
  title: string;
  approach: AuthenticationApproach;
  psu_type: PSUType;
}

export interface CredentialField {
  name: string;
  title: string;
  required: boolean;
  description?: string;
  template?: string;
  secret: boolean;
}

export type FlowStep =
  | { type: 'consent'; provider: Provider; access?: Access; payment?: PaymentSummary }
  | { type: 'method'; methods: MethodSummary[] }
  | {
      type: 'credentials';
      method: string;
      fields: CredentialField[];
      error?: ErrorResponse;
      /** The sandbox's own page of this step, for an application whose credentials steps are framed. */
      frame?: CredentialsFrame;
    }
  | { type: 'decoupled'; message?: string; verification_code?: string; poll_interval_ms: number }
  | { type: 'redirect'; url: string }
  | { type: 'done'; redirect_url: string }
  | { type: 'failed'; error: string; error_description: string; redirect_url?: string };

/** A credentials step shown in a page of the service, framed by the widget (widget-api.md, section 5b). */
export interface CredentialsFrame {
  url: string;
}

/** Continuing the authorisation on another device (widget-api.md, section 5a). */
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
  psu_type: PSUType;
  step: FlowStep;
  expires_at: string;
  sandbox?: SandboxInfo;
  /** Only at the redirect and decoupled steps. */
  handoff?: Handoff;
}

export type FlowAction =
  | { action: 'confirm' }
  | { action: 'cancel' }
  | { action: 'select_method'; method: string }
  | { action: 'submit_credentials'; credentials: Record<string, string> };
