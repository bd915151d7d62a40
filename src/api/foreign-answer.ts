/**
 * Whether an answer comes from something that is not a widget API backend at all (a web
 * server's HTML page, a 404 of another application), which usually means the widget's
 * `origin` is missing or wrong. A pure decision on what the response says about itself.
 */

/** The media type of a Content-Type header, lowercase, without parameters. */
function mediaTypeOf(contentType: string | null): string {
  return (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}

function isJsonType(mediaType: string): boolean {
  return /^application\/([\w.-]+\+)?json$/.test(mediaType);
}

/** Statuses a widget backend may send without an ErrorResponse while it has trouble (a proxy's page). */
function isTransientStatus(status: number): boolean {
  return status === 408 || status === 429 || status >= 500;
}

/**
 * For an answer the widget could not use (a 200 it cannot read, or an error without an
 * ErrorResponse): what was found, in words for the developer, when it cannot be the widget API;
 * undefined when it may be a widget backend answering badly (INVALID_RESPONSE then).
 * - a 200 that is not labelled JSON: a page, not the API (a 200 labelled JSON stays invalid);
 * - a 4xx other than 408 and 429 without an ErrorResponse: a web server's own error page.
 */
export function foreignAnswer(status: number, contentType: string | null): string | undefined {
  const mediaType = mediaTypeOf(contentType);
  const what =
    mediaType === 'text/html'
      ? 'an HTML page'
      : mediaType === ''
        ? 'an answer without a content type'
        : isJsonType(mediaType)
          ? 'JSON that is not an ErrorResponse'
          : `an answer of type ${mediaType}`;
  if (status === 200) return isJsonType(mediaType) ? undefined : `${what} with status 200`;
  if (status >= 400 && !isTransientStatus(status)) return `${what} with status ${status}`;
  return undefined;
}
