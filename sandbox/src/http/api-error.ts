import type { ErrorCode, ErrorResponse } from '../types/errors.js';

/** An error the widget API answers with an ErrorResponse body; thrown by handlers. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly error?: ErrorCode,
  ) {
    super(message);
  }

  toResponse(): ErrorResponse {
    return errorResponse(this.status, this.message, this.error);
  }
}

export function errorResponse(status: number, message: string, error?: string): ErrorResponse {
  return error === undefined ? { message, code: status } : { message, code: status, error };
}

export function wrongParameters(message: string): ApiError {
  return new ApiError(400, message, 'WRONG_REQUEST_PARAMETERS');
}
