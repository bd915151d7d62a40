/**
 * Every property of every resource of the interface specification, written out from its
 * tables and lists (Resources and their fields, Endpoints, Errors), for the tests that check
 * how the service writes each: every property sent, with null where it has no value; or, in
 * the ASPSP list, a property with no value left out and never null.
 */
import assert from 'node:assert/strict';

/** A property that holds a resource, a list of resources, or anything else (null). */
export type PropertyShape = Resource | { list: Resource } | null;

export interface Resource {
  name: string;
  properties: Readonly<Record<string, PropertyShape>>;
  /**
   * Given for a resource the service writes sparse: the properties it always sends (the
   * specification's required ones); the others are left out when they have no value.
   */
  sparseRequired?: readonly string[];
}

function resource(name: string, properties: Record<string, PropertyShape>): Resource {
  return { name, properties };
}

/** A resource of the ASPSP list: the `required` properties always, the others only with a value. */
function sparse(required: readonly string[], { name, properties }: Resource): Resource {
  return { name, properties, sparseRequired: required };
}

const names = (list: readonly string[]) => Object.fromEntries(list.map((name) => [name, null]));

export const AMOUNT_TYPE = resource('AmountType', names(['currency', 'amount']));
export const ASPSP = resource('ASPSP', names(['name', 'country']));
export const GENERIC_IDENTIFICATION = resource(
  'GenericIdentification',
  names(['identification', 'scheme_name', 'issuer']),
);
export const ACCOUNT_IDENTIFICATION = resource('AccountIdentification', {
  iban: null,
  other: GENERIC_IDENTIFICATION,
});
export const CLEARING_SYSTEM_MEMBER = resource(
  'ClearingSystemMemberIdentification',
  names(['clearing_system_id', 'member_id']),
);
export const FINANCIAL_INSTITUTION = resource('FinancialInstitutionIdentification', {
  bic_fi: null,
  clearing_system_member_id: CLEARING_SYSTEM_MEMBER,
  name: null,
});
export const POSTAL_ADDRESS = resource(
  'PostalAddress',
  names([
    'address_type',
    'department',
    'sub_department',
    'street_name',
    'building_number',
    'post_code',
    'town_name',
    'country_sub_division',
    'country',
    'address_line',
  ]),
);
export const CONTACT_DETAILS = resource('ContactDetails', names(['email_address', 'phone_number']));
export const PARTY = resource('PartyIdentification', {
  name: null,
  postal_address: POSTAL_ADDRESS,
  organisation_id: GENERIC_IDENTIFICATION,
  private_id: GENERIC_IDENTIFICATION,
  contact_details: CONTACT_DETAILS,
});

const CREDENTIAL = sparse(
  ['name', 'title', 'required'],
  resource('Credential', names(['name', 'title', 'required', 'description', 'template'])),
);
const AUTH_METHOD = sparse(
  ['psu_type', 'approach', 'hidden_method'],
  resource('AuthMethod', {
    ...names(['name', 'title', 'psu_type', 'approach', 'hidden_method']),
    credentials: { list: CREDENTIAL },
  }),
);
const REMITTANCE_LINE = sparse(
  ['max_length', 'min_length'],
  resource('remittance_information_lines', names(['max_length', 'min_length', 'pattern'])),
);
/** Beyond their names, the specification does not show which of these are required; the service always sends these. */
const PAYMENT_TYPE_REQUIRED = ['payment_type', 'psu_type', 'currencies', 'max_transactions'];
const PAYMENT_TYPE = sparse(
  PAYMENT_TYPE_REQUIRED,
  resource('ResponsePaymentType', {
    ...names([
      'payment_type',
      'psu_type',
      'allowed_auth_methods',
      'charge_bearer_values',
      'creditor_account_schemas',
      'debtor_account_schemas',
      'currencies',
      'max_transactions',
      'priority_codes',
      'reference_number_schemas',
      'reference_number_supported',
      'remittance_information_required',
      'requested_execution_date_supported',
      'requested_execution_date_max_period',
      'deferred_submission_supported',
      'creditor_agent_bic_fi_required',
      'creditor_agent_clearing_system_member_id_required',
      'creditor_country_required',
      'creditor_name_required',
      'creditor_postal_address_required',
      'debtor_account_required',
      'debtor_contact_email_required',
      'debtor_contact_phone_required',
      'debtor_currency_required',
      'regulatory_reporting_code_required',
    ]),
    remittance_information_lines: { list: REMITTANCE_LINE },
  }),
);
const ASPSP_GROUP = sparse(['name', 'logo'], resource('ASPSPGroup', names(['name', 'logo'])));
/** The ASPSP's properties the specification marks required: the service always sends them. */
export const ASPSP_DATA_REQUIRED = [
  'name',
  'country',
  'logo',
  'psu_types',
  'auth_methods',
  'maximum_consent_validity',
  'beta',
];
/** SandboxInfo's fields are not shown by the specification, so it is not opened. */
export const ASPSP_DATA = sparse(
  ASPSP_DATA_REQUIRED,
  resource('ASPSPData', {
    ...names([
      'name',
      'country',
      'logo',
      'psu_types',
      'maximum_consent_validity',
      'sandbox',
      'beta',
      'bic',
      'required_psu_headers',
    ]),
    auth_methods: { list: AUTH_METHOD },
    payments: { list: PAYMENT_TYPE },
    group: ASPSP_GROUP,
  }),
);
export const GET_ASPSPS_RESPONSE = resource('GetAspspsResponse', { aspsps: { list: ASPSP_DATA } });

