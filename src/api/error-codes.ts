/**
 * The error codes a widget reports: the backend's ErrorCode values (interface specification,
 * "Errors") beside the widget's own.
 */

/**
 * The codes a widget reports on its own, beside the ErrorCodes the backend sends.
 * They are documented in docs/elements.md; renaming one breaks merchants' error handling.
 */
export const WidgetErrorCode = {
  /** A required attribute is missing, or two attributes exclude each other. */
  missingAttribute: 'MISSING_ATTRIBUTE',
  /** An attribute has a value the widget cannot use (a bad origin, an unknown psu-type). */
  invalidAttribute: 'INVALID_ATTRIBUTE',
  /** The backend could not be reached (offline, DNS, CORS refused at the network level). */
  networkError: 'NETWORK_ERROR',
  /** The backend did not answer in time. */
  timeout: 'TIMEOUT',
  /** The backend answered with something that is not the contract's JSON. */
  invalidResponse: 'INVALID_RESPONSE',
  /**
   * What the widget reached is no widget API backend (an HTML page, a 404 without an
   * ErrorResponse, a host that answers without CORS headers): the `origin` is missing or wrong.
   */
  notWidgetBackend: 'NOT_A_WIDGET_BACKEND',
  /** The backend gave a URL that is not http(s), so the widget refused to navigate. */
  unsafeUrl: 'UNSAFE_URL',
  /**
   * The backend's credentials frame did not say it was shown within 10 s: most often the page's
   * Content-Security-Policy lacks `frame-src` for the backend's origin.
   */
  credentialsFrameBlocked: 'CREDENTIALS_FRAME_BLOCKED',
} as const;

export type WidgetErrorCode = (typeof WidgetErrorCode)[keyof typeof WidgetErrorCode];

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

/** A code this version lists: a literal that is not one of these (a typo) does not compile. */
export type ErrorCode = BackendErrorCode | WidgetErrorCode;

declare const unlisted: unique symbol;

/**
 * A code received from outside that this version may not list: an ErrorResponse's `error`
 * (a newer backend may send new codes) or a failed step's OAuth code (such as `access_denied`).
 * It is passed through as received; a cast to this type marks each place one can enter.
 */
export type UnlistedErrorCode = string & { readonly [unlisted]: true };

/** What a WidgetError carries: a listed code, or one passed through as received. */
export type ReportedErrorCode = ErrorCode | UnlistedErrorCode;
