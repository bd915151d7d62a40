import type { ChargeBearerCode, SchemeName } from './aspsp.js';

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

/** The fields of a PostalAddress the payment checks read; the others pass through. */
export interface PostalAddress {
  country?: string;
  town_name?: string;
  address_line?: string[];
}

export interface ContactDetails {
  email_address?: string;
  phone_number?: string;
}

export interface PartyIdentification {
  name?: string;
  postal_address?: PostalAddress;
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

/** RegulatoryReporting: the code in details is what regulatory_reporting_code_required asks for. */
export interface RegulatoryReporting {
  authority?: { country?: string; name?: string };
  details?: { amount?: AmountType; code?: string; information?: string };
}

/** The fields this mock reads; the rest of the specification's fields pass through untouched. */
export interface CreditTransferTransaction {
  instructed_amount: AmountType;
  beneficiary: Beneficiary;
  requested_execution_date?: string;
  reference_number?: string;
  remittance_information?: string[];
  regulatory_reporting?: RegulatoryReporting[];
}

/**
 * PaymentTypeInformation: the specification does not show its fields; the sandbox reads
 * instruction_priority (ISO 20022's name), checked against the payment type's priority_codes.
 */
export interface PaymentTypeInformation {
  instruction_priority?: string;
}

export interface PaymentRequestResource {
  credit_transfer_transaction: CreditTransferTransaction[];
  payment_type_information?: PaymentTypeInformation;
  debtor_account?: GenericIdentification;
  debtor?: PartyIdentification;
  debtor_currency?: string;
  charge_bearer?: ChargeBearerCode;
  payment_information_id?: string;
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
