/**
 * The demo's own Content-Security-Policy: no 'unsafe-inline' and no 'unsafe-eval', as strict
 * as a merchant page should be. Scripts and styles come from the demo's origin (Vite serves
 * them as files) or, on the script-tag page, from the service's /lib/; logos from the
 * service; Vite's live reload talks over a WebSocket to the demo's own host. The journey pages'
 * phone pane frames the service's hand-off page (frame-src).
 */
export function demoContentSecurityPolicy(demoOrigin: string, backendOrigin: string): string {
  const liveReload = `ws://${new URL(demoOrigin).host}`;
  return [
    "default-src 'self'",
    `script-src 'self' ${backendOrigin}`,
    `style-src 'self' ${backendOrigin}`,
    `img-src 'self' ${backendOrigin} data:`,
    `connect-src 'self' ${backendOrigin} ${liveReload}`,
    "font-src 'self'",
    `frame-src ${backendOrigin}`,
    "form-action 'self'",
    "base-uri 'none'",
    "object-src 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}
