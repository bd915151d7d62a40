import { apiError } from '../http/error-status.js';
import { InvalidInputError } from '../attempts/invalid-input.js';

/** Runs a creation and answers its InvalidInputError with the error's code and status. */
export function withInputErrors<T>(create: () => T): T {
  try {
    return create();
  } catch (error) {
    if (error instanceof InvalidInputError) throw apiError(error.error, error.message);
    throw error;
  }
}
