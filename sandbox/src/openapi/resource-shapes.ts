/**
 * The resources of the interface specification, field by field with its Required column.
 * openapi-document.ts makes an answer's schema of each (the required fields present, the
 * others absent or null; in the ASPSP list, which the service writes sparse, absent and never
 * null) and, for those a client also sends, a request's schema.
 */
import { arrayOf, may, must, ref, string, type Field, type Schema, type Shape } from './schema-kit.js';

const DECIMAL = /^-?[0-9]+(\.[0-9]+)?$/.source;
const CURRENCY = string('ISO 4217 currency code', { pattern: '^[A-Z]{3}$' });
const COUNTRY = string('ISO 3166 two-letter country code', { pattern: '^[A-Z]{2}$' });
const DATE = string(undefined, { format: 'date' });
const DATE_TIME = string(undefined, { format: 'date-time' });
const URI = string(undefined, { format: 'uri' });
const UUID = string(undefined, { format: 'uuid' });
const TEXT = string();
const BOOLEAN: Schema = { type: 'boolean' };
const INTEGER: Schema = { type: 'integer' };
const TEXTS = arrayOf(TEXT);
/** 64 lowercase hexadecimal characters. */
const PSU_ID_HASH = string(undefined, { pattern: '^[0-9a-f]{64}$' });
/** Base64 of the JSON list of the hashed field paths, a dot, base64 of the SHA-256 digest. */
const IDENTIFICATION_HASH = string(undefined, { pattern: '^[A-Za-z0-9+/]+={0,2}\\.[A-Za-z0-9+/]{43}=$' });

function shape(description: string, fields: Record<string, Field>, open = false): Shape {
  return { description, fields, open };
}

/** A resource the service writes without its fields that have no value (GET /aspsps). */
function sparse(written: Shape): Shape {
  return { ...written, sparse: true };
}

/** Resources a client sends and the service answers with: each has a request form (…Input). */
export const SHARED_SHAPES: Readonly<Record<string, Shape>> = {
  Access: shape('Access rights requested and confirmed', {
    accounts: may(
      arrayOf(ref('AccountIdentification')),
      'Accounts whose access is requested; when not set, behaviour depends on the bank',
    ),
    balances: may(BOOLEAN, 'Consent with balances access'),
    transactions: may(BOOLEAN, 'Consent with transactions access'),
    valid_until: must(
      DATE_TIME,
      "Time until which the authorised session remains valid: at most now plus the ASPSP's maximum_consent_validity",
    ),
  }),
  AccountIdentification: shape('Account identification: an IBAN, or another identification', {
    iban: may(TEXT, 'IBAN (ISO 13616)'),
    other: may(ref('GenericIdentification'), 'Used when iban is not provided'),
  }),
  GenericIdentification: shape('An identifier and its scheme', {
    identification: must(TEXT, 'An identifier'),
    scheme_name: must(ref('SchemeName')),
    issuer: may(TEXT, 'Entity that assigns the identification'),
  }),
  FinancialInstitutionIdentification: shape('A financial institution', {
    bic_fi: may(TEXT, 'BIC (ISO 9362)'),
    clearing_system_member_id: may(ref('ClearingSystemMemberIdentification')),
    name: may(TEXT),
  }),
  ClearingSystemMemberIdentification: shape('Identification in a clearing system', {
    clearing_system_id: may(TEXT),
    member_id: may(TEXT),
  }),
  PostalAddress: shape('A postal address', {
    address_type: may(ref('AddressType')),
    department: may(TEXT),
    sub_department: may(TEXT),
    street_name: may(TEXT),
    building_number: may(TEXT),
    post_code: may(TEXT),
    town_name: may(TEXT),
    country_sub_division: may(TEXT),
    country: may(TEXT),
    address_line: may(TEXTS),
  }),
  ContactDetails: shape('Contact details', {
    email_address: may(TEXT),
    phone_number: may(TEXT),
  }),
  PartyIdentification: shape('A party: person or organisation', {
    name: may(TEXT),
    postal_address: may(ref('PostalAddress')),
    organisation_id: may(ref('GenericIdentification')),
    private_id: may(ref('GenericIdentification')),
    contact_details: may(ref('ContactDetails')),
  }),
  Beneficiary: shape('The beneficiary of a credit transfer', {
    creditor_agent: may(ref('FinancialInstitutionIdentification')),
    creditor: may(ref('PartyIdentification')),
    creditor_account: must(ref('GenericIdentification')),
    creditor_currency: may(CURRENCY),
  }),
  PaymentIdentification: shape('References of an instruction', {
    instruction_id: may(TEXT, 'Shared between the payment initiator and the ASPSP'),
    end_to_end_id: may(TEXT, 'Shared between merchant and PSU, passed on unchanged'),
  }),
  RegulatoryReporting: shape('Regulatory reporting for international payments', {
    authority: may(ref('RegulatoryAuthority')),
    details: may(ref('RegulatoryReportingDetails')),
  }),
  RegulatoryAuthority: shape('The authority regulatory reporting is for', {
    country: may(TEXT),
    name: may(TEXT),
  }),
  RegulatoryReportingDetails: shape('What is reported', {
    amount: may(ref('AmountType')),
    code: may(TEXT),
    information: may(TEXT),
  }),
  PaymentTypeInformation: shape(
    'Further type details of a payment; the specification does not show its fields',
    {},
    true,
  ),
};

