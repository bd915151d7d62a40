import type { ErrorCode } from '../types/errors.js';
import { ApiError } from './api-error.js';

type ErrorStatus = 400 | 401 | 403 | 404 | 408 | 422 | 429 | 500;

/**
 * The HTTP status of each ErrorCode; the specification leaves this mapping open, except for
 * PSU_HEADER_NOT_PROVIDED (422). The rule: 400 when the request itself is wrong (a malformed
 * or unknown value, a URL that is not allowed), 401 when the caller is not authenticated,
 * 403 when it is but may not do this, 404 for an unknown resource in the path, 422 when a
 * real resource is in a state that does not allow the operation, and for what the ASPSP
 * answered: 408 for its timeout, 429 for its rate limit, 500 for its failure.
 */
export const ERROR_STATUS: Readonly<Record<ErrorCode, ErrorStatus>> = {
  WRONG_REQUEST_PARAMETERS: 400,
  INVALID_ACCOUNT_ID: 400,
  INVALID_HOST: 400,
  WRONG_ASPSP_PROVIDED: 400,
  REDIRECT_URI_NOT_ALLOWED: 400,
  WEBHOOK_URI_NOT_ALLOWED: 400,
  WRONG_AUTHORIZATION_CODE: 400,
  WRONG_CONTINUATION_KEY: 400,
  DATE_FROM_IN_FUTURE: 400,
  DATE_TO_WITHOUT_DATE_FROM: 400,
  WRONG_DATE_INTERVAL: 400,
  WRONG_TRANSACTIONS_PERIOD: 400,
  PSU_HEADER_INVALID: 400,
  AUTHORIZATION_NOT_PROVIDED: 401,
  UNAUTHORIZED_ACCESS: 401,
  UNAUTHORIZED_IP: 403,
  ACCESS_DENIED: 403,
  NO_ACCOUNTS_ADDED: 403,
  SESSION_DOES_NOT_EXIST: 404,
  PAYMENT_NOT_FOUND: 404,
  ACCOUNT_DOES_NOT_EXIST: 404,
  TRANSACTION_DOES_NOT_EXIST: 404,
  ALREADY_AUTHORIZED: 422,
  EXPIRED_AUTHORIZATION_CODE: 422,
  CLOSED_SESSION: 422,
  EXPIRED_SESSION: 422,
  REVOKED_SESSION: 422,
  WRONG_SESSION_STATUS: 422,
  WRONG_CREDENTIALS_PROVIDED: 422,
  PAYMENT_LIMIT_EXCEEDED: 422,
  UNTRUSTED_PAYMENT_PARTY: 422,
  INVALID_PAYMENT: 422,
  PAYMENT_NOT_AUTHORIZED: 422,
  PAYMENT_NOT_FINALIZED: 422,
  PAYMENT_SUBMISSION_NOT_DEFERRED: 422,
  PAYMENT_SUBMISSION_NOT_SUPPORTED: 422,
  PSU_HEADER_NOT_PROVIDED: 422,
  ASPSP_ACCOUNT_NOT_ACCESSIBLE: 422,
  ASPSP_PAYMENT_NOT_ACCESSIBLE: 422,
  ASPSP_PSU_ACTION_REQUIRED: 422,
  ASPSP_TIMEOUT: 408,
  ASPSP_RATE_LIMIT_EXCEEDED: 429,
  ASPSP_ERROR: 500,
};

/** An ApiError with the status of its code. */
export function apiError(error: ErrorCode, message: string): ApiError {
  return new ApiError(ERROR_STATUS[error], message, error);
}
