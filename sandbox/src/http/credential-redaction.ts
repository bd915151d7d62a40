/**
 * What the request log keeps of a credential: that it was sent, under its name, never its
 * value. Bank credentials travel in a body's `credentials` (POST /auth, POST /payments, the
 * flow API's submit_credentials); the application's JWT in `Authorization`, the control
 * panel's token in its cookie or in the `token` of the URL printed at start.
 */

export const REDACTED = '(redacted)';

const CREDENTIALS_KEY = 'credentials';
const PANEL_TOKEN_QUERY = 'token';

/** A parsed JSON body with every value under a `credentials` key, at any depth, redacted. */
export function redactedBody(body: unknown): unknown {
  if (Array.isArray(body)) return body.map(redactedBody);
  if (typeof body !== 'object' || body === null) return body;
  return Object.fromEntries(
    Object.entries(body).map(([key, value]) => [
      key,
      key === CREDENTIALS_KEY ? redactedCredentials(value) : redactedBody(value),
    ]),
  );
}

/** A body that is not JSON but names credentials cannot be redacted field by field: none of it is kept. */
export function redactedText(text: string): string {
  return text.includes(CREDENTIALS_KEY)
    ? `(a body of ${Buffer.byteLength(text)} bytes that is not JSON)`
    : text;
}

/** Headers by lowercase name: the bearer token and every cookie's value redacted. */
export function redactedHeaders(headers: Record<string, string>): Record<string, string> {
  const redacted = { ...headers };
  if (redacted.authorization !== undefined) {
    const scheme = /^\S+/.exec(redacted.authorization)?.[0] ?? '';
    redacted.authorization = `${scheme} ${REDACTED}`.trim();
  }
  if (redacted.cookie !== undefined) {
    redacted.cookie = redacted.cookie
      .split(';')
      .map((pair) => `${pair.split('=')[0]?.trim() ?? ''}=${REDACTED}`)
      .join('; ');
  }
  return redacted;
}

/** The query with the control panel's token redacted. */
export function redactedQuery(query: Record<string, string>): Record<string, string> {
  return Object.hasOwn(query, PANEL_TOKEN_QUERY) ? { ...query, [PANEL_TOKEN_QUERY]: REDACTED } : query;
}

function redactedCredentials(value: unknown): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return REDACTED;
  return Object.fromEntries(Object.keys(value).map((name) => [name, REDACTED]));
}