/** The payment request's fields; PaymentRequestResourceDetails has them with Details instructions. */
function paymentRequestFields(instruction: string, instructionsRequired: boolean): Record<string, Field> {
  const instructions = arrayOf(
    ref(instruction),
    'Instructions; the maximum count depends on the ASPSP and payment type',
  );
  return {
    payment_information_id: may(TEXT, 'Reference identifying the payment information block'),
    payment_type_information: may(ref('PaymentTypeInformation')),
    debtor: may(ref('PartyIdentification'), 'Party sending funds'),
    debtor_account: may(
      ref('GenericIdentification'),
      'Debited account; when absent the PSU chooses it during authorisation',
    ),
    debtor_agent: may(
      ref('FinancialInstitutionIdentification'),
      'Only when the debtor institution cannot be identified from the ASPSP name',
    ),
    debtor_currency: may(CURRENCY, 'Currency of the debtor account'),
    purpose: may(ref('PurposeCode')),
    charge_bearer: may(ref('ChargeBearerCode')),
    credit_transfer_transaction: instructionsRequired ? must(instructions) : may(instructions),
  };
}

const CREDIT_TRANSFER_FIELDS: Record<string, Field> = {
  instructed_amount: must(ref('AmountType')),
  beneficiary: must(ref('Beneficiary')),
  payment_id: may(ref('PaymentIdentification')),
  requested_execution_date: may(
    DATE,
    'Date to process the payment; the first execution date of a standing order',
  ),
  reference_number: may(TEXT, 'Reference assigned by the sender'),
  end_date: may(DATE, 'Last day of a standing order; endless when absent'),
  execution_rule: may(ref('ExecutionRule')),
  frequency: may(ref('FrequencyCode')),
  ultimate_debtor: may(ref('PartyIdentification'), 'Original party from whom funds originate'),
  ultimate_creditor: may(ref('PartyIdentification'), 'Final receiving party'),
  regulatory_reporting: may(arrayOf(ref('RegulatoryReporting'))),
  remittance_information: may(TEXTS, 'Free text, reference number or both'),
};

