/**
 * The service's resources as the interface specification describes them, written for this
 * client alone (it shares no types with sandbox/src/, src/ or demo/). Optional fields are
 * the ones the specification marks "no" or does not mark at all.
 */

export type PsuType = 'business' | 'personal';
export type Environment = 'PRODUCTION' | 'SANDBOX';
export type AuthenticationApproach = 'DECOUPLED' | 'EMBEDDED' | 'REDIRECT';
export type Service = 'AIS' | 'PIS';

export const PAYMENT_TYPES = [
  'BULK_DOMESTIC',
  'BULK_DOMESTIC_SE_GIRO',
  'BULK_SEPA',
  'CROSSBORDER',
  'DOMESTIC',
  'DOMESTIC_SE_GIRO',
  'INST_SEPA',
  'INTERNAL',
  'SEPA',
] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];

export const PAYMENT_STATUSES = [
  'ACCC',
  'ACCP',
  'ACCR',
  'ACPT',
  'ACSC',
  'ACSP',
  'ACTC',
  'ACWC',
  'ACWP',
  'CNCL',
  'NULL',
  'PACR',
  'PART',
  'PDCR',
  'PDNG',
  'RCVD',
  'RJCR',
  'RJCT',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const BALANCE_STATUSES = [
  'CLAV',
  'CLBD',
  'FWAV',
  'INFO',
  'ITAV',
  'ITBD',
  'OPAV',
  'OPBD',
  'OTHR',
  'PRCD',
  'VALU',
  'XPCD',
] as const;
export type BalanceStatus = (typeof BALANCE_STATUSES)[number];

export const CASH_ACCOUNT_TYPES = ['CACC', 'CARD', 'CASH', 'LOAN', 'OTHR', 'SVGS'] as const;
export type CashAccountType = (typeof CASH_ACCOUNT_TYPES)[number];

export type CreditDebitIndicator = 'CRDT' | 'DBIT';

/** The specification's PSU headers: all optional strings, on DELETE /sessions and /accounts. */
export interface PsuHeaders {
  'Psu-Ip-Address'?: string;
  'Psu-User-Agent'?: string;
  'Psu-Referer'?: string;
  'Psu-Accept'?: string;
  'Psu-Accept-Charset'?: string;
  'Psu-Accept-Encoding'?: string;
  'Psu-Accept-language'?: string;
  /** Latitude and longitude separated by a comma, no spaces. */
  'Psu-Geo-Location'?: string;
}

export interface ErrorResponse {
  message: string;
  code?: number;
  error?: string;
  detail?: unknown;
}

export interface SuccessResponse {
  message: string;
}

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

export interface ClearingSystemMemberIdentification {
  clearing_system_id?: string;
  member_id?: string;
}

export interface FinancialInstitutionIdentification {
  bic_fi?: string;
  clearing_system_member_id?: ClearingSystemMemberIdentification;
  name?: string;
}

export interface PostalAddress {
  address_type?: string;
  department?: string;
  sub_department?: string;
  street_name?: string;
  building_number?: string;
  post_code?: string;
  town_name?: string;
  country_sub_division?: string;
  country?: string;
  address_line?: string[];
}

export interface PartyIdentification {
  name?: string;
  postal_address?: PostalAddress;
  organisation_id?: GenericIdentification;
  private_id?: GenericIdentification;
  contact_details?: { email_address?: string; phone_number?: string };
}

export interface Aspsp {
  name: string;
  country: string;
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
  credentials?: Credential[];
  approach: AuthenticationApproach;
  hidden_method: boolean;
}

export interface RemittanceInformationLine {
  max_length?: number;
  min_length?: number;
  pattern?: string;
}

export interface ResponsePaymentType {
  payment_type: PaymentType;
  psu_type: PsuType;
  allowed_auth_methods?: string[];
  charge_bearer_values?: string[];
  creditor_account_schemas?: string[];
  debtor_account_schemas?: string[];
  currencies?: string[];
  max_transactions?: number;
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

export interface AspspData {
  name: string;
  country: string;
  logo: string;
  psu_types: PsuType[];
  auth_methods: AuthMethod[];
  maximum_consent_validity: number;
  sandbox?: unknown;
  beta: boolean;
  bic?: string;
  required_psu_headers?: string[];
  payments?: ResponsePaymentType[];
  group?: { name: string; logo: string };
}

export interface GetAspspsResponse {
  aspsps: AspspData[];
}

export interface AspspQuery {
  country?: string;
  psu_type?: PsuType;
  service?: Service;
  payment_type?: PaymentType;
}

export interface GetApplicationResponse {
  name: string;
  description?: string;
  kid: string;
  environment: Environment;
  redirect_urls: string[];
  active: boolean;
  countries: string[];
  services: string[];
}

export interface RegistrationRequest {
  certificate: string;
  environment: Environment;
  name: string;
  redirect_urls: string[];
  description?: string;
  gdpr_email?: string;
  privacy_url?: string;
  terms_url?: string;
}

export interface RegistrationResponse {
  app_id: string;
}

export interface Access {
  accounts?: AccountIdentification[];
  balances?: boolean;
  transactions?: boolean;
  valid_until: string;
}

export interface StartAuthorizationRequest {
  access: Access;
  aspsp: Aspsp;
  state: string;
  redirect_url: string;
  psu_type: PsuType;
  auth_method?: string;
  credentials?: Record<string, string>;
  credentials_autosubmit?: boolean;
  language?: string;
  psu_id?: string;
}

export interface StartAuthorizationResponse {
  url: string;
  authorization_id: string;
  psu_id_hash: string;
}

export interface AccountResource {
  account_id?: AccountIdentification;
  all_account_ids?: GenericIdentification[];
  account_servicer?: FinancialInstitutionIdentification;
  name?: string;
  details?: string;
  usage?: string;
  cash_account_type: CashAccountType;
  product?: string;
  currency: string;
  psu_status?: string;
  credit_limit?: AmountType;
  legal_age?: boolean | null;
  postal_address?: PostalAddress;
  uid?: string;
  identification_hash: string;
  identification_hashes: string[];
}

export interface AuthorizeSessionResponse {
  session_id: string;
  accounts: AccountResource[];
  aspsp: Aspsp;
  psu_type: PsuType;
  access: Access;
}

export interface SessionAccount {
  uid?: string;
  identification_hash: string;
}

export interface GetSessionResponse {
  status: string;
  accounts: string[];
  accounts_data: SessionAccount[];
  aspsp: Aspsp;
  psu_type: PsuType;
  psu_id_hash: string;
  access: Access;
  created: string;
  authorized?: string;
  closed?: string;
}

export interface BalanceResource {
  name: string;
  balance_amount: AmountType;
  balance_type: BalanceStatus;
  last_change_date_time?: string;
  reference_date?: string;
  last_committed_transaction?: string;
}

export interface HalBalances {
  balances: BalanceResource[];
}

export interface Transaction {
  entry_reference?: string;
  merchant_category_code?: string;
  transaction_amount?: AmountType;
  creditor?: PartyIdentification;
  creditor_account?: AccountIdentification;
  creditor_agent?: FinancialInstitutionIdentification;
  debtor?: PartyIdentification;
  debtor_account?: AccountIdentification;
  debtor_agent?: FinancialInstitutionIdentification;
  bank_transaction_code?: { description?: string; code?: string; sub_code?: string };
  credit_debit_indicator?: CreditDebitIndicator;
  status?: string;
  booking_date?: string;
  value_date?: string;
  transaction_date?: string;
  balance_after_transaction?: AmountType;
  reference_number?: string;
  reference_number_schema?: string;
  remittance_information?: string[];
  exchange_rate?: {
    unit_currency?: string;
    exchange_rate?: string;
    rate_type?: string;
    contract_identification?: string;
    instructed_amount?: AmountType;
  };
  note?: string;
  transaction_id?: string;
}

export interface HalTransactions {
  transactions: Transaction[];
  continuation_key?: string | null;
}

export interface TransactionsQuery {
  date_from?: string;
  date_to?: string;
  continuation_key?: string;
  transaction_status?: string;
  strategy?: string;
}

export interface Beneficiary {
  creditor_agent?: FinancialInstitutionIdentification;
  creditor?: PartyIdentification;
  creditor_account: GenericIdentification;
  creditor_currency?: string;
}

export interface CreditTransferTransaction {
  instructed_amount: AmountType;
  beneficiary: Beneficiary;
  payment_id?: { instruction_id?: string; end_to_end_id?: string };
  requested_execution_date?: string;
  reference_number?: string;
  end_date?: string;
  execution_rule?: 'FWNG' | 'PREC';
  frequency?: string;
  ultimate_debtor?: PartyIdentification;
  ultimate_creditor?: PartyIdentification;
  regulatory_reporting?: unknown[];
  remittance_information?: string[];
}

export interface CreditTransferTransactionDetails extends Partial<CreditTransferTransaction> {
  transaction_id?: string;
  transaction_status?: PaymentStatus;
}

export interface PaymentRequestResource {
  payment_information_id?: string;
  debtor?: PartyIdentification;
  debtor_account?: GenericIdentification;
  debtor_agent?: FinancialInstitutionIdentification;
  debtor_currency?: string;
  purpose?: string;
  charge_bearer?: string;
  credit_transfer_transaction: CreditTransferTransaction[];
}

export interface PaymentRequestResourceDetails extends Omit<
  PaymentRequestResource,
  'credit_transfer_transaction'
> {
  credit_transfer_transaction?: CreditTransferTransactionDetails[];
}

export interface CreatePaymentRequest {
  payment_type: PaymentType;
  payment_request: PaymentRequestResource;
  aspsp: Aspsp;
  state: string;
  redirect_url: string;
  psu_type: PsuType;
  auth_method?: string;
  credentials?: Record<string, string>;
  language?: string;
  webhook_url?: string;
  psu_id?: string;
  defer_submission?: boolean;
}

export interface CreatePaymentResponse {
  payment_id: string;
  status: PaymentStatus;
  url: string;
  psu_id_hash: string;
}

export interface StatusReasonInformation {
  status_reason_code?: string;
  status_reason_description?: string;
}

export interface GetPaymentResponse {
  payment_id: string;
  status: PaymentStatus;
  payment_details: PaymentRequestResourceDetails;
  payment_type: PaymentType;
  aspsp: Aspsp;
  final_status: boolean;
  status_reason_information?: StatusReasonInformation;
  psu_id_hash: string;
}

export interface SubmitPaymentResponse {
  payment_id: string;
  status: PaymentStatus;
  final_status: boolean;
  status_reason_information?: StatusReasonInformation;
}

export interface GetPaymentTransactionResponse {
  payment_id: string;
  transaction_details: CreditTransferTransactionDetails;
}

/** The body of the payment status webhook (Events). */
export interface PaymentWebhookBody {
  payment_id: string;
  payment_status: PaymentStatus;
  payment_updates_expected: boolean;
  webhook_id: string;
  webhook_triggered: string;
  payment_auth_status?: 'FAILED' | 'CANCELLED' | 'FINALISED' | 'PENDING' | null;
}
