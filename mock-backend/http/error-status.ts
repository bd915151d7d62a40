import type { ErrorCode } from '../types/errors.js';
import { ApiError } from './api-error.js';

/**
 * The HTTP status of each ErrorCode; the specification leaves this mapping open. The rule:
 * 400 when the request itself is wrong (a malformed or unknown value, a URL that is not
 * allowed), 401 when the caller is not authenticated, 403 when it is but may not do this,
 * 404 for an unknown resource in the path, 422 when a real resource is in a state that does
 * not allow the operation (a used or expired code, an unauthorised payment, a closed session).
 */
export const ERROR_STATUS: Readonly<Record<ErrorCode, 400 | 401 | 403 | 404 | 422>> = {
  WRONG_REQUEST_PARAMETERS: 400,
  INVALID_ACCOUNT_ID: 400,
  WRONG_ASPSP_PROVIDED: 400,
  REDIRECT_URI_NOT_ALLOWED: 400,
  WEBHOOK_URI_NOT_ALLOWED: 400,
  WRONG_AUTHORIZATION_CODE: 400,
  AUTHORIZATION_NOT_PROVIDED: 401,
  // 401 for a token that does not authenticate; a pending application gets a 403 (see authenticate.ts).
  UNAUTHORIZED_ACCESS: 401,
  ACCESS_DENIED: 403,
  SESSION_DOES_NOT_EXIST: 404,
  PAYMENT_NOT_FOUND: 404,
  ALREADY_AUTHORIZED: 422,
  EXPIRED_AUTHORIZATION_CODE: 422,
  CLOSED_SESSION: 422,
  EXPIRED_SESSION: 422,
  WRONG_SESSION_STATUS: 422,
  WRONG_CREDENTIALS_PROVIDED: 422,
  PAYMENT_LIMIT_EXCEEDED: 422,
  PAYMENT_NOT_AUTHORIZED: 422,
  PAYMENT_NOT_FINALIZED: 422,
  PAYMENT_SUBMISSION_NOT_DEFERRED: 422,
  PAYMENT_SUBMISSION_NOT_SUPPORTED: 422,
};

/** An ApiError with the status of its code. */
export function apiError(error: ErrorCode, message: string): ApiError {
  return new ApiError(ERROR_STATUS[error], message, error);
}
