/** POST {registration_url}/api/applications as it arrives, before its body is read. */
export interface RegistrationRequest {
  method: string;
  authorization?: string;
  contentType?: string;
  /** Whether it announces a body (http/read-body.ts). */
  announcesBody: boolean;
}