/** Resources only a client sends. */
export const REQUEST_SHAPES: Readonly<Record<string, Shape>> = {
  StartAuthorizationRequest: shape('The body of POST /auth', {
    access: must(ref('Access')),
    aspsp: must(ref('ASPSP')),
    state: must(TEXT, 'Returned in the query of the redirect to redirect_url'),
    redirect_url: must(URI, "One of the application's redirect URLs"),
    psu_type: may(ref('PSUType')),
    auth_method: may(TEXT, "A method name from the ASPSP's auth_methods"),
    credentials: may(
      { type: 'object', additionalProperties: TEXT },
      'Credentials keyed by credential name; only with auth_method',
    ),
    credentials_autosubmit: may(BOOLEAN),
    language: may(string('Two-letter lowercase language code', { pattern: '^[a-z]{2}$' })),
    psu_id: may(TEXT, "The application's PSU identifier; only a hash is stored. Random when absent"),
  }),
  AuthorizeSessionRequest: shape('The body of POST /sessions', {
    code: must(TEXT, 'The authorisation code of the redirect'),
  }),
  CreatePaymentRequest: shape('The body of POST /payments', {
    payment_type: must(ref('PaymentType')),
    payment_request: must(ref('PaymentRequestResource')),
    aspsp: must(ref('ASPSP'), 'ASPSP the PSU authenticates to'),
    state: must(TEXT, 'Returned in the query of the redirect to redirect_url'),
    redirect_url: must(URI, 'Where the PSU is sent after authorisation'),
    psu_type: must(ref('PSUType')),
    auth_method: may(TEXT, "A method name from the ASPSP's auth_methods"),
    credentials: may(
      { type: 'object', additionalProperties: TEXT },
      'PSU credentials; only with auth_method',
    ),
    language: may(string('Two-letter lowercase language code', { pattern: '^[a-z]{2}$' })),
    webhook_url: may(URI, 'Receives the payment status webhook'),
    psu_id: may(TEXT, "The application's PSU identifier; only a hash is stored"),
    defer_submission: may(
      BOOLEAN,
      'When true, the payment is submitted only by POST /payments/{payment_id}/submit',
    ),
  }),
  PaymentRequestResource: shape('Payment details', paymentRequestFields('CreditTransferTransaction', true)),
  CreditTransferTransaction: shape('A credit transfer instruction', CREDIT_TRANSFER_FIELDS),
  RegistrationRequest: shape('The body of POST {registration_url}/api/applications', {
    certificate: must(TEXT, 'Certificate or public key of the application (PEM)'),
    environment: must(ref('Environment')),
    name: must(TEXT, 'Application name'),
    redirect_urls: must(arrayOf(URI), 'Allowed redirect URLs'),
    description: may(TEXT, 'Required when environment is PRODUCTION'),
    gdpr_email: may(TEXT, 'Address for data protection matters; required when environment is PRODUCTION'),
    privacy_url: may(URI, 'Required when environment is PRODUCTION'),
    terms_url: may(URI, 'Required when environment is PRODUCTION'),
  }),
};

