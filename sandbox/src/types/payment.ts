export type ChargeBearerCode = 'CRED' | 'DEBT' | 'SHAR' | 'SLEV';
export type SchemeName = 'IBAN' | 'BBAN' | 'CPAN';

export type PaymentType =
  | 'BULK_DOMESTIC'
  | 'BULK_DOMESTIC_SE_GIRO'
  | 'BULK_SEPA'
  | 'CROSSBORDER'
  | 'DOMESTIC'
  | 'DOMESTIC_SE_GIRO'
  | 'INST_SEPA'
  | 'INTERNAL'
  | 'SEPA';

/** The specification's PaymentStatus values (ISO 20022 codes). */
export type PaymentStatus =
  | 'ACCC'
  | 'ACCP'
  | 'ACCR'
  | 'ACPT'
  | 'ACSC'
  | 'ACSP'
  | 'ACTC'
  | 'ACWC'
  | 'ACWP'
  | 'CNCL'
  | 'NULL'
  | 'PACR'
  | 'PART'
  | 'PDCR'
  | 'PDNG'
  | 'RCVD'
  | 'RJCR'
  | 'RJCT';

export interface StatusReasonInformation {
  status_reason_code: string;
  status_reason_description: string;
}

export interface AmountType {
  currency: string;
  amount: string;
}

export interface GenericIdentification {
  identification: string;
  scheme_name: SchemeName;
  issuer?: string;
}

/** The specification's AddressType values. */
export type AddressType =
  'Business' | 'Correspondence' | 'DeliveryTo' | 'MailTo' | 'POBox' | 'Postal' | 'Residential' | 'Statement';

