/**
 * The few values a static page needs that depend on how the demo was started: the pages
 * say %BACKEND_ORIGIN% (the service's {auth_url}), %API_BASE_URL% ({base_url}) and
 * %DEMO_ORIGIN%, and the server fills them in, HTML-escaped.
 */
export interface PlaceholderValues {
  demoOrigin: string;
  backendOrigin: string;
  apiBaseUrl: string;
}

export function fillPlaceholders(html: string, values: PlaceholderValues): string {
  return html
    .replaceAll('%BACKEND_ORIGIN%', escapeHtml(values.backendOrigin))
    .replaceAll('%API_BASE_URL%', escapeHtml(values.apiBaseUrl))
    .replaceAll('%DEMO_ORIGIN%', escapeHtml(values.demoOrigin));
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}
