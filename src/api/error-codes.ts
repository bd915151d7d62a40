/**
 * The backend's ErrorCode values (interface specification, "Errors"), and a code passed through
 * unlisted; the widget's own codes are beside WidgetError. Types only: no byte of this reaches
 * the bundle.
 */

/** The ErrorCode values of the interface specification, as this version knows them. */
export type BackendErrorCode =
  | 'ACCESS_DENIED'
  | 'ACCOUNT_DOES_NOT_EXIST'
  | 'ALREADY_AUTHORIZED'
  | 'ASPSP_ACCOUNT_NOT_ACCESSIBLE'
  | 'ASPSP_ERROR'
  | 'ASPSP_PAYMENT_NOT_ACCESSIBLE'
  | 'ASPSP_PSU_ACTION_REQUIRED'
  | 'ASPSP_RATE_LIMIT_EXCEEDED'
  | 'ASPSP_TIMEOUT'
  | 'AUTHORIZATION_NOT_PROVIDED'
  | 'CLOSED_SESSION'
  | 'DATE_FROM_IN_FUTURE'
  | 'DATE_TO_WITHOUT_DATE_FROM'
  | 'EXPIRED_AUTHORIZATION_CODE'
  | 'EXPIRED_SESSION'
  | 'INVALID_ACCOUNT_ID'
  | 'INVALID_HOST'
  | 'INVALID_PAYMENT'
  | 'NO_ACCOUNTS_ADDED'
  | 'PAYMENT_LIMIT_EXCEEDED'
  | 'PAYMENT_NOT_AUTHORIZED'
  | 'PAYMENT_NOT_FINALIZED'
  | 'PAYMENT_NOT_FOUND'
  | 'PAYMENT_SUBMISSION_NOT_DEFERRED'
  | 'PAYMENT_SUBMISSION_NOT_SUPPORTED'
  | 'PSU_HEADER_INVALID'
  | 'PSU_HEADER_NOT_PROVIDED'
  | 'REDIRECT_URI_NOT_ALLOWED'
  | 'REVOKED_SESSION'
  | 'SESSION_DOES_NOT_EXIST'
  | 'TRANSACTION_DOES_NOT_EXIST'
  | 'UNAUTHORIZED_ACCESS'
  | 'UNAUTHORIZED_IP'
  | 'UNTRUSTED_PAYMENT_PARTY'
  | 'WEBHOOK_URI_NOT_ALLOWED'
  | 'WRONG_ASPSP_PROVIDED'
  | 'WRONG_AUTHORIZATION_CODE'
  | 'WRONG_CONTINUATION_KEY'
  | 'WRONG_CREDENTIALS_PROVIDED'
  | 'WRONG_DATE_INTERVAL'
  | 'WRONG_REQUEST_PARAMETERS'
  | 'WRONG_SESSION_STATUS'
  | 'WRONG_TRANSACTIONS_PERIOD';

declare const unlisted: unique symbol;

/**
 * A code received from outside that this version may not list: an ErrorResponse's `error`
 * (a newer backend may send new codes) or a failed step's OAuth code (such as `access_denied`).
 * It is passed through as received; a cast to this type marks each place one can enter.
 */
export type UnlistedErrorCode = string & { readonly [unlisted]: true };
