/**
 * The shapes of the JSON API ({base_url}) that the demo application reads, as the interface
 * specification describes them. Only the fields the demo uses; the API may send more. The API
 * writes an optional property that has no value as null.
 */

// The spec's shared shapes are the library's own (src/api/types.ts); the demo adds the rest.
import type {
  Access,
  AccountIdentification,
  AmountType,
  GenericIdentification,
  PsuType,
  Service,
} from '../../src/api/types.js';

export type { Access, AccountIdentification, AmountType, GenericIdentification, PsuType, Service };

export interface AspspReference {
  name: string;
  country: string;
}

/** An element of ASPSPData.payments. */
export interface ResponsePaymentType {
  payment_type: string;
  psu_type: PsuType;
  currencies: string[];
  deferred_submission_supported?: boolean;
  debtor_account_required?: boolean;
  debtor_contact_email_required?: boolean;
  debtor_contact_phone_required?: boolean;
  debtor_currency_required?: boolean;
  creditor_country_required?: boolean;
  creditor_postal_address_required?: boolean;
  creditor_agent_bic_fi_required?: boolean;
  creditor_agent_clearing_system_member_id_required?: boolean;
  regulatory_reporting_code_required?: boolean;
}

/** An element of GET /aspsps. */
export interface AspspData extends AspspReference {
  psu_types: PsuType[];
  maximum_consent_validity: number;
  beta: boolean;
  bic?: string;
  payments?: ResponsePaymentType[];
}

export interface GetAspspsResponse {
  aspsps: AspspData[];
}

export interface GetApplicationResponse {
  name: string;
  description?: string | null;
  kid: string;
  environment: 'SANDBOX' | 'PRODUCTION';
  redirect_urls: string[];
  active: boolean;
  countries: string[];
  services: Service[];
}

export interface StartAuthorizationResponse {
  url: string;
  authorization_id: string;
  psu_id_hash: string;
}

export interface AccountResource {
  account_id?: AccountIdentification | null;
  all_account_ids?: GenericIdentification[] | null;
  account_servicer?: { bic_fi?: string | null; name?: string | null } | null;
  name?: string | null;
  details?: string | null;
  usage?: string | null;
  cash_account_type: string;
  product?: string | null;
  currency: string;
  uid?: string | null;
  identification_hash: string;
}

export interface AuthorizeSessionResponse {
  session_id: string;
  accounts: AccountResource[];
  aspsp: AspspReference;
  psu_type: PsuType;
  access: Access;
}

export interface GetSessionResponse {
  status: string;
  accounts: string[];
  aspsp: AspspReference;
  psu_type: PsuType;
  access: Access;
  created: string;
  authorized?: string | null;
  closed?: string | null;
}

export interface CreatePaymentResponse {
  payment_id: string;
  status: string;
  url: string;
  psu_id_hash: string;
}

export interface StatusReasonInformation {
  status_reason_code?: string | null;
  status_reason_description?: string | null;
}

export interface CreditTransferTransaction {
  instructed_amount: AmountType;
  beneficiary: {
    creditor?: { name?: string };
    creditor_account: GenericIdentification;
  };
  remittance_information?: string[];
}

export interface GetPaymentResponse {
  payment_id: string;
  status: string;
  payment_details: { credit_transfer_transaction?: CreditTransferTransaction[] };
  payment_type: string;
  aspsp: AspspReference;
  final_status: boolean;
  status_reason_information?: StatusReasonInformation | null;
}

export interface SubmitPaymentResponse {
  payment_id: string;
  status: string;
  final_status: boolean;
  status_reason_information?: StatusReasonInformation | null;
}

export interface ErrorResponse {
  message: string;
  code?: number | null;
  error?: string | null;
  detail?: unknown;
}
