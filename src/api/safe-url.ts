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

/**
 * A URL from the backend that a widget may navigate to, link to or load an image from, or
 * undefined when it must refuse it.
 */
export function toSafeUrl(raw: unknown): URL | undefined {
  return typeof raw === 'string' ? parseHttpUrl(raw) : undefined;
}

/**
 * A URL from the backend that must be one of its own pages (a confirmed consent's next page, a
 * hand-off, a credentials frame), or undefined when it is not safe or not at `backendOrigin`.
 */
export function toBackendPage(raw: unknown, backendOrigin: string | undefined): URL | undefined {
  const url = toSafeUrl(raw);
  return url?.origin === backendOrigin ? url : undefined;
}

/** The origin of an `origin` attribute value (a path is ignored), or undefined when unusable. */
export function toBackendOrigin(raw: string | null | undefined): string | undefined {
  if (!raw) return undefined;
  return parseHttpUrl(raw.trim())?.origin;
}