export const GET_APPLICATION_RESPONSE = resource(
  'GetApplicationResponse',
  names(['name', 'description', 'kid', 'environment', 'redirect_urls', 'active', 'countries', 'services']),
);

export const START_AUTHORIZATION_RESPONSE = resource(
  'StartAuthorizationResponse',
  names(['url', 'authorization_id', 'psu_id_hash']),
);

export const ACCESS = resource('Access', {
  accounts: { list: ACCOUNT_IDENTIFICATION },
  balances: null,
  transactions: null,
  valid_until: null,
});

export const ACCOUNT_RESOURCE = resource('AccountResource', {
  account_id: ACCOUNT_IDENTIFICATION,
  all_account_ids: { list: GENERIC_IDENTIFICATION },
  account_servicer: FINANCIAL_INSTITUTION,
  ...names(['name', 'details', 'usage', 'cash_account_type', 'product', 'currency', 'psu_status']),
  credit_limit: AMOUNT_TYPE,
  legal_age: null,
  postal_address: POSTAL_ADDRESS,
  ...names(['uid', 'identification_hash', 'identification_hashes']),
});

export const AUTHORIZE_SESSION_RESPONSE = resource('AuthorizeSessionResponse', {
  session_id: null,
  accounts: { list: ACCOUNT_RESOURCE },
  aspsp: ASPSP,
  psu_type: null,
  access: ACCESS,
});

const SESSION_ACCOUNT = resource('SessionAccount', names(['uid', 'identification_hash']));
export const GET_SESSION_RESPONSE = resource('GetSessionResponse', {
  status: null,
  accounts: null,
  accounts_data: { list: SESSION_ACCOUNT },
  aspsp: ASPSP,
  psu_type: null,
  psu_id_hash: null,
  access: ACCESS,
  ...names(['created', 'authorized', 'closed']),
});

export const SUCCESS_RESPONSE = resource('SuccessResponse', names(['message']));
export const ERROR_RESPONSE = resource('ErrorResponse', names(['message', 'code', 'error', 'detail']));

const BALANCE_RESOURCE = resource('BalanceResource', {
  name: null,
  balance_amount: AMOUNT_TYPE,
  ...names(['balance_type', 'last_change_date_time', 'reference_date', 'last_committed_transaction']),
});
export const HAL_BALANCES = resource('HalBalances', { balances: { list: BALANCE_RESOURCE } });

const BANK_TRANSACTION_CODE = resource('BankTransactionCode', names(['description', 'code', 'sub_code']));
const EXCHANGE_RATE = resource('ExchangeRate', {
  ...names(['unit_currency', 'exchange_rate', 'rate_type', 'contract_identification']),
  instructed_amount: AMOUNT_TYPE,
});
export const TRANSACTION = resource('Transaction', {
  entry_reference: null,
  merchant_category_code: null,
  transaction_amount: AMOUNT_TYPE,
  creditor: PARTY,
  creditor_account: ACCOUNT_IDENTIFICATION,
  creditor_agent: FINANCIAL_INSTITUTION,
  debtor: PARTY,
  debtor_account: ACCOUNT_IDENTIFICATION,
  debtor_agent: FINANCIAL_INSTITUTION,
  bank_transaction_code: BANK_TRANSACTION_CODE,
  ...names(['credit_debit_indicator', 'status', 'booking_date', 'value_date', 'transaction_date']),
  balance_after_transaction: AMOUNT_TYPE,
  ...names(['reference_number', 'reference_number_schema', 'remittance_information']),
  debtor_account_additional_identification: GENERIC_IDENTIFICATION,
  creditor_account_additional_identification: GENERIC_IDENTIFICATION,
  exchange_rate: EXCHANGE_RATE,
  note: null,
  transaction_id: null,
});
export const HAL_TRANSACTIONS = resource('HalTransactions', {
  transactions: { list: TRANSACTION },
  continuation_key: null,
});

