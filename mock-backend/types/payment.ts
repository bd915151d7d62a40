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

export interface PartyIdentification {
  name?: string;
}

export interface Beneficiary {
  creditor_account: GenericIdentification;
  creditor?: PartyIdentification;
  creditor_currency?: string;
}

/** The fields this mock reads; the rest of the specification's fields pass through untouched. */
export interface CreditTransferTransaction {
  instructed_amount: AmountType;
  beneficiary: Beneficiary;
  requested_execution_date?: string;
  reference_number?: string;
  remittance_information?: string[];
}

export interface PaymentRequestResource {
  credit_transfer_transaction: CreditTransferTransaction[];
  debtor_account?: GenericIdentification;
  debtor?: PartyIdentification;
  charge_bearer?: ChargeBearerCode;
  payment_information_id?: string;
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
  payment_details: PaymentRequestResource;
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
