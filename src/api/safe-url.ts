/**
 * URL safety rules of Widget API v1: widgets only talk to and navigate to https URLs,
 * or to plain http on a loopback host (a developer's machine). Everything else, including
 * `javascript:` and `data:`, is refused.
 */

const loopbackHosts = new Set(['localhost', '[::1]']);

function isLoopback(hostname: string): boolean {
  return loopbackHosts.has(hostname) || /^127(\.\d{1,3}){3}$/.test(hostname);
}

function parseHttpUrl(raw: string, base?: string): URL | undefined {
  let url: URL;
  try {
    url = new URL(raw, base);
  } catch {
    return undefined;
  }
  if (url.protocol === 'https:') return url;
  if (url.protocol === 'http:' && isLoopback(url.hostname)) return url;
  return undefined;
}

/** The URL a widget may send the page to, or undefined when it must refuse. */
export function toSafeNavigationUrl(raw: unknown): URL | undefined {
  return typeof raw === 'string' ? parseHttpUrl(raw) : undefined;
}

/** The URL of an image the backend names (an ASPSP logo) that a widget may load, or undefined. */
export function toSafeImageUrl(raw: unknown): URL | undefined {
  return typeof raw === 'string' ? parseHttpUrl(raw) : undefined;
}

/** The origin of an `origin` attribute value (a path is ignored), or undefined when unusable. */
export function toBackendOrigin(raw: string | null | undefined): string | undefined {
  if (!raw) return undefined;
  return parseHttpUrl(raw.trim())?.origin;
}
