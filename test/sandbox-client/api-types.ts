/**
 * The service's resources as the interface specification describes them, written for this
 * client alone (it shares no types with sandbox/src/, src/ or demo/). Optional fields are
 * the ones the specification marks "no" or does not mark at all; in what the service answers
 * they are null when they have no value, as it writes every property of a resource.
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
  code?: number | null;
  error?: string | null;
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
  issuer?: string | null;
}

export interface AccountIdentification {
  iban?: string | null;
  other?: GenericIdentification | null;
}

export interface ClearingSystemMemberIdentification {
  clearing_system_id?: string | null;
  member_id?: string | null;
}

export interface FinancialInstitutionIdentification {
  bic_fi?: string | null;
  clearing_system_member_id?: ClearingSystemMemberIdentification | null;
  name?: string | null;
}

export interface PostalAddress {
  address_type?: string | null;
  department?: string | null;
  sub_department?: string | null;
  street_name?: string | null;
  building_number?: string | null;
  post_code?: string | null;
  town_name?: string | null;
  country_sub_division?: string | null;
  country?: string | null;
  address_line?: string[] | null;
}

export interface PartyIdentification {
  name?: string | null;
  postal_address?: PostalAddress | null;
  organisation_id?: GenericIdentification | null;
  private_id?: GenericIdentification | null;
  contact_details?: { email_address?: string | null; phone_number?: string | null } | null;
}

export interface Aspsp {
  name: string;
  country: string;
}

export interface Credential {
  name: string;
  title: string;
  required: boolean;
  description?: string | null;
  template?: string | null;
}

export interface AuthMethod {
  name?: string | null;
  title?: string | null;
  psu_type: PsuType;
  credentials?: Credential[] | null;
  approach: AuthenticationApproach;
  hidden_method: boolean;
}

export interface RemittanceInformationLine {
  max_length?: number | null;
  min_length?: number | null;
  pattern?: string | null;
}

export interface ResponsePaymentType {
  payment_type: PaymentType;
  psu_type: PsuType;
  allowed_auth_methods?: string[] | null;
  charge_bearer_values?: string[] | null;
  creditor_account_schemas?: string[] | null;
  debtor_account_schemas?: string[] | null;
  currencies?: string[] | null;
  max_transactions?: number | null;
  priority_codes?: string[] | null;
  reference_number_schemas?: string[] | null;
  reference_number_supported?: boolean | null;
  remittance_information_lines?: RemittanceInformationLine[] | null;
  remittance_information_required?: boolean | null;
  requested_execution_date_supported?: boolean | null;
  requested_execution_date_max_period?: number | null;
  deferred_submission_supported?: boolean | null;
  creditor_agent_bic_fi_required?: boolean | null;
  creditor_agent_clearing_system_member_id_required?: boolean | null;
  creditor_country_required?: boolean | null;
  creditor_name_required?: boolean | null;
  creditor_postal_address_required?: boolean | null;
  debtor_account_required?: boolean | null;
  debtor_contact_email_required?: boolean | null;
  debtor_contact_phone_required?: boolean | null;
  debtor_currency_required?: boolean | null;
  regulatory_reporting_code_required?: boolean | null;
}

export interface AspspData {
  name: string;
  country: string;
  logo: string;
  psu_types: PsuType[];
  auth_methods: AuthMethod[];
  maximum_consent_validity: number;
  sandbox?: unknown | null;
  beta: boolean;
  bic?: string | null;
  required_psu_headers?: string[] | null;
  payments?: ResponsePaymentType[] | null;
  group?: { name: string; logo: string } | null;
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
  description?: string | null;
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
  accounts?: AccountIdentification[] | null;
  balances?: boolean | null;
  transactions?: boolean | null;
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
  account_id?: AccountIdentification | null;
  all_account_ids?: GenericIdentification[] | null;
  account_servicer?: FinancialInstitutionIdentification | null;
  name?: string | null;
  details?: string | null;
  usage?: string | null;
  cash_account_type: CashAccountType;
  product?: string | null;
  currency: string;
  psu_status?: string | null;
  credit_limit?: AmountType | null;
  legal_age?: boolean | null;
  postal_address?: PostalAddress | null;
  uid?: string | null;
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
  uid?: string | null;
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
  authorized?: string | null;
  closed?: string | null;
}

export interface BalanceResource {
  name: string;
  balance_amount: AmountType;
  balance_type: BalanceStatus;
  last_change_date_time?: string | null;
  reference_date?: string | null;
  last_committed_transaction?: string | null;
}

export interface HalBalances {
  balances: BalanceResource[];
}

export interface Transaction {
  entry_reference?: string | null;
  merchant_category_code?: string | null;
  transaction_amount?: AmountType | null;
  creditor?: PartyIdentification | null;
  creditor_account?: AccountIdentification | null;
  creditor_agent?: FinancialInstitutionIdentification | null;
  debtor?: PartyIdentification | null;
  debtor_account?: AccountIdentification | null;
  debtor_agent?: FinancialInstitutionIdentification | null;
  bank_transaction_code?: {
    description?: string | null;
    code?: string | null;
    sub_code?: string | null;
  } | null;
  credit_debit_indicator?: CreditDebitIndicator | null;
  status?: string | null;
  booking_date?: string | null;
  value_date?: string | null;
  transaction_date?: string | null;
  balance_after_transaction?: AmountType | null;
  reference_number?: string | null;
  reference_number_schema?: string | null;
  remittance_information?: string[] | null;
  debtor_account_additional_identification?: GenericIdentification | null;
  creditor_account_additional_identification?: GenericIdentification | null;
  exchange_rate?: {
    unit_currency?: string | null;
    exchange_rate?: string | null;
    rate_type?: string | null;
    contract_identification?: string | null;
    instructed_amount?: AmountType | null;
  } | null;
  note?: string | null;
  transaction_id?: string | null;
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
  creditor_agent?: FinancialInstitutionIdentification | null;
  creditor?: PartyIdentification | null;
  creditor_account: GenericIdentification;
  creditor_currency?: string | null;
}

export interface CreditTransferTransaction {
  instructed_amount: AmountType;
  beneficiary: Beneficiary;
  payment_id?: { instruction_id?: string; end_to_end_id?: string } | null;
  requested_execution_date?: string | null;
  reference_number?: string | null;
  end_date?: string | null;
  execution_rule?: 'FWNG' | 'PREC' | null;
  frequency?: string | null;
  ultimate_debtor?: PartyIdentification | null;
  ultimate_creditor?: PartyIdentification | null;
  regulatory_reporting?: unknown[] | null;
  remittance_information?: string[] | null;
}

export interface CreditTransferTransactionDetails extends Partial<CreditTransferTransaction> {
  transaction_id?: string | null;
  transaction_status?: PaymentStatus | null;
}

export interface PaymentRequestResource {
  payment_information_id?: string | null;
  debtor?: PartyIdentification | null;
  debtor_account?: GenericIdentification | null;
  debtor_agent?: FinancialInstitutionIdentification | null;
  debtor_currency?: string | null;
  purpose?: string | null;
  charge_bearer?: string | null;
  credit_transfer_transaction: CreditTransferTransaction[];
}

export interface PaymentRequestResourceDetails extends Omit<
  PaymentRequestResource,
  'credit_transfer_transaction'
> {
  credit_transfer_transaction?: CreditTransferTransactionDetails[] | null;
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
  status_reason_code?: string | null;
  status_reason_description?: string | null;
}

export interface GetPaymentResponse {
  payment_id: string;
  status: PaymentStatus;
  payment_details: PaymentRequestResourceDetails;
  payment_type: PaymentType;
  aspsp: Aspsp;
  final_status: boolean;
  status_reason_information?: StatusReasonInformation | null;
  psu_id_hash: string;
}

export interface SubmitPaymentResponse {
  payment_id: string;
  status: PaymentStatus;
  final_status: boolean;
  status_reason_information?: StatusReasonInformation | null;
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
