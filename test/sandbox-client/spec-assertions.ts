/**
 * Assertions of what the specification promises about each response: required fields,
 * formats (uuid, date, date-time with offset, decimal amounts, ISO codes) and enumerations.
 */
import assert from 'node:assert/strict';
import {
  BALANCE_STATUSES,
  CASH_ACCOUNT_TYPES,
  PAYMENT_STATUSES,
  PAYMENT_TYPES,
  type AccountResource,
  type AmountType,
  type AspspData,
  type BalanceResource,
  type GetPaymentResponse,
  type GetSessionResponse,
  type Transaction,
} from './api-types.js';
import { ServiceError } from './http-call.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;
const DECIMAL = /^-?\d+(\.\d+)?$/;
const CURRENCY = /^[A-Z]{3}$/;
const COUNTRY = /^[A-Z]{2}$/;
/** The statuses that the Endpoints section says an ErrorResponse comes with. */
const ERROR_STATUSES = [400, 401, 403, 404, 408, 422, 429, 500];

export function assertUuid(value: unknown, what: string): void {
  assert.match(String(value), UUID, `${what} must be a uuid, got ${JSON.stringify(value)}`);
}

export function assertDate(value: unknown, what: string): void {
  assert.match(String(value), DATE, `${what} must be a date (YYYY-MM-DD), got ${JSON.stringify(value)}`);
}

export function assertDateTime(value: unknown, what: string): void {
  assert.match(
    String(value),
    DATE_TIME,
    `${what} must be an RFC 3339 date-time with an offset, got ${JSON.stringify(value)}`,
  );
}

export function assertAmount(value: AmountType | undefined, what: string): void {
  assert.ok(value !== undefined, `${what} is missing`);
  assert.match(value.currency, CURRENCY, `${what}.currency must be ISO 4217`);
  assert.match(value.amount, DECIMAL, `${what}.amount must be a decimal string with a dot`);
}

/** A refusal as the Errors section describes it: the status, and ErrorResponse error/code/message. */
export async function assertRefusal(
  call: Promise<unknown>,
  expected: { error: string; status?: number },
): Promise<ServiceError> {
  let caught: unknown;
  try {
    await call;
  } catch (error) {
    caught = error;
  }
  assert.ok(caught instanceof ServiceError, `expected a ${expected.error} answer, got ${String(caught)}`);
  assert.ok(
    ERROR_STATUSES.includes(caught.status),
    `status ${caught.status} is not one the specification uses`,
  );
  if (expected.status !== undefined) assert.equal(caught.status, expected.status, caught.message);
  assert.ok(caught.body !== undefined, `the answer is not an ErrorResponse: ${caught.text}`);
  assert.equal(caught.body.error, expected.error, caught.message);
  if (caught.body.code !== undefined)
    assert.equal(caught.body.code, caught.status, 'code equals the HTTP status');
  assert.ok(caught.body.message.length > 0, 'the ErrorResponse has a message');
  return caught;
}

export function assertAspspData(aspsp: AspspData): void {
  const what = `ASPSP ${aspsp.name}`;
  assert.equal(typeof aspsp.name, 'string');
  assert.match(aspsp.country, COUNTRY, `${what}: country`);
  assert.doesNotThrow(() => new URL(aspsp.logo), `${what}: logo is a URL`);
  assert.ok(Array.isArray(aspsp.psu_types) && aspsp.psu_types.length > 0, `${what}: psu_types`);
  for (const psuType of aspsp.psu_types)
    assert.ok(['business', 'personal'].includes(psuType), `${what}: ${psuType}`);
  assert.ok(Array.isArray(aspsp.auth_methods), `${what}: auth_methods`);
  for (const method of aspsp.auth_methods) {
    assert.ok(['DECOUPLED', 'EMBEDDED', 'REDIRECT'].includes(method.approach), `${what}: approach`);
    assert.equal(typeof method.hidden_method, 'boolean', `${what}: hidden_method`);
    assert.ok(['business', 'personal'].includes(method.psu_type), `${what}: method psu_type`);
  }
  assert.ok(Number.isInteger(aspsp.maximum_consent_validity), `${what}: maximum_consent_validity`);
  assert.equal(typeof aspsp.beta, 'boolean', `${what}: beta`);
  for (const type of aspsp.payments ?? []) {
    assert.ok(PAYMENT_TYPES.includes(type.payment_type), `${what}: payment_type ${type.payment_type}`);
  }
}

