import type {
  Beneficiary,
  CreatePaymentResponse,
  CreditTransferTransactionDetails,
  GetPaymentResponse,
  GetPaymentTransactionResponse,
  PaymentIdentification,
  PaymentRequestResourceDetails,
  RegulatoryAuthority,
  RegulatoryDetails,
  RegulatoryReporting,
  StatusReasonInformation,
  SubmitPaymentResponse,
} from '../types/payment.js';
import { listOf, resourceWriter } from './resource-writer.js';
import {
  writeAmount,
  writeAspspReference,
  writeFinancialInstitution,
  writeGenericIdentification,
  writeParty,
} from './shared-resources.js';

/** The payments' resources as the service writes them. */

export const writeCreatePaymentResponse = resourceWriter<CreatePaymentResponse>()({
  payment_id: null,
  status: null,
  url: null,
  psu_id_hash: null,
});

const writeBeneficiary = resourceWriter<Beneficiary>()({
  creditor_agent: writeFinancialInstitution,
  creditor: writeParty,
  creditor_account: writeGenericIdentification,
  creditor_currency: null,
});

const writePaymentIdentification = resourceWriter<PaymentIdentification>()({
  instruction_id: null,
  end_to_end_id: null,
});

const writeRegulatoryReporting = resourceWriter<RegulatoryReporting>()({
  authority: resourceWriter<RegulatoryAuthority>()({ country: null, name: null }),
  details: resourceWriter<RegulatoryDetails>()({ amount: writeAmount, code: null, information: null }),
});

const writeCreditTransferDetails = resourceWriter<CreditTransferTransactionDetails>()({
  instructed_amount: writeAmount,
  beneficiary: writeBeneficiary,
  payment_id: writePaymentIdentification,
  requested_execution_date: null,
  reference_number: null,
  end_date: null,
  execution_rule: null,
  frequency: null,
  ultimate_debtor: writeParty,
  ultimate_creditor: writeParty,
  regulatory_reporting: listOf(writeRegulatoryReporting),
  remittance_information: null,
  transaction_id: null,
  transaction_status: null,
});

/** PaymentTypeInformation's fields are not shown by the specification: it is written as it was sent. */
const writePaymentDetails = resourceWriter<PaymentRequestResourceDetails>()({
  payment_information_id: null,
  payment_type_information: null,
  debtor: writeParty,
  debtor_account: writeGenericIdentification,
  debtor_agent: writeFinancialInstitution,
  debtor_currency: null,
  purpose: null,
  charge_bearer: null,
  credit_transfer_transaction: listOf(writeCreditTransferDetails),
});

const writeStatusReason = resourceWriter<StatusReasonInformation>()({
  status_reason_code: null,
  status_reason_description: null,
});

export const writeGetPaymentResponse = resourceWriter<GetPaymentResponse>()({
  payment_id: null,
  status: null,
  payment_details: writePaymentDetails,
  payment_type: null,
  aspsp: writeAspspReference,
  final_status: null,
  status_reason_information: writeStatusReason,
  psu_id_hash: null,
});

export const writeSubmitPaymentResponse = resourceWriter<SubmitPaymentResponse>()({
  payment_id: null,
  status: null,
  final_status: null,
  status_reason_information: writeStatusReason,
});

export const writeGetPaymentTransactionResponse = resourceWriter<GetPaymentTransactionResponse>()({
  payment_id: null,
  transaction_details: writeCreditTransferDetails,
});
