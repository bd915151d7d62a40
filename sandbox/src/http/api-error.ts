import { writeErrorResponse, type WrittenErrorResponse } from '../resources/api-resources.js';
import type { ErrorCode } from '../types/errors.js';

/** An error the widget API answers with an ErrorResponse body; thrown by handlers. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly error?: ErrorCode,
  ) {
    super(message);
  }

  toResponse(): WrittenErrorResponse {
    return errorResponse(this.status, this.message, this.error);
  }
}

/** Written as the service writes it: error and detail are null when there is none. */
export function errorResponse(status: number, message: string, error?: string): WrittenErrorResponse {
  return writeErrorResponse({ message, code: status, error });
}

export function wrongParameters(message: string): ApiError {
  return new ApiError(400, message, 'WRONG_REQUEST_PARAMETERS');
}
