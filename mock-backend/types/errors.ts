/** The ErrorCode values this backend answers with (a subset of the specification's list). */
export type ErrorCode =
  | 'ACCESS_DENIED'
  | 'ALREADY_AUTHORIZED'
  | 'AUTHORIZATION_NOT_PROVIDED'
  | 'CLOSED_SESSION'
  | 'EXPIRED_AUTHORIZATION_CODE'
  | 'EXPIRED_SESSION'
  | 'INVALID_ACCOUNT_ID'
  | 'PAYMENT_LIMIT_EXCEEDED'
  | 'PAYMENT_NOT_AUTHORIZED'
  | 'PAYMENT_NOT_FINALIZED'
  | 'PAYMENT_NOT_FOUND'
  | 'PAYMENT_SUBMISSION_NOT_DEFERRED'
  | 'PAYMENT_SUBMISSION_NOT_SUPPORTED'
  | 'REDIRECT_URI_NOT_ALLOWED'
  | 'SESSION_DOES_NOT_EXIST'
  | 'UNAUTHORIZED_ACCESS'
  | 'WEBHOOK_URI_NOT_ALLOWED'
  | 'WRONG_ASPSP_PROVIDED'
  | 'WRONG_AUTHORIZATION_CODE'
  | 'WRONG_CREDENTIALS_PROVIDED'
  | 'WRONG_REQUEST_PARAMETERS'
  | 'WRONG_SESSION_STATUS';

export interface ErrorResponse {
  message: string;
  code: number;
  /** A string rather than ErrorCode: fault rules may inject any code the widgets must cope with. */
  error?: string;
  detail?: unknown;
}
