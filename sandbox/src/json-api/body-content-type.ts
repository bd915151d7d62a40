/**
 * The content type a JSON API body (and the sandbox's registration's) is read as. The service
 * reads a body sent without Content-Type as JSON (the official Go sample posts its payment so);
 * a type that is given is kept, so any other one is still refused as not JSON.
 */
export function jsonApiContentType(contentType: string | undefined): string | undefined {
  return contentType === undefined || contentType.trim() === '' ? 'application/json' : contentType;
}
