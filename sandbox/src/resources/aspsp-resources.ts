import type {
  ASPSPData,
  ASPSPGroup,
  AuthMethod,
  Credential,
  RemittanceInformationLine,
  ResponsePaymentType,
} from '../types/aspsp.js';
import { listOf, sparseResourceWriter } from './resource-writer.js';

/** GET /aspsps's resources as the service writes them: a property with no value is left out, never null. */

const writeCredential = sparseResourceWriter<Credential>()({
  name: null,
  title: null,
  required: null,
  description: null,
  template: null,
});

const writeAuthMethod = sparseResourceWriter<AuthMethod>()({
  name: null,
  title: null,
  psu_type: null,
  credentials: listOf(writeCredential),
  approach: null,
  hidden_method: null,
});

const writeRemittanceLine = sparseResourceWriter<RemittanceInformationLine>()({
  max_length: null,
  min_length: null,
  pattern: null,
});

const writePaymentType = sparseResourceWriter<ResponsePaymentType>()({
  payment_type: null,
  psu_type: null,
  allowed_auth_methods: null,
  charge_bearer_values: null,
  creditor_account_schemas: null,
  debtor_account_schemas: null,
  currencies: null,
  max_transactions: null,
  priority_codes: null,
  reference_number_schemas: null,
  reference_number_supported: null,
  remittance_information_lines: listOf(writeRemittanceLine),
  remittance_information_required: null,
  requested_execution_date_supported: null,
  requested_execution_date_max_period: null,
  deferred_submission_supported: null,
  creditor_agent_bic_fi_required: null,
  creditor_agent_clearing_system_member_id_required: null,
  creditor_country_required: null,
  creditor_name_required: null,
  creditor_postal_address_required: null,
  debtor_account_required: null,
  debtor_contact_email_required: null,
  debtor_contact_phone_required: null,
  debtor_currency_required: null,
  regulatory_reporting_code_required: null,
});

const writeGroup = sparseResourceWriter<ASPSPGroup>()({ name: null, logo: null });

/** SandboxInfo's fields are not shown by the specification: it is written as the sandbox has it. */
export const writeAspspData = sparseResourceWriter<ASPSPData>()({
  name: null,
  country: null,
  logo: null,
  psu_types: null,
  auth_methods: listOf(writeAuthMethod),
  maximum_consent_validity: null,
  sandbox: null,
  beta: null,
  bic: null,
  required_psu_headers: null,
  payments: listOf(writePaymentType),
  group: writeGroup,
});
