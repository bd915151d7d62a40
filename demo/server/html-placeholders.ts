import type { LibraryIntegrity } from './library-integrity.js';

/**
 * The few values a static page needs that depend on how the demo was started: the pages
 * say %BACKEND_ORIGIN% (the service's {auth_url}), %API_BASE_URL% ({base_url}),
 * %DEMO_ORIGIN%, and %WIDGETS_JS_INTEGRITY% and %WIDGETS_CSS_INTEGRITY% (the hashes of the
 * built library), and the server fills them in, HTML-escaped.
 */
export interface PlaceholderValues {
  demoOrigin: string;
  backendOrigin: string;
  apiBaseUrl: string;
  integrity: LibraryIntegrity;
}

export function fillPlaceholders(html: string, values: PlaceholderValues): string {
  return html
    .replaceAll('%BACKEND_ORIGIN%', escapeHtml(values.backendOrigin))
    .replaceAll('%API_BASE_URL%', escapeHtml(values.apiBaseUrl))
    .replaceAll('%DEMO_ORIGIN%', escapeHtml(values.demoOrigin))
    .replaceAll('%WIDGETS_JS_INTEGRITY%', escapeHtml(values.integrity.script))
    .replaceAll('%WIDGETS_CSS_INTEGRITY%', escapeHtml(values.integrity.stylesheet));
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}
