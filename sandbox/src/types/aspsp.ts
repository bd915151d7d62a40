import type { ChargeBearerCode, PaymentType, SchemeName } from './payment.js';

export type PSUType = 'personal' | 'business';
export type Service = 'AIS' | 'PIS';
export type AuthenticationApproach = 'REDIRECT' | 'EMBEDDED' | 'DECOUPLED';

export interface Credential {
  name: string;
  title: string;
  required: boolean;
  description?: string;
  template?: string;
}

/** The specification marks name and title optional; every method of this catalogue has both. */
export interface AuthMethod {
  name: string;
  title: string;
  psu_type: PSUType;
  approach: AuthenticationApproach;
  hidden_method: boolean;
  credentials?: Credential[];
}

export interface ASPSPGroup {
  name: string;
  logo: string;
}

export interface RemittanceInformationLine {
  min_length: number;
  max_length: number;
  pattern?: string;
}

/** The specification names these fields without fixing their types beyond the obvious ones. */
export interface ResponsePaymentType {
  payment_type: PaymentType;
  psu_type: PSUType;
  currencies: string[];
  max_transactions: number;
  allowed_auth_methods?: string[];
  charge_bearer_values?: ChargeBearerCode[];
  creditor_account_schemas?: SchemeName[];
  debtor_account_schemas?: SchemeName[];
  priority_codes?: string[];
  reference_number_schemas?: string[];
  reference_number_supported?: boolean;
  remittance_information_lines?: RemittanceInformationLine[];
  remittance_information_required?: boolean;
  requested_execution_date_supported?: boolean;
  requested_execution_date_max_period?: number;
  deferred_submission_supported?: boolean;
  creditor_agent_bic_fi_required?: boolean;
  creditor_agent_clearing_system_member_id_required?: boolean;
  creditor_country_required?: boolean;
  creditor_name_required?: boolean;
  creditor_postal_address_required?: boolean;
  debtor_account_required?: boolean;
  debtor_contact_email_required?: boolean;
  debtor_contact_phone_required?: boolean;
  debtor_currency_required?: boolean;
  regulatory_reporting_code_required?: boolean;
}

export interface SandboxUser {
  username: string;
  password: string;
  otp?: string;
}

/** The specification does not show SandboxInfo's fields; the widgets read `users`. */
export interface SandboxInfo {
  users: SandboxUser[];
}

export interface ASPSPData {
  name: string;
  country: string;
  /** Relative (`/logos/op.svg`) in the catalogue; absolute in every response. */
  logo: string;
  psu_types: PSUType[];
  auth_methods: AuthMethod[];
  maximum_consent_validity: number;
  sandbox?: SandboxInfo;
  beta: boolean;
  bic?: string;
  required_psu_headers?: string[];
  payments?: ResponsePaymentType[];
  group?: ASPSPGroup;
}
