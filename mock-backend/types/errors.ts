/** The ErrorCode values this backend answers with (a subset of the specification's list). */
export type ErrorCode =
  | 'EXPIRED_SESSION'
  | 'PAYMENT_NOT_FOUND'
  | 'SESSION_DOES_NOT_EXIST'
  | 'UNAUTHORIZED_ACCESS'
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
