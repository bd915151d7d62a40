import type { ErrorCode } from '../types/errors.js';

/**
 * Thrown when an authorisation or payment cannot be created. Still an Error with a readable
 * message for the programmatic createAuthorization/createPayment; the JSON API answers its
 * code.
 */
export class InvalidInputError extends Error {
  constructor(
    message: string,
    readonly error: ErrorCode = 'WRONG_REQUEST_PARAMETERS',
  ) {
    super(message);
  }
}