/** Every field of the specification's PostalAddress; the payment checks read country, town and lines. */
export interface PostalAddress {
  address_type?: AddressType;
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

export interface ContactDetails {
  email_address?: string;
  phone_number?: string;
}

/** A party's identification: a GenericIdentification whose scheme is any ISO 20022 code (COID, NIDN...). */
export interface PartyIdentifier extends Omit<GenericIdentification, 'scheme_name'> {
  scheme_name: string;
}

export interface PartyIdentification {
  name?: string;
  postal_address?: PostalAddress;
  organisation_id?: PartyIdentifier;
  private_id?: PartyIdentifier;
  contact_details?: ContactDetails;
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

export interface Beneficiary {
  creditor_account: GenericIdentification;
  creditor?: PartyIdentification;
  creditor_agent?: FinancialInstitutionIdentification;
  creditor_currency?: string;
}

export interface RegulatoryAuthority {
  country?: string;
  name?: string;
}

export interface RegulatoryDetails {
  amount?: AmountType;
  code?: string;
  information?: string;
}

/** RegulatoryReporting: the code in details is what regulatory_reporting_code_required asks for. */
export interface RegulatoryReporting {
  authority?: RegulatoryAuthority;
  details?: RegulatoryDetails;
}

/** PaymentIdentification: the references of an instruction. */
export interface PaymentIdentification {
  instruction_id?: string;
  end_to_end_id?: string;
}

export type ExecutionRule = 'FWNG' | 'PREC';
export type FrequencyCode = 'DAIL' | 'MNTH' | 'QUTR' | 'SEMI' | 'TOMN' | 'TOWK' | 'WEEK' | 'YEAR';
/** The specification's CategoryPurposeCode. */
export type CategoryPurposeCode =
  | 'BONU'
  | 'CASH'
  | 'CBLK'
  | 'CCRD'
  | 'CORT'
  | 'DCRD'
  | 'DIVI'
  | 'DVPM'
  | 'EPAY'
  | 'FCOL'
  | 'GOVT'
  | 'HEDG'
  | 'ICCP'
  | 'IDCP'
  | 'INTC'
  | 'INTE'
  | 'LOAN'
  | 'MP2B'
  | 'MP2P'
  | 'OTHR'
  | 'PENS'
  | 'RPRE'
  | 'RRCT'
  | 'RVPM'
  | 'SALA'
  | 'SECU'
  | 'SSBE'
  | 'SUPP'
  | 'TAXS'
  | 'TRAD'
  | 'TREA'
  | 'VATX'
  | 'WHLD';

/** Every field of the specification's CreditTransferTransaction; the mock reads some of them. */
export interface CreditTransferTransaction {
  instructed_amount: AmountType;
  beneficiary: Beneficiary;
  payment_id?: PaymentIdentification;
  requested_execution_date?: string;
  reference_number?: string;
  end_date?: string;
  execution_rule?: ExecutionRule;
  frequency?: FrequencyCode;
  ultimate_debtor?: PartyIdentification;
  ultimate_creditor?: PartyIdentification;
  regulatory_reporting?: RegulatoryReporting[];
  remittance_information?: string[];
}

/**
 * PaymentTypeInformation: the specification does not show its fields. The sandbox reads the
 * members of ISO 20022's PaymentTypeInformation by their names, keeps those sent and writes
 * them back as sent: instruction_priority (checked against the payment type's
 * priority_codes), service_level, local_instrument, and category_purpose, a value of the
 * specification's CategoryPurposeCode (which no field it shows takes). Any other member is
 * ignored, like every field the specification does not define.
 */
export interface PaymentTypeInformation {
  instruction_priority?: string;
  service_level?: string;
  local_instrument?: string;
  category_purpose?: CategoryPurposeCode;
}

/** Every field of the specification's PaymentRequestResource. */
export interface PaymentRequestResource {
  payment_information_id?: string;
  payment_type_information?: PaymentTypeInformation;
  debtor?: PartyIdentification;
  debtor_account?: GenericIdentification;
  debtor_agent?: FinancialInstitutionIdentification;
  debtor_currency?: string;
  /** A PurposeCode; the specification does not list its values. */
  purpose?: string;
  charge_bearer?: ChargeBearerCode;
  credit_transfer_transaction: CreditTransferTransaction[];
}

/** The kinds of a PSU's accounts that can pay (not a card or a loan). */
export type PayableAccountKind = 'current' | 'savings' | 'currency';

/** Who paid: the account the PSU chose at the bank and, where the bank gives it, the holder's name. */
export interface PaymentDebtor {
  debtor_account: GenericIdentification;
  name?: string;
}

/** An instruction as GET /payments/{id} shows it: with its id and its own status. */
export interface CreditTransferTransactionDetails extends CreditTransferTransaction {
  transaction_id: string;
  transaction_status: PaymentStatus;
}

/** PaymentRequestResourceDetails: the request, each instruction with its id and status. */
export interface PaymentRequestResourceDetails extends Omit<
  PaymentRequestResource,
  'credit_transfer_transaction'
> {
  credit_transfer_transaction: CreditTransferTransactionDetails[];
}

/** What the consent step of a payment shows (widget-api.md, section 5). */
export interface PaymentSummary {
  payment_type: PaymentType;
  total: AmountType;
  transactions: PaymentSummaryTransaction[];
  debtor_account?: { identification: string; scheme_name: SchemeName };
  charge_bearer?: ChargeBearerCode;
}

export interface PaymentSummaryTransaction {
  instructed_amount: AmountType;
  creditor_name?: string;
  creditor_account: { identification: string; scheme_name: SchemeName };
  remittance_information?: string[];
  requested_execution_date?: string;
  reference_number?: string;
}

/** POST /payments. */
export interface CreatePaymentResponse {
  payment_id: string;
  status: PaymentStatus;
  url: string;
  psu_id_hash: string;
}

/** GET /payments/{payment_id}. */
export interface GetPaymentResponse {
  payment_id: string;
  status: PaymentStatus;
  payment_details: PaymentRequestResourceDetails;
  payment_type: PaymentType;
  aspsp: { name: string; country: string };
  final_status: boolean;
  status_reason_information?: StatusReasonInformation;
  psu_id_hash: string;
}

/** POST /payments/{payment_id}/submit. */
export interface SubmitPaymentResponse {
  payment_id: string;
  status: PaymentStatus;
  final_status: boolean;
  status_reason_information?: StatusReasonInformation;
}

/** GET /payments/{payment_id}/transactions/{transaction_id}. */
export interface GetPaymentTransactionResponse {
  payment_id: string;
  transaction_details: CreditTransferTransactionDetails;
}

/** The webhook's payment_auth_status (interface specification, States and transitions). */
export type PaymentAuthStatus = 'FAILED' | 'CANCELLED' | 'FINALISED' | 'PENDING';

/** The payment status webhook's JSON body (interface specification, Events). */
export interface PaymentStatusWebhook {
  payment_id: string;
  payment_status: PaymentStatus;
  payment_updates_expected: boolean;
  /** The event's id: the same on every retry. */
  webhook_id: string;
  /** When the change was seen, in sandbox time, as the service writes a date-time. */
  webhook_triggered: string;
  /** null while the PSU has not started the authorisation. */
  payment_auth_status: PaymentAuthStatus | null;
}
