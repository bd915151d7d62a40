import type { GetApplicationResponse } from '../types/application.js';
import type { StartAuthorizationResponse } from '../types/authorization.js';
import type { ErrorResponse, SuccessResponse } from '../types/errors.js';
import { resourceWriter } from './resource-writer.js';

/** The application, POST /auth's answer, and the bodies every operation may answer with. */

export const writeGetApplicationResponse = resourceWriter<GetApplicationResponse>()({
  name: null,
  description: null,
  kid: null,
  environment: null,
  redirect_urls: null,
  active: null,
  countries: null,
  services: null,
});

export const writeStartAuthorizationResponse = resourceWriter<StartAuthorizationResponse>()({
  url: null,
  authorization_id: null,
  psu_id_hash: null,
});

export const writeSuccessResponse = resourceWriter<SuccessResponse>()({ message: null });

/** The sandbox has no detail to give: detail is always null. */
export const writeErrorResponse = resourceWriter<ErrorResponse>()({
  message: null,
  code: null,
  error: null,
  detail: null,
});

export type WrittenErrorResponse = ReturnType<typeof writeErrorResponse>;
