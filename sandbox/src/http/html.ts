import type { ServerResponse } from 'node:http';
import { send } from './respond.js';

const HTML_ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Every value interpolated into a page goes through this, in text and in attributes alike. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);
}

/**
 * Only the backend's own scripts, styles and images; forms may post to the backend and to
 * `formTargets` (a form's redirect must be allowed too, or the browser blocks it), or nowhere
 * ('none': only a script sends, as the credentials frame's). No page may be framed, except by
 * `frameAncestors` (the phone pages, by a demo's phone pane; the credentials frame).
 */
export function pageContentSecurityPolicy(
  formTargets: readonly string[] | 'none' = [],
  frameAncestors: readonly string[] = [],
): string {
  const ancestors = frameAncestors.filter(isPlainOrigin);
  const formAction = formTargets === 'none' ? "'none'" : ["'self'", ...formTargets].join(' ');
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data:",
    "connect-src 'self'",
    `form-action ${formAction}`,
    "base-uri 'none'",
    `frame-ancestors ${ancestors.length > 0 ? ancestors.join(' ') : "'none'"}`,
  ].join('; ');
}

/** Only a bare http(s) origin may go into a CSP source list (no spaces, quotes or paths). */
function isPlainOrigin(value: string): boolean {
  return /^https?:\/\/[a-z0-9.-]+(:\d{1,5})?$/i.test(value);
}

/** `referrerPolicy`: no-referrer unless the page's own requests must name it (the hosted page). */
export function sendHtml(
  response: ServerResponse,
  status: number,
  html: string,
  csp: string,
  referrerPolicy: 'no-referrer' | 'same-origin' = 'no-referrer',
): void {
  send(response, status, 'text/html; charset=utf-8', html, {
    'Content-Security-Policy': csp,
    'Cache-Control': 'no-store',
    'Referrer-Policy': referrerPolicy,
  });
}

/** A minimal page; `body` must already be escaped markup. */
export function htmlDocument(options: { title: string; body: string; head?: string; lang?: string }): string {
  return `<!doctype html>
<html lang="${escapeHtml(options.lang ?? 'en')}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(options.title)}</title>
<link rel="icon" href="data:,">
${options.head ?? ''}
</head>
<body>
${options.body}
</body>
</html>
`;
}
