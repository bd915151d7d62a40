import { ApiError } from '../http/api-error.js';
import type { ApiReply, BackendContext } from '../routes/context.js';
import type { RegistrationRequest } from './registration-request.js';

/** Placeholder until registration lands. */
export function registerApplication(_context: BackendContext, _request: RegistrationRequest): ApiReply {
  throw new ApiError(404, 'Registration is not built yet.');
}
