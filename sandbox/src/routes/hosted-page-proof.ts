import type { IncomingHttpHeaders } from 'node:http';
import { hostedPageAttempt } from '../views/page-urls.js';

/**
 * Whether a widget API request without Origin proves to come from the service's own hosted
 * page. Browsers leave Origin off a same-origin GET, and Sec-Fetch-Site alone names no page;
 * the hosted page is served with Referrer-Policy: same-origin, so its requests carry its
 * address. Only the hosted page of the very authorisation or payment asked about counts: no
 * other page of the sandbox (a phone's, the bank's) is first-party to the widget API.
 */
export function isOwnHostedPageRequest(
  headers: IncomingHttpHeaders,
  ownOrigin: string,
  apiPath: string,
): boolean {
  if (headers['sec-fetch-site'] !== 'same-origin' || headers.referer === undefined) return false;
  let page: URL;
  try {
    page = new URL(headers.referer);
  } catch {
    return false;
  }
  if (page.origin !== ownOrigin) return false;
  const attempt = hostedPageAttempt(page);
  if (attempt === undefined) return false;
  const attemptPath = attempt.toLowerCase();
  const asked = apiPath.toLowerCase();
  return asked === attemptPath || asked.startsWith(`${attemptPath}/`);
}