export function assertAccountResource(account: AccountResource, what: string): void {
  assert.ok(CASH_ACCOUNT_TYPES.includes(account.cash_account_type), `${what}: cash_account_type`);
  assert.match(account.currency, CURRENCY, `${what}: currency`);
  assert.equal(typeof account.identification_hash, 'string', `${what}: identification_hash`);
  assert.ok(Array.isArray(account.identification_hashes), `${what}: identification_hashes`);
  assert.ok(
    account.identification_hashes.includes(account.identification_hash),
    `${what}: identification_hashes includes the primary hash`,
  );
  // A property without a value is null (the service writes every property), so null is absent.
  if (typeof account.uid === 'string') assertUuid(account.uid, `${what}: uid`);
  if (account.account_id) {
    assert.ok(
      typeof account.account_id.iban === 'string' || account.account_id.other,
      `${what}: account_id has iban or other`,
    );
  }
}

export function assertBalance(balance: BalanceResource, what: string): void {
  assert.equal(typeof balance.name, 'string', `${what}: name`);
  assertAmount(balance.balance_amount, `${what}: balance_amount`);
  assert.ok(BALANCE_STATUSES.includes(balance.balance_type), `${what}: balance_type ${balance.balance_type}`);
  if (typeof balance.reference_date === 'string')
    assertDate(balance.reference_date, `${what}: reference_date`);
  if (typeof balance.last_change_date_time === 'string') {
    assertDateTime(balance.last_change_date_time, `${what}: last_change_date_time`);
  }
}

export function assertTransaction(transaction: Transaction, what: string): void {
  if (transaction.transaction_amount) {
    assertAmount(transaction.transaction_amount, `${what}: transaction_amount`);
  }
  if (transaction.credit_debit_indicator) {
    assert.ok(
      ['CRDT', 'DBIT'].includes(transaction.credit_debit_indicator),
      `${what}: credit_debit_indicator`,
    );
  }
  for (const field of ['booking_date', 'value_date', 'transaction_date'] as const) {
    const value = transaction[field];
    if (typeof value === 'string') assertDate(value, `${what}: ${field}`);
  }
  if (transaction.remittance_information !== undefined && transaction.remittance_information !== null) {
    assert.ok(Array.isArray(transaction.remittance_information), `${what}: remittance_information`);
  }
}

export function assertSession(session: GetSessionResponse): void {
  assert.equal(typeof session.status, 'string');
  assert.ok(Array.isArray(session.accounts), 'accounts');
  assert.ok(Array.isArray(session.accounts_data), 'accounts_data');
  for (const account of session.accounts_data) {
    assert.equal(typeof account.identification_hash, 'string', 'accounts_data[].identification_hash');
  }
  assert.equal(typeof session.psu_id_hash, 'string', 'psu_id_hash');
  assert.equal(typeof session.access.valid_until, 'string', 'access.valid_until');
  assertDateTime(session.created, 'created');
}

export function assertPayment(payment: GetPaymentResponse, paymentId: string): void {
  assert.equal(payment.payment_id, paymentId);
  assert.ok(PAYMENT_STATUSES.includes(payment.status), `status ${payment.status}`);
  assert.equal(typeof payment.final_status, 'boolean', 'final_status');
  assert.ok(PAYMENT_TYPES.includes(payment.payment_type), `payment_type ${payment.payment_type}`);
  assert.equal(typeof payment.payment_details, 'object', 'payment_details');
  assert.equal(typeof payment.aspsp.name, 'string', 'aspsp.name');
  assert.equal(typeof payment.psu_id_hash, 'string', 'psu_id_hash');
}
