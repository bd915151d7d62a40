import { ApiError } from '../http/api-error.js';
import type { ApiReply } from '../routes/context.js';

// Placeholders: filled in by the work on this part of the control panel.
export function revokeSession(): ApiReply {
  throw new ApiError(404, 'Not built yet.');
}
