import type { RequestBody } from '../http/read-body.js';

/** POST {registration_url}/api/applications, reduced to what registration decides on. */
export interface RegistrationRequest {
  method: string;
  authorization?: string;
  contentType?: string;
  body: RequestBody;
}