/** Resources only the service sends. */
export const ANSWER_SHAPES: Readonly<Record<string, Shape>> = {
  AmountType: shape('An amount and its currency', {
    currency: must(CURRENCY),
    amount: must(
      string('Decimal with a dot separator; precision depends on currency and context', {
        pattern: DECIMAL,
      }),
    ),
  }),
  ASPSP: shape('An ASPSP', {
    name: must(TEXT, 'ASPSP name'),
    country: must(COUNTRY),
  }),
  GetApplicationResponse: shape('The application of the JWT', {
    name: must(TEXT),
    description: may(TEXT),
    kid: must(UUID, 'Application id: the kid of its JWTs'),
    environment: must(ref('Environment')),
    redirect_urls: must(arrayOf(TEXT)),
    active: must(BOOLEAN),
    countries: must(arrayOf(COUNTRY)),
    services: must(arrayOf(ref('Service'))),
  }),
  GetAspspsResponse: shape('ASPSPs', { aspsps: must(arrayOf(ref('ASPSPData'))) }),
  ASPSPData: sparse(
    shape('An ASPSP with its metadata', {
      name: must(TEXT),
      country: must(COUNTRY),
      logo: must(URI, 'Logo URL; append -/resize/<width>x/ to resize'),
      psu_types: must(arrayOf(ref('PSUType'))),
      auth_methods: must(arrayOf(ref('AuthMethod'))),
      maximum_consent_validity: must(INTEGER, 'Maximum consent validity in seconds'),
      sandbox: may(ref('SandboxInfo'), 'Only in the SANDBOX environment'),
      beta: must(BOOLEAN),
      bic: may(TEXT),
      required_psu_headers: may(TEXTS, 'PSU headers needed on data retrieval endpoints: all of them or none'),
      payments: may(arrayOf(ref('ResponsePaymentType'))),
      group: may(ref('ASPSPGroup')),
    }),
  ),
  ASPSPGroup: sparse(
    shape('The group an ASPSP belongs to', {
      name: must(TEXT),
      logo: must(URI),
    }),
  ),
  AuthMethod: sparse(
    shape('An authentication method', {
      name: may(TEXT, 'Internal name of the method'),
      title: may(TEXT),
      psu_type: must(ref('PSUType')),
      credentials: may(arrayOf(ref('Credential'))),
      approach: must(ref('AuthenticationApproach')),
      hidden_method: must(BOOLEAN, 'When true the method is selectable only through the API'),
    }),
  ),
  Credential: sparse(
    shape('A credential that can be sent when starting authorisation', {
      name: must(TEXT, 'Key of the credential in credentials'),
      title: must(TEXT),
      required: must(BOOLEAN),
      description: may(TEXT),
      template: may(TEXT, 'Perl-compatible regular expression of its format'),
    }),
  ),
  SandboxInfo: shape(
    'Information needed to use the sandbox; the specification does not show its fields',
    { users: may(arrayOf(ref('SandboxUser')), 'Test users of the ASPSP') },
    true,
  ),
  SandboxUser: shape('A test user', { username: may(TEXT), password: may(TEXT), otp: may(TEXT) }, true),
  ResponsePaymentType: sparse(
    shape('A payment type an ASPSP supports, and its rules', {
      payment_type: must(ref('PaymentType')),
      psu_type: must(ref('PSUType')),
      allowed_auth_methods: may(TEXTS, 'Names of the methods allowed'),
      charge_bearer_values: may(arrayOf(ref('ChargeBearerCode'))),
      creditor_account_schemas: may(arrayOf(ref('SchemeName'))),
      debtor_account_schemas: may(arrayOf(ref('SchemeName'))),
      currencies: must(arrayOf(CURRENCY)),
      max_transactions: must(INTEGER),
      priority_codes: may(TEXTS),
      reference_number_schemas: may(TEXTS),
      reference_number_supported: may(BOOLEAN),
      remittance_information_lines: may(arrayOf(ref('RemittanceInformationLine'))),
      remittance_information_required: may(BOOLEAN),
      requested_execution_date_supported: may(BOOLEAN),
      requested_execution_date_max_period: may(INTEGER),
      deferred_submission_supported: may(BOOLEAN),
      creditor_agent_bic_fi_required: may(BOOLEAN),
      creditor_agent_clearing_system_member_id_required: may(BOOLEAN),
      creditor_country_required: may(BOOLEAN),
      creditor_name_required: may(BOOLEAN),
      creditor_postal_address_required: may(BOOLEAN),
      debtor_account_required: may(BOOLEAN),
      debtor_contact_email_required: may(BOOLEAN),
      debtor_contact_phone_required: may(BOOLEAN),
      debtor_currency_required: may(BOOLEAN),
      regulatory_reporting_code_required: may(BOOLEAN),
    }),
  ),
  RemittanceInformationLine: sparse(
    shape('A remittance information line', {
      max_length: must(INTEGER),
      min_length: must(INTEGER),
      pattern: may(TEXT),
    }),
  ),
  StartAuthorizationResponse: shape('The answer of POST /auth', {
    url: must(URI, 'Where the PSU is redirected; extra query parameters may be appended'),
    authorization_id: must(UUID),
    psu_id_hash: must(PSU_ID_HASH),
  }),
  AuthorizeSessionResponse: shape('The answer of POST /sessions; some of it is shown only once', {
    session_id: must(UUID),
    accounts: must(arrayOf(ref('AccountResource'))),
    aspsp: must(ref('ASPSP')),
    psu_type: must(ref('PSUType')),
    access: must(ref('Access')),
  }),
  GetSessionResponse: shape('A session', {
    status: must(ref('SessionStatus')),
    accounts: must(arrayOf(UUID), 'Account ids (uid) available in the session'),
    accounts_data: must(arrayOf(ref('SessionAccount'))),
    aspsp: must(ref('ASPSP')),
    psu_type: must(ref('PSUType')),
    psu_id_hash: must(PSU_ID_HASH),
    access: must(ref('Access')),
    created: must(DATE_TIME),
    authorized: may(DATE_TIME),
    closed: may(DATE_TIME),
  }),
  SessionAccount: shape('Account data kept in a session', {
    uid: may(UUID),
    identification_hash: must(IDENTIFICATION_HASH),
  }),
  AccountResource: shape('An account', {
    account_id: may(ref('AccountIdentification'), 'Primary account identifier'),
    all_account_ids: may(
      arrayOf(ref('GenericIdentification')),
      'All identifiers provided by the ASPSP, the primary one included',
    ),
    account_servicer: may(ref('FinancialInstitutionIdentification')),
    name: may(TEXT, 'Account holder(s) name'),
    details: may(TEXT, 'Account description set by PSU or ASPSP'),
    usage: may(ref('Usage')),
    cash_account_type: must(ref('CashAccountType')),
    product: may(TEXT, 'Bank product name'),
    currency: must(CURRENCY),
    psu_status: may(TEXT, 'Relationship between PSU and account'),
    credit_limit: may(ref('AmountType'), 'Maximum credit or overdraft'),
    legal_age: may(BOOLEAN, 'Whether the holder is of legal age; null when it cannot be determined'),
    postal_address: may(ref('PostalAddress'), 'Holder postal address'),
    uid: may(
      UUID,
      'Account id for balances and transactions, valid while the session is AUTHORIZED; null when they cannot be fetched',
    ),
    identification_hash: must(IDENTIFICATION_HASH, 'Primary account identification hash'),
    identification_hashes: must(
      arrayOf(IDENTIFICATION_HASH),
      'All possible identification hashes, the primary one first',
    ),
  }),
  HalBalances: shape('Balances of an account', { balances: must(arrayOf(ref('BalanceResource'))) }),
  BalanceResource: shape('A balance', {
    name: must(TEXT, 'Label of the balance'),
    balance_amount: must(ref('AmountType')),
    balance_type: must(ref('BalanceStatus')),
    last_change_date_time: may(DATE_TIME),
    reference_date: may(DATE),
    last_committed_transaction: may(
      TEXT,
      'Entry reference of the last transaction contributing to the balance',
    ),
  }),
  HalTransactions: shape('A page of transactions', {
    transactions: must(arrayOf(ref('Transaction'))),
    continuation_key: may(TEXT, 'Key of the next page; null on the last page'),
  }),
  Transaction: shape('A transaction', {
    entry_reference: may(TEXT),
    merchant_category_code: may(TEXT),
    transaction_amount: must(ref('AmountType')),
    creditor: may(ref('PartyIdentification')),
    creditor_account: may(ref('AccountIdentification')),
    creditor_agent: may(ref('FinancialInstitutionIdentification')),
    debtor: may(ref('PartyIdentification')),
    debtor_account: may(ref('AccountIdentification')),
    debtor_agent: may(ref('FinancialInstitutionIdentification')),
    bank_transaction_code: may(ref('BankTransactionCode')),
    credit_debit_indicator: must(ref('CreditDebitIndicator')),
    status: must(ref('TransactionStatus')),
    booking_date: may(DATE),
    value_date: may(DATE),
    transaction_date: may(DATE),
    balance_after_transaction: may(ref('AmountType')),
    reference_number: may(TEXT),
    reference_number_schema: may(TEXT),
    remittance_information: may(TEXTS),
    debtor_account_additional_identification: may(ref('GenericIdentification')),
    creditor_account_additional_identification: may(ref('GenericIdentification')),
    exchange_rate: may(ref('ExchangeRate')),
    note: may(TEXT),
    transaction_id: may(TEXT, 'Id for GET /accounts/{account_id}/transactions/{transaction_id}'),
  }),
  BankTransactionCode: shape('Bank transaction code', {
    description: may(TEXT),
    code: may(TEXT, 'Family'),
    sub_code: may(TEXT, 'Sub-family'),
  }),
  ExchangeRate: shape('Exchange rate of a cross-currency transaction', {
    unit_currency: may(CURRENCY, 'Currency in which the rate is expressed'),
    exchange_rate: may(string('Factor', { pattern: DECIMAL })),
    rate_type: may(ref('RateType')),
    contract_identification: may(TEXT),
    instructed_amount: may(ref('AmountType'), 'Original amount'),
  }),
  CreatePaymentResponse: shape('The answer of POST /payments', {
    payment_id: must(UUID),
    status: must(ref('PaymentStatus')),
    url: must(URI, 'Where the PSU is redirected; extra query parameters may be appended'),
    psu_id_hash: must(PSU_ID_HASH),
  }),
  GetPaymentResponse: shape('A payment', {
    payment_id: must(UUID),
    status: must(ref('PaymentStatus')),
    payment_details: must(ref('PaymentRequestResourceDetails')),
    payment_type: must(ref('PaymentType')),
    aspsp: must(ref('ASPSP')),
    final_status: must(BOOLEAN, 'When true the status is not expected to change'),
    status_reason_information: may(ref('StatusReasonInformation')),
    psu_id_hash: must(PSU_ID_HASH),
  }),
  PaymentRequestResourceDetails: shape(
    'The payment request, each instruction with its id and status',
    paymentRequestFields('CreditTransferTransactionDetails', false),
  ),
  CreditTransferTransactionDetails: shape('A credit transfer instruction with its id and status', {
    ...CREDIT_TRANSFER_FIELDS,
    transaction_id: may(TEXT, 'Id for GET /payments/{payment_id}/transactions/{transaction_id}'),
    transaction_status: may(ref('PaymentStatus')),
  }),
  StatusReasonInformation: shape('Cause of the status, mainly of rejected payments', {
    status_reason_code: may(TEXT),
    status_reason_description: may(TEXT),
  }),
  SubmitPaymentResponse: shape('The answer of POST /payments/{payment_id}/submit', {
    payment_id: must(UUID),
    status: must(ref('PaymentStatus')),
    final_status: must(BOOLEAN),
    status_reason_information: may(ref('StatusReasonInformation')),
  }),
  GetPaymentTransactionResponse: shape('One instruction of a payment', {
    payment_id: must(UUID),
    transaction_details: must(ref('CreditTransferTransactionDetails')),
  }),
  SuccessResponse: shape('Success', { message: must(TEXT) }),
  ErrorResponse: shape('An error', {
    message: must(TEXT),
    code: may(INTEGER, 'The HTTP status'),
    error: may(ref('ErrorCode')),
    detail: may({}, 'Detailed explanation'),
  }),
  RegistrationResponse: shape('The answer of a registration', {
    app_id: must(UUID, 'The application id: the kid of its JWTs'),
  }),
  PaymentStatusWebhook: shape('The body of the payment status webhook', {
    payment_id: must(UUID),
    payment_status: must(ref('PaymentStatus')),
    payment_updates_expected: must(BOOLEAN),
    webhook_id: must(TEXT, 'The same on retries'),
    webhook_triggered: must(DATE_TIME),
    payment_auth_status: may(ref('PaymentAuthStatus'), 'null when the PSU has not started authorisation'),
  }),
};
