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
 * `formTargets` (a form's redirect must be allowed too, or the browser blocks it).
 */
export function pageContentSecurityPolicy(formTargets: readonly string[] = []): string {
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data:",
    "connect-src 'self'",
    `form-action ${["'self'", ...formTargets].join(' ')}`,
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export function sendHtml(response: ServerResponse, status: number, html: string, csp: string): void {
  send(response, status, 'text/html; charset=utf-8', html, {
    'Content-Security-Policy': csp,
    'Cache-Control': 'no-store',
    'Referrer-Policy': 'no-referrer',
  });
}

/** A minimal page; `body` must already be escaped markup. */
export function htmlDocument(options: { title: string; body: string; head?: string }): string {
  return `<!doctype html>
<html lang="en">
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