export const CREATE_PAYMENT_RESPONSE = resource(
  'CreatePaymentResponse',
  names(['payment_id', 'status', 'url', 'psu_id_hash']),
);
const STATUS_REASON = resource(
  'StatusReasonInformation',
  names(['status_reason_code', 'status_reason_description']),
);
const BENEFICIARY = resource('Beneficiary', {
  creditor_agent: FINANCIAL_INSTITUTION,
  creditor: PARTY,
  creditor_account: GENERIC_IDENTIFICATION,
  creditor_currency: null,
});
const PAYMENT_IDENTIFICATION = resource('PaymentIdentification', names(['instruction_id', 'end_to_end_id']));
const REGULATORY_REPORTING = resource('RegulatoryReporting', {
  authority: resource('RegulatoryReporting.authority', names(['country', 'name'])),
  details: resource('RegulatoryReporting.details', {
    amount: AMOUNT_TYPE,
    code: null,
    information: null,
  }),
});
const CREDIT_TRANSFER_DETAILS = resource('CreditTransferTransactionDetails', {
  instructed_amount: AMOUNT_TYPE,
  beneficiary: BENEFICIARY,
  payment_id: PAYMENT_IDENTIFICATION,
  ...names(['requested_execution_date', 'reference_number', 'end_date', 'execution_rule', 'frequency']),
  ultimate_debtor: PARTY,
  ultimate_creditor: PARTY,
  regulatory_reporting: { list: REGULATORY_REPORTING },
  ...names(['remittance_information', 'transaction_id', 'transaction_status']),
});
/** PaymentTypeInformation's fields are not shown by the specification, so it is not opened. */
const PAYMENT_DETAILS = resource('PaymentRequestResourceDetails', {
  payment_information_id: null,
  payment_type_information: null,
  debtor: PARTY,
  debtor_account: GENERIC_IDENTIFICATION,
  debtor_agent: FINANCIAL_INSTITUTION,
  debtor_currency: null,
  purpose: null,
  charge_bearer: null,
  credit_transfer_transaction: { list: CREDIT_TRANSFER_DETAILS },
});
export const GET_PAYMENT_RESPONSE = resource('GetPaymentResponse', {
  payment_id: null,
  status: null,
  payment_details: PAYMENT_DETAILS,
  payment_type: null,
  aspsp: ASPSP,
  final_status: null,
  status_reason_information: STATUS_REASON,
  psu_id_hash: null,
});
export const SUBMIT_PAYMENT_RESPONSE = resource('SubmitPaymentResponse', {
  ...names(['payment_id', 'status', 'final_status']),
  status_reason_information: STATUS_REASON,
});
export const GET_PAYMENT_TRANSACTION_RESPONSE = resource('GetPaymentTransactionResponse', {
  payment_id: null,
  transaction_details: CREDIT_TRANSFER_DETAILS,
});

/**
 * Asserts that `value` has exactly the resource's properties (none left out, none added), or,
 * for a sparse one, its required properties, no property it does not have and none null; and
 * so has every resource it holds that is not null. `path` names where a failure is.
 */
export function assertEveryProperty(value: unknown, shape: Resource, path: string = shape.name): void {
  assert.ok(
    typeof value === 'object' && value !== null && !Array.isArray(value),
    `${path} (${shape.name}) must be an object, got ${JSON.stringify(value)}`,
  );
  const object = value as Record<string, unknown>;
  if (shape.sparseRequired === undefined) {
    assert.deepEqual(
      Object.keys(object).sort(),
      Object.keys(shape.properties).sort(),
      `${path} must have exactly the properties of ${shape.name}`,
    );
  } else {
    assertSparse(object, shape, shape.sparseRequired, path);
  }
  for (const [name, property] of Object.entries(shape.properties)) {
    const held = object[name];
    if (property === null || held === null || held === undefined) continue;
    if ('list' in property) {
      assert.ok(Array.isArray(held), `${path}.${name} must be a list, got ${JSON.stringify(held)}`);
      held.forEach((item, index) => assertEveryProperty(item, property.list, `${path}.${name}[${index}]`));
    } else {
      assertEveryProperty(held, property, `${path}.${name}`);
    }
  }
}

function assertSparse(
  object: Record<string, unknown>,
  shape: Resource,
  required: readonly string[],
  path: string,
): void {
  const names = Object.keys(object);
  const missing = required.filter((name) => !names.includes(name));
  const added = names.filter((name) => !(name in shape.properties));
  const nulls = names.filter((name) => object[name] === null);
  assert.deepEqual(
    { missing, added, nulls },
    { missing: [], added: [], nulls: [] },
    `${path} (${shape.name}) must have its required properties, no other, and none null`,
  );
}
