import type { ErrorCode } from '../types/errors.js';

/** Why a payment request or an operation on a payment is refused: the code and what to change. */
export interface PaymentProblem {
  error: ErrorCode;
  message: string;
}

/** Most refusals of a payment request are wrong parameters (400). */
export function wrongParameter(message: string): PaymentProblem {
  return { error: 'WRONG_REQUEST_PARAMETERS', message };
}
